import { pageRequest } from '../../../../src/dynamic/pages';
import { validPage } from './pageFixture';

const page = validPage();
const api = (name: string) => {
  const found = page.apis.find((one) => one.name === name);
  if (!found) throw new Error(name);
  return found;
};

test('GET carries page, api and every parameter in the query, objects as JSON', () => {
  const request = pageRequest(page, api('list'), { params: { select: 'id,name', sort: [{ id: 'desc' }], limit: 10, skip: 0, queryInput: { name: { contains: 'x' } } } });
  const url = new URL(request.path, 'http://app.test');
  expect(request.method).toBe('GET');
  expect(url.pathname).toBe('/api/records/partner-vouchers');
  expect(Object.fromEntries(url.searchParams)).toEqual({
    page: '60', api: 'list', select: 'id,name', sort: '[{"id":"desc"}]', limit: '10', skip: '0', queryInput: '{"name":{"contains":"x"}}',
  });
  expect(request).not.toHaveProperty('body');
});

test('the parameters cannot replace page or api', () => {
  const url = new URL(pageRequest(page, api('list'), { params: { page: '1', api: 'delete' } }).path, 'http://app.test');
  expect(url.searchParams.getAll('page')).toEqual(['60']);
  expect(url.searchParams.getAll('api')).toEqual(['list']);
});

test('PATCH of an update api goes to /{id} (encoded) with page and api in the query, and sends the body', () => {
  expect(pageRequest(page, api('update'), { id: 12, body: { name: 'A' } })).toEqual({
    path: '/api/records/partner-vouchers/12?page=60&api=update', method: 'PATCH', body: { name: 'A' },
  });
  expect(pageRequest(page, api('update'), { id: 'shop-a_1', body: {} }).path).toBe('/api/records/partner-vouchers/shop-a_1?page=60&api=update');
});

test('DELETE of a delete api goes to /{id} without a body', () => {
  expect(pageRequest(page, api('delete'), { id: 7 })).toEqual({ path: '/api/records/partner-vouchers/7?page=60&api=delete', method: 'DELETE' });
});

test('other methods keep the url, put page and api in the query and send the body', () => {
  expect(pageRequest(page, api('sync-voucher'), { id: 7, body: { id: 7 } })).toEqual({
    path: '/api/vouchers/sync-voucher?page=60&api=sync-voucher', method: 'POST', body: { id: 7 },
  });
});

test('a url that is not a relative /api path is refused before any call', () => {
  expect(() => pageRequest(page, { ...api('list'), url: 'https://evil.example/api/x' })).toThrow('no relative /api path');
  expect(() => pageRequest(page, { ...api('list'), url: '/api/../admin' })).toThrow('no relative /api path');
});
