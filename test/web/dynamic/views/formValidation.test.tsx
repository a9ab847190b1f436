import { screen, waitFor, within } from '@testing-library/react';
import { smallDefinition } from '../pages/pageFixture';
import { definitionOf, recordApis, saveButtons } from './support/definitions';
import { pageServer } from './support/pageServer';
import { answerDialog, findDialog, renderPage } from './support/renderPage';

/** Spec §5 "Generic forms": required fields, the submit check (every field, the first one too) and defaults. */

const orders = () =>
  definitionOf({
    id: 71,
    name: 'Orders',
    resource: 'orders-book',
    read: 'read',
    api: 'update',
    schema: [
      { field: 'note', name: 'Note', widget: 'Text' },
      { field: 'code', name: 'Code', widget: 'Text', required: true },
      { field: 'amount', name: 'Amount', widget: 'Text', type: 'number', required: true },
      { field: 'city', name: 'City', widget: 'Enum', required: true, items: [{ key: 'hn', value: 'Hà Nội' }, { key: 'hcm', value: 'Hồ Chí Minh' }] },
    ],
    buttons: saveButtons,
    apis: recordApis('orders'),
  });

beforeEach(() => localStorage.clear());

test("required fields get '(*)'; an empty FIRST field (index 0) stops the save, named in the alert and inline", async () => {
  const server = pageServer([]);
  const { user } = renderPage('/form?page=70&mode=create', { pages: [smallDefinition()] });
  expect(await screen.findByLabelText('Họ tên (*)')).toBeInTheDocument();
  // Marked for assistive technology too, not only by the '(*)' people see.
  expect(screen.getByLabelText('Họ tên (*)')).toHaveAttribute('aria-required', 'true');
  expect(screen.getByLabelText('Ghi chú')).toBeInTheDocument();
  expect(screen.getByLabelText('Ghi chú')).not.toHaveAttribute('aria-required');
  expect(screen.queryByLabelText('Ghi chú (*)')).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Tạo' }));
  const summary = await findDialog('Message');
  expect(summary).toHaveTextContent('The data is incorrect. Please check again: Họ tên');
  // Announced when it opens: the focus lands on its button, and the dialog is described by the message.
  expect(summary).toHaveAccessibleDescription('The data is incorrect. Please check again: Họ tên');
  expect(within(summary).getByRole('button', { name: 'Close' })).toHaveFocus();
  await answerDialog(user, 'Close');
  expect(screen.getByText('Họ tên is required!')).toBeInTheDocument();
  // And the field says so too.
  expect(screen.getByLabelText('Họ tên (*)')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('Họ tên (*)')).toHaveAccessibleDescription('Họ tên is required!');
  expect(server.sent('POST', '/api/records/customers')).toEqual([]);

  await user.type(screen.getByLabelText('Họ tên (*)'), 'An');
  await user.click(screen.getByRole('button', { name: 'Tạo' }));
  await waitFor(() => expect(server.sent('POST', '/api/records/customers')).toHaveLength(1));
  expect(screen.queryByText('Họ tên is required!')).toBeNull();
});

test('the alert names the first invalid field in schema order, and the next one once that is filled', async () => {
  const server = pageServer([]);
  const { user } = renderPage('/form?page=71&mode=create', { pages: [orders()] });
  await user.click(await screen.findByRole('button', { name: 'Create' }));
  expect(await findDialog('Message')).toHaveTextContent('Please check again: Code');
  await answerDialog(user, 'Close');
  expect(screen.getByText('Code is required!')).toBeInTheDocument();
  expect(screen.getByText('Amount is required!')).toBeInTheDocument();
  expect(screen.getByText('City is required!')).toBeInTheDocument();

  await user.type(screen.getByLabelText('Code (*)'), 'C-1');
  await user.click(screen.getByRole('button', { name: 'Create' }));
  expect(await findDialog('Message')).toHaveTextContent('Please check again: Amount');
  await answerDialog(user, 'Close');
  expect(server.sent('POST', '/api/records/orders')).toEqual([]);
});

test("null and '' of a loaded record are missing; 0 is a value", async () => {
  const server = pageServer([], { orders: [{ id: 3, note: 'n', code: '', amount: 0, city: null }] });
  const { user } = renderPage('/form?page=71&mode=edit&id=3', { pages: [orders()] });
  expect(await screen.findByDisplayValue('n')).toBeInTheDocument();
  expect(screen.getByLabelText('Amount (*)')).toHaveValue(0);

  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await findDialog('Message')).toHaveTextContent('Please check again: Code');
  await answerDialog(user, 'Close');
  expect(screen.getByText('City is required!')).toBeInTheDocument();
  expect(screen.queryByText('Amount is required!')).toBeNull();

  await user.type(screen.getByLabelText('Code (*)'), 'C-3');
  await user.click(screen.getByRole('combobox', { name: 'City (*)' }));
  await user.click(await screen.findByRole('option', { name: 'Hồ Chí Minh' }));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(server.sent('PATCH', '/api/records/orders/3')).toHaveLength(1));
  expect(server.sent('PATCH', '/api/records/orders/3')[0].body).toEqual({ note: 'n', code: 'C-3', amount: 0, city: 'hcm' });
});

test('a default applies when the value is undefined: on a new record and on a loaded one that lacks it, never over a value', async () => {
  const server = pageServer([], { customers: [{ id: 5, name: 'An', status: 'locked' }, { id: 6, name: 'Bình' }] });
  const first = renderPage('/form?page=70&mode=create', { pages: [smallDefinition()] });
  expect(await screen.findByRole('combobox', { name: 'Trạng thái' })).toHaveTextContent('Đang hoạt động');
  await first.user.type(screen.getByLabelText('Họ tên (*)'), 'Chi');
  await first.user.click(screen.getByRole('button', { name: 'Tạo' }));
  await waitFor(() => expect(server.sent('POST', '/api/records/customers')).toHaveLength(1));
  expect(server.sent('POST', '/api/records/customers')[0].body).toEqual({ name: 'Chi', status: 'active' });
  first.unmount();

  const locked = renderPage('/form?page=70&mode=edit&id=5', { pages: [smallDefinition()] });
  expect(await screen.findByDisplayValue('An')).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Trạng thái' })).toHaveTextContent('Đã khoá');
  locked.unmount();

  renderPage('/form?page=70&mode=edit&id=6', { pages: [smallDefinition()] });
  expect(await screen.findByDisplayValue('Bình')).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Trạng thái' })).toHaveTextContent('Đang hoạt động');
});

test('in Vietnamese: the alert and the inline message', async () => {
  pageServer([]);
  const { user } = renderPage('/form?page=70&mode=create', { pages: [smallDefinition()], locale: 'vi' });
  await user.click(await screen.findByRole('button', { name: 'Tạo' }));
  const dialog = await findDialog('Thông báo');
  expect(dialog).toHaveTextContent('Dữ liệu chưa đúng. Vui lòng kiểm tra lại: Họ tên');
  await user.click(within(dialog).getByRole('button', { name: 'Đóng' }));
  expect(await screen.findByText('Họ tên là bắt buộc!')).toBeInTheDocument();
});
