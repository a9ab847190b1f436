import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AdminApp from '../../../../src/app/AdminApp';
import { type Answer, type Handler, mockApi, ok } from '../../support/api';
import { pasteInto, pickerGroup } from '../../support/pickers';
import { signInAs, userOf } from '../../support/users';
import { REPORT_PATHS } from './support/reportPaths';

// 15/03/2026 10:00 in Ho Chi Minh City: only Date is faked, so the presets' ranges below are fixed.
const NOW = new Date('2026-03-15T03:00:00.000Z');
const RANGES = {
  today: { from: '2026-03-14T17:00:00.000Z', to: '2026-03-15T16:59:59.999Z' },
  thisMonth: { from: '2026-02-28T17:00:00.000Z', to: '2026-03-31T16:59:59.999Z' },
  lastMonth: { from: '2026-01-31T17:00:00.000Z', to: '2026-02-28T16:59:59.999Z' },
  custom: { from: '2026-03-02T17:00:00.000Z', to: '2026-03-10T16:59:59.999Z' },
};

const TODAY = { granularity: 'day', points: [{ period: '2026-03-15', count: 3, amount: 1_234_567 }], totals: { count: 3, amount: 1_234_567 } };
const MONTH = {
  granularity: 'day',
  points: [
    { period: '2026-03-01', count: 10, amount: 20_000_000 },
    { period: '2026-03-02', count: 12, amount: 25_600_000 },
  ],
  totals: { count: 22, amount: 45_600_000 },
};
const EMPTY = { granularity: 'day', points: [{ period: '2026-02-01', count: 0, amount: 0 }], totals: { count: 0, amount: 0 } };

const isToday = (body: unknown) => (body as { from?: string }).from === RANGES.today.from;

const api = (overrides: Record<string, Handler | Answer> = {}) =>
  mockApi({
    'POST /api/transaction/merchantSaleReport': ({ body }) => ok(isToday(body) ? TODAY : MONTH),
    'POST /api/transaction/shopSaleReport': ok([
      { shopId: 1, shopName: 'Cửa hàng Quận 1', count: 15, amount: 30_000_000 },
      { shopId: 2, shopName: 'Shop Thủ Đức', count: 7, amount: 15_600_000 },
    ]),
    'POST /api/report/transactionByService': ok([{ serviceCode: 'QRPAY', count: 20, amount: 40_000_000 }, { serviceCode: 'NEWCODE', count: 2, amount: 5_600_000 }]),
    'POST /api/transaction/topSellingSubmerchant': ok([{ userId: 7, userName: 'Trần Thị Bình', count: 9, amount: 18_000_000 }]),
    'POST /api/merchant/merchantBalance': ok({ available: 8_900_000, pending: 150_000, currency: 'VND' }),
    'POST /api/loyalty/getPoint': ok({ balance: 12_345, earned: 13_000, spent: 655, shopsOnly: false }),
    ...overrides,
  });

const openDashboard = async (locale: 'en' | 'vi' = 'en') => {
  localStorage.setItem('locale', locale);
  window.history.replaceState(null, '', '#/dashboard');
  render(<AdminApp onLeave={jest.fn()} />);
  await screen.findByRole('heading', { name: locale === 'vi' ? 'Tổng quan' : 'Dashboard', level: 1 });
};

/** The section (card or chart) named by its heading. */
const section = (name: string) => screen.getByRole('region', { name });
const findSection = (name: string) => screen.findByRole('region', { name });

