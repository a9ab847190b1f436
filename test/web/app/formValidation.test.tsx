import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, email, memoryStore, ResourceContextProvider, SimpleForm, TextInput } from 'react-admin';
import { darkTheme, lightTheme } from '../../../src/app/theme';
import { testI18nProvider } from '../support/catalogues';

// An e-mail field checked by the browser shows the browser's own bubble, in the browser's language, and stops the
// save before react-admin's validators say what is wrong in the screen's language (jsdom, like a browser, does not
// submit then, so no message would appear). The shell's themes turn the browser's check off for every form.

test.each([
  ['light', lightTheme],
  ['dark', darkTheme],
])("a wrong e-mail is told in the screen's language, not by the browser (%s theme)", async (_, theme) => {
  const user = userEvent.setup();
  const onSubmit = jest.fn();
  render(
    <AdminContext i18nProvider={testI18nProvider('vi')} store={memoryStore()} theme={theme}>
      <ResourceContextProvider value="shops">
        <SimpleForm onSubmit={onSubmit}>
          <TextInput source="email" label="Email" type="email" validate={email()} />
        </SimpleForm>
      </ResourceContextProvider>
    </AdminContext>,
  );
  const field = screen.getByRole('textbox', { name: 'Email' });
  await user.type(field, 'khong-phai-email');
  await user.click(screen.getByRole('button', { name: 'Lưu' }));
  expect(await screen.findByText('Phải là địa chỉ email hợp lệ')).toBeInTheDocument();
  expect(onSubmit).not.toHaveBeenCalled();
});
