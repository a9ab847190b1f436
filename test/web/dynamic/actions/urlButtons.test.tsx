import { screen, waitFor, within } from '@testing-library/react';
import { voucherPhonesPage as demoVoucherPhonesPage, voucherPreviewPage as demoVoucherPreviewPage } from '../../../../server/db/demo/pages';
import { voucherInfoOf } from '../../../../src/core/voucherInfo';
import { ok } from '../../support/api';
import { inVietnamese } from '../fixtures/inVietnamese';
import { definitionOf } from '../views/support/definitions';
import { pageServer } from '../views/support/pageServer';
import { answerDialog, findDialog, renderPage } from '../views/support/renderPage';
import { editPath, voucher, voucherPage } from './support/vouchers';

// The demo pages carry both languages; these tests read their Vietnamese labels.
const voucherPhonesPage = inVietnamese(demoVoucherPhonesPage);
const voucherPreviewPage = inVietnamese(demoVoucherPreviewPage);

/** Spec §3 button url with `$`, `#field#` and `@queryparam@`, embedUrl; values encoded, only safe targets. */

const page = () =>
  voucherPage([
    { title: 'Preview', mode: 'edit', action: 'url', url: '#/form?page=54&mode=edited&id=$' },
    { title: 'Phones', mode: 'edit', action: 'url', url: '#/form?page=45&mode=import&voucher=#code#&id=@id@' },
    { title: 'Phones here', mode: 'edit', action: 'url', url: '#/form?page=45&mode=import&voucher=#code#&id=@id@', embedUrl: true },
    { title: 'Preview here', mode: 'edit', action: 'url', url: '#/form?page=54&mode=edited&id=$', embedUrl: true },
    { title: 'Partner site', mode: 'edit', action: 'url', url: 'https://partners.example.com/vouchers/#code#?ref=@page@' },
    { title: 'Raw path', mode: 'edit', action: 'url', url: '/api/vouchers/raw' },
    { title: 'By code', mode: 'edit', action: 'url', url: '#/list/#code#' },
  ]);

const pages = () => [page(), definitionOf(voucherPhonesPage), definitionOf(voucherPreviewPage)];

let open: jest.SpyInstance;
beforeEach(() => {
  localStorage.clear();
  open = jest.spyOn(window, 'open').mockImplementation(() => null);
});
afterEach(() => open.mockRestore());

test('`$` is the record id: a #/ route is followed inside the app', async () => {
  pageServer([], { vouchers: [voucher()] });
  const { user, address } = renderPage(editPath, { pages: pages() });
  await screen.findByDisplayValue('Grab 50K');
  await user.click(screen.getByRole('button', { name: 'Preview' }));
  await waitFor(() => expect(address()).toBe('/form?page=54&mode=edited&id=5'));
  expect(open).not.toHaveBeenCalled();
});

test('#field# takes what the user typed and @param@ the route query, both encoded: the value stays a value', async () => {
  pageServer([], { vouchers: [voucher()] });
  const { user, address } = renderPage(editPath, { pages: pages() });
  const code = await screen.findByDisplayValue('GRAB50K');
  await user.clear(code);
  await user.type(code, 'A&mode=edit /?#');
  await user.click(screen.getByRole('button', { name: 'Phones' }));
  await waitFor(() => expect(address()).toBe('/form?page=45&mode=import&voucher=A%26mode%3Dedit%20%2F%3F%23&id=5'));
  expect(await screen.findByRole('heading', { name: 'Nhập số điện thoại' })).toBeInTheDocument();
  expect(screen.getByLabelText('Mã ưu đãi (*)')).toHaveValue('A&mode=edit /?#');
});

test('a value cannot change where a url goes: javascript: in a value is only text of the query', async () => {
  pageServer([], { vouchers: [voucher({ code: 'javascript:alert(1)' })] });
  const { user, address } = renderPage(editPath, { pages: pages() });
  await screen.findByDisplayValue('javascript:alert(1)');
  await user.click(screen.getByRole('button', { name: 'Phones' }));
  await waitFor(() => expect(address()).toBe('/form?page=45&mode=import&voucher=javascript%3Aalert(1)&id=5'));
  expect(open).not.toHaveBeenCalled();
});

test('an https url opens in a new tab, without opener or referrer', async () => {
  pageServer([], { vouchers: [voucher({ code: 'A/B' })] });
  const { user, address } = renderPage(editPath, { pages: pages() });
  await screen.findByDisplayValue('A/B');
  await user.click(screen.getByRole('button', { name: 'Partner site' }));
  expect(open).toHaveBeenCalledWith('https://partners.example.com/vouchers/A%2FB?ref=80', '_blank', 'noopener,noreferrer');
  expect(address()).toBe(editPath);
});