/** The rows of a chart's figures table, as text per cell. */
const figures = async (name: string) => {
  const table = await within(await findSection(name)).findByRole('table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
};

const bodiesSent = (calls: ReturnType<typeof mockApi>, path: string) => calls.sent('POST', path).map((request) => request.body);

beforeEach(() => {
  jest.useFakeTimers({ now: NOW, doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate', 'nextTick', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'performance', 'hrtime'] });
  localStorage.clear();
  signInAs(userOf('merchant'));
});

afterEach(() => jest.useRealTimers());

test('a merchant sees the cards and charts of this month, money and counts in English', async () => {
  const calls = api();
  await openDashboard();
  expect(await within(section('Today’s sales')).findByText('₫1,234,567')).toBeInTheDocument();
  expect(within(section('Today’s sales')).getByText('3 transactions')).toBeInTheDocument();
  expect(await within(section('This month’s sales')).findByText('₫45,600,000')).toBeInTheDocument();
  expect(await within(section('Balance')).findByText('₫8,900,000')).toBeInTheDocument();
  expect(within(section('Balance')).getByText('Pending: ₫150,000')).toBeInTheDocument();
  expect(await within(section('Points')).findByText('12,345 points')).toBeInTheDocument();

  expect(await figures('Sales over time')).toEqual([
    ['01/03/2026', '10', '₫20,000,000'],
    ['02/03/2026', '12', '₫25,600,000'],
  ]);
  expect(within(section('Sales over time')).getByText('Per day')).toBeInTheDocument();
  expect(await figures('Sales by shop')).toEqual([
    ['Cửa hàng Quận 1', '15', '₫30,000,000'],
    ['Shop Thủ Đức', '7', '₫15,600,000'],
  ]);
  // Services by their name; a code the catalogue does not know yet by its code.
  expect(await figures('Sales by service')).toEqual([
    ['QR payment', '20', '₫40,000,000'],
    ['NEWCODE', '2', '₫5,600,000'],
  ]);
  expect(await figures('Top employees')).toEqual([['1', 'Trần Thị Bình', '9', '₫18,000,000']]);
  expect(screen.getByText('From 01/03/2026 to 31/03/2026')).toBeInTheDocument();

  // The cards ask for today and this month; the charts for this month, which the month card's answer serves.
  expect(bodiesSent(calls, '/api/transaction/merchantSaleReport')).toEqual(expect.arrayContaining([RANGES.today, RANGES.thisMonth]));
  expect(bodiesSent(calls, '/api/transaction/merchantSaleReport')).toHaveLength(2);
  expect(bodiesSent(calls, '/api/transaction/shopSaleReport')).toEqual([RANGES.thisMonth]);
  expect(bodiesSent(calls, '/api/transaction/topSellingSubmerchant')).toEqual([{ ...RANGES.thisMonth, limit: 5 }]);
});

test('the by-shop bars show each shop\'s whole name and amount, largest first, so shops named alike stay apart', async () => {
  api({
    'POST /api/transaction/shopSaleReport': ok([
      { shopId: 1, shopName: 'Cửa hàng Quận Hoàn Kiếm số 1', count: 1, amount: 1_000_000 },
      { shopId: 2, shopName: 'Cửa hàng Quận Hoàn Kiếm số 2', count: 3, amount: 5_000_000 },
    ]),
  });
  await openDashboard();
  await figures('Sales by shop');
  const bars = [...section('Sales by shop').querySelectorAll('ul[aria-hidden="true"] > li')];
  expect(bars.map((bar) => [...bar.querySelectorAll('p')].map((text) => text.textContent))).toEqual([
    ['Cửa hàng Quận Hoàn Kiếm số 2', '₫5,000,000'],
    ['Cửa hàng Quận Hoàn Kiếm số 1', '₫1,000,000'],
  ]);
});

test('in Vietnamese, money reads 1.234.567 ₫, services and dates in Vietnamese', async () => {
  api();
  await openDashboard('vi');
  expect(await within(section('Doanh số hôm nay')).findByText('1.234.567 ₫')).toBeInTheDocument();
  expect(within(section('Doanh số hôm nay')).getByText('3 giao dịch')).toBeInTheDocument();
  expect(await within(section('Số dư')).findByText('8.900.000 ₫')).toBeInTheDocument();
  expect(within(section('Số dư')).getByText('Đang chờ: 150.000 ₫')).toBeInTheDocument();
  expect(await within(section('Điểm')).findByText('12.345 điểm')).toBeInTheDocument();
  expect(await figures('Doanh số theo thời gian')).toEqual([
    ['01/03/2026', '10', '20.000.000 ₫'],
    ['02/03/2026', '12', '25.600.000 ₫'],
  ]);
  expect((await figures('Doanh số theo dịch vụ'))[0]).toEqual(['Thanh toán QR', '20', '40.000.000 ₫']);
  expect(screen.getByRole('combobox', { name: 'Khoảng thời gian' })).toHaveTextContent('Tháng này');
  expect(screen.getByText('Từ 01/03/2026 đến 31/03/2026')).toBeInTheDocument();
});

test('choosing Last Month asks every chart for last month, and the cards keep their own ranges', async () => {
  const user = userEvent.setup();
  const calls = api();
  await openDashboard();
  await figures('Sales by shop');
  await user.click(screen.getByRole('combobox', { name: 'Period' }));
  await user.click(await screen.findByRole('option', { name: 'Last Month' }));
  expect(await screen.findByText('From 01/02/2026 to 28/02/2026')).toBeInTheDocument();
  await figures('Sales by shop');
  expect(bodiesSent(calls, '/api/transaction/shopSaleReport')).toEqual([RANGES.thisMonth, RANGES.lastMonth]);
  expect(bodiesSent(calls, '/api/report/transactionByService')).toEqual([RANGES.thisMonth, RANGES.lastMonth]);
  expect(bodiesSent(calls, '/api/transaction/topSellingSubmerchant')).toEqual([
    { ...RANGES.thisMonth, limit: 5 },
    { ...RANGES.lastMonth, limit: 5 },
  ]);
  expect(bodiesSent(calls, '/api/transaction/merchantSaleReport')).toEqual(expect.arrayContaining([RANGES.lastMonth]));
  expect(bodiesSent(calls, '/api/transaction/merchantSaleReport')).toHaveLength(3);
});

/** Types a whole date into an x-date-pickers field, as pasting does (MUI keeps the value in an input behind the sections). */
const paste = (name: string, text: string) => pasteInto(pickerGroup(name), text);

test('a custom range asks for its days, and a start after the end asks for nothing until corrected', async () => {
  const user = userEvent.setup();
  const calls = api();
  await openDashboard();
  await figures('Sales by shop');
  await user.click(screen.getByRole('combobox', { name: 'Period' }));
  await user.click(await screen.findByRole('option', { name: 'Custom range' }));
  // Custom starts from the range in force: nothing new is asked yet.
  const from = await screen.findByRole('group', { name: 'From' });
  expect(from.querySelector('input')).toHaveValue('01/03/2026');
  expect(screen.getByRole('group', { name: 'To' }).querySelector('input')).toHaveValue('31/03/2026');

  paste('From', '20/03/2026');
  expect(await screen.findByText('From 20/03/2026 to 31/03/2026')).toBeInTheDocument();
  paste('To', '10/03/2026');
  expect(await screen.findByText('The start date is after the end date')).toBeInTheDocument();
  // The range in force stays the last whole one.
  expect(screen.getByText('From 20/03/2026 to 31/03/2026')).toBeInTheDocument();
  paste('From', '03/03/2026');
  expect(await screen.findByText('From 03/03/2026 to 10/03/2026')).toBeInTheDocument();
  await figures('Sales by shop');
  expect(screen.queryByText('The start date is after the end date')).not.toBeInTheDocument();
  expect(bodiesSent(calls, '/api/transaction/shopSaleReport')).toEqual([
    RANGES.thisMonth,
    { from: '2026-03-19T17:00:00.000Z', to: '2026-03-31T16:59:59.999Z' },
    RANGES.custom,
  ]);
});

test('a period without sales says so instead of empty charts', async () => {
  api({
    'POST /api/transaction/merchantSaleReport': ok(EMPTY),
    'POST /api/transaction/shopSaleReport': ok([]),
    'POST /api/report/transactionByService': ok([]),
    'POST /api/transaction/topSellingSubmerchant': ok([]),
  });
  await openDashboard();
  for (const name of ['Sales over time', 'Sales by shop', 'Sales by service', 'Top employees']) {
    expect(await within(await findSection(name)).findByText('No sales in this period')).toBeInTheDocument();
  }
  expect(await within(section('Today’s sales')).findByText('₫0')).toBeInTheDocument();
  expect(within(section('Today’s sales')).getByText('0 transactions')).toBeInTheDocument();
});

test('a report that fails says so where its figures would be, and Try again loads them', async () => {
  const user = userEvent.setup();
  const calls = api({ 'POST /api/transaction/shopSaleReport': { status: 500, body: { err: 500, message: 'internalServerError', data: null } } });
  await openDashboard();
  const shops = await findSection('Sales by shop');
  expect(await within(shops).findByText(/These figures could not be loaded\./)).toBeInTheDocument();
  // The other charts are not held up by the one that failed.
  expect(await figures('Sales by service')).toHaveLength(2);
  calls.on('POST /api/transaction/shopSaleReport', ok([{ shopId: 1, shopName: 'Cửa hàng Quận 1', count: 15, amount: 30_000_000 }]));
  await user.click(within(shops).getByRole('button', { name: 'Try again' }));
  expect(await figures('Sales by shop')).toEqual([['Cửa hàng Quận 1', '15', '₫30,000,000']]);
});

test('an answer that does not match the wire schema is a failure, not wrong figures', async () => {
  api({ 'POST /api/merchant/merchantBalance': ok({ available: '8900000', pending: 0, currency: 'VND' }) });
  await openDashboard();
  expect(await within(await findSection('Balance')).findByText(/These figures could not be loaded\./)).toBeInTheDocument();
});

test('staff see the back-office welcome with links to their screens, and no merchant report is asked for', async () => {
  signInAs(userOf('staff', { name: 'Admin' }));
  const calls = api();
  await openDashboard();
  expect(await screen.findByText('Welcome, Admin')).toBeInTheDocument();
  expect(screen.getByText(/This is the back-office of the merchant portal/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Page Editor' })).toHaveAttribute('href', '#/pageEditor');
  expect(screen.getByRole('link', { name: 'Voucher Approval' })).toHaveAttribute('href', '#/voucherApprove');
  expect(screen.queryByRole('combobox', { name: 'Period' })).not.toBeInTheDocument();
  expect(calls.requests.filter((request) => REPORT_PATHS.includes(request.path))).toEqual([]);
});

test('an employee without merchantinfo sees no balance card and never asks for the balance', async () => {
  signInAs(userOf('submerchant'));
  const calls = api();
  await openDashboard();
  expect(await within(await findSection('Points')).findByText('12,345 points')).toBeInTheDocument();
  expect(await within(section('Today’s sales')).findByText('₫1,234,567')).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Balance' })).not.toBeInTheDocument();
  expect(calls.sent('POST', '/api/merchant/merchantBalance')).toEqual([]);
});

test('an employee limited to some shops sees the points earned and spent there, never a balance below zero', async () => {
  signInAs(userOf('submerchant'));
  api({ 'POST /api/loyalty/getPoint': ok({ balance: -1, earned: 120, spent: 121, shopsOnly: true }) });
  await openDashboard('vi');
  const points = await findSection('Điểm tại cửa hàng của bạn');
  expect(await within(points).findByText('120 điểm đã tích')).toBeInTheDocument();
  expect(within(points).getByText('121 điểm đã đổi, hết hạn hoặc quyết toán')).toBeInTheDocument();
  expect(points).not.toHaveTextContent('-1');
});

test('a user without any sales permission gets the welcome, not errors, and no call', async () => {
  signInAs(userOf('merchant', { webPermissions: [{ action: 'findshops' }] }));
  const calls = api();
  await openDashboard();
  expect(await screen.findByText('Welcome, 0901234567')).toBeInTheDocument();
  expect(screen.getByText(/Your role does not include sales figures/)).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(calls.requests.filter((request) => REPORT_PATHS.includes(request.path))).toEqual([]);
});
