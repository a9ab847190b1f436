import { screen, waitFor, within } from '@testing-library/react';
import { voucherPreviewPage } from '../../../../server/db/demo/pages';
import type { VoucherReadData } from '../../../../src/api/voucherRead';
import { validateDefinition } from '../../../../src/core/definition';
import { type Answer, notFound, ok } from '../../support/api';
import { definitionIn, definitionOf, recordApis } from '../views/support/definitions';
import { pageServer } from '../views/support/pageServer';
import { answerDialog, findDialog, renderPage } from '../views/support/renderPage';

/** Spec §2 "Voucher preview screen", §5 block reason, §7 read action for vouchers: the view `voucherPreview`. */

const IMAGE = '/api/file/5f0c2a1e-8b3d-4c6f-9a2e-1d4b7c8e9f00?t=1795000000.AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';

const readData = (voucher: Partial<VoucherReadData['voucherInfo']> = {}): VoucherReadData => ({
  voucherInfo: {
    id: 7, code: 'SONGHAN01', images: [IMAGE, 'https://cdn.example.com/second.png'], exchangePoint: 500, value: 'Giảm 50.000đ',
    startDate: '2026-11-01', endDate: '2026-12-31', name: 'Giảm 50.000đ', description: 'Mỗi khách hàng dùng một lần.',
    hotLine: '1900 6868', blockMessage: null, status: 'active', ...voucher,
  },
  partnerInfo: { name: 'Cà phê Sông Hàn', detail: 'Chuỗi cà phê rang xay tại chỗ.' },
  shopInfos: [
    { name: 'Sông Hàn Bạch Đằng', address: '12 Bạch Đằng, Đà Nẵng' },
    { name: 'Sông Hàn Hội An', address: '5 Trần Phú, Hội An' },
  ],
});

const page54 = () => definitionOf(voucherPreviewPage);
const PATH = '/form?page=54&mode=edited&id=7';

/** The fake server with the voucher read (GET /api/vouchers/read) answering `answer`. */
const voucherServer = (answer: () => Answer | Promise<Answer> = () => ok(readData())) => {
  const server = pageServer([]);
  server.on('GET /api/vouchers/read', answer);
  return server;
};
const reads = (server: ReturnType<typeof pageServer>) => server.sent('GET', '/api/vouchers/read');

beforeEach(() => localStorage.clear());

test('a loader with a label shows until the read answers, then the mock-up with every element of the spec, in Vietnamese', async () => {
  let answer: (value: Answer) => void = () => undefined;
  const server = voucherServer(() => new Promise((resolve) => (answer = resolve)));
  renderPage(PATH, { pages: [definitionIn(voucherPreviewPage, 'vi')], locale: 'vi' });
  expect(await screen.findByRole('progressbar', { name: 'Đang tải bản xem trước ưu đãi' })).toBeInTheDocument();
  expect(screen.queryByRole('figure')).toBeNull();
  answer(ok(readData()));
  const phone = await screen.findByRole('figure', { name: 'Ưu đãi như khách hàng thấy trên điện thoại' });
  expect(screen.queryByRole('progressbar')).toBeNull();
  // The route query goes to the read action, as the page engine sends it (queryInput {id}).
  expect(reads(server)).toEqual([expect.objectContaining({ query: { page: '54', api: 'read', queryInput: '{"id":7}' } })]);
  const view = within(phone);
  expect(view.getByRole('img', { name: 'Chưa có hình ảnh' })).toHaveAttribute('src', IMAGE);
  expect(view.getAllByRole('img')).toHaveLength(1);
  expect(view.getByText('500 điểm')).toBeInTheDocument();
  expect(view.getByText('Giảm 50.000đ', { selector: 'p' })).toBeInTheDocument();
  expect(view.getByText('Áp dụng tới 31/12/2026')).toBeInTheDocument();
  expect(view.getByRole('heading', { name: '[Cà phê Sông Hàn] Giảm 50.000đ' })).toBeInTheDocument();
  expect(view.getByText('Mỗi khách hàng dùng một lần.')).toBeInTheDocument();
  const partner = view.getByRole('heading', { name: 'Thông tin đối tác' }).parentElement as HTMLElement;
  expect(partner).toHaveTextContent('Chuỗi cà phê rang xay tại chỗ.');
  expect(partner).toHaveTextContent('1900 6868');
  const period = view.getByRole('heading', { name: 'Thời gian áp dụng' }).parentElement as HTMLElement;
  expect(period).toHaveTextContent('01/11/2026 – 31/12/2026');
  const places = within(view.getByRole('heading', { name: 'Địa điểm áp dụng' }).parentElement as HTMLElement).getAllByRole('listitem');
  expect(places.map((place) => place.textContent)).toEqual([
    'Sông Hàn Bạch Đằng12 Bạch Đằng, Đà Nẵng', 'Sông Hàn Hội An5 Trần Phú, Hội An',
  ]);
  // Beside it: the block reason and the page's buttons for the mode, as the voucher's state allows: an active
  // voucher can be blocked, not synced again.
  expect(screen.getByRole('textbox', { name: 'Lý do chặn' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Chặn' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Đồng bộ' })).toBeNull();
});

