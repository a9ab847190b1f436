import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
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

test("with react-query's own client the same screen waits for ever (why the shell has its own)", async () => {
  const queryClient = new QueryClient();
  createAfterADroppedList(queryClient);
  // The question the dropped list left: pending, not being asked, nobody watching it.
  const left = queryClient.getQueryCache().find({ queryKey: ['auth', 'canAccess', { action: 'create', resource: 'store-notices' }], exact: true });
  expect(left?.state).toEqual(expect.objectContaining({ status: 'pending', fetchStatus: 'idle' }));
  expect(left?.getObserversCount()).toBe(0);
  expect(await screen.findByText('Waiting for access')).toBeInTheDocument();
  expect(screen.queryByText('The create form')).not.toBeInTheDocument();
});

test('a question being asked is still pending, and its answer read', async () => {
  const queryClient = new ShellQueryClient();
  const key = ['auth', 'checkAuth', {}];
  let answer: (value: boolean) => void = () => undefined;
  const asked = queryClient.fetchQuery({ queryKey: key, queryFn: () => new Promise<boolean>((resolve) => (answer = resolve)) });
  expect(queryClient.getQueryState(key)?.status).toBe('pending');
  answer(true);
  await asked;
  expect(queryClient.getQueryState(key)?.status).toBe('success');
});
