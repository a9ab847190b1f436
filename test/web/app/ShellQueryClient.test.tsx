import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { AdminContext, type AuthProvider, CreateBase, CreateButton, memoryStore, ResourceContextProvider } from 'react-admin';
import { ShellQueryClient } from '../../../src/app/ShellQueryClient';
import { testI18nProvider } from '../support/catalogues';

// A list whose parts are still loading when the user moves on is drawn and dropped: its Create button's question
// ("may this user create?") stays in the cache, pending and never asked. react-admin's create screen reads that
// state without watching it, and waited on it for ever (the browser test's "Add notice" pressed on a screen that
// had turned into "Loading").

const authProvider: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => undefined,
  canAccess: async () => true,
};

/** A part of the list that never arrives: the list is drawn, suspends and is never shown. */
const StillLoading = lazy(() => new Promise<never>(() => undefined));

const createAfterADroppedList = (queryClient: QueryClient) => {
  const shown = render(
    <AdminContext authProvider={authProvider} queryClient={queryClient} i18nProvider={testI18nProvider('en')} store={memoryStore()}>
      <ResourceContextProvider value="store-notices">
        <Suspense fallback={null}>
          <CreateButton />
          <StillLoading />
        </Suspense>
      </ResourceContextProvider>
    </AdminContext>,
  );
  shown.rerender(
    <AdminContext authProvider={authProvider} queryClient={queryClient} i18nProvider={testI18nProvider('en')} store={memoryStore()}>
      <CreateBase resource="store-notices" authLoading={<p>Waiting for access</p>}>
        <p>The create form</p>
      </CreateBase>
    </AdminContext>,
  );
};

test('a create screen opened after a list dropped while loading shows its form', async () => {
  createAfterADroppedList(new ShellQueryClient());
  expect(await screen.findByText('The create form')).toBeInTheDocument();
  expect(screen.queryByText('Waiting for access')).not.toBeInTheDocument();
});

test("with react-query's own client the same screen still waits once every answer it asked for is in", async () => {
  const queryClient = new QueryClient();
  createAfterADroppedList(queryClient);
  const stateOf = (queryKey: unknown[]) => queryClient.getQueryCache().find({ queryKey, exact: true })?.state;
  // The screen's own questions answered: signed in, and allowed (its controller asks under a key that holds `enabled`).
  await waitFor(() => expect(stateOf(['auth', 'checkAuth', {}])?.status).toBe('success'));
  await waitFor(() => expect(stateOf(['auth', 'canAccess', { action: 'create', resource: 'store-notices', enabled: true }])?.status).toBe('success'));
  // What it waits on instead: the question the dropped list's button left, pending, not asked, watched by nobody.
  const left = queryClient.getQueryCache().find({ queryKey: ['auth', 'canAccess', { action: 'create', resource: 'store-notices' }], exact: true });
  expect(left?.state).toEqual(expect.objectContaining({ status: 'pending', fetchStatus: 'idle' }));
  expect(left?.getObserversCount()).toBe(0);
  expect(screen.getByText('Waiting for access')).toBeInTheDocument();
  expect(screen.queryByText('The create form')).not.toBeInTheDocument();
});

test('a question being asked, or watched while it waits, is still pending; other queries are read as they are', async () => {
  const queryClient = new ShellQueryClient();
  const key = ['auth', 'checkAuth', {}];
  let answer: (value: boolean) => void = () => undefined;
  const asked = queryClient.fetchQuery({ queryKey: key, queryFn: () => new Promise<boolean>((resolve) => (answer = resolve)) });
  expect(queryClient.getQueryState(key)?.status).toBe('pending');
  answer(true);
  await asked;
  expect(queryClient.getQueryState(key)?.status).toBe('success');

  // Watched but not asked yet (a hook waiting for `enabled`): pending.
  const watchedKey = ['auth', 'canAccess', { action: 'edit', resource: 'shops' }];
  const watcher = new QueryObserver(queryClient, { queryKey: watchedKey, queryFn: () => true, enabled: false });
  const unsubscribe = watcher.subscribe(() => undefined);
  expect(queryClient.getQueryState(watchedKey)).toEqual(expect.objectContaining({ status: 'pending', fetchStatus: 'idle' }));
  unsubscribe();
  expect(queryClient.getQueryState(watchedKey)).toBeUndefined();

  // Only react-admin's questions about the user: any other query nobody asks keeps its state.
  const otherKey = ['shops', 'getList', {}];
  queryClient.getQueryCache().build(queryClient, { queryKey: otherKey });
  expect(queryClient.getQueryState(otherKey)).toEqual(expect.objectContaining({ status: 'pending', fetchStatus: 'idle' }));
});
