import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore, SaveButton, SimpleForm, testDataProvider, Toolbar } from 'react-admin';
import { createI18nProvider } from '../../../../src/i18n/i18nProvider';
import type { Locale } from '../../../../src/i18n/locales';

interface Options {
  locale?: Locale;
  record?: Record<string, unknown>;
}

/** A widget inside react-admin's AdminContext and SimpleForm; `save()` submits and returns what a save sends. */
export const renderInForm = (children: ReactNode, { locale = 'en', record }: Options = {}) => {
  const user = userEvent.setup();
  const onSubmit = jest.fn();
  const view = render(
    <AdminContext dataProvider={testDataProvider()} store={memoryStore()} i18nProvider={createI18nProvider(locale)}>
      <SimpleForm
        onSubmit={onSubmit}
        record={record}
        toolbar={
          <Toolbar>
            <SaveButton alwaysEnable />
          </Toolbar>
        }
      >
        {children}
      </SimpleForm>
    </AdminContext>,
  );
  const saveLabel = locale === 'vi' ? 'Lưu' : 'Save';
  /** Clicks Save; resolves with the values sent, or null when validation stopped the save. */
  const save = async (): Promise<Record<string, unknown> | null> => {
    const calls = onSubmit.mock.calls.length;
    await user.click(screen.getByRole('button', { name: saveLabel }));
    try {
      await waitFor(() => expect(onSubmit.mock.calls.length).toBeGreaterThan(calls), { timeout: 300 });
    } catch {
      return null;
    }
    return onSubmit.mock.calls[calls][0] as Record<string, unknown>;
  };
  return { ...view, user, onSubmit, save };
};
