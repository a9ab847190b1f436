import { createTheme } from '@mui/material';
import type { ReactNode } from 'react';
import { AdminContext, type AuthProvider, type DataProvider, memoryStore } from 'react-admin';
import type { Locale } from '../../../src/i18n/locales';
import { testI18nProvider } from './catalogues';

// No transitions: dialogs, menus and notifications open and close at once, so no state update lands after a test ends.
const theme = createTheme({ transitions: { create: () => 'none' }, components: { MuiButtonBase: { defaultProps: { disableRipple: true } } } });

interface TestAdminProps {
  children: ReactNode;
  locale?: Locale;
  /** react-admin's data provider, when the test renders something that uses it. */
  dataProvider?: DataProvider;
  /** react-admin's auth provider, when the test checks who may open what (canAccess). */
  authProvider?: AuthProvider;
}

/**
 * react-admin's context as the shell has it, for one test: the app's translations, a memory store and a fresh
 * QueryClient (react-admin's own), which the app's react-query loads use too.
 */
export const TestAdmin = ({ children, locale = 'en', dataProvider, authProvider }: TestAdminProps) => (
  <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={testI18nProvider(locale)} store={memoryStore()} theme={theme}>
    {children}
  </AdminContext>
);
