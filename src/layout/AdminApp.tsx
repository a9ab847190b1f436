import { useEffect, useState } from 'react';
import { Admin, CustomRoutes, localStorageStore } from 'react-admin';
import { Route } from 'react-router-dom';
import { authProvider } from '../authProvider/authProvider';
import { notAvailableDataProvider } from '../dataProvider/notAvailableDataProvider';
import { createI18nProvider } from '../i18n/i18nProvider';
import { isLocale, readLocale, writeLocale } from '../i18n/locales';
import { AppLayout } from './AppLayout';
import { AppTitle } from './AppTitle';
import { GoHome } from './GoHome';
import { LeaveShell, LeaveShellContext } from './LeaveShell';
import { SCREEN_ROUTES } from './routes';
import { ScreenElement } from './screens';

/** The language chosen on the sign-in screens starts the shell; a switch in the app bar is written back. */
const useShellSetup = () => {
  const [setup] = useState(() => {
    const locale = readLocale();
    const store = localStorageStore('1', 'MerchantPortal');
    store.setItem('locale', locale);
    return { store, i18nProvider: createI18nProvider(locale) };
  });
  useEffect(
    () =>
      setup.store.subscribe('locale', (value) => {
        if (isLocale(value)) writeLocale(value);
      }),
    [setup],
  );
  return setup;
};

/**
 * The signed-in shell (a lazy chunk of the entry): react-admin with every route of spec §2.
 * `onLeave` tells the entry that the router reached a sign-in path, which the light entry renders.
 */
const AdminApp = ({ onLeave }: { onLeave: () => void }) => {
  const { store, i18nProvider } = useShellSetup();
  return (
    <LeaveShellContext.Provider value={onLeave}>
      <Admin
        authProvider={authProvider}
        dataProvider={notAvailableDataProvider}
        i18nProvider={i18nProvider}
        store={store}
        layout={AppLayout}
        dashboard={GoHome}
        catchAll={GoHome}
        loginPage={LeaveShell}
        requireAuth
        disableTelemetry
        title={<AppTitle />}
      >
        <CustomRoutes>
          {SCREEN_ROUTES.map((route) => (
            <Route key={route.path} path={route.path} element={<ScreenElement route={route} />} />
          ))}
        </CustomRoutes>
        <CustomRoutes noLayout>
          <Route path="/verifyLogin" element={<LeaveShell />} />
          <Route path="/forgotPass" element={<LeaveShell />} />
        </CustomRoutes>
      </Admin>
    </LeaveShellContext.Provider>
  );
};

export default AdminApp;
