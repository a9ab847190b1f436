import { screen, waitFor, within } from '@testing-library/react';
import { smallDefinition, smallPage } from '../pages/pageFixture';
import { checked } from './support/definitions';
import { pageServer, type Row } from './support/pageServer';
import { onPhone } from '../../support/onPhone';
import { renderPage } from './support/renderPage';

/** Spec §2 /list?page: the page's list (columns, filters, sort, rows that open the record). */

const customers = (): Row[] => [
  { id: 1, name: 'An Nguyễn', status: 'active', birthday: '1990-03-04', note: 'n1' },
  { id: 2, name: 'Bình Trần', status: 'locked', birthday: '1985-12-31', note: 'n2' },
  { id: 3, name: 'Chi Lê', status: 'active', note: 'n3' },
];

const listCalls = (server: ReturnType<typeof pageServer>) =>
  server.sent('GET', '/api/records/customers').filter((request) => request.query.api === 'list');

/** The data cells of each row: the tick box (bulk delete) and the row's own buttons aside. */
const rowTexts = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').slice(1, -1).map((cell) => cell.textContent));

beforeEach(() => localStorage.clear());

test('the columns of the definition, values as a user reads them (Enum labels, DD/MM/YYYY), from the list call', async () => {
  const server = pageServer([], { customers: customers() });
  renderPage('/list?page=70', { pages: [smallDefinition()] });
  expect(await screen.findByText('Bình Trần')).toBeInTheDocument();
  const headers = within(screen.getByRole('table')).getAllByRole('columnheader').map((header) => header.textContent);
  // The page has a delete api: a tick-box column for bulk delete first, the row's buttons last.
  expect(headers).toEqual(['', 'Họ tên', 'Trạng thái', 'Ngày sinh', 'Actions']);
  expect(rowTexts()).toEqual([
    ['An Nguyễn', 'Đang hoạt động', '04/03/1990'],
    ['Bình Trần', 'Đã khoá', '31/12/1985'],
    ['Chi Lê', 'Đang hoạt động', ''],
  ]);
  expect(listCalls(server)[0].query).toEqual({
    page: '70', api: 'list', select: 'id,name,status,birthday', sort: '[{"name":"asc"}]', queryInput: '{}', limit: '10', skip: '0',
  });
});

test('the filters of the definition: text contains, an Enum equals', async () => {
  const server = pageServer([], { customers: customers() });
  const { user } = renderPage('/list?page=70', { pages: [smallDefinition()] });
  await screen.findByText('Bình Trần');
  await user.type(screen.getByRole('textbox', { name: 'Họ tên' }), 'n');
  await waitFor(() => expect(listCalls(server).at(-1)?.query.queryInput).toBe('{"name":{"contains":"n"}}'));

  await user.click(screen.getByRole('combobox', { name: 'Trạng thái' }));
  await user.click(await screen.findByRole('option', { name: 'Đã khoá' }));
  await waitFor(() => expect(listCalls(server).at(-1)?.query.queryInput).toBe('{"name":{"contains":"n"},"status":"locked"}'));
  await waitFor(() => expect(rowTexts()).toEqual([['Bình Trần', 'Đã khoá', '31/12/1985']]));
});

