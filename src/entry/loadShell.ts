import { confirmStoredUser } from '../authProvider/refreshUser';
import { hasSession } from '../authProvider/session';

/**
 * The react-admin shell: a lazy chunk, never part of the light entry. With a stored session (a reload, a new tab)
 * the check of the stored user's rights starts beside the chunk, so the shell waits for neither in turn.
 */
export const loadShell = () => {
  if (hasSession()) void confirmStoredUser();
  return import('../app/AdminApp');
};

/** The screen every sign-in lands on (spec §4: /dashboard), whoever signs in. */
const loadLanding = () => import('../resources/dashboard/DashboardPage');

/**
 * Starts fetching the shell and the dashboard while a sign-in request is in flight, so the dashboard shows
 * sooner: without the dashboard's own chunk here, it was asked for only once the shell had drawn its menu.
 */
export const preloadShell = (): void => {
  // Loaded again (and a failure shown) when they are rendered.
  loadShell().catch(() => undefined);
  loadLanding().catch(() => undefined);
};
