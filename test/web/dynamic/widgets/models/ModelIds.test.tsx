import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ArrayModel, SelectModel } from '../../../../../src/dynamic/widgets/models';
import { customers, fakeModelApi } from '../support/modelApiFake';
import { renderInForm } from '../../../support/renderInForm';

test('SelectModel shows the chosen names, chooses several ids in select mode and saves them', async () => {
  fakeModelApi(customers());
  const user = userEvent.setup();
  const { save } = renderInForm(
    <SelectModel source="customers" label="Customers" apiUrl="/api/customers/list" modelSelectField="name$$Name,code" />,
    { record: { customers: [25] } },
  );
  const field = screen.getByRole('textbox', { name: 'Customers' });
  await waitFor(() => expect(field).toHaveValue('Customer 25'));
  await user.click(screen.getByRole('button', { name: 'Choose Customers' }));
  const dialog = await screen.findByRole('dialog', { name: 'Choose Customers' });
  expect(await within(dialog).findByRole('checkbox', { name: 'Select Customer 25' })).toBeChecked();
  await user.click(within(dialog).getByRole('checkbox', { name: 'Select Customer 24' }));
  await user.click(within(dialog).getByRole('checkbox', { name: 'Select Customer 25' }));
  await user.click(within(dialog).getByRole('checkbox', { name: 'Select Customer 20' }));
  expect(within(dialog).getByText('2 chosen')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(field).toHaveValue('Customer 24, Customer 20');
  expect(await save()).toEqual({ customers: [24, 20] });
});

test('SelectModel reads one id saved before the field was a list, and unticking everything saves no value', async () => {
  const api = fakeModelApi(customers());
  const user = userEvent.setup();
  const { save } = renderInForm(<SelectModel source="customers" label="Customers" apiUrl="/api/customers/list" modelSelectField="name" />, {
    record: { customers: 7 },
  });
  const field = screen.getByRole('textbox', { name: 'Customers' });
  await waitFor(() => expect(field).toHaveValue('Grace Tran'));
  expect(api.nameCalls().map((call) => call.params.queryInput)).toEqual(['{"id":7}']);
  await user.click(screen.getByRole('button', { name: 'Choose Customers' }));
  const dialog = await screen.findByRole('dialog', { name: 'Choose Customers' });
  await user.type(within(dialog).getByRole('searchbox', { name: 'Search' }), 'grace');
  await user.click(await within(dialog).findByRole('checkbox', { name: 'Select Grace Tran', checked: true }));
  expect(within(dialog).getByText('0 chosen')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(field).toHaveValue('');
  expect(await save()).toEqual({ customers: null });
});

test('a required SelectModel is marked for assistive technology and, left empty, refuses the save with its message', async () => {
  fakeModelApi(customers());
  const user = userEvent.setup();
  const { save } = renderInForm(
    <SelectModel source="customers" label="Customers" required apiUrl="/api/customers/list" modelSelectField="name" />,
    { record: { customers: [3] } },
  );
  const field = screen.getByRole('textbox', { name: 'Customers (*)' });
  expect(field).toHaveAttribute('aria-required', 'true');
  await waitFor(() => expect(field).toHaveValue('Alice Nguyen'));
  await user.click(screen.getByRole('button', { name: 'Clear Customers' }));
  expect(screen.getByRole('button', { name: 'Choose Customers' })).toHaveFocus();
  expect(await save()).toBeNull();
  expect(await screen.findByText('Customers is required!')).toBeInTheDocument();
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription('Customers is required!');
});

test('view mode lists only the chosen ids, without checkboxes, each fetched by its numeric id', async () => {
  const api = fakeModelApi(customers());
  const user = userEvent.setup();
  renderInForm(<SelectModel source="customers" label="Customers" apiUrl="/api/customers/list" modelSelectField="name$$Name,code$$Code" />, {
    record: { customers: [3, '12', 99] },
  });
  await user.click(screen.getByRole('button', { name: 'View chosen Customers' }));
  const dialog = await screen.findByRole('dialog', { name: 'Chosen Customers' });
  expect(await within(dialog).findByText('Alice Nguyen')).toBeInTheDocument();
  expect(within(dialog).getByText('Alina Pham')).toBeInTheDocument();
  expect(within(dialog).getAllByText('Not found')).toHaveLength(2);
  expect(within(dialog).getAllByRole('row')).toHaveLength(4);
  expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
  expect(within(dialog).queryByRole('searchbox')).not.toBeInTheDocument();
  expect(api.listCalls().map((call) => call.params.queryInput)).toEqual(['{"id":3}', '{"id":12}', '{"id":99}']);
  expect(api.listCalls()[0].params).toEqual({ select: 'id,name,code', sort: [], queryInput: '{"id":3}', limit: 1, skip: 0 });
  expect(within(dialog).getByText('1-3 of 3')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test('ArrayModel shows chosen ids as named chips; removing one by keyboard moves the focus on and saves the rest', async () => {
  fakeModelApi(customers());
  const user = userEvent.setup();
  const { save } = renderInForm(
    <ArrayModel source="members" label="Members" apiUrl="/api/customers/list" modelSelectField="name" />,
    { record: { members: [3, 7] } },
  );
  const alice = await screen.findByRole('button', { name: 'Alice Nguyen' });
  expect(await screen.findByRole('button', { name: 'Grace Tran' })).toBeInTheDocument();
  act(() => alice.focus());
  await user.keyboard('{Backspace}');
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Alice Nguyen' })).not.toBeInTheDocument());
  expect(screen.getByRole('button', { name: 'Grace Tran' })).toHaveFocus();
  await user.keyboard('{Delete}');
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Grace Tran' })).not.toBeInTheDocument());
  expect(screen.getByRole('button', { name: 'Choose Members' })).toHaveFocus();

  await user.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog', { name: 'Choose Members' });
  await user.click(await within(dialog).findByRole('checkbox', { name: 'Select Customer 25' }));
  await user.click(within(dialog).getByRole('checkbox', { name: 'Select Customer 24' }));
  await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  // The names came with the chosen rows: no lookup needed.
  expect(screen.getByRole('button', { name: 'Customer 25' })).toBeInTheDocument();

  expect(await save()).toEqual({ members: [25, 24] });
});

test('without modelSelectField the list pickers show the spec message', () => {
  fakeModelApi([]);
  renderInForm(
    <>
      <SelectModel source="a" apiUrl="/api/x" />
      <ArrayModel source="b" apiUrl="/api/x" modelSelectField=" " />
    </>,
  );
  expect(screen.getAllByText('Thiếu dữ liệu modelSelectField')).toHaveLength(2);
});
