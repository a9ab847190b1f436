import { screen, waitFor, within } from '@testing-library/react';
import { smallPage } from '../pages/pageFixture';
import { checked } from './support/definitions';
import { pageServer, type Row } from './support/pageServer';
import { renderPage } from './support/renderPage';

/** Issue 18 defect 5: the export button of a list writes what the list shows, and says how many rows it wrote. */

const customers = (): Row[] => [
  { id: 1, name: 'An Nguyễn', status: 'active', birthday: '1990-03-04' },
  { id: 2, name: 'Bình Trần', status: 'locked', birthday: '1985-12-31' },
  { id: 3, name: 'Chi Lê', status: 'active' },
];

const page = () => checked({
  ...smallPage,
  buttons: [...smallPage.buttons, { title: 'Xuất báo cáo', mode: 'list', action: 'report', url: '/api/reports/customers?status=#status#' }],
});

const saved: string[] = [];
beforeAll(() => {
  // jsdom has no object URLs; the download is the click on a link to one.
  URL.createObjectURL = () => 'blob:export';
  URL.revokeObjectURL = () => undefined;
});
let click: jest.SpyInstance;
beforeEach(() => {
  localStorage.clear();
  saved.length = 0;
  click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => click.mockRestore());

test("the export sends the list's filters, sort, columns and language, and says how many rows it wrote", async () => {
  const server = pageServer([], { customers: customers() });
  server.on('GET /api/reports/customers', () => ({
    body: 'Họ tên\r\nChi Lê\r\nAn Nguyễn\r\n',
    headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="customers.csv"', 'X-Report-Rows': '2' },
  }));
  const { user } = renderPage('/list?page=70', { pages: [page()] });
  await screen.findByText('Bình Trần');
  await user.type(screen.getByRole('textbox', { name: 'Họ tên' }), 'n');
  await user.click(within(screen.getByRole('table')).getByText('Họ tên'));
  const listCalls = () => server.sent('GET', '/api/records/customers').filter((request) => request.query.api === 'list');
  await waitFor(() => expect(listCalls().at(-1)?.query).toMatchObject({ queryInput: '{"name":{"contains":"n"}}', sort: '[{"name":"desc"}]' }));

  await user.click(screen.getByRole('button', { name: 'Xuất báo cáo' }));
  expect(await screen.findByText('Exported 2 rows')).toBeInTheDocument();
  expect(saved).toEqual(['customers.csv']);
  const [request] = server.sent('GET', '/api/reports/customers');
  expect(request.query).toEqual({
    // The definition's own parameter, filled from the filters (blank: no Enum chosen; the server ignores it).
    status: '',
    queryInput: '{"name":{"contains":"n"}}',
    sort: '[{"name":"desc"}]',
    columns: 'name,status,birthday',
    locale: 'en',
  });
});

test("a report of another model is fetched as the definition wrote it: the list's fields are not that model's", async () => {
  const server = pageServer([], { customers: customers() });
  server.on('GET /api/reports/orders', () => ({ body: 'ID\r\n', headers: { 'Content-Type': 'text/csv; charset=utf-8', 'X-Report-Rows': '0' } }));
  const other = checked({ ...smallPage, buttons: [{ title: 'Đơn hàng', mode: 'list', action: 'report', url: '/api/reports/orders?kind=all' }] });
  const { user } = renderPage('/list?page=70', { pages: [other] });
  await screen.findByText('Bình Trần');
  await user.click(screen.getByRole('button', { name: 'Đơn hàng' }));
  expect(await screen.findByText('Exported 0 rows')).toBeInTheDocument();
  expect(server.sent('GET', '/api/reports/orders')[0].query).toEqual({ kind: 'all' });
});
