import { wireId } from '../../../src/core/ids';
import { listBody, listQueryParams, listRequest, readRecordList, RecordListError } from '../../../src/dataProvider/recordList';

const query = { select: 'id,name', sort: [{ id: 'desc' as const }], filters: { name: { contains: 'a&b' } }, limit: 10, skip: 20 };

test('the body carries sort as a list and queryInput as JSON text', () => {
  expect(listBody(query)).toEqual({ select: 'id,name', sort: [{ id: 'desc' }], queryInput: '{"name":{"contains":"a&b"}}', limit: 10, skip: 20 });
});

test('the query string carries sort and queryInput as JSON text, limit and skip as digits', () => {
  expect(listQueryParams(query)).toEqual({ select: 'id,name', sort: '[{"id":"desc"}]', queryInput: '{"name":{"contains":"a&b"}}', limit: '10', skip: '20' });
});

test('ids are numeric on the wire whenever they can be', () => {
  expect(wireId('12')).toBe(12);
  expect(wireId('a-12')).toBe('a-12');
  expect(listBody({ ...query, filters: { id: wireId('7') } }).queryInput).toBe('{"id":7}');
});

test('GET puts the five parameters in the query string, encoded, keeping the api query', () => {
  const request = listRequest('/api/page?page=3&api=customers', 'GET', query);
  const url = new URL(request.path, 'http://localhost');
  expect(request).not.toHaveProperty('body');
  expect(url.pathname).toBe('/api/page');
  expect(Object.fromEntries(url.searchParams)).toEqual({
    page: '3',
    api: 'customers',
    select: 'id,name',
    sort: '[{"id":"desc"}]',
    queryInput: '{"name":{"contains":"a&b"}}',
    limit: '10',
    skip: '20',
  });
  expect(listRequest('/api/records/customers', 'GET', query).path).toMatch(/^\/api\/records\/customers\?select=/);
});

test('POST keeps the path and sends the parameters as the body', () => {
  expect(listRequest('/api/records/customers?page=3&api=list', 'POST', query)).toEqual({
    path: '/api/records/customers?page=3&api=list',
    method: 'POST',
    body: listBody(query),
  });
});

test.each([
  'https://evil.example/api/x',
  '//evil.example/api/x',
  '/api\\..\\admin',
  '/api/../admin',
  '/api/./x',
  '/api//x',
  'api/x',
  '/other/x',
  '/api',
  '/api/x%2F..',
])('%s is refused before any call', (path) => {
  expect(() => listRequest(path, 'GET', query)).toThrow(RecordListError);
  expect(() => listRequest(path, 'POST', query)).toThrow('is not a relative /api path');
});

test('answers are read at the top level or inside the envelope; no list is null', () => {
  expect(readRecordList({ data: [{ id: 1 }], count: 5 })).toEqual({ rows: [{ id: 1 }], count: 5 });
  expect(readRecordList({ err: 200, message: 'ok', data: { data: [{ id: 1 }, { id: 2 }], count: 9 } })).toEqual({ rows: [{ id: 1 }, { id: 2 }], count: 9 });
  expect(readRecordList({ data: [{ id: 1 }, 'x', null, [2]] })).toEqual({ rows: [{ id: 1 }], count: 1 });
  expect(readRecordList({ data: [], count: Number.NaN })).toEqual({ rows: [], count: 0 });
  expect(readRecordList({ err: 200, data: null })).toBeNull();
  expect(readRecordList({ err: 200, data: { id: 1 } })).toBeNull();
  expect(readRecordList('text')).toBeNull();
});

test('a count the server stopped at its bound says so; any other value of the flag is no bound', () => {
  expect(readRecordList({ err: 200, data: [{ id: 1 }], count: 10_000, countIsLowerBound: true })).toEqual({ rows: [{ id: 1 }], count: 10_000, countIsLowerBound: true });
  expect(readRecordList({ data: { data: [{ id: 1 }], count: 10_000, countIsLowerBound: true } })).toEqual({ rows: [{ id: 1 }], count: 10_000, countIsLowerBound: true });
  expect(readRecordList({ data: [{ id: 1 }], count: 1, countIsLowerBound: 'yes' })).toEqual({ rows: [{ id: 1 }], count: 1 });
  expect(readRecordList({ data: [{ id: 1 }], count: 23_346, countIsEstimate: true })).toEqual({ rows: [{ id: 1 }], count: 23_346, countIsEstimate: true });
});
