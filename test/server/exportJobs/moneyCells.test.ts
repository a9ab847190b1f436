import { cellOf } from '../../../server/exportJobs/cells';
import { csvCell } from '../../../server/exportJobs/csv';
import type { ModelField } from '../../../server/models/fields';

// A money cell of a record report as the screen shows it, and as a spreadsheet opens it: a negative amount is not
// text behind an apostrophe, and nothing that could start a formula gets through without one.

const MONEY = { kind: 'money', field: { name: 'amount', label: 'Số tiền', widget: 'Money' } } as unknown as ModelField;
const cell = (value: number, locale: 'vi' | 'en') => csvCell(cellOf(value, MONEY, { locale }));

test('a negative amount in Vietnamese is written as the screen shows it, without an apostrophe', () => {
  expect(cell(-1_500_000, 'vi')).toBe('-1.500.000 ₫');
  expect(cell(1_500_000, 'vi')).toBe('1.500.000 ₫');
});

test('the English form, whose sign comes before the đồng sign, keeps the apostrophe a spreadsheet needs', () => {
  expect(cell(1_500_000, 'en')).toBe('"₫1,500,000"');
  expect(cell(-1_500_000, 'en')).toBe('"\'-₫1,500,000"');
});

test('text that only looks like money is still neutralised', () => {
  expect(csvCell({ grouped: '-1.500.000 ₫=HYPERLINK("x")' })).toBe('"\'-1.500.000 ₫=HYPERLINK(""x"")"');
  expect(csvCell({ grouped: '-₫1' })).toBe("'-₫1");
});
