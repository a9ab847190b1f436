import { screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import type { PageDefinition } from '../../../../src/api/pageDefinition';
import ResourceEdit from '../../../../src/dynamic/views/resource/ResourceEdit';
import ResourceList from '../../../../src/dynamic/views/resource/ResourceList';
import ResourceShow from '../../../../src/dynamic/views/resource/ResourceShow';
import { smallDefinition, smallPage } from '../pages/pageFixture';
import { checked } from './support/definitions';
import { pageServer, type Row } from './support/pageServer';
import { onPhone } from '../../support/onPhone';
import { answerDialog, findDialog, renderPage } from './support/renderPage';

/** Issue 18 defect 3: delete from a row, from the edit screen and in bulk; a row opens its show screen. */

const routesOf = (page: PageDefinition) => (
  <>
    <Route path="/customers-book" element={<ResourceList page={page} />} />
    <Route path="/customers-book/:id" element={<ResourceEdit page={page} />} />
    <Route path="/customers-book/:id/show" element={<ResourceShow page={page} />} />
  </>
);

const customers = (): Row[] => [
  { id: 1, name: 'An Nguyễn', status: 'active' },
  { id: 2, name: 'Bình Trần', status: 'locked' },
  { id: 3, name: 'Chi Lê', status: 'active' },
];

const open = (path: string, page = smallDefinition(), locale: 'en' | 'vi' = 'en') =>
  renderPage(path, { pages: [page], routes: routesOf(page), locale });

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

beforeEach(() => localStorage.clear());

test('a row deletes its record after a confirm naming it, and the list stays', async () => {
  const server = pageServer([], { customers: customers() });
  const { user, address } = open('/customers-book');
  await user.click(within(await rowOf('An Nguyễn')).getByRole('button', { name: /delete/i }));
  expect(await findDialog('Delete An Nguyễn')).toHaveTextContent('Delete An Nguyễn? This cannot be undone.');
  await answerDialog(user, 'Confirm');
  await waitFor(() => expect(screen.queryByText('An Nguyễn')).toBeNull());
  expect(server.sent('DELETE', '/api/records/customers/1')).toEqual([expect.objectContaining({ query: { page: '70', api: 'delete' } })]);
  expect(address()).toBe('/customers-book');
  expect(screen.getByText('Bình Trần')).toBeInTheDocument();
});

test("a row's delete asks the definition's own confirm text", async () => {
  pageServer([], { customers: customers() });
  const page = checked({ ...smallPage, buttons: [...smallPage.buttons, { title: 'Xoá', mode: 'show', action: 'api', api: 'delete', confirm: 'Xoá khách #name#?' }] });
  const { user } = open('/customers-book', page);
  await user.click(within(await rowOf('Chi Lê')).getByRole('button', { name: /delete/i }));
  expect(await findDialog()).toHaveTextContent('Xoá khách Chi Lê?');
});

test('a refused delete (the record is still in use) says how many and which kind refer to it, in Vietnamese, and keeps the row', async () => {
  const server = pageServer([], { customers: customers() });
  server.on('DELETE /api/records/customers/2', {
    status: 409, body: { err: 409, message: 'app.records.recordInUse', data: { count: 3, smart_count: 3, kinds: 'Ưu đãi đối tác' } },
  });
  // react-admin logs every failed data call outside production builds: expected here, once, and nothing else.
  const logged = jest.spyOn(console, 'error').mockImplementationOnce(() => undefined);
  const { user } = open('/customers-book', smallDefinition(), 'vi');
  await user.click(within(await rowOf('Bình Trần')).getByRole('button', { name: /^(xóa|xoá) Bình Trần$/i }));
  await answerDialog(user, 'Xác nhận');
  expect(await screen.findByText('Không thể xoá: còn 3 bản ghi Ưu đãi đối tác đang tham chiếu đến bản ghi này')).toBeInTheDocument();
  expect(screen.getByText('Bình Trần')).toBeInTheDocument();
  expect(logged).toHaveBeenCalledWith(expect.objectContaining({ status: 409 }));
});

test('ticked rows (each box named after its row) are deleted together after one confirm saying how many', async () => {
  const server = pageServer([], { customers: customers() });
  const { user, address } = open('/customers-book');
  await user.click(await screen.findByRole('checkbox', { name: 'Select row An Nguyễn' }));
  await user.click(screen.getByRole('checkbox', { name: 'Select row Chi Lê' }));
  // Ticking does not open the row.
  expect(address()).toBe('/customers-book');
  expect(screen.getByText('2 items selected')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Delete' }));
  expect(await findDialog('Delete 2 records of Khách hàng')).toHaveTextContent('Delete the 2 selected records? This cannot be undone.');
  await answerDialog(user, 'Confirm');
  await waitFor(() => expect(server.rows('customers').map((row) => row.id)).toEqual([2]));
  expect(server.sent('DELETE', '/api/records/customers/1')).toHaveLength(1);
  expect(server.sent('DELETE', '/api/records/customers/3')).toHaveLength(1);
  expect(await screen.findByText('2 records deleted')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('Chi Lê')).toBeNull());
});

test('the header box ticks every row of the page; a bulk delete names each refused record with its reason, in Vietnamese, and keeps it', async () => {
  const server = pageServer([], { customers: customers() });
  server.on('DELETE /api/records/customers/2', {
    status: 409, body: { err: 409, message: 'app.records.recordInUse', data: { count: 3, smart_count: 3, kinds: 'Ưu đãi đối tác' } },
  });
  // react-admin logs every failed data call outside production builds: expected here, once, and nothing else.
  const logged = jest.spyOn(console, 'error').mockImplementationOnce(() => undefined);
  const { user } = open('/customers-book', smallDefinition(), 'vi');
  await screen.findByText('Bình Trần');
  await user.click(screen.getByRole('checkbox', { name: 'Chọn mọi dòng của trang này' }));
  expect(screen.getByRole('checkbox', { name: 'Chọn dòng Bình Trần' })).toBeChecked();
  await user.click(screen.getByRole('button', { name: /^(xóa|xoá)$/i }));
  await answerDialog(user, 'Xác nhận');
  expect(
    await screen.findByText('Đã xoá 2/3 bản ghi. Chưa xoá: Bình Trần: Không thể xoá: còn 3 bản ghi Ưu đãi đối tác đang tham chiếu đến bản ghi này'),
  ).toBeInTheDocument();
  expect(server.rows('customers').map((row) => row.id)).toEqual([2]);
  await waitFor(() => expect(screen.queryByText('An Nguyễn')).toBeNull());
  // The refused row stays, still ticked.
  expect(screen.getByRole('checkbox', { name: 'Chọn dòng Bình Trần' })).toBeChecked();
  expect(logged).toHaveBeenCalledWith(expect.objectContaining({ name: 'BulkDeleteRefused' }));
});

test("a row opens its show screen by its own button, while a click on the row still edits", async () => {
  pageServer([], { customers: customers() });
  const { user, address } = open('/customers-book');
  await user.click(within(await rowOf('Bình Trần')).getByRole('link', { name: 'Open Bình Trần' }));
  await waitFor(() => expect(address()).toBe('/customers-book/2/show'));
});

test('the edit screen deletes its record and goes to the list', async () => {
  const server = pageServer([], { customers: customers() });
  const { user, address } = open('/customers-book/3');
  await screen.findByDisplayValue('Chi Lê');
  await user.click(screen.getByRole('button', { name: /delete/i }));
  expect(await findDialog('Delete Chi Lê')).toHaveTextContent('Delete Chi Lê? This cannot be undone.');
  await answerDialog(user, 'Confirm');
  await waitFor(() => expect(address()).toBe('/customers-book'));
  expect(server.rows('customers').map((row) => row.id)).toEqual([1, 2]);
});

test('the edit screen opens its show screen', async () => {
  pageServer([], { customers: customers() });
  const { user, address } = open('/customers-book/3');
  await screen.findByDisplayValue('Chi Lê');
  await user.click(screen.getByRole('link', { name: 'Show' }));
  await waitFor(() => expect(address()).toBe('/customers-book/3/show'));
  expect(await screen.findByText('Chi Lê')).toBeInTheDocument();
});

test('on a phone each entry keeps its delete and open buttons under the link to the record', async () => {
  const restore = onPhone();
  try {
    const server = pageServer([], { customers: customers() });
    const { user } = open('/customers-book');
    const entry = (await screen.findByText('Chi Lê')).closest('li') as HTMLElement;
    expect(screen.queryByRole('table')).toBeNull();
    const [record, show] = within(entry).getAllByRole('link');
    expect(record).toHaveTextContent(/^Chi Lê/);
    expect(show).toHaveAccessibleName('Open Chi Lê');
    await user.click(within(entry).getByRole('button', { name: /delete/i }));
    await findDialog('Delete Chi Lê');
    await answerDialog(user, 'Confirm');
    await waitFor(() => expect(screen.queryByText('Chi Lê')).toBeNull());
    expect(server.sent('DELETE', '/api/records/customers/3')).toHaveLength(1);
  } finally {
    restore();
  }
});
