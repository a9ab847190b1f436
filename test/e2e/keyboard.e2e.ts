import type { Page } from 'playwright-core';
import { STAFF } from './support/accounts';
import { callApi } from './support/api';
import { openPage } from './support/browser';
import { nextCode, outbox, watchCaptchas } from './support/devHooks';
import { useOwnServer } from './support/ownServer';

// The staff's day without a mouse: every step is Tab, Shift+Tab, typing, Enter, Space, arrows or Escape, and the
// focused control always shows a visible focus indicator.

const own = useOwnServer();

/** What has the focus: its tag, name attribute, accessible text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element) return { tag: '', name: '', text: '', label: '' };
    return {
      tag: element.tagName.toLowerCase(),
      name: element.getAttribute('name') ?? '',
      text: (element.textContent ?? '').trim(),
      label: element.getAttribute('aria-label') ?? '',
    };
  });

/** The focused element draws an outline or a box-shadow ring (MUI's focus-visible), or is a text field (caret). */
const focusIsVisible = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return false;
    if (element.matches('input, textarea, [contenteditable="true"]')) return true;
    // A select's box (MUI's filled input) draws its focus on the input around it: the underline and background.
    if (element.closest('.MuiInputBase-root.Mui-focused')) return true;
    const style = getComputedStyle(element);
    const ripple = element.querySelector('.MuiTouchRipple-child, .MuiTouchRipple-ripplePulsate');
    return (style.outlineStyle !== 'none' && style.outlineWidth !== '0px') || style.boxShadow !== 'none' || element.classList.contains('Mui-focusVisible') || ripple !== null;
  });

/** Tabs (forwards or back) until the focused element matches, at most `max` presses; each stop must show focus. */
const tabTo = async (page: Page, matches: (f: Awaited<ReturnType<typeof focused>>) => boolean, { back = false, max = 40 } = {}) => {
  for (let press = 0; press < max; press += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const now = await focused(page);
    if (now.tag !== 'body') expect([now, await focusIsVisible(page)]).toEqual([now, true]);
    if (matches(now)) return;
  }
  throw new Error(`not reached by ${back ? 'Shift+' : ''}Tab in ${max} presses`);
};

const field = (name: string) => (f: { name: string }) => f.name === name;

