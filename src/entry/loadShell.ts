/** The react-admin shell: a lazy chunk, never part of the light entry. */
export const loadShell = () => import('../app/AdminApp');

/** Starts fetching the shell while a sign-in request is in flight, so the dashboard shows sooner. */
export const preloadShell = (): void => {
  loadShell().catch(() => {
    // Loaded again (and its failure shown) when the shell is rendered.
  });
};
