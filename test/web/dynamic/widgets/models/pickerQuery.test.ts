import { searchFilter } from '../../../../../src/dynamic/widgets/models/modelApi';
import { cellText, parseModelSelectField, searchColumnOf, selectOf } from '../../../../../src/dynamic/widgets/models/modelColumns';

describe('modelSelectField', () => {
  test("'field$$Header,other' gives columns whose header defaults to the field", () => {
    expect(parseModelSelectField('name$$Họ tên,code, phone $$ Điện thoại ')).toEqual([
      { field: 'name', header: 'Họ tên' },
      { field: 'code', header: 'code' },
      { field: 'phone', header: 'Điện thoại' },
    ]);
  });

  test('blank, malformed and repeated entries are dropped; nothing usable means missing', () => {
    expect(parseModelSelectField('name,,name$$Again,bad field,$$Header')).toEqual([{ field: 'name', header: 'name' }]);
    expect(parseModelSelectField('')).toEqual([]);
    expect(parseModelSelectField(undefined)).toEqual([]);
    expect(parseModelSelectField(' , ')).toEqual([]);
  });

  test('select puts id first once; the search column is the first that is not id', () => {
    const columns = parseModelSelectField('id$$#,name,code');
    expect(selectOf(columns)).toBe('id,name,code');
    expect(searchColumnOf(columns)).toEqual({ field: 'name', header: 'name' });
  });

  test('cells read own properties only, dotted paths included', () => {
    expect(cellText({ shop: { name: 'A' } }, 'shop.name')).toBe('A');
    expect(cellText({}, 'constructor')).toBe('');
    expect(cellText({ n: 0 }, 'n')).toBe('0');
  });
});

test('the search box filters: id numeric, other fields {contains}', () => {
  expect(searchFilter('name', ' ali ')).toEqual({ name: { contains: 'ali' } });
  expect(searchFilter('id', '12')).toEqual({ id: 12 });
  expect(searchFilter('id', 'x')).toEqual({});
  expect(searchFilter('name', '  ')).toEqual({});
});
