import type { QueryClient } from '@tanstack/react-query';
import type { AuthProvider } from 'react-admin';
import { matchPath } from 'react-router-dom';
import type { ShellRoute } from './shellRoutes';

/**
 * Asks react-admin's questions about the signed-in user before the shell's first drawing, under react-admin's own
 * query keys (ra-core 5: `useAuthState` for `requireAuth`, `useGetIdentity`, `useCanAccess` of the route opened),
 * so that the layout and the screen are drawn in that first background render, which yields to the browser. Left
 * to react-admin, each answer came after a drawing and brought another: react-query tells its hooks in a timer,
 * and a hook's news is drawn at once, without yielding (a phone's main thread held 200 ms in one task).
 * Every answer is asked of the shell's authProvider, as react-admin would ask it; react-admin asks checkAuth and
 * canAccess again when its hooks mount (no freshness time), the identity not (five minutes). A key react-admin no
 * longer uses costs only this gain.
 */
export const primeAuthQueries = async (
  queryClient: QueryClient, authProvider: AuthProvider, routes: readonly ShellRoute[], path: string,
): Promise<void> => {
  const route = routes.find((candidate) => matchPath(candidate.path, path));
  const { canAccess } = authProvider;
  await Promise.all([
    queryClient.prefetchQuery({ queryKey: ['auth', 'checkAuth', {}], queryFn: () => authProvider.checkAuth({}).then(() => true), retry: false }),
    queryClient.prefetchQuery({ queryKey: ['auth', 'getIdentity'], queryFn: () => (authProvider.getIdentity ? authProvider.getIdentity() : { id: '' }) }),
    route && canAccess
      ? queryClient.prefetchQuery({
          queryKey: ['auth', 'canAccess', { action: route.access, resource: route.resource }],
          queryFn: () => canAccess({ action: route.access, resource: route.resource }),
        })
      : undefined,
  ]);
};