test('a row opens the record in the edit form; the create button opens an empty one', async () => {
  const server = pageServer([], { customers: customers() });
  const first = renderPage('/list?page=70', { pages: [smallDefinition()] });
  await first.user.click(await screen.findByText('Bình Trần'));
  await waitFor(() => expect(first.address()).toBe('/form?page=70&mode=edit&id=2'));
  expect(await screen.findByDisplayValue('Bình Trần')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Lưu' })).toBeInTheDocument();
  first.unmount();

  const second = renderPage('/list?page=70', { pages: [smallDefinition()] });
  await screen.findByText('Bình Trần');
  await second.user.click(screen.getByRole('link', { name: 'Create' }));
  await waitFor(() => expect(second.address()).toBe('/form?page=70&mode=create'));
  expect(await screen.findByRole('button', { name: 'Tạo' })).toBeInTheDocument();
  expect(server.sent('GET', '/api/records/customers').filter((request) => request.query.api === 'read')).toHaveLength(1);
});

test('a page that cannot update opens its rows read-only, and one that cannot create has no create button', async () => {
  pageServer([], { customers: customers() });
  const readOnly = checked({ ...smallPage, api: undefined, apis: smallPage.apis.filter((api) => api.type === 'list' || api.type === 'read'), buttons: [] });
  const { user, address } = renderPage('/list?page=70', { pages: [readOnly] });
  await user.click(await screen.findByText('Chi Lê'));
  await waitFor(() => expect(address()).toBe('/form?page=70&mode=show&id=3'));
  expect(await screen.findByText('n3')).toBeInTheDocument();
  expect(screen.queryByRole('textbox')).toBeNull();
  expect(screen.queryByRole('link', { name: 'Create' })).toBeNull();
});

test('list-mode buttons sit above the list and read the current filters as their record', async () => {
  pageServer([], { customers: customers() });
  const open = jest.spyOn(window, 'open').mockImplementation(() => null);
  const page = checked({ ...smallPage, buttons: [...smallPage.buttons, { title: 'Search the web', mode: 'list', action: 'url', url: 'https://search.example.com/?q=#name#' }] });
  const { user } = renderPage('/list?page=70', { pages: [page] });
  await screen.findByText('Bình Trần');
  await user.type(screen.getByRole('textbox', { name: 'Họ tên' }), 'Chi Lê');
  await waitFor(() => expect(rowTexts()).toHaveLength(1));
  await user.click(screen.getByRole('button', { name: 'Search the web' }));
  expect(open).toHaveBeenCalledWith('https://search.example.com/?q=Chi%20L%C3%AA', '_blank', 'noopener,noreferrer');
  expect(screen.queryByRole('button', { name: 'Tạo' })).toBeNull();
  open.mockRestore();
});

test('10 rows a page: the next page is its own list call', async () => {
  const many = Array.from({ length: 12 }, (_, index): Row => ({ id: index + 1, name: `Customer ${String(index + 1).padStart(2, '0')}`, status: 'active' }));
  const server = pageServer([], { customers: many });
  const { user } = renderPage('/list?page=70', { pages: [smallDefinition()] });
  await screen.findByText('Customer 01');
  expect(rowTexts()).toHaveLength(10);
  await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
  expect(await screen.findByText('Customer 12')).toBeInTheDocument();
  expect(listCalls(server).at(-1)?.query).toEqual(expect.objectContaining({ limit: '10', skip: '10' }));
});

test('model columns show the names of the chosen records, looked up through the field api', async () => {
  const page = checked({
    ...smallPage,
    list: { columns: ['name', 'groupId', 'tagIds'] },
    schema: [
      ...smallPage.schema,
      { field: 'groupId', name: 'Nhóm', widget: 'SingleModel', api: 'groups', modelSelectField: 'name$$Nhóm' },
      { field: 'tagIds', name: 'Nhãn', widget: 'ArrayModel', api: 'groups', modelSelectField: 'name$$Nhãn' },
    ],
    apis: [...smallPage.apis, { name: 'groups', url: '/api/records/groups', method: 'GET', type: 'list' }],
  });
  const server = pageServer([], {
    customers: [{ id: 1, name: 'An Nguyễn', groupId: 7, tagIds: [7, 8] }, { id: 2, name: 'Bình Trần', groupId: 99 }],
    groups: [{ id: 7, name: 'Khách thân thiết' }, { id: 8, name: 'Doanh nghiệp' }],
  });
  renderPage('/list?page=70', { pages: [page] });
  await waitFor(() =>
    expect(rowTexts()).toEqual([
      ['An Nguyễn', 'Khách thân thiết', 'Khách thân thiết, Doanh nghiệp'],
      // A record that no longer exists keeps its id.
      ['Bình Trần', '#99', ''],
    ]),
  );
  const lookups = server.sent('GET', '/api/records/groups');
  expect(lookups.every((request) => request.query.api === 'groups' && request.query.select === 'name')).toBe(true);
});

test('numbers are grouped as the language writes them: 1.500.000 in Vietnamese, 1,500,000 in English', async () => {
  const withPoints = () =>
    checked({
      ...smallPage,
      list: { ...smallPage.list, columns: ['name', 'points'] },
      schema: [...smallPage.schema, { field: 'points', name: 'Điểm', widget: 'Text', type: 'number' }],
    });
  const rows = [{ id: 1, name: 'An Nguyễn', points: 1500000 }, { id: 2, name: 'Bình Trần', points: 2.5 }];
  pageServer([], { customers: rows });
  const vietnamese = renderPage('/list?page=70', { pages: [withPoints()], locale: 'vi' });
  await screen.findByText('An Nguyễn');
  expect(rowTexts()).toEqual([['An Nguyễn', '1.500.000'], ['Bình Trần', '2,5']]);
  vietnamese.unmount();
  localStorage.clear();
  renderPage('/list?page=70', { pages: [withPoints()], locale: 'en' });
  await screen.findByText('An Nguyễn');
  expect(rowTexts()).toEqual([['An Nguyễn', '1,500,000'], ['Bình Trần', '2.5']]);
});

test('money is written as each language writes amounts: 1.500.000 ₫ in Vietnamese, ₫1,500,000 in English', async () => {
  const withMoney = () =>
    checked({
      ...smallPage,
      list: { ...smallPage.list, columns: ['name', 'spent'] },
      schema: [...smallPage.schema, { field: 'spent', name: 'Đã chi', widget: 'Text', type: 'money' }],
    });
  pageServer([], { customers: [{ id: 1, name: 'An Nguyễn', spent: 1500000 }] });
  const vietnamese = renderPage('/list?page=70', { pages: [withMoney()], locale: 'vi' });
  await screen.findByText('An Nguyễn');
  expect(rowTexts()).toEqual([['An Nguyễn', '1.500.000 ₫']]);
  vietnamese.unmount();
  localStorage.clear();
  renderPage('/list?page=70', { pages: [withMoney()], locale: 'en' });
  await screen.findByText('An Nguyễn');
  expect(rowTexts()).toEqual([['An Nguyễn', '₫1,500,000']]);
});

test('an empty list says so in a sentence that reads with a phrase for a name, and offers the create screen', async () => {
  pageServer([], { customers: [] });
  renderPage('/list?page=70', { pages: [checked({ ...smallPage, name: 'Danh mục ưu đãi' })], locale: 'vi' });
  expect(await screen.findByText('“Danh mục ưu đãi” chưa có bản ghi nào.')).toBeInTheDocument();
  expect(screen.getByText('Bạn có muốn thêm bản ghi đầu tiên không?')).toBeInTheDocument();
  expect(screen.getAllByRole('link', { name: /tạo mới/i }).length).toBeGreaterThan(0);
});

test('on a phone the list is one entry a record (first column, then label: value), and an entry opens its record', async () => {
  const restore = onPhone();
  try {
    pageServer([], { customers: customers() });
    const { user, address } = renderPage('/list?page=70', { pages: [smallDefinition()], locale: 'vi' });
    const entry = (await screen.findByText('Bình Trần')).closest('a') as HTMLElement;
    expect(screen.queryByRole('table')).toBeNull();
    expect(entry).toHaveTextContent('Bình TrầnTrạng thái: Đã khoáNgày sinh: 31/12/1985');
    await user.click(entry);
    await waitFor(() => expect(address()).toContain('id=2'));
  } finally {
    restore();
  }
});