test('a voucher waiting for review offers Sync and not Block; a blocked one offers neither', async () => {
  let status = 'submitted';
  voucherServer(() => ok(readData({ status })));
  renderPage(PATH, { pages: [page54()] });
  await screen.findByRole('figure');
  expect(screen.getByRole('button', { name: 'Sync' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Block' })).toBeNull();
  status = 'blocked';
  renderPage(PATH, { pages: [page54()] });
  await waitFor(() => expect(screen.getAllByRole('figure')).toHaveLength(2));
  expect(screen.getAllByRole('button', { name: 'Sync' })).toHaveLength(1);
  expect(screen.queryByRole('button', { name: 'Block' })).toBeNull();
});

test("defaults: no image shows 'No image yet' in its place, no points show 0, an amount is written as money (English)", async () => {
  voucherServer(() => ok({
    ...readData({ images: ['javascript:alert(1)'], exchangePoint: 0, value: 50000, description: null, hotLine: null }),
    partnerInfo: { name: null, detail: null }, shopInfos: [],
  }));
  renderPage(PATH, { pages: [page54()] });
  const view = within(await screen.findByRole('figure', { name: 'Voucher as customers see it on the phone' }));
  // An address the app may not load is never put in an <img>.
  expect(view.queryByRole('img')).toBeNull();
  expect(view.getByText('No image yet')).toBeInTheDocument();
  expect(view.getByText('0 points')).toBeInTheDocument();
  expect(view.getByText('₫50,000')).toBeInTheDocument();
  expect(view.getByText('Valid until 31/12/2026')).toBeInTheDocument();
  expect(view.getByRole('heading', { name: 'Giảm 50.000đ' })).toBeInTheDocument();
  expect(view.getByRole('heading', { name: 'Partner information' })).toBeInTheDocument();
  expect(view.getByRole('heading', { name: 'Validity period' }).parentElement).toHaveTextContent('01/11/2026 – 31/12/2026');
  expect(view.getByRole('heading', { name: 'Where it applies' }).parentElement).toHaveTextContent('No shop listed');
});

test('the route voucher reads by code; the mode is kept (no button of another mode shows)', async () => {
  const server = voucherServer();
  renderPage('/form?page=54&mode=show&voucher=SONGHAN01', { pages: [page54()] });
  await screen.findByRole('figure');
  expect(reads(server)).toEqual([expect.objectContaining({ query: { page: '54', api: 'read', queryInput: '{"voucher":"SONGHAN01"}' } })]);
  expect(screen.getByRole('button', { name: 'Block' })).toBeInTheDocument();
  renderPage('/form?page=54&mode=create&voucher=SONGHAN01', { pages: [page54()] });
  await waitFor(() => expect(screen.getAllByRole('figure')).toHaveLength(2));
  expect(screen.getByText('No button for this mode')).toBeInTheDocument();
});

test("block refuses a blank reason with 'Vui lòng nhập lý do chặn'; with one it confirms, blocks, alerts and reads the voucher again", async () => {
  const server = voucherServer();
  server.on('POST /api/vouchers/block-voucher', () => ok({ id: 7, blockMessage: 'Sai giá', blockedAt: '2026-11-21T02:20:00.000Z' }, { message: 'app.vouchers.blocked' }));
  const { user } = renderPage(PATH, { pages: [definitionIn(voucherPreviewPage, 'vi')], locale: 'vi' });
  await screen.findByRole('figure');
  await user.click(screen.getByRole('button', { name: 'Chặn' }));
  expect(await findDialog()).toHaveTextContent('Vui lòng nhập lý do chặn');
  await answerDialog(user, 'Đóng');
  expect(server.sent('POST', '/api/vouchers/block-voucher')).toEqual([]);
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Lý do chặn' })).toHaveFocus());

  await user.type(screen.getByRole('textbox', { name: 'Lý do chặn' }), 'Sai giá');
  await user.click(screen.getByRole('button', { name: 'Chặn' }));
  expect(await findDialog()).toHaveTextContent('Chặn ưu đãi Giảm 50.000đ? Lý do: Sai giá');
  await answerDialog(user, 'Xác nhận');
  expect(await findDialog()).toHaveTextContent('Đã chặn ưu đãi');
  expect(server.sent('POST', '/api/vouchers/block-voucher')).toEqual([
    expect.objectContaining({ query: { page: '54', api: 'block-voucher' }, body: { id: '7', blockMessage: 'Sai giá' } }),
  ]);
  await answerDialog(user, 'Đóng');
  await waitFor(() => expect(reads(server)).toHaveLength(2));
});

test('sync answers its message in an alert, and the preview reads the voucher again (by code: the id comes from the read)', async () => {
  const server = voucherServer(() => ok(readData({ status: 'submitted' })));
  server.on('POST /api/vouchers/sync-voucher', () => ok({ id: 7, syncedAt: '2026-11-21T02:15:00.000Z' }, { message: 'app.vouchers.synced' }));
  const { user } = renderPage('/form?page=54&mode=edited&voucher=SONGHAN01', { pages: [page54()] });
  await screen.findByRole('figure');
  await user.click(screen.getByRole('button', { name: 'Sync' }));
  await answerDialog(user, 'Confirm');
  expect(await findDialog('Message')).toBeInTheDocument();
  expect(server.sent('POST', '/api/vouchers/sync-voucher')[0].body).toMatchObject({ id: 7 });
  await answerDialog(user, 'Close');
  await waitFor(() => expect(reads(server)).toHaveLength(2));
});

test("an id that matches no voucher says the data was not found, not that the form needs an id", async () => {
  voucherServer(() => notFound());
  renderPage('/form?page=54&mode=edited&id=999', { pages: [page54()] });
  expect(await findDialog('Message')).toHaveTextContent('Data Not Found');
  expect(screen.queryByText(/needs an id/)).toBeNull();
  expect(screen.queryByRole('figure')).toBeNull();
});

test("without an id or a voucher the preview reads nothing and says 'noData'", async () => {
  const server = voucherServer();
  renderPage('/form?page=54&mode=edited', { pages: [page54()] });
  expect(await findDialog('Message')).toHaveTextContent('There is no record to show: this form needs an id.');
  expect(reads(server)).toEqual([]);
});

describe('the view is chosen by the definition, not by the page id', () => {
  const reusing = () =>
    definitionOf({
      id: 88,
      name: 'Quick look',
      read: 'read',
      view: 'voucherPreview',
      schema: [
        { field: 'name', name: 'Name', widget: 'Text', disabled: true },
        { field: 'note', name: 'Note', widget: 'TextArea' },
      ],
      buttons: [{ title: 'Done', mode: 'edit', action: 'url', url: '#/list?page=88' }],
      apis: recordApis('offers'),
    });

  test('another page with view voucherPreview renders the mock-up from its own read (a plain voucher record)', async () => {
    pageServer([], { offers: [{ id: 3, name: 'Free coffee', exchangePoint: 120, endDate: '2027-01-15', images: [] }] });
    renderPage('/form?page=88&mode=edit&id=3', { pages: [reusing()] });
    const view = within(await screen.findByRole('figure'));
    expect(view.getByRole('heading', { name: 'Free coffee' })).toBeInTheDocument();
    expect(view.getByText('120 points')).toBeInTheDocument();
    expect(view.getByText('Valid until 15/01/2027')).toBeInTheDocument();
    // Its editable fields only, beside the mock-up.
    expect(screen.getByRole('textbox', { name: 'Note' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Name' })).toBeNull();
  });

  test('the same page without the view is the generic form', async () => {
    pageServer([], { offers: [{ id: 3, name: 'Free coffee' }] });
    const { view: _view, ...plain } = reusing();
    renderPage('/form?page=88&mode=edit&id=3', { pages: [plain] });
    expect(await screen.findByDisplayValue('Free coffee')).toBeInTheDocument();
    expect(screen.queryByRole('figure')).toBeNull();
  });

  test('a voucherPreview page without a read action is refused by the check, naming view', () => {
    const { read: _read, ...noRead } = voucherPreviewPage;
    const result = validateDefinition(noRead);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors).toEqual([expect.objectContaining({ path: 'view', message: expect.stringContaining('read') })]);
    expect(validateDefinition({ ...voucherPreviewPage, view: 'phone' }).ok).toBe(false);
  });
});
