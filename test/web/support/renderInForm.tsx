import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { SaveButton, SimpleForm, Toolbar } from 'react-admin';
import type { Locale } from '../../../src/i18n/locales';
import { TestAdmin } from './TestAdmin';

interface Options {
  locale?: Locale;
  /** The record the form starts from. */
  record?: Record<string, unknown>;
}

/** Inputs inside react-admin's context and a SimpleForm; `save()` submits and returns what a save sends. */
export const renderInForm = (children: ReactNode, { locale = 'en', record }: Options = {}) => {
  const user = userEvent.setup();
  const onSubmit = jest.fn();
  const view = render(
    <TestAdmin locale={locale}>
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
    </TestAdmin>,
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