test('sign in with the captcha refreshed, verify the code, search a list, open a record, change and save it, change a model field through its picker, and sign out', async () => {
  const { page, context } = await openPage(own.browser());
  const captchaAnswer = watchCaptchas(page);
  await page.goto('/#/login');
  await page.locator('input[name="captchaText"]').waitFor();

  await tabTo(page, field('code'));
  await page.keyboard.type(STAFF.code);
  await tabTo(page, field('username'));
  await page.keyboard.type(STAFF.username);
  await tabTo(page, field('password'));
  await page.keyboard.type(STAFF.password);
  // A new captcha by the refresh button, pressed with Enter.
  const first = await page.locator('img[src^="data:image/svg+xml"]').getAttribute('src');
  await tabTo(page, (f) => /captcha/i.test(f.label));
  await page.keyboard.press('Enter');
  await page.waitForFunction((previous) => document.querySelector('img[src^="data:image/svg+xml"]')?.getAttribute('src') !== previous, first);
  await tabTo(page, field('captchaText'), { back: true });
  const sent = (await outbox(STAFF.username)).length;
  await page.keyboard.type(await captchaAnswer());
  await page.keyboard.press('Enter');

  await page.waitForURL(/#\/verifyLogin/);
  await page.locator('input[name="otp"]').waitFor();
  if ((await focused(page)).name !== 'otp') await tabTo(page, field('otp'));
  await page.keyboard.type(await nextCode(STAFF.username, sent));
  await page.keyboard.press('Enter');
  await page.waitForURL(/#\/dashboard/);
  await page.getByRole('heading', { level: 1 }).first().waitFor();

  // The partners' page from the side menu: search its list, open a row by its link, change a field and save.
  await tabTo(page, (f) => f.tag === 'a' && f.text === 'Partners', { max: 60 });
  await page.keyboard.press('Enter');
  await page.waitForURL(/#\/partners/);
  await page.locator('table tbody tr').first().waitFor();
  const [partner] = (await callApi(page, 'GET', '/api/records/partners?limit=1&sort=[{"name":"asc"}]')).body.data as { id: number; code: string; name: string }[];
  await tabTo(page, field('name'));
  await page.keyboard.type(partner.name.slice(0, 6));
  await page.waitForFunction((code) => [...document.querySelectorAll('table tbody tr')].some((row) => row.textContent?.includes(code)), partner.code);
  await tabTo(page, (f) => f.tag === 'a' && f.text === partner.code);
  await page.keyboard.press('Enter');
  await page.waitForURL(new RegExp(`#/partners/${partner.id}`));
  await page.locator('input[name="hotLine"]').waitFor();
  // The link left with the list, yet the focus is not lost to the page's body: it is on the record's screen.
  await page.waitForFunction(() => document.activeElement?.closest('#main-content') != null);
  await tabTo(page, field('hotLine'));
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('1900 6868');
  await tabTo(page, (f) => f.tag === 'button' && f.text === 'Save');
  await page.keyboard.press('Enter');
  await page.getByText(/Success|Thành công/).first().waitFor();
  const saved = (await callApi(page, 'GET', `/api/records/partners/${partner.id}`)).body.data as { hotLine: string };
  expect(saved.hotLine).toBe('1900 6868');

  // A voucher from its list, opened by keyboard; its categories (a SelectModel) changed through the picker dialog.
  const query = encodeURIComponent(JSON.stringify({ isHot: false, status: 'active' }));
  const [voucher] = (await callApi(page, 'GET', `/api/records/partner-vouchers?limit=1&queryInput=${query}`)).body.data as { id: number; code: string; categoryId: number[] }[];
  const categories = (await callApi(page, 'GET', '/api/records/voucher-categories?limit=100')).body.data as { id: number; name: string }[];
  const added = categories.find((category) => !voucher.categoryId.includes(category.id));
  if (!added) throw new Error('the voucher has every category');
  await tabTo(page, (f) => f.tag === 'a' && f.text === 'Partner vouchers', { back: true, max: 80 });
  await page.keyboard.press('Enter');
  await page.waitForURL(/#\/partner-vouchers/);
  await page.locator('table tbody tr').first().waitFor();
  await tabTo(page, field('code'));
  await page.keyboard.type(voucher.code);
  await page.waitForFunction((code) => [...document.querySelectorAll('table tbody tr')].every((row) => row.textContent?.includes(code)), voucher.code);
  await tabTo(page, (f) => f.tag === 'a' && f.text === voucher.code);
  await page.keyboard.press('Enter');
  await page.waitForURL(new RegExp(`#/partner-vouchers/${voucher.id}$`));
  const chooseCategories = (f: Awaited<ReturnType<typeof focused>>) => f.tag === 'button' && f.label === 'Choose Category';
  await page.getByRole('button', { name: 'Choose Category' }).waitFor();
  await tabTo(page, chooseCategories, { max: 60 });

  // The dialog takes the focus, Escape closes it, and the focus is back on the button that opened it.
  const inDialog = () => page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null);
  await page.keyboard.press('Enter');
  const picker = page.getByRole('dialog', { name: 'Choose Category' });
  await picker.waitFor();
  expect(await inDialog()).toBe(true);
  await page.keyboard.press('Escape');
  await picker.waitFor({ state: 'detached' });
  expect(chooseCategories(await focused(page))).toBe(true);

  // Again: the search box has the focus; Tab reaches the category's checkbox, Space ticks it, Tab on to Apply.
  await page.keyboard.press('Enter');
  await picker.waitFor();
  await picker.getByRole('checkbox', { name: `Select ${added.name}` }).waitFor();
  await tabTo(page, (f) => f.label === `Select ${added.name}`);
  await page.keyboard.press('Space');
  const apply = (f: Awaited<ReturnType<typeof focused>>) => f.tag === 'button' && f.text === 'Apply';
  await tabTo(page, apply);
  // Apply is the dialog's last stop: Tab wraps around inside the dialog, which holds the focus while it is open.
  await page.keyboard.press('Tab');
  expect(await inDialog()).toBe(true);
  await tabTo(page, apply, { back: true });
  await page.keyboard.press('Enter');
  await picker.waitFor({ state: 'detached' });
  expect(chooseCategories(await focused(page))).toBe(true);
  await tabTo(page, (f) => f.tag === 'button' && f.text === 'Save', { max: 200 });
  await page.keyboard.press('Enter');
  await page.getByText(/Success|Thành công/).first().waitFor();
  const names = [...voucher.categoryId, added.id].map((id) => categories.find((category) => category.id === id)?.name).join(', ');
  await page.reload();
  await page.waitForFunction((text) => [...document.querySelectorAll('input')].some((input) => input.value === text), names);
  expect((await callApi(page, 'GET', `/api/records/partner-vouchers/${voucher.id}`)).body.data).toMatchObject({ categoryId: [...voucher.categoryId, added.id] });

  // Sign out through the user menu (in the app bar, which a reloaded page reaches first).
  await tabTo(page, (f) => f.tag === 'button' && /Profile|Hồ sơ/.test(f.label), { max: 80 });
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: /Logout|Đăng xuất/ }).waitFor();
  // A menu (WAI-ARIA): the focus is in it; the arrows move it from item to item.
  const onLogout = async () => /^(Logout|Đăng xuất)$/.test((await focused(page)).text);
  for (let press = 0; press < 5 && !(await onLogout()); press += 1) await page.keyboard.press('ArrowDown');
  expect(await onLogout()).toBe(true);
  await page.keyboard.press('Enter');
  await page.waitForURL(/#\/login/);
  await page.locator('input[name="code"]').waitFor();
  await context.close();
});
