import { screen, waitFor, within } from '@testing-library/react';
import { authProvider } from '../../../../src/authProvider/authProvider';
import { signInAs, userOf } from '../../support/users';
import { EMPLOYEES, employeesApi } from './employeesFixtures';
import { renderEmployees } from './renderEmployees';

/** /submerchant/create and /submerchant/edit/:id: the labelled form, the identity pattern, the first-password choice. */

beforeEach(() => localStorage.clear());

test('creates an employee with a first password: shops, role and identity number checked with the NRC pattern', async () => {
  const api = employeesApi();
  const { user, address } = renderEmployees('/submerchant/create');
  await user.type(await screen.findByRole('textbox', { name: 'Full name' }), 'Lê Văn Cường');
  await user.type(screen.getByRole('textbox', { name: 'Phone (username)' }), '0901 222 333');
  await user.click(screen.getByRole('combobox', { name: 'Shops' }));
  await user.click(await screen.findByRole('option', { name: 'Quận Một' }));
  await user.keyboard('{Escape}');
  await user.click(screen.getByRole('combobox', { name: 'Role' }));
  await user.click(await screen.findByRole('option', { name: 'Thu ngân' }));
  await user.click(screen.getByRole('combobox', { name: 'Identity document' }));
  await user.click(await screen.findByRole('option', { name: 'Citizen ID card (CCCD)' }));
  const number = screen.getByRole('textbox', { name: 'Document number' });
  await user.type(number, '12345');
  expect(screen.getByRole('radio', { name: /I set a first password/ })).toBeChecked();
  await user.type(screen.getByLabelText('First password *'), 'Quartz-Lantern-7391');
  await user.type(screen.getByLabelText('Confirm first password *'), 'Quartz-Lantern-7391');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('The document number does not match its type (12 digits).')).toBeInTheDocument();
  expect(api.sent('POST', '/api/submerchant/createSubmerchant')).toHaveLength(0);
  await user.clear(number);
  await user.type(number, '001099012345');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  // A new employee is a gift of their role's rights: the caller's own password first, beside the employee's first one.
  const dialog = await screen.findByRole('dialog', { name: 'Confirm it\'s you' });
  expect(await within(dialog).findByText(/^A new employee can do what their role allows/)).toBeInTheDocument();
  expect(api.sent('POST', '/api/submerchant/createSubmerchant')).toHaveLength(0);
  await user.type(within(dialog).getByLabelText(/^Your password/), 'Owner-Passphrase-2026');
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(api.sent('POST', '/api/submerchant/createSubmerchant').map((request) => request.body)).toEqual([{
    fullName: 'Lê Văn Cường', phone: '0901 222 333', email: null, shopIds: [4], roleId: 5, identityType: 'CCCD', identityNumber: '001099012345',
    firstPassword: { mode: 'password', password: 'Quartz-Lantern-7391', confirmPassword: 'Quartz-Lantern-7391' }, password: 'Owner-Passphrase-2026',
  }]));
  await waitFor(() => expect(address()).toBe('/submerchant/detail/30'));
});

test('the set-password e-mail needs an e-mail address and sends no password', async () => {
  const api = employeesApi();
  const { user } = renderEmployees('/submerchant/create', { locale: 'vi' });
  await user.type(await screen.findByRole('textbox', { name: 'Họ tên' }), 'Phạm Thu');
  await user.type(screen.getByRole('textbox', { name: 'Số điện thoại (tên đăng nhập)' }), '0987000111');
  await user.click(screen.getByRole('combobox', { name: 'Cửa hàng' }));
  await user.click(await screen.findByRole('option', { name: 'Cửa hàng Hà Nội' }));
  await user.keyboard('{Escape}');
  await user.click(screen.getByRole('combobox', { name: 'Vai trò' }));
  await user.click(await screen.findByRole('option', { name: 'Quản lý' }));
  await user.click(screen.getByRole('radio', { name: /Gửi email hướng dẫn/ }));
  expect(screen.queryByLabelText(/Mật khẩu đầu tiên/)).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Lưu' }));
  expect(await screen.findByText('Cần địa chỉ email để gửi hướng dẫn đặt mật khẩu.')).toBeInTheDocument();
  await user.type(screen.getByRole('textbox', { name: 'Địa chỉ email' }), 'thu@shop.vn');
  await user.click(screen.getByRole('button', { name: 'Lưu' }));
  const dialog = await screen.findByRole('dialog', { name: 'Xác nhận đó là bạn' });
  expect(await within(dialog).findByText(/^Nhân viên mới được làm những gì vai trò của họ cho phép/)).toBeInTheDocument();
  await user.type(within(dialog).getByLabelText(/^Mật khẩu của bạn/), 'Owner-Passphrase-2026');
  await user.click(within(dialog).getByRole('button', { name: 'Xác nhận' }));
  await waitFor(() => expect(api.sent('POST', '/api/submerchant/createSubmerchant').map((request) => request.body)).toEqual([{
    fullName: 'Phạm Thu', phone: '0987000111', email: 'thu@shop.vn', shopIds: [3], roleId: 6, identityType: null, identityNumber: null,
    firstPassword: { mode: 'email' }, password: 'Owner-Passphrase-2026',
  }]));
});

