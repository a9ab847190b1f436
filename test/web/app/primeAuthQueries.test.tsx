import { render, screen } from '@testing-library/react';
import AdminApp from '../../../src/app/AdminApp';
import { type Handler, mockApi } from '../support/api';
import { REPORT_PATHS } from '../resources/dashboard/support/reportPaths';
import { signInAs, userOf } from '../support/users';

/**
 * What the page showed when the layout first appeared (a MutationObserver's news come after each React commit whole):
 * whether the screen's heading was drawn with it, or only in a later drawing.
 */
const headingWithFirstLayout = (): Promise<boolean> =>
  new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector('.RaLayout-appFrame')) return;
      observer.disconnect();
      resolve(document.querySelector('h1') !== null);
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });

/** The dashboard's figures, still on their way. */
const pending: Handler = () => new Promise(() => undefined);

beforeEach(() => {
  localStorage.clear();
});

test("a stored session opening a screen draws the layout and the screen in one drawing, react-admin's answers about the user asked before it", async () => {
  signInAs(userOf('merchant'));
  mockApi(Object.fromEntries(REPORT_PATHS.map((path) => [`POST ${path}`, pending])));
  window.history.replaceState(null, '', '#/dashboard');
  const withLayout = headingWithFirstLayout();
  render(<AdminApp onLeave={jest.fn()} />);
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
  expect(await withLayout).toBe(true);
});

test('a screen the user may not open still says so (its access asked before the first drawing)', async () => {
  signInAs(userOf('staff'));
  mockApi({});
  window.history.replaceState(null, '', '#/transaction-history');
  render(<AdminApp onLeave={jest.fn()} />);
  expect(await screen.findByRole('heading', { level: 1, name: 'Access denied' })).toBeInTheDocument();
});
