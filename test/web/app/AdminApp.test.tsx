import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserType } from '../../../src/api/permissions';
import AdminApp from '../../../src/app/AdminApp';
import { writeCachedDefinitions } from '../../../src/dynamic/pages/fetchDefinitions';
import { smallPage } from '../dynamic/pages/pageFixture';
import { onPhone } from '../support/onPhone';
import { mockApi, ok } from '../support/api';
import { signInAs, userOf } from '../support/users';

const openShellAt = (hash: string, onLeave: () => void = jest.fn()) => {
  window.history.replaceState(null, '', hash);
  return render(<AdminApp onLeave={onLeave} />);
};

const menuEntries = async () => {
  const menu = await screen.findByRole('menu');
  await within(menu).findByRole('menuitem', { name: 'Dashboards' });
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
};

beforeEach(() => {
  localStorage.clear();
  mockApi({});
});

const EXPECTED_MENUS: Record<UserType, string[]> = {
  merchant: [
    'Dashboards',
    'Transaction History',
    'Merchant Information',
    'Shop Management',
    'Employee Management',
    'Earning Points',
    'Points Settlement',
    'Roles & Permission',
    'Exports Report File List',
    'Checkout',
  ],
  submerchant: ['Dashboards', 'Transaction History', 'Shop Management', 'Earning Points', 'Checkout'],
  thirdparty: ['Dashboards', 'Transaction History', 'API Keys', 'Webhooks', 'Exports Report File List'],
  staff: ['Dashboards', 'Page Editor', 'Voucher Approval'],
};

test.each(Object.entries(EXPECTED_MENUS))('the %s sees exactly their menu entries', async (type, expected) => {
  signInAs(userOf(type as UserType));
  openShellAt('#/dashboard');
  expect(await menuEntries()).toEqual(expected);
});

test('the dashboard welcomes the user (its figures: test/web/resources/dashboard)', async () => {
  signInAs(userOf('merchant'));
  openShellAt('#/dashboard');
  expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
  expect(await screen.findByText('Welcome, 0901234567')).toBeInTheDocument();
});

test.each(['#/', '#/no-such-screen'])('%s goes to /dashboard', async (hash) => {
  signInAs(userOf('merchant'));
  openShellAt(hash);
  expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
  expect(window.location.hash).toBe('#/dashboard');
});