test('embedUrl opens the /form route in the generic form modal; its success closes it with \'successfully\'', async () => {
  const server = pageServer([], { vouchers: [voucher()] });
  const { user, address } = renderPage(editPath, { pages: pages() });
  await screen.findByDisplayValue('Grab 50K');
  await user.click(screen.getByRole('button', { name: 'Phones here' }));
  const dialog = await findDialog('Nhập số điện thoại');
  expect(await within(dialog).findByLabelText('Mã ưu đãi (*)')).toHaveValue('GRAB50K');
  expect(address()).toBe(editPath);
  await user.type(within(dialog).getByLabelText('Số điện thoại (*)'), '0901234567');
  await user.click(within(dialog).getByRole('button', { name: 'Lưu số điện thoại' }));
  await waitFor(() => expect(server.sent('POST', '/api/records/voucher-phones')).toHaveLength(1));
  expect(await screen.findByText('Done successfully')).toBeInTheDocument();
  expect(screen.queryByText('Success')).toBeNull();
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(server.sent('POST', '/api/records/voucher-phones')[0].body).toEqual({ phone: '0901234567', voucher: 'GRAB50K' });
  expect(screen.getByDisplayValue('Grab 50K')).toBeInTheDocument();
  // What the modal did may change what the screen behind shows: it reads its record again.
  await waitFor(() => expect(server.sent('GET', '/api/records/vouchers')).toHaveLength(2));
});

test('embedUrl with `$` reads that record in the modal (the route id, not the modal\'s own id)', async () => {
  const server = pageServer([], { vouchers: [voucher()] });
  // Page 54 reads through the voucher read (its view is the preview mock-up).
  server.on('GET /api/vouchers/read', (sent) => ok({
    voucherInfo: voucherInfoOf(Number(JSON.parse(sent.query.queryInput ?? '{}').id), { name: 'Ưu đãi số 5', exchangePoint: 200 }),
    partnerInfo: { name: null, detail: null }, shopInfos: [],
  }));
  const { user } = renderPage(editPath, { pages: pages() });
  await screen.findByDisplayValue('Grab 50K');
  await user.click(screen.getByRole('button', { name: 'Preview here' }));
  const dialog = await findDialog('Xem trước ưu đãi');
  expect(await within(dialog).findByRole('heading', { name: 'Ưu đãi số 5' })).toBeInTheDocument();
  const reads = server.requests.filter((request) => request.path.startsWith('/api/vouchers/read'));
  expect(reads).toEqual([expect.objectContaining({ query: { page: '54', api: 'read', queryInput: '{"id":5}' } })]);
  for (const read of reads) expect(JSON.stringify(read)).not.toContain('modal-');
});

test('an action in the form modal says its outcome once (its own alert), and the screen behind reads its record again', async () => {
  const server = pageServer([], { vouchers: [voucher()] });
  server.on('GET /api/vouchers/read', (sent) => ok({
    voucherInfo: voucherInfoOf(Number(JSON.parse(sent.query.queryInput ?? '{}').id), { name: 'Ưu đãi số 5', status: 'submitted' }),
    partnerInfo: { name: null, detail: null }, shopInfos: [],
  }));
  server.on('POST /api/vouchers/sync-voucher', () => ok({ id: 5, state: 'synced' }, { message: 'app.vouchers.synced' }));
  const { user } = renderPage(editPath, { pages: pages() });
  await screen.findByDisplayValue('Grab 50K');
  await user.click(screen.getByRole('button', { name: 'Preview here' }));
  const dialog = await findDialog('Xem trước ưu đãi');
  await user.click(await within(dialog).findByRole('button', { name: 'Đồng bộ' }));
  await answerDialog(user, 'Confirm');
  expect(await findDialog('Message')).toHaveTextContent('The voucher has been synced.');
  await answerDialog(user, 'Close');
  await waitFor(() => expect(server.sent('GET', '/api/records/vouchers')).toHaveLength(2));
  expect(screen.queryByText('Done successfully')).toBeNull();
});

test('a url that is not a route of the app nor https is refused, and the user is told so in words (the editor names the reason)', async () => {
  pageServer([], { vouchers: [voucher({ code: '..' })] });
  const { user, address } = renderPage(editPath, { pages: pages() });
  await screen.findByDisplayValue('Grab 50K');
  const refused = 'This link cannot be opened: its address is not one the app may open. Tell whoever set up this page.';
  await user.click(screen.getByRole('button', { name: 'Raw path' }));
  expect(await screen.findByText(refused)).toBeInTheDocument();
  // A value that would walk the path (`..`) is refused alike, in the same words.
  await user.click(screen.getByRole('button', { name: 'By code' }));
  await waitFor(() => expect(screen.getAllByText(refused)).toHaveLength(1));
  expect(screen.queryByText(/segment/)).toBeNull();
  expect(address()).toBe(editPath);
  expect(open).not.toHaveBeenCalled();
});