test('edits an employee: the masked identity number is kept as it is, no password is asked', async () => {
  const api = employeesApi();
  const { user, address } = renderEmployees('/submerchant/edit/21');
  const name = await screen.findByRole('textbox', { name: 'Full name' });
  await waitFor(() => expect(name).toHaveValue('Nguyễn Văn Bình'));
  expect(screen.getByRole('textbox', { name: 'Document number' })).toHaveValue('********2345');
  expect(screen.queryByRole('radio')).toBeNull();
  // Employees are locked from their list, never deleted: no Delete that could only fail.
  expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  await user.clear(name);
  await user.type(name, 'Nguyễn Văn Bình Minh');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(api.sent('POST', '/api/submerchant/updateSubmerchant').map((request) => request.body)).toEqual([{
    id: 21, fullName: 'Nguyễn Văn Bình Minh', phone: '0912345678', email: 'binh@shop.vn', shopIds: [3], roleId: 5,
    identityType: 'CCCD', identityNumber: '********2345',
  }]));
  await waitFor(() => expect(address()).toBe('/submerchant/detail/21'));
});

test('a new e-mail asks "Confirm it\'s you" on Save; a wrong password is said there, the right one saves with it', async () => {
  let wrong = true;
  const api = employeesApi({
    'POST /api/submerchant/updateSubmerchant': () => {
      const answer = wrong
        ? { status: 400, body: { err: 400, message: 'app.submerchants.errors.passwordWrong', data: { field: 'password', errors: [{ field: 'password', message: 'wrong' }] } } }
        : { body: { err: 200, message: 'app.submerchants.updated', data: { ...EMPLOYEES[0], email: 'binh.moi@shop.vn' } } };
      wrong = false;
      return answer;
    },
  });
  // react-admin logs every failed data call outside production builds: expected here, once.
  const logged = jest.spyOn(console, 'error').mockImplementationOnce(() => undefined);
  const { user, address } = renderEmployees('/submerchant/edit/21');
  const mail = await screen.findByRole('textbox', { name: 'E-mail' });
  await waitFor(() => expect(mail).toHaveValue('binh@shop.vn'));
  expect(screen.queryByLabelText(/Your password/)).toBeNull();
  await user.clear(mail);
  await user.type(mail, 'binh.moi@shop.vn');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  const dialog = await screen.findByRole('dialog', { name: 'Confirm it\'s you' });
  expect(await within(dialog).findByText(/A new e-mail, phone or role takes a fresh confirmation/)).toBeInTheDocument();
  await user.type(within(dialog).getByLabelText(/^Your password/), 'Wrong-Password-1');
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your password is incorrect.');
  await user.type(within(dialog).getByLabelText(/^Your password/), 'Owner-Passphrase-2026');
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(address()).toBe('/submerchant/detail/21'));
  expect(api.sent('POST', '/api/submerchant/updateSubmerchant').map((request) => request.body)).toEqual([
    expect.objectContaining({ email: 'binh.moi@shop.vn', password: 'Wrong-Password-1' }),
    expect.objectContaining({ email: 'binh.moi@shop.vn', password: 'Owner-Passphrase-2026' }),
  ]);
  expect(logged).toHaveBeenCalledTimes(1);
});

test('a Manager sees the e-mail and phone of another employee read-only: only the owner changes where codes go', async () => {
  employeesApi();
  // A Manager who is another employee than the one edited (their own e-mail and phone stay theirs to change).
  signInAs(userOf('submerchant', { phone: '0987000111' }));
  const { user } = renderEmployees('/submerchant/edit/21', { authProvider });
  const mail = await screen.findByRole('textbox', { name: 'E-mail' });
  await waitFor(() => expect(mail).toHaveValue('binh@shop.vn'));
  // Once the user's identity is read (react-admin's getIdentity).
  await waitFor(() => expect(mail).toHaveAttribute('readonly'));
  expect(screen.getByRole('textbox', { name: 'Phone (username)' })).toHaveAttribute('readonly');
  expect(screen.getAllByText('Only the business owner can change this.')).toHaveLength(2);
  await user.type(mail, 'x');
  expect(mail).toHaveValue('binh@shop.vn');
});

