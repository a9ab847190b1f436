import { createTheme } from '@mui/material';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore } from 'react-admin';
import PageEditorScreen from '../../../../src/dynamic/editor/PageEditorScreen';
import { createPageRegistry, PageDefinitionsProvider } from '../../../../src/dynamic/pages';
import { createI18nProvider } from '../../../../src/i18n/i18nProvider';
import { ModalStackProvider } from '../../../../src/ui/modals/ModalStackProvider';
import { signInAs, userOf } from '../../support/users';

// No transitions: dialogs open and close at once, so no state update lands after a test ends.
const theme = createTheme({ transitions: { create: () => 'none' }, components: { MuiButtonBase: { defaultProps: { disableRipple: true } } } });

/** The /pageEditor screen as the shell renders it, for a signed-in staff user. */
export const renderEditor = (locale: 'en' | 'vi' = 'en', beside: ReactNode = null) => {
  signInAs(userOf('staff'));
  const registry = createPageRegistry();
  const user = userEvent.setup();
  const view = render(
    <PageDefinitionsProvider registry={registry}>
      <AdminContext i18nProvider={createI18nProvider(locale)} store={memoryStore()} theme={theme}>
        <ModalStackProvider>
          <PageEditorScreen titleKey="app.screens.pageEditor" />
          {beside}
        </ModalStackProvider>
      </AdminContext>
    </PageDefinitionsProvider>,
  );
  return { ...view, user, registry };
};
