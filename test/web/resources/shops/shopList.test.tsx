import { screen, waitFor, within } from '@testing-library/react';
import { renderShops } from './renderShops';
import { shopsApi } from './shopsFixtures';

/** /shops: findShops through the List: rows with their status, filters as queryInput, sort, a row opens its detail, Export. */

beforeEach(() => localStorage.clear());

const lastBody = (api: ReturnType<typeof shopsApi>) => api.sent('POST', '/api/report/findShops').at(-1)?.body as Record<string, unknown>;

test('lists the shops by name with their area and status, and asks the list contract', async () => {
  const api = shopsApi();
  renderShops('/shops');
  await screen.findByText('Cửa hàng Hà Nội');
  expect(screen.getByRole('heading', { level: 1, name: 'Shop Management' })).toBeInTheDocument();
  const rows = screen.getAllByRole('row').slice(1);
  expect(within(rows[0]).getByText('Phường Phúc Xá, Quận Ba Đình, Thành phố Hà Nội')).toBeInTheDocument();
  expect(within(rows[0]).getByText('Active')).toBeInTheDocument();
  expect(within(rows[1]).getByText('Locked')).toBeInTheDocument();
  expect(lastBody(api)).toEqual({ select: '', sort: [{ name: 'asc' }], queryInput: '{}', limit: 20, skip: 0 });
});

test('the search and status filters become queryInput; a column sorts', async () => {
  const api = shopsApi();
  const { user } = renderShops('/shops');
  await screen.findByText('Cửa hàng Hà Nội');
  await user.type(screen.getByRole('textbox', { name: 'Search name or code' }), 'cua hang');
  await waitFor(() => expect(JSON.parse(lastBody(api).queryInput as string)).toEqual({ q: 'cua hang' }));
  await user.click(screen.getByRole('combobox', { name: 'Status' }));
  await user.click(await screen.findByRole('option', { name: 'Locked' }));
  await waitFor(() => expect(JSON.parse(lastBody(api).queryInput as string)).toEqual({ q: 'cua hang', status: 'locked' }));
  await user.click(within(await screen.findByRole('table')).getByText('Code'));
  await waitFor(() => expect(lastBody(api).sort).toEqual([{ code: 'asc' }]));
});

test('a row opens the shop; the new-shop button opens the form', async () => {
  shopsApi();
  const { user, address } = renderShops('/shops');
  expect(await screen.findByRole('link', { name: 'New shop' })).toHaveAttribute('href', '/shop/create');
  await user.click(await screen.findByText('Quận Một'));
  await waitFor(() => expect(address()).toBe('/shop/detail/4'));
  await screen.findByRole('heading', { level: 1, name: 'Shop Detail' });
});

test('Export starts the shops job with the list\'s filters, in Vietnamese too', async () => {
  const api = shopsApi();
  const { user } = renderShops('/shops?filter=%7B%22status%22%3A%22active%22%7D', { locale: 'vi' });
  await screen.findByText('Cửa hàng Hà Nội');
  expect(screen.getByRole('heading', { level: 1, name: 'Quản lý cửa hàng' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /Xuất/ }));
  const csv = await screen.findByRole('menuitem', { name: /CSV/ }).catch(() => null);
  if (csv) await user.click(csv);
  await waitFor(() => expect(api.sent('POST', '/api/report/exportShops')).toHaveLength(1));
  expect(api.sent('POST', '/api/report/exportShops')[0].body).toMatchObject({ queryInput: { status: 'active' }, locale: 'vi' });
});
