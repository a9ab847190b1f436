import { isMissing, labelWithRequired, requiredProps, requiredValidator } from '../../../../src/dynamic/widgets/required';

test.each([null, undefined, ''])('%p is missing', (value) => {
  expect(isMissing(value)).toBe(true);
  expect(requiredValidator('Tên')(value, {}, {})).toEqual({ message: 'app.widgets.required', args: { field: 'Tên' } });
});

test.each([0, false, ' ', 'a', [], {}])('%p is a value', (value) => {
  expect(isMissing(value)).toBe(false);
  expect(requiredValidator('Tên')(value, {}, {})).toBeUndefined();
});

test('the label gets (*) only when required', () => {
  expect(labelWithRequired('Name', true)).toBe('Name (*)');
  expect(labelWithRequired('Name', false)).toBe('Name');
  expect(labelWithRequired('Name', undefined)).toBe('Name');
});

test('requiredProps puts the required rule first and keeps the others', () => {
  const other = jest.fn(() => undefined);
  const { label, validate } = requiredProps({ label: 'Name', required: true, validate: other });
  expect(label).toBe('Name (*)');
  expect(validate).toHaveLength(2);
  expect(validate[0]('', {}, {})).toEqual({ message: 'app.widgets.required', args: { field: 'Name' } });
  expect(requiredProps({ label: 'Name', validate: [other] })).toEqual({ label: 'Name', validate: [other] });
});
