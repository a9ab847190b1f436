import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { RouteFocus } from '../../../src/app/RouteFocus';

/** A record's form: Save goes on to `to`, and the button leaves with the form. */
const RecordForm = ({ to }: { to: string }) => {
  const navigate = useNavigate();
  return (
    <>
      <h1>Partner</h1>
      <button type="button" onClick={() => navigate(to)}>
        Save
      </button>
    </>
  );
};

/** A screen drawn a moment after its route opens, as a lazy chunk is. */
const Later = ({ children }: { children: ReactNode }) => {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setDrawn(true), 200);
    return () => clearTimeout(timer);
  }, []);
  return drawn ? <>{children}</> : null;
};

/** react-admin's layout in small: a menu that stays, and the content area (#main-content) where screens change. */
const renderShell = (at: string) =>
  render(
    <MemoryRouter initialEntries={[at]}>
      <RouteFocus />
      <nav>
        <Link to="/dashboard">Dashboards</Link>
      </nav>
      <div id="main-content">
        <Routes>
          <Route path="/partners/1" element={<RecordForm to="/partners" />} />
          <Route path="/partners/2" element={<RecordForm to="/empty" />} />
          <Route
            path="/partners"
            element={
              <Later>
                <h1>Partners</h1>
              </Later>
            }
          />
          <Route path="/dashboard" element={<h1>Dashboards</h1>} />
          <Route path="/empty" element={<p>Nothing here yet</p>} />
        </Routes>
      </div>
    </MemoryRouter>,
  );

// RouteFocus watches the new screen for a while; a fake clock moves it on, so no test waits in real time.
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());
const setupUser = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
/** The time a screen takes to draw (Later) and RouteFocus to look again, passed on the fake clock. */
const aMomentLater = () => act(() => jest.advanceTimersByTimeAsync(200));

test('Save, then back to the list: the focus goes to the content area, then to the new screen heading once drawn', async () => {
  const user = setupUser();
  const { container } = renderShell('/partners/1');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  // Never the page's body: Tab goes on from the new screen while it loads.
  await waitFor(() => expect(container.querySelector('#main-content')).toHaveFocus());
  const heading = await screen.findByRole('heading', { name: 'Partners' });
  await waitFor(() => expect(heading).toHaveFocus());
  // Read by screen readers, yet not a Tab stop.
  expect(heading).toHaveAttribute('tabindex', '-1');
});

test('a focus the user still has (a menu link) stays where it is', async () => {
  const user = setupUser();
  renderShell('/partners/1');
  await user.click(screen.getByRole('link', { name: 'Dashboards' }));
  expect(await screen.findByRole('heading', { name: 'Dashboards' })).toBeInTheDocument();
  await aMomentLater();
  expect(screen.getByRole('link', { name: 'Dashboards' })).toHaveFocus();
});

test('a screen with no heading (a record form): the content area keeps the focus', async () => {
  const user = setupUser();
  const { container } = renderShell('/partners/2');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Nothing here yet')).toBeInTheDocument();
  const content = container.querySelector('#main-content');
  await waitFor(() => expect(content).toHaveFocus());
  await aMomentLater();
  expect(content).toHaveFocus();
  expect(content).toHaveAttribute('tabindex', '-1');
});

test('the heading a click led to is marked to draw no focus ring; one the keyboard led to draws it', async () => {
  const user = setupUser();
  const { unmount } = renderShell('/partners/1');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  const clicked = await screen.findByRole('heading', { name: 'Partners' });
  await waitFor(() => expect(clicked).toHaveFocus());
  expect(clicked).toHaveAttribute('data-focus-quiet');
  unmount();

  renderShell('/partners/1');
  screen.getByRole('button', { name: 'Save' }).focus();
  await user.keyboard('{Enter}');
  const typed = await screen.findByRole('heading', { name: 'Partners' });
  await waitFor(() => expect(typed).toHaveFocus());
  expect(typed).not.toHaveAttribute('data-focus-quiet');
});
