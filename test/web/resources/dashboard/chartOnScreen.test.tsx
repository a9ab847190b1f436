import { act, render, screen, waitFor, within } from '@testing-library/react';
import AdminApp from '../../../../src/app/AdminApp';
import { type Handler, mockApi, ok } from '../../support/api';
import { signInAs, userOf } from '../../support/users';
import { REPORT_PATHS } from './support/reportPaths';

jest.mock('../../../../src/resources/dashboard/SalesChart', () => ({ __esModule: true, default: () => <div data-testid="sales-chart" /> }));

const MONTH = {
  granularity: 'day',
  points: [{ period: '2026-03-01', count: 10, amount: 20_000_000 }],
  totals: { count: 10, amount: 20_000_000 },
};

/** The elements observed (jsdom has no IntersectionObserver: a page's own, told by the test when one is on screen). */
const observed: { element: Element; callback: IntersectionObserverCallback; observer: IntersectionObserver }[] = [];

class PageIntersectionObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(element: Element) {
    observed.push({ element, callback: this.callback, observer: this as unknown as IntersectionObserver });
  }
  disconnect() {
    for (let index = observed.length - 1; index >= 0; index -= 1) if (observed[index].observer === (this as unknown as IntersectionObserver)) observed.splice(index, 1);
  }
}

/** The user scrolls `element` onto the screen. */
const scrollTo = (element: Element) => {
  for (const entry of observed.filter((candidate) => candidate.element.contains(element) || element.contains(candidate.element))) {
    entry.callback([{ isIntersecting: true, target: entry.element } as IntersectionObserverEntry], entry.observer);
  }
};

const pending: Handler = () => new Promise(() => undefined);

beforeEach(() => {
  observed.length = 0;
  localStorage.clear();
  window.history.replaceState(null, '', '#/dashboard');
  Object.defineProperty(window, 'IntersectionObserver', { configurable: true, writable: true, value: PageIntersectionObserver });
});

afterEach(() => {
  Reflect.deleteProperty(window, 'IntersectionObserver');
});

test('the chart over time is drawn when the user scrolls to it, its figures table at once', async () => {
  signInAs(userOf('merchant'));
  mockApi({ ...Object.fromEntries(REPORT_PATHS.map((path) => [`POST ${path}`, pending])), 'POST /api/transaction/merchantSaleReport': ok(MONTH) });
  render(<AdminApp onLeave={jest.fn()} />);
  const overTime = await screen.findByRole('region', { name: 'Sales over time' });
  // The table screen readers read is there before any scrolling.
  await within(overTime).findByRole('table');
  // The chart's place is watched and the chart's module is in: a chart drawn regardless would be drawn by now.
  await waitFor(() => expect(observed).toHaveLength(1));
  await act(async () => {
    await import('../../../../src/resources/dashboard/SalesChart');
  });
  expect(within(overTime).queryByTestId('sales-chart')).not.toBeInTheDocument();
  act(() => scrollTo(overTime));
  expect(await within(overTime).findByTestId('sales-chart')).toBeInTheDocument();
});
