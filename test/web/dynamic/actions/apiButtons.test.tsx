import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { pageServer } from '../views/support/pageServer';
import { answerDialog, findDialog, renderPage } from '../views/support/renderPage';
import { editPath, voucher, voucherPage } from './support/vouchers';

/** Spec §3 button, §4 "Form screens", §7 page calls, §8 screen messages: buttons whose action is an api. */

const page = () =>
  voucherPage([
    { title: 'Create', mode: 'create', type: 'submit', action: 'api', api: 'create' },
    { title: 'Save', mode: 'edit', type: 'submit', action: 'api', api: 'update' },
    { title: 'Save and back', mode: 'edit', type: 'submit', action: 'api', api: 'update', backOnDone: true },
    { title: 'Save checked', mode: 'edit', type: 'submit', action: 'api', api: 'update', confirm: 'Save #code#?' },
    { title: 'Sync', mode: 'edit', action: 'api', api: 'sync', apiBasic: true, confirm: 'Sync #name# (#code#) to the partner?' },
    { title: 'Block', mode: 'edit', action: 'api', api: 'block' },
  ]);

const reads = (server: ReturnType<typeof pageServer>) => server.sent('GET', '/api/records/vouchers').length;

beforeEach(() => localStorage.clear());

test("an api button sends the form's values to the api it names, says 'Success', then reads the record again", async () => {
  const server = pageServer([], { vouchers: [voucher()] });
  const { user } = renderPage(editPath, { pages: [page()] });
  const name = await screen.findByDisplayValue('Grab 50K');
  await user.clear(name);
  await user.type(name, 'Grab 60K');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Success')).toBeInTheDocument();
  expect(server.sent('PATCH', '/api/records/vouchers/5')).toEqual([
    expect.objectContaining({ query: { page: '80', api: 'update' }, body: { code: 'GRAB50K', name: 'Grab 60K', note: 'first' } }),
  ]);
  await waitFor(() => expect(reads(server)).toBe(2));
  expect(await screen.findByDisplayValue('Grab 60K')).toBeInTheDocument();
});

test("'Thành công' in Vietnamese", async () => {
  pageServer([], { vouchers: [voucher()] });
  const { user } = renderPage(editPath, { pages: [page()], locale: 'vi' });
  await screen.findByDisplayValue('Grab 50K');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Thành công')).toBeInTheDocument();
});

test('backOnDone goes back in history after success', async () => {
  const server = pageServer([], { vouchers: [voucher()] });
  const { user } = renderPage(editPath, { pages: [page()], from: '/vouchers-home' });
  await screen.findByDisplayValue('Grab 50K');
  await user.click(screen.getByRole('button', { name: 'Save and back' }));
  expect(await screen.findByText('Previous screen')).toBeInTheDocument();
  expect(server.sent('PATCH', '/api/records/vouchers/5')).toHaveLength(1);
});

test('backOnDone on a screen opened directly (new tab, bookmark) goes to the page\'s list, not out of the app', async () => {
  const server = pageServer([], { vouchers: [voucher()] });
  const { user, address } = renderPage(editPath, { pages: [page()] });
  await screen.findByDisplayValue('Grab 50K');
  await user.click(screen.getByRole('button', { name: 'Save and back' }));
  await waitFor(() => expect(address()).toBe('/list?page=80'));
  expect(server.sent('PATCH', '/api/records/vouchers/5')).toHaveLength(1);
  expect(await screen.findByText('GRAB50K')).toBeInTheDocument();
});

test('a create that answers with its record opens that record for editing', async () => {
  const server = pageServer([]);
  const { user, address } = renderPage('/form?page=80&mode=create', { pages: [page()] });
  await user.type(await screen.findByLabelText('Code (*)'), 'NEW1');
  await user.type(screen.getByLabelText('Name (*)'), 'New voucher');
  await user.click(screen.getByRole('button', { name: 'Create' }));
  await waitFor(() => expect(address()).toBe('/form?page=80&mode=edit&id=1001'));
  expect(server.sent('POST', '/api/records/vouchers')[0].body).toEqual({ code: 'NEW1', name: 'New voucher' });
  expect(await screen.findByRole('button', { name: 'Save' })).toBeInTheDocument();
  expect(screen.getByDisplayValue('NEW1')).toBeInTheDocument();
});

