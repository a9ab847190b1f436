import { screen, waitFor } from '@testing-library/react';
import { ACTIONS } from '../../../../src/api/permissions';
import { confirmWithPassword, OWNER_PASSWORD, rolesApi } from './rolesFixtures';
import { renderRoles } from './renderRoles';

/**
 * The role form's "Require a passkey or an authenticator app to sign in": offered only once an action worth it is
 * ticked (moving money, API keys, roles), sent on create, and on edit saved with the password like the actions.
 */

beforeEach(() => localStorage.clear());

const REQUIRE = 'Require a passkey or an authenticator app to sign in';

test('is offered once Move money is ticked, explained, and sent with the new role', async () => {
  const api = rolesApi();
  const { user } = renderRoles('/role/create');
  await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Kế toán chuyển tiền');
  expect(screen.queryByRole('checkbox', { name: REQUIRE })).toBeNull();
  await user.click(screen.getByRole('checkbox', { name: 'Move money' }));
  const require = screen.getByRole('checkbox', { name: REQUIRE });
  expect(require).toHaveAccessibleDescription(
    'Its users sign in with a passkey or an authenticator app, never an SMS code. Those who have neither are asked to add one at their next sign-in.',
  );
  await user.click(require);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(api.sent('POST', '/api/clientrole/createUserRole')).toHaveLength(1));
  expect(api.sent('POST', '/api/clientrole/createUserRole')[0].body).toMatchObject({ actions: [ACTIONS.moveMoney], requireStrongFactor: true });
});

test('unticking the last action needing it takes the requirement away', async () => {
  const api = rolesApi();
  const { user } = renderRoles('/role/create');
  await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Xem giao dịch');
  await user.click(screen.getByRole('checkbox', { name: 'Move money' }));
  await user.click(screen.getByRole('checkbox', { name: REQUIRE }));
  await user.click(screen.getByRole('checkbox', { name: 'Move money' }));
  expect(screen.queryByRole('checkbox', { name: REQUIRE })).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(api.sent('POST', '/api/clientrole/createUserRole')).toHaveLength(1));
  expect(api.sent('POST', '/api/clientrole/createUserRole')[0].body).toMatchObject({ requireStrongFactor: false });
});

test('in Vietnamese: ticking it on an edited role saves it with the password', async () => {
  const api = rolesApi();
  const { user } = renderRoles('/role/edit/7', { locale: 'vi' });
  const name = await screen.findByRole('textbox', { name: 'Tên' });
  await waitFor(() => expect(name).toHaveValue('Thu ngân ca tối'));
  expect(screen.queryByRole('checkbox', { name: 'Bắt buộc đăng nhập bằng khoá truy cập hoặc ứng dụng xác thực' })).toBeNull();
  await user.click(screen.getByRole('checkbox', { name: 'Quản lý vai trò' }));
  await user.click(screen.getByRole('checkbox', { name: 'Bắt buộc đăng nhập bằng khoá truy cập hoặc ứng dụng xác thực' }));
  await user.click(screen.getByRole('button', { name: 'Lưu' }));
  await confirmWithPassword(user, { title: 'Xác nhận đó là bạn', label: /^Mật khẩu của bạn/, confirm: 'Xác nhận' });
  await waitFor(() => expect(api.sent('POST', '/api/clientrole/updateClientRole')).toHaveLength(1));
  expect(api.sent('POST', '/api/clientrole/updateClientRole')[0].body).toMatchObject({
    id: 7, actions: [ACTIONS.checkout, ACTIONS.findTransactions, ACTIONS.manageClientRoles], requireStrongFactor: true, password: OWNER_PASSWORD,
  });
});
