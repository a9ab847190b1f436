import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { AdminContext, Form, memoryStore } from 'react-admin';
import { createTheme } from '@mui/material';
import { createI18nProvider } from '../../../../../src/i18n/i18nProvider';

// No transitions: dialogs and menus open and close at once, so no state update lands after a test ends.
const theme = createTheme({ transitions: { create: () => 'none' }, components: { MuiButtonBase: { defaultProps: { disableRipple: true } } } });

/** Renders inputs inside react-admin's context and a form whose submit is spied. */
export const renderInForm = (inputs: ReactNode, defaultValues: Record<string, unknown> = {}, locale: 'en' | 'vi' = 'en') => {
  const onSubmit = jest.fn();
  const view = render(
    <AdminContext i18nProvider={createI18nProvider(locale)} store={memoryStore()} theme={theme}>
      <Form onSubmit={onSubmit} defaultValues={defaultValues}>
        {inputs}
        <button type="submit">Submit</button>
      </Form>
    </AdminContext>,
  );
  return { ...view, onSubmit, submitted: () => onSubmit.mock.calls.at(-1)?.[0] as Record<string, unknown> | undefined };
};
