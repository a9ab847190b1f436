import LinearProgress from '@mui/material/LinearProgress';
import { lazy, startTransition, Suspense, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { Admin, CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import { authProvider } from '../authProvider/authProvider';
import { confirmStoredUser } from '../authProvider/refreshUser';
import { ENROL_PATH } from '../authProvider/strongFactorEnrolment';
// Each from its own file: the pages' index also exports the definitions' checks (zod schemas, expressions), which the
// shell loads only once a list is there to check (src/dynamic/pages/loadDefinitions.ts).
import { primeDefinitions, refreshDefinitions } from '../dynamic/pages/loadDefinitions';
import { PageDefinitionsProvider } from '../dynamic/pages/PageDefinitionsProvider';
import { withPageAccess } from '../dynamic/pages/pageAccess';
import { createPageRegistry } from '../dynamic/pages/pageRegistry';
import { pageResources } from '../dynamic/views/pageResources';
import { pathOfHash } from '../core/hashPaths';
import { readLocale } from '../i18n/locales';
import { AppLayout } from './AppLayout';
import { AppTitle } from './AppTitle';
import { primeAuthQueries } from './primeAuthQueries';
import { GoHome } from './GoHome';
import { UnknownPath } from './UnknownPath';
import { lazyDataProvider } from './lazyDataProvider';
import { MERCHANT_DATA } from './merchantData';
import { LeaveShell, LeaveShellContext } from './LeaveShell';
import { createShellStore } from './shellStore';
import { withScreenAccess } from './screenAccess';
import { ShellQueryClient } from './ShellQueryClient';
import { ScreenElement } from './ScreenElement';
import { HOME_PATH, SHELL_ROUTES } from './shellRoutes';
import { darkTheme, lightTheme } from './theme';
import { useShellI18nProvider } from './useShellI18nProvider';

/** The language chosen on the sign-in screens starts the shell; the shell's store reads and writes that same one. */
const useShellSetup = () => {
  const [setup] = useState(() => {
    const locale = readLocale();
    const store = createShellStore();
    // Page definitions (src/dynamic/pages): the stored list at once, the server's in the background.
    const registry = createPageRegistry(locale);
    const shellAuthProvider = withPageAccess(withScreenAccess(authProvider), registry);
    // react-query's client, but a question nobody asks is not pending (ShellQueryClient.ts); primed before the first
    // drawing (primeAuthQueries.ts).
    const queryClient = new ShellQueryClient();
    return {
      locale,
      queryClient,
      priming: primeDefinitions(registry),
      store,
      registry,
      // Loaded with the first call (src/app/lazyDataProvider.ts): the dashboard makes none.
      dataProvider: lazyDataProvider(() => import('../dynamic/dataProvider').then((module) => module.createAppDataProvider(registry, MERCHANT_DATA))),
      authProvider: shellAuthProvider,
      prime: () => primeAuthQueries(queryClient, shellAuthProvider, SHELL_ROUTES, pathOfHash(window.location.hash)),
    };
  });
  useEffect(() => {
    void refreshDefinitions(setup.registry);
  }, [setup]);
  return setup;
};

/** Whether the stored page definitions are in the registry (at once unless they had pages to check). */
const usePrimed = (priming: Promise<void> | undefined): boolean => {
  const [primed, setPrimed] = useState(priming === undefined);
  useEffect(() => {
    let live = true;
    void priming?.then(() => {
      // A transition, as for the user's check below: this may be what lets the whole shell draw.
      if (live) startTransition(() => setPrimed(true));
    });
    return () => {
      live = false;
    };
  }, [priming]);
  return primed;
};

/**
 * Whether the stored user's rights are checked against the server's (src/authProvider/refreshUser.ts): until then
 * the shell shows progress, so no menu or screen is drawn, and no data asked for, on rights removed since sign-in.
 * A failed check keeps the stored copy: the server still refuses what it must. react-admin's questions about that
 * user are then asked (`prime`), so that the first drawing has their answers.
 */
const useConfirmedUser = (prime: () => Promise<void>): boolean => {
  const [confirmed, setConfirmed] = useState(false);
  useEffect(() => {
    let live = true;
    void confirmStoredUser().then(prime).then(() => {
      // A transition: the first drawing of the whole shell yields to the browser every few milliseconds instead of
      // holding a phone's main thread for a third of a second (Lighthouse's total blocking time).
      if (live) startTransition(() => setConfirmed(true));
    });
    return () => {
      live = false;
    };
  }, [prime]);
  return confirmed;
};

/** Adding the passkey or authenticator app a role requires (src/resources/profile/EnrolFactorScreen.tsx). */
const EnrolFactorScreen = lazy(() => import('../resources/profile/EnrolFactorScreen'));

/**
 * The signed-in shell (a lazy chunk of the entry): react-admin with every route of spec §2.
 * `onLeave` tells the entry that the router reached a sign-in path, which the light entry renders.
 */
const AdminApp = ({ onLeave }: { onLeave: () => void }) => {
  const { locale, priming, store, registry, dataProvider, queryClient, authProvider: shellAuthProvider, prime } = useShellSetup();
  const i18nProvider = useShellI18nProvider(locale);
  const confirmed = useConfirmedUser(prime);
  const primed = usePrimed(priming);
  // Only what this draws: a refresh that settles the list without changing it redraws nothing.
  const status = useSyncExternalStore(registry.subscribe, () => registry.getState().status);
  const pages = useSyncExternalStore(registry.subscribe, () => registry.getState().pages);
  const resources = useMemo(() => pageResources(pages), [pages]);
  // Without a stored list, the resources wait for the first answer: a page's route must exist when it opens.
  // The dashboard, where every sign-in lands, is no page's: it draws at once and the menu's pages join it.
  if (!i18nProvider || !confirmed || !primed || (status === 'loading' && pathOfHash(window.location.hash) !== HOME_PATH)) return <LinearProgress />;
  return (
    <LeaveShellContext.Provider value={onLeave}>
      <PageDefinitionsProvider registry={registry}>
        <Admin
          authProvider={shellAuthProvider}
          dataProvider={dataProvider}
          queryClient={queryClient}
          i18nProvider={i18nProvider}
          store={store}
          layout={AppLayout}
          lightTheme={lightTheme}
          darkTheme={darkTheme}
          dashboard={GoHome}
          catchAll={UnknownPath}
          loginPage={LeaveShell}
          requireAuth
          disableTelemetry
          title={<AppTitle />}
        >
          {resources}
          <CustomRoutes>
            {SHELL_ROUTES.map((route) => (
              <Route key={route.path} path={route.path} element={<ScreenElement route={route} />} />
            ))}
          </CustomRoutes>
          <CustomRoutes noLayout>
            <Route path="/verifyLogin" element={<LeaveShell />} />
            <Route path="/forgotPass" element={<LeaveShell />} />
            <Route path={ENROL_PATH} element={<Suspense fallback={<LinearProgress />}><EnrolFactorScreen /></Suspense>} />
          </CustomRoutes>
        </Admin>
      </PageDefinitionsProvider>
    </LeaveShellContext.Provider>
  );
};

export default AdminApp;
