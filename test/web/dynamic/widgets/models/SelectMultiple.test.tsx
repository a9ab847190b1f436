import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SelectMultiple } from '../../../../../src/dynamic/widgets/models';
import { customers, fakeModelApi } from '../support/modelApiFake';
import { renderInForm } from '../../../support/renderInForm';

test('options come from the api when the list opens; choosing two saves a list of ids', async () => {
  const api = fakeModelApi(customers());
  const user = userEvent.setup();
  const { save } = renderInForm(
    <SelectMultiple source="tags" label="Tags" apiUrl="/api/customers/list" method="POST" modelSelectField="name,code" />,
  );
  expect(api.calls()).toEqual([]);
  const input = screen.getByRole('combobox', { name: 'Tags' });
  await user.click(input);
  await user.click(await screen.findByRole('option', { name: 'Customer 25' }));
  expect(api.listCalls()[0].params).toEqual({ select: 'id,name,code', sort: [{ id: 'desc' }], queryInput: '{}', limit: 10, skip: 0 });

  await user.type(input, 'grace');
  await waitFor(() => expect(api.listCalls().at(-1)?.params.queryInput).toBe('{"name":{"contains":"grace"}}'));
  await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
  await user.click(screen.getByRole('option', { name: 'Grace Tran' }));
  await user.keyboard('{Escape}');
  expect(screen.getByRole('button', { name: 'Customer 25' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Grace Tran' })).toBeInTheDocument();

  expect(await save()).toEqual({ tags: [25, 7] });
});

test("saved ids are labelled by name lookup: '…' while it is on its way, '#id' for a record that is not there", async () => {
  const api = fakeModelApi(customers());
  renderInForm(<SelectMultiple source="tags" label="Tags" apiUrl="/api/customers/list" modelSelectField="name" />, { record: { tags: [3, 999] } });
  expect(screen.getAllByRole('button', { name: '…' })).toHaveLength(2);
  expect(await screen.findByRole('button', { name: 'Alice Nguyen' })).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: '#999' })).toBeInTheDocument();
  expect(api.nameCalls()).toHaveLength(2);
});

test('a name still on its way when another option is chosen is still looked up, and shown when it comes', async () => {
  let release = () => undefined as void;
  fakeModelApi(customers(), { namesAfter: new Promise<void>((resolve) => { release = resolve; }) });
  const user = userEvent.setup();
  renderInForm(<SelectMultiple source="tags" label="Tags" apiUrl="/api/customers/list" modelSelectField="name" />, { record: { tags: [3] } });
  expect(screen.getByRole('button', { name: '…' })).toBeInTheDocument();
  await user.click(screen.getByRole('combobox', { name: 'Tags' }));
  await user.click(await screen.findByRole('option', { name: 'Customer 25' }));
  release();
  expect(await screen.findByRole('button', { name: 'Alice Nguyen' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Customer 25' })).toBeInTheDocument();
});

test('a failing option list is shown under the field (not only logged)', async () => {
  fakeModelApi(customers(), { failWith: 500 });
  const user = userEvent.setup();
  renderInForm(<SelectMultiple source="tags" label="Tags" apiUrl="/api/customers/list" modelSelectField="name" />);
  await user.click(screen.getByRole('combobox', { name: 'Tags' }));
  expect(await screen.findByText('The options could not be loaded.')).toBeInTheDocument();
});

test('without modelSelectField the dropdown shows the spec message', () => {
  fakeModelApi([]);
  renderInForm(<SelectMultiple source="tags" label="Tags" apiUrl="/api/customers/list" />);
  expect(screen.getByText('Missing modelSelectField')).toBeInTheDocument();
});

test('the spec messages read the same in Vietnamese', () => {
  fakeModelApi([]);
  renderInForm(
    <>
      <SelectMultiple source="tags" apiUrl="/api/x" />
    </>,
    { locale: 'vi' },
  );
  expect(screen.getByText('Missing modelSelectField')).toBeInTheDocument();
});

test('a required dropdown is marked for assistive technology; emptied, it refuses the save and describes why', async () => {
  fakeModelApi(customers());
  const user = userEvent.setup();
  const { save } = renderInForm(
    <SelectMultiple source="tags" label="Tags" required apiUrl="/api/customers/list" modelSelectField="name" />,
    { record: { tags: [3] } },
  );
  const input = screen.getByRole('combobox', { name: 'Tags (*)' });
  expect(input).toHaveAttribute('aria-required', 'true');
  await user.click(await screen.findByTestId('CancelIcon'));
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Alice Nguyen' })).not.toBeInTheDocument());
  expect(await save()).toBeNull();
  expect(await screen.findByText('Tags is required!')).toBeInTheDocument();
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription('Tags is required!');
});
