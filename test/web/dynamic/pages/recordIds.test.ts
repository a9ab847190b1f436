import { callButtonApi } from '../../../../src/dynamic/actions/callButtonApi';
import type { ButtonHost } from '../../../../src/dynamic/actions/types';
import { createPageDataProvider } from '../../../../src/dynamic/dataProvider';
import { SAFE_RECORD_ID, isSafeRecordId } from '../../../../src/core/ids';
import { PageCallError, pageRequest } from '../../../../src/dynamic/pages/pageCalls';
import { mockApi, ok } from '../../support/api';
import { validPage } from './pageFixture';

// Review #5: `encodeURIComponent('..')` is '..', and fetch resolves it, so `#/form?page=60&mode=show&id=..` plus
// Delete would have sent DELETE /api/records/partner-vouchers/.. (that is, /api/records/). Ids in paths are refused.

const page = validPage();
const api = (name: string) => {
  const found = page.apis.find((one) => one.name === name);
  if (!found) throw new Error(name);
  return found;
};

const UNSAFE = ['..', '.', '../x', '%2e%2e', 'a/b', 'a?b', 'a#b', 'a b', 'x'.repeat(65), -1, 1.5, Number.NaN];

let server: ReturnType<typeof mockApi>;
beforeEach(() => {
  server = mockApi({}, () => ok({}));
});

test('a safe record id is letters, digits, _ and -, at most 64; or a whole number', () => {
  for (const id of [1, 0, 123456789012, '12', 'shop-a_1', 'A'.repeat(64)]) expect(isSafeRecordId(id)).toBe(true);
  for (const id of [...UNSAFE, '', null, undefined, {}]) expect(isSafeRecordId(id)).toBe(false);
  expect(SAFE_RECORD_ID.test('..')).toBe(false);
});

test.each(UNSAFE.map((id) => [id]))('pageRequest refuses the id %p in an update or delete path', (id) => {
  expect(() => pageRequest(page, api('delete'), { id })).toThrow(PageCallError);
  expect(() => pageRequest(page, api('update'), { id, body: { name: 'x' } })).toThrow(PageCallError);
});

test('the data provider sends nothing for an unsafe id on update or delete', async () => {
  const provider = createPageDataProvider((resource) => (resource === 'partner-vouchers' ? page : undefined));
  await expect(provider.delete('partner-vouchers', { id: '..', previousData: { id: '..' } })).rejects.toThrow(PageCallError);
  await expect(provider.update('partner-vouchers', { id: '../5', data: { name: 'x' }, previousData: { id: '../5' } })).rejects.toThrow(PageCallError);
  await expect(provider.deleteMany('partner-vouchers', { ids: [5, '.'] })).rejects.toThrow(PageCallError);
  expect(server.requests.filter((request) => request.path !== '/api/records/partner-vouchers/5')).toEqual([]);
});

test("a Delete button on a form opened with the route id '..' calls nothing; a numeric route id is used", async () => {
  const host = (id: string): ButtonHost => ({
    page, mode: 'show', record: { id: 7, name: 'A' }, query: new URLSearchParams({ page: '60', mode: 'show', id }),
    current: () => ({ id: 7, name: 'A' }), form: null, onDone: () => {},
  });
  await expect(callButtonApi(host('..'), api('delete'))).rejects.toThrow(PageCallError);
  expect(server.requests).toEqual([]);
  await callButtonApi(host('7'), api('delete'));
  expect(server.requests).toMatchObject([{ method: 'DELETE', path: '/api/records/partner-vouchers/7', query: { page: '60', api: 'delete' } }]);
});
