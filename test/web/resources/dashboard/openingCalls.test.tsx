import { render, screen, waitFor, within } from '@testing-library/react';
import AdminApp from '../../../../src/app/AdminApp';
import { loadShell } from '../../../../src/entry/loadShell';
import { openingCalls } from '../../../../src/resources/dashboard/earlyCalls';
import { mockApi, ok } from '../../support/api';
import { signInAs, userOf } from '../../support/users';
import { REPORT_PATHS } from './support/reportPaths';

const TODAY = { granularity: 'day', points: [{ period: '2026-03-15', count: 3, amount: 1_234_567 }], totals: { count: 3, amount: 1_234_567 } };
const MONTH = { granularity: 'day', points: [{ period: '2026-03-01', count: 10, amount: 20_000_000 }], totals: { count: 10, amount: 20_000_000 } };
const isToday = (body: unknown) => new Date((body as { from: string }).from).getTime() > Date.now() - 86_400_000;

const figures = () =>
  mockApi({
    'POST /api/transaction/merchantSaleReport': ({ body }) => ok(isToday(body) ? TODAY : MONTH),
    'POST /api/transaction/shopSaleReport': ok([{ shopId: 1, shopName: 'Cửa hàng Quận 1', count: 10, amount: 20_000_000 }]),
    'POST /api/report/transactionByService': ok([{ serviceCode: 'QRPAY', count: 10, amount: 20_000_000 }]),
    'POST /api/transaction/topSellingSubmerchant': ok([{ userId: 7, userName: 'Trần Thị Bình', count: 9, amount: 18_000_000 }]),
    'POST /api/merchant/merchantBalance': ok({ available: 8_900_000, pending: 150_000, currency: 'VND' }),
    'POST /api/loyalty/getPoint': ok({ balance: 12_345, earned: 13_000, spent: 655, shopsOnly: false }),
  });

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '#/dashboard');
});

test('a reload of the dashboard asks its figures before the shell has drawn, and only once', async () => {
  signInAs(userOf('merchant'));
  const calls = figures();
  // What the entry does with a stored session on #/dashboard, before rendering anything.
  await loadShell();
  await waitFor(() => expect(REPORT_PATHS.filter((path) => calls.sent('POST', path).length === 0)).toEqual([]));

  render(<AdminApp onLeave={jest.fn()} />);
  const today = await screen.findByRole('region', { name: 'Today’s sales' });
  expect(await within(today).findByText('₫1,234,567')).toBeInTheDocument();
  await screen.findByText('Trần Thị Bình');
  // Today's and this month's report, then one call for each other figure: none asked again by the screen.
  expect(Object.fromEntries(REPORT_PATHS.map((path) => [path, calls.sent('POST', path).length]))).toEqual({
    '/api/transaction/merchantSaleReport': 2,
    '/api/transaction/shopSaleReport': 1,
    '/api/report/transactionByService': 1,
    '/api/transaction/topSellingSubmerchant': 1,
    '/api/merchant/merchantBalance': 1,
    '/api/loyalty/getPoint': 1,
  });
});

test('nothing is asked early for a user whose dashboard shows no figures', () => {
  signInAs(userOf('staff'));
  expect(openingCalls()).toEqual([]);
});
