import { listParams, listUrl, readModelPage, searchFilter, wireId } from '../../../../../src/dynamic/widgets/models/modelApi';
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

describe('the list call', () => {
  const query = { select: 'id,name', sort: [{ id: 'desc' as const }], filters: { name: { contains: 'a&b' } }, limit: 10, skip: 20 };

  test('filters: id numeric, other fields {contains}', () => {
    expect(searchFilter('name', ' ali ')).toEqual({ name: { contains: 'ali' } });
    expect(searchFilter('id', '12')).toEqual({ id: 12 });
    expect(searchFilter('id', 'x')).toEqual({});
    expect(searchFilter('name', '  ')).toEqual({});
    expect(wireId('12')).toBe(12);
    expect(wireId('a-12')).toBe('a-12');
  });

  test('the body carries sort as a list and queryInput as JSON text', () => {
    expect(listParams(query)).toEqual({ select: 'id,name', sort: [{ id: 'desc' }], queryInput: '{"name":{"contains":"a&b"}}', limit: 10, skip: 20 });
  });

  test('GET puts the five parameters in the query string, encoded, keeping the api query', () => {
    const url = new URL(listUrl('/api/page?page=3&api=customers', query), 'http://localhost');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      page: '3',
      api: 'customers',
      select: 'id,name',
      sort: '[{"id":"desc"}]',
      queryInput: '{"name":{"contains":"a&b"}}',
      limit: '10',
      skip: '20',
    });
  });

  test('answers are read at the top level or inside the envelope', () => {
    expect(readModelPage({ data: [{ id: 1 }], count: 5 })).toEqual({ rows: [{ id: 1 }], count: 5 });
    expect(readModelPage({ err: 200, message: 'ok', data: { data: [{ id: 1 }, { id: 2 }], count: 9 } })).toEqual({ rows: [{ id: 1 }, { id: 2 }], count: 9 });
    expect(readModelPage({ data: [{ id: 1 }] })).toEqual({ rows: [{ id: 1 }], count: 1 });
    expect(() => readModelPage({ err: 200, data: null })).toThrow('no data list');
  });
});
