import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TableGenerate, TableSchema, type TableColumn } from '../../../../../src/dynamic/widgets/tables';
import { formatCommaList, parseCommaList } from '../../../../../src/dynamic/widgets/tables/tableColumns';
import { renderInForm } from '../../../support/renderInForm';

const columns: TableColumn[] = [
  { field: 'name', title: 'Name', placeholder: 'Item name', dataType: 'string' },
  { field: 'qty', title: 'Quantity', dataType: 'number' },
  { field: 'price', title: 'Price', dataType: 'float' },
  { field: 'active', title: 'Active', dataType: 'boolean' },
  { field: 'tags', title: 'Tags', dataType: 'array', interfaceType: 'text' },
];

test('comma lists: parsed to trimmed strings, formatted back with commas', () => {
  expect(parseCommaList(' a, b ,,c ,')).toEqual(['a', 'b', 'c']);
  expect(parseCommaList('')).toEqual([]);
  expect(formatCommaList(['a', 'b'])).toBe('a, b');
  expect(formatCommaList(undefined)).toBe('');
});

test('TableGenerate adds a row and saves each cell with its type', async () => {
  const user = userEvent.setup();
  const { save } = renderInForm(<TableGenerate source="items" label="Items" columns={columns} />, { record: { items: [] } });
  await user.click(screen.getByRole('button', { name: 'Add row' }));
  await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Pen');
  await user.type(screen.getByRole('spinbutton', { name: 'Quantity' }), '3');
  await user.type(screen.getByRole('spinbutton', { name: 'Price' }), '1.25');
  await user.click(screen.getByRole('switch', { name: 'Active' }));
  const tags = screen.getByRole('textbox', { name: 'Tags' });
  await user.type(tags, 'red,');
  // The trailing comma stays while typing.
  expect(tags).toHaveValue('red,');
  await user.type(tags, ' blue , green');
  const saved = await save();
  expect(saved).toEqual({ items: [{ name: 'Pen', qty: 3, price: 1.25, active: true, tags: ['red', 'blue', 'green'] }] });
  expect(typeof (saved?.items as { qty: unknown }[])[0].qty).toBe('number');
});

test('a new row starts with empty values of each type', async () => {
  const user = userEvent.setup();
  const { save } = renderInForm(<TableGenerate source="items" columns={columns} />);
  await user.click(screen.getByRole('button', { name: 'Add row' }));
  await screen.findByRole('textbox', { name: 'Name' });
  expect(await save()).toEqual({ items: [{ name: '', qty: null, price: null, active: false, tags: [] }] });
});

test('a number column takes whole numbers only', async () => {
  const user = userEvent.setup();
  const { save } = renderInForm(<TableGenerate source="items" columns={columns} />, { record: { items: [{ name: 'A', qty: 1, price: 1, active: false, tags: [] }] } });
  const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
  await user.clear(quantity);
  await user.type(quantity, '1.5');
  expect(await save()).toBeNull();
  expect(await screen.findByText('Must be a whole number')).toBeInTheDocument();
});

test('deleting a row keeps the others as they were', async () => {
  const user = userEvent.setup();
  const rows = [
    { name: 'First', qty: 1, price: 0.5, active: true, tags: ['x'] },
    { name: 'Second', qty: 2, price: 2.5, active: false, tags: [] },
  ];
  const { save } = renderInForm(<TableGenerate source="items" columns={columns} />, { record: { items: rows } });
  expect(screen.getAllByRole('textbox', { name: 'Tags' })[0]).toHaveValue('x');
  await user.click(screen.getAllByRole('button', { name: 'Delete row' })[0]);
  await waitFor(() => expect(screen.getAllByRole('textbox', { name: 'Name' })).toHaveLength(1));
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Second');
  expect(await save()).toEqual({ items: [rows[1]] });
});

test("TableSchema keeps each row's order and date; a new row gets the next order and an ISO date", async () => {
  const user = userEvent.setup();
  const rows = [
    { name: 'Opening', qty: 1, order: 4, date: '2024-05-01T08:00:00.000Z' },
    { name: 'Closing', qty: 2, order: 9, date: '2024-05-02T08:00:00.000Z' },
  ];
  const schemaColumns = columns.slice(0, 2);
  const { save } = renderInForm(<TableSchema source="steps" label="Steps" columns={schemaColumns} />, { record: { steps: rows } });
  const [first] = screen.getAllByRole('textbox', { name: 'Name' });
  await user.clear(first);
  await user.type(first, 'Start');
  await user.click(screen.getByRole('button', { name: 'Add row' }));
  await waitFor(() => expect(screen.getAllByRole('textbox', { name: 'Name' })).toHaveLength(3));
  await user.type(screen.getAllByRole('textbox', { name: 'Name' })[2], 'Extra');
  const saved = (await save())?.steps as Record<string, unknown>[];
  expect(saved.slice(0, 2)).toEqual([{ ...rows[0], name: 'Start' }, rows[1]]);
  expect(saved[2]).toEqual({ name: 'Extra', qty: null, order: 10, date: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) });
});

test('a table without columns says so', () => {
  renderInForm(<TableGenerate source="items" columns={[]} />);
  expect(screen.getByText('This table has no columns')).toBeInTheDocument();
});

test('a date column shows the row date DD/MM/YYYY, read-only, and saves it unchanged', async () => {
  const dated: TableColumn[] = [{ field: 'date', title: 'Date', dataType: 'string', interfaceType: 'date' }, { field: 'points', title: 'Points', dataType: 'float' }];
  const rows = [{ order: 1, date: '2026-08-08T03:00:00.000Z', points: 200 }];
  const { save } = renderInForm(<TableSchema source="rules" columns={dated} />, { record: { rules: rows } });
  const date = screen.getByRole('textbox', { name: 'Date' });
  expect(date).toHaveValue('08/08/2026');
  expect(date).toHaveAttribute('readonly');
  expect(await save()).toEqual({ rules: rows });
});
