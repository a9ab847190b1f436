import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SingleModel } from '../../../../../src/dynamic/widgets/models';
import { customers, fakeModelApi } from '../support/modelApiFake';
import { renderInForm } from '../../../support/renderInForm';

const openPicker = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: 'Choose Customer' }));
  return screen.findByRole('dialog', { name: 'Choose Customer' });
};

test('the picker sends the spec parameters, searches with {contains}, pages by 10 and saves the chosen id', async () => {
  const api = fakeModelApi(customers());
  const user = userEvent.setup();
  const { save } = renderInForm(
    <SingleModel source="customer" label="Customer" apiUrl="/api/customers/list" method="POST" modelSelectField="name$$Full name,code$$Code" />,
  );
  const dialog = await openPicker(user);
  expect(await within(dialog).findByText('Customer 25')).toBeInTheDocument();
  expect(api.listCalls()).toEqual([
    { method: 'POST', path: '/api/customers/list', params: { select: 'id,name,code', sort: [{ id: 'desc' }], queryInput: '{}', limit: 10, skip: 0 } },
  ]);
  expect(within(dialog).getByText('1-10 of 25')).toBeInTheDocument();
  expect(within(dialog).getByRole('columnheader', { name: 'Full name' })).toBeInTheDocument();

  await user.click(within(dialog).getByRole('button', { name: 'Go to next page' }));
  expect(await within(dialog).findByText('Customer 15')).toBeInTheDocument();
  expect(api.listCalls().at(-1)?.params).toEqual({ select: 'id,name,code', sort: [{ id: 'desc' }], queryInput: '{}', limit: 10, skip: 10 });

  await user.type(within(dialog).getByRole('searchbox', { name: 'Search' }), 'ali');
  expect(await within(dialog).findByText('Alice Nguyen')).toBeInTheDocument();
  await waitFor(() => expect(within(dialog).queryByText('Customer 15')).not.toBeInTheDocument());
  // A new search starts at the first page.
  expect(api.listCalls().at(-1)?.params).toEqual({ select: 'id,name,code', sort: [{ id: 'desc' }], queryInput: '{"name":{"contains":"ali"}}', limit: 10, skip: 0 });

  await user.click(within(dialog).getByRole('checkbox', { name: 'Select Alina Pham' }));
  await user.click(within(dialog).getByRole('checkbox', { name: 'Select Alice Nguyen' }));
  expect(within(dialog).getByRole('checkbox', { name: 'Select Alina Pham' })).not.toBeChecked();
  await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.getByRole('textbox', { name: 'Customer' })).toHaveValue('Alice Nguyen');

  expect(await save()).toEqual({ customer: 3 });
});

test('GET sends the parameters in the query string; a column header sorts', async () => {
  const api = fakeModelApi(customers(), { path: '/api/page', shape: 'plain' });
  const user = userEvent.setup();
  renderInForm(<SingleModel source="customer" label="Customer" apiUrl="/api/page?page=4&api=customers" method="GET" modelSelectField="name" />);
  const dialog = await openPicker(user);
  expect(await within(dialog).findByText('Customer 25')).toBeInTheDocument();
  expect(api.listCalls()[0]).toEqual({
    method: 'GET',
    path: '/api/page',
    params: { page: '4', api: 'customers', select: 'id,name', sort: '[{"id":"desc"}]', queryInput: '{}', limit: '10', skip: '0' },
  });
  await user.click(within(dialog).getByRole('button', { name: 'name' }));
  expect(await within(dialog).findByText('Alice Nguyen')).toBeInTheDocument();
  expect(api.listCalls().at(-1)?.params.sort).toBe('[{"name":"asc"}]');
});

test('a saved id is shown by its name, looked up with select name and a numeric id', async () => {
  const api = fakeModelApi(customers());
  renderInForm(<SingleModel source="customer" label="Customer" apiUrl="/api/customers/list" modelSelectField="name" />, { record: { customer: '7' } });
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Customer' })).toHaveValue('Grace Tran'));
  expect(api.nameCalls().map((call) => call.params)).toEqual([{ select: 'name', sort: [], queryInput: '{"id":7}', limit: 1, skip: 0 }]);
});

