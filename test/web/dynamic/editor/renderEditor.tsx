import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import PageEditorScreen from '../../../../src/dynamic/editor/PageEditorScreen';
import { createPageRegistry, PageDefinitionsProvider } from '../../../../src/dynamic/pages';
import { ModalStackProvider } from '../../../../src/ui/modals/ModalStackProvider';
import { TestAdmin } from '../../support/TestAdmin';
import { signInAs, userOf } from '../../support/users';

/** The /pageEditor screen as the shell renders it, for a signed-in staff user. */
export const renderEditor = (locale: 'en' | 'vi' = 'en', beside: ReactNode = null) => {
  signInAs(userOf('staff'));
  const registry = createPageRegistry();
  const user = userEvent.setup();
  const view = render(
    <PageDefinitionsProvider registry={registry}>
      <TestAdmin locale={locale}>
        <ModalStackProvider>
          <PageEditorScreen titleKey="app.screens.pageEditor" />
          {beside}
        </ModalStackProvider>
      </TestAdmin>
    </PageDefinitionsProvider>,
  );
  return { ...view, user, registry };
};