const refuseSave = (server: ReturnType<typeof pageServer>) =>
  server.on('PATCH /api/records/vouchers/5', () => ({
    status: 400,
    body: {
      err: 400, message: 'invalidParam',
      // Not in schema order, and one fault inside a field: the screen lists them as the form shows them.
      data: {
        field: 'note',
        errors: [
          { field: 'note', message: 'Note: too long' },
          { field: 'code', message: 'fieldRequired' },
          { field: 'name', message: 'Name: must be at most 10 characters', problem: 'tooLong', args: { max: 10 } },
        ],
      },
    },
  }));

test('a refused save names each field beside the buttons, shows each error under its field and takes the focus to the first', async () => {
  const server = pageServer([], { vouchers: [voucher()] });
  refuseSave(server);
  const { user } = renderPage(editPath, { pages: [page()] });
  await screen.findByDisplayValue('Grab 50K');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  const alert = await screen.findByRole('alert', { name: /Not saved: please check these 3 fields/ });
  expect(within(alert).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    'Code is required!', 'Name: must be at most 10 characters', 'Note: too long',
  ]);
  const code = screen.getByRole('textbox', { name: 'Code (*)' });
  expect(code).toHaveFocus();
  expect(code).toHaveAccessibleDescription('Code is required!');
  expect(screen.getByRole('textbox', { name: 'Note' })).toHaveAccessibleDescription('Note: too long');
  // A field's link in the message takes the focus to it.
  await user.click(within(alert).getByRole('button', { name: 'Note: too long' }));
  expect(screen.getByRole('textbox', { name: 'Note' })).toHaveFocus();
  // Nothing else is said: the call was quiet, the screen spoke for it.
  expect(screen.queryByText('Bad Request')).toBeNull();
  expect(screen.queryByText('Invalid Param')).toBeNull();
  expect(reads(server)).toBe(1);
  // The next press starts afresh.
  server.on('PATCH /api/records/vouchers/5', () => ({ body: { err: 200, message: 'ok', data: voucher() } }));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Success')).toBeInTheDocument();
  expect(screen.queryByRole('alert', { name: /Not saved/ })).toBeNull();
});

test('the refused save speaks Vietnamese, the reasons the record store gives a key for included', async () => {
  const server = pageServer([], { vouchers: [voucher()] });
  refuseSave(server);
  const { user } = renderPage(editPath, { pages: [page()], locale: 'vi' });
  await screen.findByDisplayValue('Grab 50K');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  const alert = await screen.findByRole('alert', { name: /Chưa lưu được: vui lòng kiểm tra 3 trường sau/ });
  expect(within(alert).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    'Code là bắt buộc!', 'Name: tối đa 10 ký tự', 'Note: too long',
  ]);
  expect(screen.getByRole('textbox', { name: 'Name (*)' })).toHaveAccessibleDescription('Name: tối đa 10 ký tự');
});

test("an answer whose err is not 200 is a failed save: 'invalidParam', no reload", async () => {
  const server = pageServer([], { vouchers: [voucher()] });
  server.on('PATCH /api/records/vouchers/5', () => ({ body: { err: 206, message: 'partial', data: null } }));
  const { user } = renderPage(editPath, { pages: [page()] });
  await screen.findByDisplayValue('Grab 50K');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Invalid Param')).toBeInTheDocument();
  expect(screen.queryByText('Success')).toBeNull();
  expect(reads(server)).toBe(1);
});

test('apiBasic: confirm with the values inserted, POST {id} and the form data to the api url, the answer alerted, then reload', async () => {
  const server = pageServer([], { vouchers: [voucher()] });
  server.on('POST /api/vouchers/sync-voucher', () => ({ body: { err: 200, message: 'Voucher synced', data: null } }));
  const { user } = renderPage(editPath, { pages: [page()] });
  await screen.findByDisplayValue('Grab 50K');
  await user.click(screen.getByRole('button', { name: 'Sync' }));
  expect(await findDialog('Please confirm')).toHaveTextContent('Sync Grab 50K (GRAB50K) to the partner?');
  await answerDialog(user, 'Confirm');
  expect(await findDialog('Message')).toHaveTextContent('Voucher synced');
  expect(server.sent('POST', '/api/vouchers/sync-voucher')).toEqual([
    expect.objectContaining({ query: { page: '80', api: 'sync' }, body: { code: 'GRAB50K', name: 'Grab 50K', note: 'first', id: '5' } }),
  ]);
  expect(reads(server)).toBe(1);
  await answerDialog(user, 'Close');
  await waitFor(() => expect(reads(server)).toBe(2));
});

