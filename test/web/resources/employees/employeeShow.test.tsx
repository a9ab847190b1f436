import { screen, waitFor, within } from '@testing-library/react';
import { notFound } from '../../support/api';
import { employeesApi } from './employeesFixtures';
import { renderEmployees } from './renderEmployees';

/** /submerchant/detail/:id: shops, role, masked identity, devices with add and remove; another merchant's employee. */

const details = () =>
  Object.fromEntries([...document.querySelectorAll('dt')].map((term) => [term.textContent, (term.nextElementSibling as HTMLElement).textContent]));

beforeEach(() => localStorage.clear());

test('every field, the identity number masked, and the devices with their added date and last seen', async () => {
  const api = employeesApi();
  renderEmployees('/submerchant/detail/21');
  await screen.findByText('PAX-A920-0001');
  expect(details()).toMatchObject({
    'Full name': 'Nguyễn Văn Bình', 'Phone (username)': '0912345678', 'E-mail': 'binh@shop.vn', Shops: 'Cửa hàng Hà Nội', Role: 'Thu ngân',
    'Identity document': 'Citizen ID card (CCCD)', 'Document number': '********2345', 'Last sign-in': 'Never', Created: '03/11/2026 09:15',
  });
  expect(details().Status).toBe('ActiveMust choose their own password at the next sign-in');
  const devices = within(screen.getByRole('table', { name: 'Devices' }));
  expect(devices.getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').slice(0, 6).map((cell) => cell.textContent)))
    .toEqual([['PAX-A920-0001', 'Quầy 1', 'POS terminal', 'Cửa hàng Hà Nội', '05/11/2026', 'Not seen yet']]);
  expect(api.sent('POST', '/api/device/deviceList')[0].body).toMatchObject({ limit: 100 });
  expect(screen.getByRole('link', { name: 'Add device' })).toHaveAttribute('href', '/device/create/21');
  expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/submerchant/edit/21');
});

test('Remove asks first, naming the device and the employee, then removes it', async () => {
  const api = employeesApi();
  const { user } = renderEmployees('/submerchant/detail/21');
  await user.click(await screen.findByRole('button', { name: 'Remove Quầy 1' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Remove Quầy 1?')).toBeInTheDocument();
  expect(within(dialog).getByText(/Quầy 1 will no longer be one of Nguyễn Văn Bình's devices/)).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
  await waitFor(() => expect(api.sent('POST', '/api/device/removeDevice').map((request) => request.body)).toEqual([{ id: 7 }]));
  expect(await screen.findByText('The device was removed.')).toBeInTheDocument();
});

test('in Vietnamese; another merchant\'s employee (404) is said in place', async () => {
  employeesApi({ 'POST /api/submerchant/submerchantDetail': notFound() });
  // react-admin logs every failed data call outside production builds: expected here, once.
  const logged = jest.spyOn(console, 'error').mockImplementationOnce(() => undefined);
  renderEmployees('/submerchant/detail/999', { locale: 'vi' });
  expect(await screen.findByText('Nhân viên này không tồn tại hoặc không phải nhân viên của bạn.')).toBeInTheDocument();
  expect(logged).toHaveBeenCalledWith(expect.objectContaining({ status: 404 }));
});
