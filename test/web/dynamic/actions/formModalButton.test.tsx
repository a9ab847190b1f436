import { screen, waitFor, within } from '@testing-library/react';
import { addShopPage as demoAddShopPage } from '../../../../server/db/demo/pages';
import { inVietnamese } from '../fixtures/inVietnamese';
import { definitionOf, recordApis } from '../views/support/definitions';
import { pageServer } from '../views/support/pageServer';
import { answerDialog, findDialog, renderPage } from '../views/support/renderPage';
import { editPath, voucher, voucherPage } from './support/vouchers';

// The demo pages carry both languages; these tests read their Vietnamese labels.
const addShopPage = inVietnamese(demoAddShopPage);

/** Spec §3 button action formModal and §2 Modals "generic form": a page's form in a dialog on the modal stack. */

const page = () =>
  voucherPage([
    { title: 'Save', mode: 'edit', type: 'submit', action: 'api', api: 'update' },
    { title: 'Add shop', mode: 'edit', action: 'formModal', pageId: 46, icon: 'store' },
  ]);

beforeEach(() => localStorage.clear());

test('formModal opens the page it names as a create form in a dialog; what the user typed underneath is kept', async () => {
  const server = pageServer([addShopPage], { vouchers: [voucher()] });
  const { user } = renderPage(editPath, { pages: [page()] });
  const name = await screen.findByDisplayValue('Grab 50K');
  await user.type(name, ' plus');
  await user.click(screen.getByRole('button', { name: 'Add shop' }));
  const dialog = await findDialog('Thêm cửa hàng');
  expect(await within(dialog).findByLabelText('Tên cửa hàng (*)')).toHaveValue('');
  expect(within(dialog).getByLabelText('Địa chỉ (*)')).toBeInTheDocument();
  expect(server.sent('GET', '/api/admin/get-meta')).toEqual([expect.objectContaining({ query: { page: '46' } })]);

  // Its own validation, in the dialog.
  await user.click(within(dialog).getByRole('button', { name: 'Thêm cửa hàng' }));
  expect(await findDialog('Message')).toHaveTextContent('Please check again: Tên cửa hàng');
  await answerDialog(user, 'Close');

  await user.type(within(dialog).getByLabelText('Tên cửa hàng (*)'), 'Shop 1');
  await user.type(within(dialog).getByLabelText('Địa chỉ (*)'), '1 Tràng Tiền');
  await user.click(within(dialog).getByRole('button', { name: 'Thêm cửa hàng' }));
  expect(await screen.findByText('Done successfully')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(server.sent('POST', '/api/records/partner-shops')).toEqual([
    expect.objectContaining({ query: { page: '46', api: 'create' }, body: { name: 'Shop 1', address: '1 Tràng Tiền' } }),
  ]);
  expect(screen.getByDisplayValue('Grab 50K plus')).toBeInTheDocument();
  expect(server.sent('PATCH', '/api/records/vouchers/5')).toEqual([]);
});

test('the form modal closes with its close button, calling nothing', async () => {
  const server = pageServer([], { vouchers: [voucher()] });
  const { user } = renderPage(editPath, { pages: [page(), definitionOf(addShopPage)] });
  await screen.findByDisplayValue('Grab 50K');
  await user.click(screen.getByRole('button', { name: 'Add shop' }));
  const dialog = await findDialog('Thêm cửa hàng');
  await within(dialog).findByLabelText('Tên cửa hàng (*)');
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(server.sent('POST', '/api/records/partner-shops')).toEqual([]);
  expect(screen.queryByText('Done successfully')).toBeNull();
});

test("a form modal whose page does not exist says 'notFoundPage' inside it", async () => {
  pageServer([], { vouchers: [voucher()] });
  const { user } = renderPage(editPath, { pages: [page()] });
  await screen.findByDisplayValue('Grab 50K');
  await user.click(screen.getByRole('button', { name: 'Add shop' }));
  const message = await findDialog('Message');
  expect(message).toHaveTextContent('This page does not exist, or you may not open it.');
  await answerDialog(user, 'Close');
  expect(within(await findDialog('Form')).getByText('This page does not exist, or you may not open it.')).toBeInTheDocument();
});

test("a shop created in the form modal ('Thêm cửa hàng') is chosen in the form's shop picker, and the save sends it", async () => {
  const withShops = voucherPage(
    [
      { title: 'Save', mode: 'edit', type: 'submit', action: 'api', api: 'update' },
      { title: 'Add shop', mode: 'edit', action: 'formModal', pageId: 46, icon: 'store' },
    ],
    {
      schema: [
        { field: 'code', name: 'Code', widget: 'Text', required: true },
        { field: 'name', name: 'Name', widget: 'Text', required: true },
        { field: 'shopIds', name: 'Shops', widget: 'ArrayModel', api: 'shops', modelSelectField: 'name$$Shop' },
      ],
      apis: [...recordApis('vouchers'), { name: 'shops', url: '/api/records/partner-shops', method: 'GET', type: 'list' }],
    },
  );
  const server = pageServer([addShopPage], { vouchers: [voucher({ shopIds: [1] })], 'partner-shops': [{ id: 1, name: 'Shop A', address: '2 Lý Thái Tổ' }] });
  const { user } = renderPage(editPath, { pages: [withShops] });
  expect(await screen.findByRole('button', { name: 'Shop A' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Add shop' }));
  const dialog = await findDialog('Thêm cửa hàng');
  await user.type(await within(dialog).findByLabelText('Tên cửa hàng (*)'), 'Shop 1');
  await user.type(within(dialog).getByLabelText('Địa chỉ (*)'), '1 Tràng Tiền');
  await user.click(within(dialog).getByRole('button', { name: 'Thêm cửa hàng' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  // Named by its record, as any chosen shop.
  expect(await screen.findByRole('button', { name: 'Shop 1' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Shop A' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(server.sent('PATCH', '/api/records/vouchers/5')).toHaveLength(1));
  expect(server.sent('PATCH', '/api/records/vouchers/5')[0].body).toEqual(expect.objectContaining({ shopIds: [1, 1001] }));
});
