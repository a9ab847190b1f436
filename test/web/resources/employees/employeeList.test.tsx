import { screen, waitFor, within } from '@testing-library/react';
import { onPhone } from '../../support/onPhone';
import { queryInputOf } from '../sales/salesFixtures';
import { employeesApi } from './employeesFixtures';
import { renderEmployees } from './renderEmployees';

/** /submerchants: rows of findSubmerchantList, search and filters → queryInput, status chip, lock confirming by name, export. */

const rowTexts = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').slice(0, 6).map((cell) => cell.textContent));

beforeEach(() => localStorage.clear());

test('rows with shops, role, status by name and the created date; a name opens the detail', async () => {
  const api = employeesApi();
  renderEmployees('/submerchants');
  await screen.findByText('Trần Thị Lan');
  expect(screen.getByRole('heading', { level: 1, name: 'Employee Management' })).toBeInTheDocument();
  expect(rowTexts()).toEqual([
    ['Nguyễn Văn Bình', '0912345678', 'Cửa hàng Hà Nội', 'Thu ngân', 'Active', '03/11/2026 09:15'],
    ['Trần Thị Lan', '0387654321', 'Cửa hàng Hà Nội, Quận Một', 'Quản lý', 'Locked', '02/11/2026 09:15'],
  ]);
  expect(screen.getByRole('link', { name: 'Nguyễn Văn Bình' })).toHaveAttribute('href', '/submerchant/detail/21');
  expect(api.sent('POST', '/api/submerchant/findSubmerchantList')[0].body).toMatchObject({ sort: [{ createdAt: 'desc' }], limit: 20, skip: 0 });
});

test('on a phone each person is an entry leading to their detail, with Lock under it, not inside the link', async () => {
  const restore = onPhone();
  try {
    employeesApi();
    renderEmployees('/submerchants');
    const entry = (await screen.findByText('Nguyễn Văn Bình')).closest('a') as HTMLElement;
    expect(screen.queryByRole('table')).toBeNull();
    expect(entry).toHaveAttribute('href', '/submerchant/detail/21');
    for (const fact of ['Active', '0912345678 · Thu ngân', 'Shops: Cửa hàng Hà Nội']) expect(within(entry).getByText(fact)).toBeInTheDocument();
    const lock = screen.getByRole('button', { name: 'Lock Nguyễn Văn Bình' });
    expect(entry).not.toContainElement(lock);
    expect(entry.closest('li')).toContainElement(lock);
  } finally {
    restore();
  }
});

test('search, shop, role and status become the queryInput', async () => {
  const api = employeesApi();
  const { user } = renderEmployees('/submerchants');
  await screen.findByText('Trần Thị Lan');
  await user.type(screen.getByRole('textbox', { name: 'Name or phone' }), 'tran lan');
  const lastQuery = () => queryInputOf(api.sent('POST', '/api/submerchant/findSubmerchantList').at(-1));
  await waitFor(() => expect(lastQuery()).toEqual({ q: 'tran lan' }));
  await user.click(screen.getByRole('combobox', { name: 'Role' }));
  await user.click(await screen.findByRole('option', { name: 'Quản lý' }));
  await user.click(screen.getByRole('combobox', { name: 'Status' }));
  await user.click(await screen.findByRole('option', { name: 'Locked' }));
  await user.click(screen.getByRole('combobox', { name: 'Shops' }));
  await user.click(await screen.findByRole('option', { name: 'Quận Một' }));
  await waitFor(() => expect(lastQuery()).toEqual({ q: 'tran lan', roleId: 6, status: 'locked', shopId: 4 }));
});

test('Lock asks first, naming the person, then locks them', async () => {
  const api = employeesApi();
  const { user, address } = renderEmployees('/submerchants');
  await user.click(await screen.findByRole('button', { name: 'Lock Nguyễn Văn Bình' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Lock Nguyễn Văn Bình?')).toBeInTheDocument();
  expect(within(dialog).getByText(/Nguyễn Văn Bình \(0912345678\) will be signed out everywhere at once/)).toBeInTheDocument();
  expect(api.sent('POST', '/api/submerchant/lockSubmerchant')).toHaveLength(0);
  await user.click(within(dialog).getByRole('button', { name: 'Lock' }));
  await waitFor(() => expect(api.sent('POST', '/api/submerchant/lockSubmerchant').map((request) => request.body)).toEqual([{ id: 21 }]));
  expect(await screen.findByText('The employee is locked and signed out everywhere.')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  // The click on the row's button did not open the detail.
  expect(address()).toBe('/submerchants');
  expect(screen.getByRole('button', { name: 'Activate Trần Thị Lan' })).toBeInTheDocument();
});

test('in Vietnamese, with Export sending the list\'s filters', async () => {
  const api = employeesApi();
  const { user } = renderEmployees('/submerchants', { locale: 'vi' });
  await screen.findByText('Trần Thị Lan');
  expect(screen.getByRole('heading', { level: 1, name: 'Quản lý nhân viên' })).toBeInTheDocument();
  expect(within(screen.getByRole('table')).getByText('Đã khoá')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /Xuất/ }));
  const csv = await screen.findByRole('menuitem', { name: /CSV/ });
  await user.click(csv);
  await waitFor(() => expect(api.sent('POST', '/api/report/exportSubMerchant').map((request) => request.body)).toEqual([{ queryInput: {}, format: 'csv', locale: 'vi' }]));
});

test('a Lock the server refuses with its reason says the reason (the HTTP client leaves refusals to the screen)', async () => {
  employeesApi({
    'POST /api/submerchant/lockSubmerchant': {
      status: 400, body: { err: 400, message: 'app.submerchants.errors.cannotLock', data: { field: 'id', errors: [{ field: 'id', message: 'yourself' }] } },
    },
  });
  const { user } = renderEmployees('/submerchants');
  await user.click(await screen.findByRole('button', { name: 'Lock Nguyễn Văn Bình' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Lock' }));
  expect(await screen.findByText('Neither the owner nor yourself can be locked or activated.')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});
