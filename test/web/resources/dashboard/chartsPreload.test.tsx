import { act, render, screen, waitFor } from '@testing-library/react';
import AdminApp from '../../../../src/app/AdminApp';
import { type Handler, mockApi } from '../../support/api';
import { signInAs, userOf } from '../../support/users';
import { REPORT_PATHS } from './support/reportPaths';

// Which chart chunks were asked for: each factory runs when its module is first loaded (CommonJS under jest).
const mockLoaded: string[] = [];
jest.mock('../../../../src/resources/dashboard/SalesChart', () => {
  mockLoaded.push('SalesChart');
  return { __esModule: true, default: () => null };
});

/** The dashboard's figures, still on their way: calls that have not answered yet. */
const pending: Handler = () => new Promise(() => undefined);
const FIGURES_PENDING = Object.fromEntries(REPORT_PATHS.map((path) => [`POST ${path}`, pending]));

beforeEach(() => {
  mockLoaded.length = 0;
  localStorage.clear();
  window.history.replaceState(null, '', '#/dashboard');
});

test('a merchant\'s dashboard asks for its chart beside the figures\' calls, not after their answers', async () => {
  signInAs(userOf('merchant'));
  const calls = mockApi(FIGURES_PENDING);
  render(<AdminApp onLeave={jest.fn()} />);
  await screen.findByRole('region', { name: 'Sales over time' });
  expect(calls.sent('POST', '/api/transaction/merchantSaleReport').length).toBeGreaterThan(0);
  await screen.findByRole('region', { name: 'Sales by shop' });
  // Asked after the first draw, while the figures' calls still have not answered.
  await waitFor(() => expect(mockLoaded).toEqual(['SalesChart']));
});

test('staff, whose dashboard has no sales, do not download the charts', async () => {
  signInAs(userOf('staff'));
  mockApi(FIGURES_PENDING);
  render(<AdminApp onLeave={jest.fn()} />);
  await screen.findByRole('heading', { name: 'Dashboard', level: 1 });
  // The sections come in a background render after the cards: let it be drawn, had it been started.
  await act(async () => undefined);
  expect(screen.queryByRole('region', { name: 'Sales over time' })).not.toBeInTheDocument();
  expect(mockLoaded).toEqual([]);
});