test('clearing empties the value and hands the focus to the choose button; a required picker is reported on submit', async () => {
  fakeModelApi(customers());
  const user = userEvent.setup();
  const { save } = renderInForm(
    <SingleModel source="customer" label="Customer" required apiUrl="/api/customers/list" modelSelectField="name" />,
    { record: { customer: 7 } },
  );
  const input = screen.getByRole('textbox', { name: 'Customer (*)' });
  await waitFor(() => expect(input).toHaveValue('Grace Tran'));
  // Required for assistive technology too, with the spec's '(*)' as the only mark people see.
  expect(input).toHaveAttribute('aria-required', 'true');
  expect(screen.queryByText('*', { exact: true })).not.toBeInTheDocument();
  expect(input).not.toHaveAttribute('aria-invalid', 'true');

  await user.click(screen.getByRole('button', { name: 'Clear Customer' }));
  expect(input).toHaveValue('');
  expect(screen.getByRole('button', { name: 'Choose Customer' })).toHaveFocus();
  expect(await save()).toBeNull();
  expect(await screen.findByText('Customer is required!')).toBeInTheDocument();
  // The error is announced with the field: invalid, and described by its message.
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription('Customer is required!');
});

test('the dialog opens from the field itself, takes the focus, closes on Escape and gives the focus back', async () => {
  fakeModelApi(customers());
  const user = userEvent.setup();
  const { save } = renderInForm(<SingleModel source="customer" label="Customer" apiUrl="/api/customers/list" modelSelectField="name" />);
  expect(screen.getByRole('textbox', { name: 'Customer' })).not.toHaveAttribute('aria-required');
  await user.click(screen.getByRole('textbox', { name: 'Customer' }));
  const dialog = await screen.findByRole('dialog', { name: 'Choose Customer' });
  expect(within(dialog).getByRole('searchbox', { name: 'Search' })).toHaveFocus();
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.getByRole('textbox', { name: 'Customer' })).toHaveFocus();

  // By keyboard alone: the choose button, Tab to a row's checkbox, Space, Tab on to Apply.
  await user.tab();
  expect(screen.getByRole('button', { name: 'Choose Customer' })).toHaveFocus();
  await user.keyboard('{Enter}');
  const again = await screen.findByRole('dialog', { name: 'Choose Customer' });
  const tabTo = async (element: HTMLElement) => {
    for (let press = 0; press < 20 && element !== document.activeElement; press += 1) await user.tab();
    expect(element).toHaveFocus();
  };
  await tabTo(await within(again).findByRole('checkbox', { name: 'Select Customer 24' }));
  await user.keyboard(' ');
  await tabTo(within(again).getByRole('button', { name: 'Apply' }));
  await user.keyboard('{Enter}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.getByRole('button', { name: 'Choose Customer' })).toHaveFocus();
  expect(screen.getByRole('textbox', { name: 'Customer' })).toHaveValue('Customer 24');
  expect(await save()).toEqual({ customer: 24 });
});

test('a click anywhere on a row chooses it; the id column has a header people can read', async () => {
  fakeModelApi(customers());
  const user = userEvent.setup();
  const { save } = renderInForm(<SingleModel source="customer" label="Customer" required apiUrl="/api/customers/list" modelSelectField="name$$Full name" />);
  const dialog = await openPicker(user);
  // The title is the field's name, without the '(*)' of its label.
  expect(dialog).toHaveAccessibleName('Choose Customer');
  expect(within(dialog).getByRole('columnheader', { name: 'ID' })).toBeInTheDocument();
  await user.click(await within(dialog).findByRole('cell', { name: 'Customer 23' }));
  expect(within(dialog).getByRole('checkbox', { name: 'Select Customer 23' })).toBeChecked();
  await user.click(within(dialog).getByRole('checkbox', { name: 'Select Customer 23' }));
  expect(within(dialog).getByRole('checkbox', { name: 'Select Customer 23' })).not.toBeChecked();
  await user.click(within(dialog).getByRole('cell', { name: 'Customer 22' }));
  await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(await save()).toEqual({ customer: 22 });
});

test('a failing list shows an error in the dialog', async () => {
  fakeModelApi(customers(), { failWith: 500 });
  const user = userEvent.setup();
  renderInForm(<SingleModel source="customer" label="Customer" apiUrl="/api/customers/list" modelSelectField="name" />);
  const dialog = await openPicker(user);
  expect(await within(dialog).findByText('The list could not be loaded.')).toBeInTheDocument();
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test('an absolute api address is refused, never called', async () => {
  const api = fakeModelApi(customers());
  const user = userEvent.setup();
  renderInForm(<SingleModel source="customer" label="Customer" apiUrl="https://evil.example/api" modelSelectField="name" />);
  const dialog = await openPicker(user);
  expect(await within(dialog).findByText('The list could not be loaded.')).toBeInTheDocument();
  expect(api.calls()).toEqual([]);
});

test('without modelSelectField the single picker shows the spec message', () => {
  fakeModelApi([]);
  renderInForm(<SingleModel source="customer" label="Customer" apiUrl="/api/customers/list" />);
  expect(screen.getByText('Thiếu dữ liệu modelSelectField')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Choose Customer' })).not.toBeInTheDocument();
});
