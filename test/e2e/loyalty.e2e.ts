import { formatDate } from '../../src/core/formatDate';
import { MERCHANT } from './support/accounts';
import { openPage } from './support/browser';
import { useOwnServer } from './support/ownServer';
import { choose } from './support/choose';
import { signInByApi } from './support/signInByApi';

// The merchant's loyalty path through the real API and database: the points history filtered by kind, then a
// settlement of redeemed points requested from its live quote, which the settlements list then shows.

const own = useOwnServer();

test('the merchant filters the points history by kind, then requests a settlement that shows in the list', async () => {
  const { page, context, problems } = await openPage(own.browser());
  await signInByApi(page, MERCHANT);
  await page.getByRole('menuitem', { name: 'Earning Points' }).click();
  await page.getByRole('heading', { level: 1, name: 'Earning Points History' }).waitFor();
  await page.getByRole('region', { name: 'Loyalty rules' }).getByText('10% of each sale').waitFor();
  await page.locator('table tbody tr').first().waitFor();

  await choose(page, 'Kind', 'Redeemed');
  await page.waitForURL(/redeem/);
  // The list asks again once the filter has settled (debounced): wait for its rows rather than for the network.
  await page.waitForFunction(() => {
    const cells = [...document.querySelectorAll('table tbody tr td:nth-child(5)')];
    return cells.length > 0 && cells.every((cell) => cell.textContent === 'Redeemed');
  });
  const kinds = await page.locator('table tbody tr td:nth-child(5)').allTextContents();
  expect(kinds.length).toBeGreaterThan(0);
  expect(new Set(kinds)).toEqual(new Set(['Redeemed']));
  // Masked phones, and points taken shown with their sign.
  expect((await page.locator('table tbody tr td:nth-child(2)').allTextContents()).every((phone) => /^0\d{2}\*{4}\d{3}$/.test(phone))).toBe(true);
  expect((await page.locator('table tbody tr td:nth-child(6)').allTextContents()).every((points) => points.startsWith('−'))).toBe(true);

  await page.getByRole('menuitem', { name: 'Points Settlement' }).click();
  await page.getByRole('heading', { level: 1, name: 'Points Settlement' }).waitFor();
  await page.locator('table tbody tr').first().waitFor();
  const before = await page.locator('table tbody tr').count();
  await page.getByRole('link', { name: 'Create settlement' }).click();
  await page.getByRole('heading', { level: 1, name: 'New Points Settlement' }).waitFor();

  // The demo's rejected month was freed: this year (else last year, early in January) has redeemed points to settle.
  const submit = page.getByRole('button', { name: 'Request settlement' });
  for (const period of ['This Year', 'Last Year']) {
    await choose(page, 'Period', period);
    await page.getByText(/points \(\d+ redemptions?\)|There are no redeemed points/).waitFor();
    if (await submit.isEnabled()) break;
  }
  const quoted = (await page.getByText(/^[\d,]+ points \(/).textContent()) ?? '';
  const points = quoted.split(' ')[0];
  await submit.click();
  await page.waitForURL(/#\/settlement-point$/);
  await page.getByText('The settlement has been requested.').waitFor();
  // The list shows what it had, then what it asked for again: one more row, the new one first.
  await page.waitForFunction((rows) => document.querySelectorAll('table tbody tr').length === rows, before + 1);
  const newest = await page.locator('table tbody tr').first().locator('td').allTextContents();
  expect(newest[0].startsWith(formatDate(new Date()))).toBe(true);
  expect(newest[2]).toBe(points);
  expect(newest[5]).toBe('Requested');
  expect(problems).toEqual([]);
  await context.close();
});