// A page's address opened right after sign-in, before the first list of page definitions came (no stored copy yet):
// it waits for them instead of being sent to the dashboard as an unknown address (the route exists once they come).
test('a page opened while the page definitions are still on their way waits for them, and opens', async () => {
  signInAs(userOf('staff'));
  let answerList = () => {};
  const listed = new Promise<void>((resolve) => {
    answerList = resolve;
  });
  mockApi({
    'GET /api/admin/get-meta': async (request) => {
      if (request.query.page) return ok(smallPage);
      await listed;
      return ok([smallPage]);
    },
    'GET /api/records/customers': ok([{ id: 1, name: 'An Nguyễn', status: 'active' }], { count: 1 }),
  });
  openShellAt('#/dashboard');
  expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
  window.location.hash = '#/customers-book';
  expect(await screen.findByRole('progressbar')).toBeInTheDocument();
  expect(window.location.hash).toBe('#/customers-book');
  // The menu says it is not whole yet: the page's entry may still come.
  expect(screen.getByRole('menu')).toHaveAttribute('aria-busy', 'true');
  answerList();
  expect(await screen.findByText('An Nguyễn')).toBeInTheDocument();
  expect(window.location.hash).toMatch(/^#\/customers-book/);
  expect(screen.getByRole('menu')).toHaveAttribute('aria-busy', 'false');
  expect(within(screen.getByRole('menu')).getByRole('menuitem', { name: smallPage.name })).toBeInTheDocument();
});

// The menu shows the stored copy at once; a page added since is not in it, and its address waits for the server's list.
test('a page missing from the stored copy of the definitions opens once the server\'s list has it', async () => {
  signInAs(userOf('staff'));
  writeCachedDefinitions([]);
  mockApi({
    'GET /api/admin/get-meta': (request) => ok(request.query.page ? smallPage : [smallPage]),
    'GET /api/records/customers': ok([{ id: 1, name: 'An Nguyễn', status: 'active' }], { count: 1 }),
  });
  openShellAt('#/customers-book');
  expect(await screen.findByText('An Nguyễn')).toBeInTheDocument();
  expect(window.location.hash).toMatch(/^#\/customers-book/);
});

test('the approval screen opened with no voucher names itself and says how to choose one', async () => {
  signInAs(userOf('staff'));
  openShellAt('#/voucherApprove');
  expect(await screen.findByRole('heading', { name: 'Voucher Approval', level: 1 })).toBeInTheDocument();
  expect(await screen.findByText('No voucher chosen: open one from the voucher list.')).toBeInTheDocument();
});

test.each([
  ['a merchant', 'merchant', '#/pageEditor'],
  ['a merchant', 'merchant', '#/voucherApprove'],
  ['a merchant', 'merchant', '#/api-keys'],
  ['a merchant', 'merchant', '#/form?page=54&mode=edited&id=1'],
  ['a merchant', 'merchant', '#/list?page=45'],
  ['an employee', 'submerchant', '#/user-roles'],
  ['staff', 'staff', '#/shop/create'],
] as const)('%s typing the address of a screen they may not use is told so, and sees none of it', async (_who, type, hash) => {
  signInAs(userOf(type));
  openShellAt(hash);
  expect(await screen.findByRole('heading', { name: 'Access denied', level: 1 })).toBeInTheDocument();
  expect(screen.getByText("You don't have the right permissions to access this page")).toBeInTheDocument();
});

test('a menu entry opens its screen', async () => {
  mockApi({ 'POST /api/report/findShops': ok([], { count: 0 }) });
  signInAs(userOf('merchant'));
  openShellAt('#/dashboard');
  await menuEntries();
  await userEvent.click(screen.getByRole('menuitem', { name: 'Shop Management' }));
  expect(await screen.findByRole('heading', { name: 'Shop Management', level: 1 })).toBeInTheDocument();
  expect(window.location.hash).toBe('#/shops');
  expect(await screen.findByText('No shop matches these filters.')).toBeInTheDocument();
});

test('without a session the shell signs out and opens /login for the entry to show', async () => {
  localStorage.setItem('code', 'DEMO01');
  localStorage.setItem('otpId', 'stale');
  const { unmount } = openShellAt('#/transaction-history');
  await waitFor(() => expect(window.location.hash).toBe('#/login'));
  expect(localStorage.getItem('otpId')).toBeNull();
  expect(localStorage.getItem('code')).toBe('DEMO01');
  unmount();
});

test.each(['#/forgotPass', '#/verifyLogin'])('%s inside the shell hands over to the light entry', async (hash) => {
  const onLeave = jest.fn();
  signInAs(userOf('merchant'));
  openShellAt(hash, onLeave);
  await waitFor(() => expect(onLeave).toHaveBeenCalled());
});

test('the app bar switches the language and the choice is kept', async () => {
  const user = userEvent.setup();
  signInAs(userOf('merchant'));
  openShellAt('#/dashboard');
  await menuEntries();
  await user.click(screen.getByRole('button', { name: 'English' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Tiếng Việt' }));
  expect(await screen.findByRole('menuitem', { name: 'Lịch sử giao dịch' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Tổng quan', level: 1 })).toBeInTheDocument();
  expect(localStorage.getItem('locale')).toBe('vi');
});

/** Every text of the page that reads as a catalogue key ('app.menu.dashboard', 'ra.action.save') while `during` runs. */
const keysShownDuring = async (during: () => Promise<void>): Promise<string[]> => {
  const shown = new Set<string>();
  const look = () => {
    for (const text of document.body.innerText?.split('\n') ?? [document.body.textContent ?? '']) {
      for (const [key] of text.matchAll(/\b(?:app|ra)\.[\w.]+\w/g)) shown.add(key);
    }
  };
  const observer = new MutationObserver(look);
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  try {
    await during();
  } finally {
    observer.disconnect();
  }
  look();
  return [...shown];
};

test.each([
  ['vi', 'Tiếng Việt', 'English', 'Transaction History', 'Dashboard'],
  ['en', 'English', 'Tiếng Việt', 'Lịch sử giao dịch', 'Tổng quan'],
])('a shell started in %s loads the other language when it is chosen, showing no key meanwhile', async (start, current, chosen, entry, title) => {
  const user = userEvent.setup();
  localStorage.setItem('locale', start);
  signInAs(userOf('merchant'));
  openShellAt('#/dashboard');
  await screen.findByRole('button', { name: current });
  const keys = await keysShownDuring(async () => {
    await user.click(screen.getByRole('button', { name: current }));
    await user.click(await screen.findByRole('menuitem', { name: chosen }));
    expect(await screen.findByRole('menuitem', { name: entry })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: title, level: 1 })).toBeInTheDocument();
  });
  expect(keys).toEqual([]);
  expect(localStorage.getItem('locale')).toBe(start === 'vi' ? 'en' : 'vi');
});

/** A screen at least 600 px wide for MUI's media queries: every min-width query matches. */
const onWideScreen = () => {
  const query = (media: string) => ({
    matches: media.includes('min-width'), media, onchange: null, dispatchEvent: () => false,
    addListener: () => undefined, removeListener: () => undefined, addEventListener: () => undefined, removeEventListener: () => undefined,
  });
  Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: query });
  return () => Reflect.deleteProperty(window, 'matchMedia');
};

// On a phone the user menu is an icon whose name react-admin reads as a catalogue key, with 'Profile' for any other.
test.each([
  ['a phone', onPhone, 'Hồ sơ'],
  ['a wide screen', onWideScreen, '0901234567, Hồ sơ'],
])('on %s the user menu button is named in Vietnamese', async (_, screenOf, name) => {
  const restore = screenOf();
  try {
    localStorage.setItem('locale', 'vi');
    signInAs(userOf('merchant'));
    openShellAt('#/dashboard');
    expect(await screen.findByRole('button', { name })).toBeInTheDocument();
  } finally {
    restore();
  }
});

test('the shell starts in the language chosen on the sign-in screen', async () => {
  localStorage.setItem('locale', 'vi');
  signInAs(userOf('staff'));
  openShellAt('#/voucherApprove');
  expect(await screen.findByRole('heading', { name: 'Duyệt ưu đãi', level: 1 })).toBeInTheDocument();
  expect(await screen.findByText('Chưa chọn ưu đãi: hãy mở một ưu đãi từ danh sách ưu đãi.')).toBeInTheDocument();
});

test('the user menu leads to /profile', async () => {
  mockApi({
    'GET /api/merchant/profile': () => ({
      body: {
        err: 200,
        message: 'ok',
        data: {
          userInfo: { ...userOf('merchant'), owner: { code: 'DEMO01' }, name: 'Demo Merchant' },
          fullName: 'Nguyễn Văn An',
          email: 'merchant@demo.local',
          ownerName: 'Demo Merchant',
          lastSignInAt: null,
          passwordChangedAt: null,
          passwordRules: { pattern: '^[A-Za-z0-9]+(?:[ _-][A-Za-z0-9]+)*$', minLength: 9, maxLength: 40 },
        },
      },
    }),
  });
  const user = userEvent.setup();
  signInAs(userOf('merchant'));
  openShellAt('#/dashboard');
  await menuEntries();
  await user.click(await screen.findByRole('button', { name: 'Profile' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Profile' }));
  expect(await screen.findByRole('heading', { name: 'Profile', level: 1 })).toBeInTheDocument();
  expect(window.location.hash).toBe('#/profile');
  expect(await screen.findByText('Nguyễn Văn An')).toBeInTheDocument();
});
