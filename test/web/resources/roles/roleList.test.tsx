import { screen, waitFor, within } from '@testing-library/react';
import { rolesApi } from './rolesFixtures';
import { renderRoles } from './renderRoles';

/** /user-roles: findClientRoles's rows, built-in roles by their localized name and marked, Copy, search. */

beforeEach(() => localStorage.clear());

const rowTexts = () =>
  within(screen.getByRole('table')).getAllByRole('row').slice(1)
    .map((row) => within(row).getAllByRole('cell').slice(0, 4).map((cell) => cell.textContent));

test('lists the roles, built-in ones by their name in the app\'s language with a chip, and Copy only on those', async () => {
  const api = rolesApi();
  renderRoles('/user-roles');
  await screen.findByText('Thu ngân ca tối');
  expect(screen.getByRole('heading', { level: 1, name: 'Roles & Permission' })).toBeInTheDocument();
  expect(rowTexts()).toEqual([
    ['OwnerBuilt-in', '', '1', '17'],
    ['CashierBuilt-in', '', '11', '4'],
    ['Thu ngân ca tối', 'Bán hàng tại quầy', '2', '2'],
  ]);
  expect(screen.getByRole('link', { name: 'Thu ngân ca tối' })).toHaveAttribute('href', '#/role/edit/7');
  expect(screen.getByRole('link', { name: 'Copy Cashier' })).toHaveAttribute('href', '#/role/create?copyFrom=2');
  expect(screen.queryByRole('link', { name: 'Copy Thu ngân ca tối' })).toBeNull();
  // The server's own order: built-in roles first.
  expect(api.sent('POST', '/api/clientrole/findClientRoles')[0].body).toMatchObject({ sort: [], limit: 20, skip: 0 });
});

test('in Vietnamese, built-in roles take their Vietnamese names', async () => {
  rolesApi();
  renderRoles('/user-roles', { locale: 'vi' });
  expect(await screen.findByRole('link', { name: 'Thu ngân' })).toHaveAttribute('href', '#/role/edit/2');
  expect(screen.getByRole('link', { name: 'Chủ sở hữu' })).toBeInTheDocument();
  expect(screen.getAllByText('Mặc định')).toHaveLength(2);
});

test('the search becomes the queryInput', async () => {
  const api = rolesApi();
  const { user } = renderRoles('/user-roles');
  await screen.findByText('Thu ngân ca tối');
  await user.type(screen.getByRole('textbox', { name: 'Name or description' }), 'thu ngan');
  await waitFor(() => expect(JSON.parse(String((api.sent('POST', '/api/clientrole/findClientRoles').at(-1)?.body as { queryInput: string }).queryInput))).toEqual({ q: 'thu ngan' }));
});
