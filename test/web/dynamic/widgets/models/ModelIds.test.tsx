import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ArrayModel, SelectModel } from '../../../../../src/dynamic/widgets/models';
import { customers, fakeModelApi } from '../support/modelApiFake';
import { renderInForm } from '../../../support/renderInForm';

test('SelectModel chooses several ids in select mode and saves them', async () => {
  fakeModelApi(customers());
  const user = userEvent.setup();
  const { save } = renderInForm(
    <SelectModel source="customers" label="Customers" apiUrl="/api/customers/list" modelSelectField="name$$Name,code" />,
    { record: { customers: [25] } },
  );
  expect(screen.getByText('1 chosen')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Choose' }));
  const dialog = await screen.findByRole('dialog', { name: 'Choose Customers' });
  expect(await within(dialog).findByRole('checkbox', { name: 'Select Customer 25' })).toBeChecked();
  await user.click(within(dialog).getByRole('checkbox', { name: 'Select Customer 24' }));
  await user.click(within(dialog).getByRole('checkbox', { name: 'Select Customer 25' }));
  await user.click(within(dialog).getByRole('checkbox', { name: 'Select Customer 20' }));
  expect(within(dialog).getByText('2 chosen')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.getByText('2 chosen')).toBeInTheDocument();
  expect(await save()).toEqual({ customers: [24, 20] });
});

test('view mode lists only the chosen ids, without checkboxes, each fetched by its numeric id', async () => {
  const api = fakeModelApi(customers());
  const user = userEvent.setup();
  renderInForm(<SelectModel source="customers" label="Customers" apiUrl="/api/customers/list" modelSelectField="name$$Name,code$$Code" />, {
    record: { customers: [3, '12', 99] },
  });
  await user.click(screen.getByRole('button', { name: 'View' }));
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

test('ArrayModel shows chosen ids as named chips; removing a chip saves the rest', async () => {
  fakeModelApi(customers());
  const user = userEvent.setup();
  const { save } = renderInForm(
    <ArrayModel source="members" label="Members" apiUrl="/api/customers/list" modelSelectField="name" />,
    { record: { members: [3, 7] } },
  );
  const alice = await screen.findByRole('button', { name: 'Alice Nguyen' });
  expect(screen.getByRole('button', { name: 'Grace Tran' })).toBeInTheDocument();
  act(() => alice.focus());
  await user.keyboard('{Backspace}');
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Alice Nguyen' })).not.toBeInTheDocument());

  await user.click(screen.getByRole('button', { name: 'Choose' }));
  const dialog = await screen.findByRole('dialog', { name: 'Choose Members' });
  await user.click(await within(dialog).findByRole('checkbox', { name: 'Select Customer 25' }));
  await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  // The name came with the chosen row: no lookup needed.
  expect(screen.getByRole('button', { name: 'Customer 25' })).toBeInTheDocument();

  expect(await save()).toEqual({ members: [7, 25] });
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
