import { screen, waitFor, within } from '@testing-library/react';
import { voucherPhonesPage as demoVoucherPhonesPage } from '../../../../server/db/demo/pages';
import { inVietnamese } from '../fixtures/inVietnamese';
import { smallDefinition, smallPage } from '../pages/pageFixture';
import { checked, definitionOf, recordApis, saveButtons } from './support/definitions';
import { pageServer } from './support/pageServer';
import { answerDialog, findDialog, renderPage } from './support/renderPage';

// The demo pages carry both languages; these tests read their Vietnamese labels.
const voucherPhonesPage = inVietnamese(demoVoucherPhonesPage);

/** Spec §2 "Generic form screen" and §4 "Form screens": the route's modes, the record, missing things. */

const members = () =>
  definitionOf({
    id: 73,
    name: 'Members',
    read: 'read',
    api: 'update',
    schema: [
      { field: 'name', name: 'Name', widget: 'Text', required: true },
      { field: 'status', name: 'Active', widget: 'Checkbox' },
    ],
    buttons: saveButtons,
    apis: recordApis('members'),
  });

const recordCalls = (server: ReturnType<typeof pageServer>) => server.requests.filter((request) => request.path.startsWith('/api/records/'));

beforeEach(() => localStorage.clear());

test.each(['edit', 'changed'])("%s without an id shows 'noData' in a dialog and on the screen, and reads nothing", async (mode) => {
  const server = pageServer([]);
  const { user } = renderPage(`/form?page=70&mode=${mode}`, { pages: [smallDefinition()] });
  const text = 'There is no record to show: this form needs an id.';
  expect(await findDialog('Message')).toHaveTextContent(text);
  await answerDialog(user, 'Close');
  expect(screen.getByRole('alert')).toHaveTextContent(text);
  expect(screen.queryByRole('textbox')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Lưu' })).toBeNull();
  expect(recordCalls(server)).toEqual([]);
});

test('edit reads the record by id through the page read action (queryInput {id}, first row) and fills the form', async () => {
  const server = pageServer([], { customers: [{ id: 5, name: 'An', status: 'locked', birthday: '1990-03-04', note: 'regular' }] });
  renderPage('/form?page=70&mode=edit&id=5', { pages: [smallDefinition()] });
  expect(await screen.findByDisplayValue('An')).toBeInTheDocument();
  expect(screen.getByDisplayValue('regular')).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Trạng thái' })).toHaveTextContent('Đã khoá');
  expect(server.sent('GET', '/api/records/customers')).toEqual([
    expect.objectContaining({ query: { page: '70', api: 'read', queryInput: '{"id":5}' } }),
  ]);
  expect(screen.getByRole('button', { name: 'Lưu' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Tạo' })).toBeNull();
});

test.each([
  ['active', true],
  ['blocked', false],
  ['inactive', false],
  [undefined, false],
])("record status %s loads as %s on edit", async (status, checked) => {
  pageServer([], { members: [{ id: 9, name: 'Lan', ...(status === undefined ? {} : { status }) }] });
  renderPage('/form?page=73&mode=edit&id=9', { pages: [members()] });
  expect(await screen.findByDisplayValue('Lan')).toBeInTheDocument();
  const toggle = screen.getByRole('switch', { name: 'Active' });
  if (checked) expect(toggle).toBeChecked();
  else expect(toggle).not.toBeChecked();
});

test("the status goes back as 'active' when checked, and keeps the record's own other status when left unchecked", async () => {
  const server = pageServer([], { members: [{ id: 9, name: 'Lan', status: 'blocked' }, { id: 10, name: 'Minh', status: 'blocked' }] });
  const first = renderPage('/form?page=73&mode=edit&id=9', { pages: [members()] });
  await screen.findByDisplayValue('Lan');
  await first.user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(server.sent('PATCH', '/api/records/members/9')).toHaveLength(1));
  expect(server.sent('PATCH', '/api/records/members/9')[0].body).toEqual({ name: 'Lan', status: 'blocked' });
  first.unmount();

  const second = renderPage('/form?page=73&mode=edit&id=10', { pages: [members()] });
  await screen.findByDisplayValue('Minh');
  await second.user.click(screen.getByRole('switch', { name: 'Active' }));
  await second.user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(server.sent('PATCH', '/api/records/members/10')).toHaveLength(1));
  expect(server.sent('PATCH', '/api/records/members/10')[0].body).toEqual({ name: 'Minh', status: 'active' });
});

test.each([
  ['en', 'Data Not Found', 'needs an id'],
  ['vi', 'Không tìm thấy dữ liệu', 'cần mã bản ghi'],
] as const)("an id the read action does not find says the data was not found (%s), not that the form needs an id", async (locale, text, needsId) => {
  pageServer([], { customers: [] });
  const { user } = renderPage('/form?page=70&mode=edit&id=404', { pages: [smallDefinition()], locale });
  expect(await findDialog()).toHaveTextContent(text);
  await answerDialog(user, locale === 'vi' ? 'Đóng' : 'Close');
  expect(screen.getByRole('alert')).toHaveTextContent(text);
  expect(screen.queryByText(new RegExp(needsId))).toBeNull();
});

test("a page that does not exist shows the 'notFoundPage' dialog, on /form and on /list", async () => {
  const server = pageServer([]);
  const form = renderPage('/form?page=999&mode=edit&id=1');
  const text = 'This page does not exist, or you may not open it.';
  expect(await findDialog('Message')).toHaveTextContent(text);
  expect(screen.getByText(text, { selector: '.MuiAlert-message' })).toBeInTheDocument();
  expect(server.sent('GET', '/api/admin/get-meta')).toEqual([expect.objectContaining({ query: { page: '999' } })]);
  form.unmount();

  renderPage('/list?page=998');
  expect(await findDialog('Message')).toHaveTextContent(text);
});

test("a page id that is not a number is 'notFoundPage' without asking the server; in Vietnamese too", async () => {
  const server = pageServer([]);
  renderPage('/form?page=..%2Fadmin&mode=create', { locale: 'vi' });
  expect(await findDialog('Thông báo')).toHaveTextContent('Không tìm thấy trang, hoặc bạn không có quyền mở trang này.');
  expect(server.requests).toEqual([]);
});

test('a page outside the list is fetched by id, checked, and shown', async () => {
  const server = pageServer([smallPage]);
  renderPage('/form?page=70&mode=create');
  expect(await screen.findByLabelText('Họ tên (*)')).toBeInTheDocument();
  expect(server.sent('GET', '/api/admin/get-meta')).toEqual([expect.objectContaining({ query: { page: '70' } })]);
});

test('a definition that fails its check is never rendered: its errors are listed by path (a javascript: url among them)', async () => {
  const broken = { ...smallPage, buttons: [{ title: 'Open', action: 'url', url: 'javascript:alert(1)' }] };
  pageServer([broken]);
  renderPage('/form?page=70&mode=create');
  const problems = await screen.findByText('This page cannot be shown: its definition has errors.');
  const alert = problems.closest('[role="alert"]') as HTMLElement;
  expect(within(alert).getByText('buttons[0].url')).toBeInTheDocument();
  expect(alert).toHaveTextContent(/the url would never be followed/);
  expect(screen.queryByRole('button', { name: 'Open' })).toBeNull();
  expect(screen.queryByRole('textbox')).toBeNull();
});

test("import: 'Nhập số điện thoại' with the voucher of the link and the values of embed", async () => {
  const server = pageServer([]);
  const page = definitionOf(voucherPhonesPage);
  const embed = encodeURIComponent(JSON.stringify({ note: 'VIP', unknown: 'dropped' }));
  const { user } = renderPage(`/form?page=45&mode=import&voucher=GRAB50K&embed=${embed}&id=12`, { pages: [page] });
  expect(await screen.findByRole('heading', { name: 'Nhập số điện thoại' })).toBeInTheDocument();
  expect(screen.getByLabelText('Mã ưu đãi (*)')).toHaveValue('GRAB50K');
  expect(screen.getByLabelText('Mã ưu đãi (*)')).toHaveAttribute('readonly');
  expect(screen.getByLabelText('Ghi chú')).toHaveValue('VIP');
  await user.type(screen.getByLabelText('Số điện thoại (*)'), '0901234567');
  await user.click(screen.getByRole('button', { name: 'Lưu số điện thoại' }));
  await waitFor(() => expect(server.sent('POST', '/api/records/voucher-phones')).toHaveLength(1));
  expect(server.sent('POST', '/api/records/voucher-phones')[0].body).toEqual({ phone: '0901234567', voucher: 'GRAB50K', note: 'VIP' });
  // The voucher's id is not a record of this page: nothing was read.
  expect(server.sent('GET', '/api/records/voucher-phones')).toEqual([]);
});

test('show mode is read-only: labels and values (Enum label, DD/MM/YYYY), no inputs, the show buttons', async () => {
  pageServer([], { customers: [{ id: 5, name: 'An', status: 'locked', birthday: '1990-03-04' }] });
  const page = checked({ ...smallPage, buttons: [...smallPage.buttons, { title: 'Delete', mode: 'show', action: 'api', api: 'delete' }] });
  renderPage('/form?page=70&mode=show&id=5', { pages: [page] });
  expect(await screen.findByText('An')).toBeInTheDocument();
  expect(screen.getByText('Đã khoá')).toBeInTheDocument();
  expect(screen.getByText('04/03/1990')).toBeInTheDocument();
  expect(screen.getByText('Họ tên')).toBeInTheDocument();
  expect(screen.queryByRole('textbox')).toBeNull();
  expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Lưu' })).toBeNull();
});