test('adds a device at one of the employee\'s shops and returns to the detail', async () => {
  const api = employeesApi();
  const { user, address } = renderEmployees('/device/create/22');
  expect(await screen.findByRole('heading', { level: 1, name: 'New Device · Trần Thị Lan' })).toBeInTheDocument();
  await user.type(screen.getByRole('textbox', { name: 'Serial' }), 'SUNMI-V2-77');
  await user.click(screen.getByRole('combobox', { name: 'Kind' }));
  await user.click(await screen.findByRole('option', { name: 'Tablet' }));
  await user.click(screen.getByRole('combobox', { name: 'Shop' }));
  expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Cửa hàng Hà Nội', 'Quận Một']);
  await user.click(screen.getByRole('option', { name: 'Quận Một' }));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(api.sent('POST', '/api/device/createDevice').map((request) => request.body))
    .toEqual([{ userId: 22, shopId: 4, serial: 'SUNMI-V2-77', kind: 'tablet' }]));
  await waitFor(() => expect(address()).toBe('/submerchant/detail/22'));
});

/** A new employee with every required field (Lê Văn Cường, cashier at Quận Một, a first password), saved. */
const fillNewEmployeeAndSave = async (user: ReturnType<typeof renderEmployees>['user'], fullName: HTMLElement) => {
  await user.type(fullName, 'Lê Văn Cường');
  await user.type(screen.getByRole('textbox', { name: 'Phone (username)' }), '0912345678');
  await user.click(screen.getByRole('combobox', { name: 'Shops' }));
  await user.click(await screen.findByRole('option', { name: 'Quận Một' }));
  await user.keyboard('{Escape}');
  await user.click(screen.getByRole('combobox', { name: 'Role' }));
  await user.click(await screen.findByRole('option', { name: 'Thu ngân' }));
  await user.type(screen.getByLabelText('First password *'), 'Quartz-Lantern-7391');
  await user.type(screen.getByLabelText('Confirm first password *'), 'Quartz-Lantern-7391');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  const dialog = await screen.findByRole('dialog', { name: 'Confirm it\'s you' });
  await user.type(within(dialog).getByLabelText(/^Your password/), 'Owner-Passphrase-2026');
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
};

test('a first password is checked against the rules before it is sent: the rule it breaks, under it', async () => {
  const api = employeesApi();
  const { user } = renderEmployees('/submerchant/create');
  await user.type(await screen.findByRole('textbox', { name: 'Full name' }), 'Lê Văn Cường');
  const password = screen.getByLabelText('First password *');
  await user.type(password, 'Mật-khẩu-2026');
  await user.type(screen.getByLabelText('Confirm first password *'), 'Mật-khẩu-2026');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(password).toHaveAccessibleDescription('Use only letters without accents, digits, and spaces, _ or - between them.'));
  expect(api.sent('POST', '/api/submerchant/createSubmerchant')).toHaveLength(0);
});

test('a field the server\'s schema refuses is said under it in the screen\'s words, not zod\'s, with one notice', async () => {
  employeesApi({
    'POST /api/submerchant/createSubmerchant': () => ({
      status: 400,
      body: {
        err: 400, message: 'fullName: Too big: expected string to have <=100 characters',
        data: { field: 'fullName', issues: [{ path: 'fullName', code: 'too_big', message: 'Too big: expected string to have <=100 characters', origin: 'string', maximum: 100 }] },
      },
    }),
  });
  const logged = jest.spyOn(console, 'error').mockImplementationOnce(() => undefined);
  const { user } = renderEmployees('/submerchant/create');
  const fullName = await screen.findByRole('textbox', { name: 'Full name' });
  await fillNewEmployeeAndSave(user, fullName);
  await waitFor(() => expect(fullName).toHaveAccessibleDescription('Must be 100 characters or less'));
  expect(await screen.findByText('The form is not valid. Please check for errors')).toBeInTheDocument();
  expect(screen.queryByText(/Too big|Bad Request/)).toBeNull();
  expect(logged).toHaveBeenCalledWith(expect.objectContaining({ status: 400 }));
});

test('a refusal of the server (phone already a user) is said in the app\'s words and the form stays', async () => {
  employeesApi({
    'POST /api/submerchant/createSubmerchant': () => ({
      status: 400, body: { err: 400, message: 'app.submerchants.errors.phoneTaken', data: { field: 'phone', errors: [{ field: 'phone', message: 'taken' }] } },
    }),
  });
  // react-admin logs every failed data call outside production builds: expected here, once.
  const logged = jest.spyOn(console, 'error').mockImplementationOnce(() => undefined);
  const { user, address } = renderEmployees('/submerchant/create');
  await fillNewEmployeeAndSave(user, await screen.findByRole('textbox', { name: 'Full name' }));
  // One message, the specific one (spec §8, merchant portal): no generic "Bad Request" beside it.
  expect(await screen.findByText('This phone number is already a user of your business.')).toBeInTheDocument();
  expect(screen.queryByText('Bad Request')).toBeNull();
  expect(logged).toHaveBeenCalledWith(expect.objectContaining({ status: 400 }));
  expect(address()).toBe('/submerchant/create');
});