test("a basic api answering without a message says 'Thành công'", async () => {
  const server = pageServer([], { vouchers: [voucher()] });
  server.on('POST /api/vouchers/block-voucher', () => ({ body: { err: 200 } }));
  const first = renderPage(editPath, { pages: [page()] });
  await screen.findByDisplayValue('Grab 50K');
  await first.user.click(screen.getByRole('button', { name: 'Block' }));
  expect(await findDialog('Message')).toHaveTextContent('Success');
  await answerDialog(first.user, 'Close');
  first.unmount();

  const second = renderPage(editPath, { pages: [page()], locale: 'vi' });
  await screen.findByDisplayValue('Grab 50K');
  await second.user.click(screen.getByRole('button', { name: 'Block' }));
  expect(await findDialog('Thông báo')).toHaveTextContent('Thành công');
});

test('a basic api answering an error: its message is shown and nothing is reloaded', async () => {
  const server = pageServer([], { vouchers: [voucher()] });
  server.on('POST /api/vouchers/block-voucher', () => ({ status: 500, body: { err: 500, message: 'Partner is down' } }));
  const { user } = renderPage(editPath, { pages: [page()] });
  await screen.findByDisplayValue('Grab 50K');
  await user.click(screen.getByRole('button', { name: 'Block' }));
  expect(await screen.findByText('Partner is down')).toBeInTheDocument();
  expect(reads(server)).toBe(1);
});

test('a basic api refused with the server\'s reason (a 400 the HTTP client leaves to the screen) says it, in the user\'s language', async () => {
  const server = pageServer([], { vouchers: [voucher()] });
  server.on('POST /api/vouchers/block-voucher', () => ({ status: 400, body: { err: 400, message: 'app.vouchers.refusedBlock', data: null } }));
  const first = renderPage(editPath, { pages: [page()] });
  await screen.findByDisplayValue('Grab 50K');
  await first.user.click(screen.getByRole('button', { name: 'Block' }));
  expect(await screen.findByText('Only an approved or active voucher can be blocked.')).toBeInTheDocument();
  expect(reads(server)).toBe(1);
  first.unmount();

  const second = renderPage(editPath, { pages: [page()], locale: 'vi' });
  await screen.findByDisplayValue('Grab 50K');
  await second.user.click(screen.getByRole('button', { name: 'Block' }));
  expect(await screen.findByText('Chỉ chặn được ưu đãi đã duyệt hoặc đang áp dụng.')).toBeInTheDocument();
});

test('an api button refused for a reason of the server\'s says that reason, not "invalid param": a record still in use', async () => {
  const server = pageServer([], { vouchers: [voucher()] });
  server.on('PATCH /api/records/vouchers/5', () => ({
    status: 409, body: { err: 409, message: 'app.records.recordInUse', data: { count: 3, kinds: 'partner-vouchers', smart_count: 3 } },
  }));
  const { user } = renderPage(editPath, { pages: [page()] });
  await screen.findByDisplayValue('Grab 50K');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Cannot delete: 3 records of partner-vouchers still refer to it')).toBeInTheDocument();
  expect(screen.queryByText('Invalid Param')).toBeNull();
  expect(reads(server)).toBe(1);
});

test('an api button whose call fails on the server says so, not "invalid param"', async () => {
  const server = pageServer([], { vouchers: [voucher()] });
  server.on('PATCH /api/records/vouchers/5', () => ({ status: 500, body: { err: 500, message: 'internalServerError' } }));
  const { user } = renderPage(editPath, { pages: [page()] });
  await screen.findByDisplayValue('Grab 50K');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Internal Server Error')).toBeInTheDocument();
  expect(screen.queryByText('Invalid Param')).toBeNull();
  expect(reads(server)).toBe(1);
});

test('a declined confirm cancels: nothing is called', async () => {
  const server = pageServer([], { vouchers: [voucher()] });
  const { user } = renderPage(editPath, { pages: [page()] });
  await screen.findByDisplayValue('Grab 50K');
  await user.click(screen.getByRole('button', { name: 'Sync' }));
  await answerDialog(user, 'Cancel');
  expect(server.sent('POST', '/api/vouchers/sync-voucher')).toEqual([]);
  expect(screen.getByRole('button', { name: 'Sync' })).toBeEnabled();
});

test('on the edit form a declined confirm cancels the save too (the original ignored the answer there)', async () => {
  const server = pageServer([], { vouchers: [voucher()] });
  const { user } = renderPage(editPath, { pages: [page()] });
  await screen.findByDisplayValue('Grab 50K');
  await user.click(screen.getByRole('button', { name: 'Save checked' }));
  expect(await findDialog('Please confirm')).toHaveTextContent('Save GRAB50K?');
  await answerDialog(user, 'Cancel');
  expect(server.sent('PATCH', '/api/records/vouchers/5')).toEqual([]);

  await user.click(screen.getByRole('button', { name: 'Save checked' }));
  await answerDialog(user, 'Confirm');
  await waitFor(() => expect(server.sent('PATCH', '/api/records/vouchers/5')).toHaveLength(1));
});

test('a submit button checks the fields before it asks to confirm', async () => {
  pageServer([], { vouchers: [voucher({ code: '' })] });
  const { user } = renderPage(editPath, { pages: [page()] });
  await screen.findByDisplayValue('Grab 50K');
  await user.click(screen.getByRole('button', { name: 'Save checked' }));
  expect(await findDialog('Message')).toHaveTextContent('Please check again: Code');
  expect(screen.queryByRole('dialog', { name: 'Please confirm' })).toBeNull();
});

test('confirm texts insert values as text, never as markup, with what the user typed', async () => {
  const hostile = '<img src=x onerror="window.hacked=1">';
  pageServer([], { vouchers: [voucher({ name: hostile })] });
  const { user } = renderPage(editPath, { pages: [page()] });
  await screen.findByDisplayValue(hostile);
  const code = screen.getByLabelText('Code (*)');
  await user.clear(code);
  await user.type(code, '<b>NEW</b>');
  await user.click(screen.getByRole('button', { name: 'Sync' }));
  const dialog = await findDialog('Please confirm');
  expect(dialog).toHaveTextContent(`Sync ${hostile} (<b>NEW</b>) to the partner?`);
  expect(dialog.querySelector('img')).toBeNull();
  expect(within(dialog).queryByText('NEW', { selector: 'b' })).toBeNull();
  await answerDialog(user, 'Cancel');
});

test('a button cannot run twice: a double click sends one call, and while it is pending every button is disabled', async () => {
  const server = pageServer([], { vouchers: [voucher()] });
  let answer: (value: { body: unknown }) => void = () => undefined;
  server.on('PATCH /api/records/vouchers/5', () => new Promise((resolve) => (answer = resolve)));
  renderPage(editPath, { pages: [page()] });
  await screen.findByDisplayValue('Grab 50K');
  const save = screen.getByRole('button', { name: 'Save' });
  fireEvent.click(save);
  fireEvent.click(save);
  await waitFor(() => expect(server.sent('PATCH', '/api/records/vouchers/5')).toHaveLength(1));
  expect(save).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Sync' })).toBeDisabled();
  answer({ body: { err: 200, data: voucher() } });
  expect(await screen.findByText('Success')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
  expect(server.sent('PATCH', '/api/records/vouchers/5')).toHaveLength(1);
});

describe('a button that requires a field (page 54: block with a reason, spec §5)', () => {
  const blockPage = () =>
    voucherPage([
      {
        title: 'Chặn', mode: 'edit', action: 'api', api: 'block', apiBasic: true, confirm: 'Chặn #name#? Lý do: #note#',
        requires: [{ field: 'note', message: 'app.vouchers.blockReasonRequired' }],
      },
    ]);

  test('a blank reason is refused before the confirm with the spec\'s message, and nothing is sent', async () => {
    const server = pageServer([], { vouchers: [voucher({ note: '' })] });
    const { user } = renderPage(editPath, { pages: [blockPage()], locale: 'vi' });
    await user.type(await screen.findByLabelText('Note'), '   ');
    await user.click(screen.getByRole('button', { name: 'Chặn' }));
    expect(await findDialog()).toHaveTextContent('Vui lòng nhập lý do chặn');
    expect(screen.queryByText(/Lý do:/)).toBeNull();
    await answerDialog(user, 'Đóng');
    await waitFor(() => expect(screen.getByLabelText('Note')).toHaveFocus());
    expect(server.sent('POST', '/api/vouchers/block-voucher')).toEqual([]);
  });

  test('in English too; with a reason typed, the confirm names it and the call is made', async () => {
    const server = pageServer([], { vouchers: [voucher({ note: '' })] });
    server.on('POST /api/vouchers/block-voucher', () => ({ status: 200, body: { err: 200, message: 'app.vouchers.blocked', data: {} } }));
    const { user } = renderPage(editPath, { pages: [blockPage()] });
    await user.click(await screen.findByRole('button', { name: 'Chặn' }));
    expect(await findDialog()).toHaveTextContent('Please enter the reason for blocking');
    await answerDialog(user, 'Close');
    await user.type(screen.getByLabelText('Note'), 'Sai giá');
    await user.click(screen.getByRole('button', { name: 'Chặn' }));
    expect(await findDialog('Please confirm')).toHaveTextContent('Chặn Grab 50K? Lý do: Sai giá');
    await answerDialog(user, 'Confirm');
    await waitFor(() => expect(server.sent('POST', '/api/vouchers/block-voucher')).toHaveLength(1));
    expect(server.sent('POST', '/api/vouchers/block-voucher')[0].body).toMatchObject({ id: '5', note: 'Sai giá' });
  });
});

describe('a required field on a record shown read-only (page 64: reject a settlement with a reason)', () => {
  const rejectPage = (message: string | Record<string, string> = { vi: 'Vui lòng nhập lý do từ chối', en: 'Please enter the reason for rejection' }) =>
    voucherPage([
      { title: 'Reject', mode: 'show', action: 'api', api: 'block', apiBasic: true, confirm: 'Reject #name#?', requires: [{ field: 'note', message }] },
    ]);

  test('the confirm asks for it: a blank one is refused under the box, a typed one is sent with the id; Cancel sends nothing', async () => {
    const server = pageServer([], { vouchers: [voucher({ note: '' })] });
    server.on('POST /api/vouchers/block-voucher', () => ({ status: 200, body: { err: 200, message: 'app.vouchers.blocked', data: {} } }));
    const { user } = renderPage('/form?page=80&mode=show&id=5', { pages: [rejectPage()] });
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    let dialog = await findDialog('Reject');
    expect(dialog).toHaveTextContent('Reject Grab 50K?');
    await answerDialog(user, 'Cancel');
    expect(server.sent('POST', '/api/vouchers/block-voucher')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Reject' }));
    dialog = await findDialog('Reject');
    const reason = within(dialog).getByRole('textbox', { name: 'Note' });
    expect(reason).toHaveFocus();
    await user.type(reason, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(within(dialog).getByText('Please enter the reason for rejection')).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveFocus();
    await user.type(reason, 'Chưa khớp đối soát');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(server.sent('POST', '/api/vouchers/block-voucher')).toHaveLength(1));
    expect(server.sent('POST', '/api/vouchers/block-voucher')[0].body).toMatchObject({ id: '5', note: 'Chưa khớp đối soát' });
  });

  test('in Vietnamese, the dialog and a catalogue message too', async () => {
    pageServer([], { vouchers: [voucher({ note: '' })] });
    const { user } = renderPage('/form?page=80&mode=show&id=5', { pages: [rejectPage('app.vouchers.blockReasonRequired')], locale: 'vi' });
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await findDialog('Reject');
    await user.click(within(dialog).getByRole('button', { name: 'Xác nhận' }));
    expect(within(dialog).getByText('Vui lòng nhập lý do chặn')).toBeInTheDocument();
    await answerDialog(user, 'Huỷ');
  });
});

test.each([
  ['en', 'Save', 'You do not have permission to do this.'],
  ['vi', 'Save', 'Bạn không có quyền thực hiện thao tác này.'],
] as const)('a save the server refuses with 403 says the user lacks the permission (%s), not "try again"', async (locale, button, text) => {
  const server = pageServer([], { vouchers: [voucher()] });
  server.on('PATCH /api/records/vouchers/5', () => ({ status: 403, body: { err: 403, message: 'app.auth.forbidden' } }));
  const { user } = renderPage(editPath, { pages: [page()], locale });
  await screen.findByDisplayValue('Grab 50K');
  await user.click(screen.getByRole('button', { name: button }));
  expect(await screen.findByText(text)).toBeInTheDocument();
  expect(screen.queryByText('Invalid Param')).toBeNull();
  expect(server.sent('PATCH', '/api/records/vouchers/5')).toHaveLength(1);
});
