import { HttpError } from '../../../src/dataProvider/HttpError';
import { BAD_ANSWER, MerchantCallError } from '../../../src/dataProvider/callParsed';
import { MERCHANT_DATA } from '../../../src/app/merchantData';
import { createMerchantDataProvider } from '../../../src/dataProvider/merchantDataProvider';
import { type Notice, onNotice } from '../../../src/dataProvider/notices';
import { createAppDataProvider } from '../../../src/dynamic/dataProvider';
import { createPageRegistry } from '../../../src/dynamic/pages';
import { mockApi, ok } from '../support/api';

/** The merchant portal's data provider (each screen's data.ts, src/app/merchantData.ts): each method against a faked API. */

const ROW = {
  id: 41, reference: 'TX-0041', createdAt: '2026-11-03T02:15:00.000Z', amount: 1_234_567, fee: 12_346, status: 'success',
  type: 'payment', serviceCode: 'QRPAY', shopId: 3, shopName: 'Quận 1', userId: 7, userName: 'Trần Thị Bình',
};

const JOB = {
  id: '6f1c2b9e-8a41-4c3e-9d55-0b7a1e2f3c4d', kind: 'transactions', format: 'csv', status: 'running', progress: 40, rows: 400,
  size: null, fileName: 'transactions-2026-11-25.csv', error: null, createdAt: '2026-11-25T03:00:00.000Z', finishedAt: null, expiresAt: null,
};

const provider = createMerchantDataProvider(MERCHANT_DATA);
const list = (params: object = {}) =>
  provider.getList('transactions', { pagination: { page: 1, perPage: 20 }, sort: { field: 'createdAt', order: 'DESC' }, filter: {}, ...params });

beforeEach(() => localStorage.clear());

test('getList posts the list contract to findTransactions and answers the parsed rows with the count', async () => {
  const api = mockApi({ 'POST /api/report/findTransactions': ok([ROW], { count: 57 }) });
  const answer = await list({ pagination: { page: 3, perPage: 20 }, sort: { field: 'amount', order: 'ASC' } });
  expect(answer).toEqual({ data: [ROW], total: 57, meta: { countIsLowerBound: false, countIsEstimate: false } });
  expect(api.sent('POST', '/api/report/findTransactions')[0].body).toEqual({ select: '', sort: [{ amount: 'asc' }], queryInput: '{}', limit: 20, skip: 40 });
});

test('getList maps every filter of the history into queryInput', async () => {
  const api = mockApi({ 'POST /api/report/findTransactions': ok([], { count: 0 }) });
  await list({
    filter: { period: 'custom', from: '2026-11-01', to: '2026-11-15', status: 'failed', serviceCode: 'CARD', shopId: '3', reference: ' TX-00 ', amountMin: 1000, amountMax: '50000' },
  });
  expect(JSON.parse(String((api.requests[0].body as { queryInput: string }).queryInput))).toEqual({
    createdAt: { gte: '2026-10-31T17:00:00.000Z', lte: '2026-11-15T16:59:59.999Z' },
    status: 'failed',
    serviceCode: 'CARD',
    shopId: 3,
    reference: { contains: 'TX-00' },
    amount: { gte: 1000, lte: 50_000 },
  });
});

test('a count the server stopped at its bound is said in meta; page size is capped at the server maximum', async () => {
  const api = mockApi({ 'POST /api/report/findTransactions': ok([ROW], { count: 10_000, countIsLowerBound: true }) });
  const answer = await list({ pagination: { page: 2, perPage: 500 } });
  expect(answer.total).toBe(10_000);
  expect(answer.meta).toEqual({ countIsLowerBound: true, countIsEstimate: false });
  expect(api.requests[0].body).toEqual(expect.objectContaining({ limit: 100, skip: 100 }));
});

test('an estimated count is said in meta', async () => {
  mockApi({ 'POST /api/report/findTransactions': ok([ROW], { count: 23_346, countIsEstimate: true }) });
  const answer = await list({ pagination: { page: 1, perPage: 20 } });
  expect(answer).toMatchObject({ total: 23_346, meta: { countIsLowerBound: false, countIsEstimate: true } });
});

test('an unknown sort column falls back to newest first', async () => {
  const api = mockApi({ 'POST /api/report/findTransactions': ok([], { count: 0 }) });
  await list({ sort: { field: 'shopName', order: 'ASC' } });
  expect(api.requests[0].body).toEqual(expect.objectContaining({ sort: [{ createdAt: 'desc' }] }));
});

test('getOne posts the id to detailTransaction and answers the record with its shop and employee', async () => {
  const detail = { ...ROW, netAmount: 1_222_221, shopAddress: '12 Lê Lợi', shopPhone: null, userPhone: '0912345678' };
  const api = mockApi({ 'POST /api/report/detailTransaction': ok(detail) });
  expect(await provider.getOne('transactions', { id: '41' })).toEqual({ data: detail });
  expect(api.requests[0].body).toEqual({ id: 41 });
});

test('an id that cannot be a transaction is refused before any call', async () => {
  const api = mockApi();
  await expect(provider.getOne('transactions', { id: '../41' })).rejects.toThrow(MerchantCallError);
  await expect(provider.getOne('transactions', { id: 0 })).rejects.toThrow(MerchantCallError);
  expect(api.requests).toHaveLength(0);
});

test('exportedReports lists the jobs newest first through the same contract', async () => {
  const api = mockApi({ 'POST /api/report/exportedReports': ok([JOB], { count: 1 }) });
  const answer = await provider.getList('exportedReports', { pagination: { page: 1, perPage: 20 }, sort: { field: 'id', order: 'ASC' }, filter: { whatever: 1 } });
  expect(answer.data).toEqual([JOB]);
  expect(api.requests[0].body).toEqual({ select: '', sort: [{ createdAt: 'desc' }], queryInput: '{}', limit: 20, skip: 0 });
});

test('methods a resource does not offer reject plainly, without a call', async () => {
  const api = mockApi();
  await expect(provider.getOne('exportedReports', { id: JOB.id })).rejects.toThrow('exportedReports has no getOne');
  await expect(provider.create('transactions', { data: {} })).rejects.toThrow('transactions has no create');
  await expect(provider.update('transactions', { id: 1, data: {}, previousData: { id: 1 } })).rejects.toThrow('has no update');
  await expect(provider.delete('transactions', { id: 1 })).rejects.toThrow('has no delete');
  await expect(provider.deleteMany('transactions', { ids: [1] })).rejects.toThrow('has no deleteMany');
  await expect(provider.getMany('transactions', { ids: [1] })).rejects.toThrow('has no getMany');
  await expect(provider.getList('nonesuch', { pagination: { page: 1, perPage: 20 }, sort: { field: 'id', order: 'ASC' }, filter: {} })).rejects.toThrow('nonesuch is not a merchant resource');
  expect(api.requests).toHaveLength(0);
});

test('create and update post the form\'s data as the entry\'s body and answer the parsed record (shops)', async () => {
  const shop = {
    id: 7, code: 'HN-01', name: 'Cửa hàng', phone: null, email: null, opensAt: null, closesAt: null, address: '', addressSystem: 'legacy',
    provinceCode: '01', districtCode: '001', wardCode: '00001', provinceName: 'Thành phố Hà Nội', districtName: 'Quận Ba Đình',
    wardName: 'Phường Phúc Xá', latitude: null, longitude: null, status: 'active', createdAt: '2026-11-03T02:15:00.000Z', updatedAt: null,
  };
  const api = mockApi({ 'POST /api/shop/createShop': ok(shop), 'POST /api/shop/updateShop': ok(shop) });
  const data = {
    code: ' HN-01 ', name: 'Cửa hàng', area: { provinceCode: '01', districtCode: '001', wardCode: '00001' }, location: '21.5/105.25',
    photoUrls: ['/api/file/0b0f6d0e-1d6c-4b7e-9c3a-2f2f7d1e9a11?t=1790000000.' + 'a'.repeat(43)], status: 'locked',
  };
  expect((await provider.create('shops', { data })).data).toEqual(shop);
  expect(api.sent('POST', '/api/shop/createShop')[0].body).toEqual({
    code: 'HN-01', name: 'Cửa hàng', phone: null, email: null, opensAt: null, closesAt: null, address: '',
    area: { system: 'legacy', provinceCode: '01', districtCode: '001', wardCode: '00001' }, latitude: 21.5, longitude: 105.25,
    photos: ['0b0f6d0e-1d6c-4b7e-9c3a-2f2f7d1e9a11'],
  });
  await provider.update('shops', { id: '7', data, previousData: shop });
  expect(api.sent('POST', '/api/shop/updateShop')[0].body).toMatchObject({ id: 7, code: 'HN-01' });
});

test('an answer that is not the wire type is refused whole, with a message the user can read', async () => {
  mockApi({ 'POST /api/report/findTransactions': ok([ROW, { ...ROW, id: 42, amount: 12.5 }], { count: 2 }) });
  const error: unknown = await list().catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(MerchantCallError);
  expect((error as MerchantCallError).message).toBe(BAD_ANSWER);
  expect((error as MerchantCallError).detail).toContain('amount');

  mockApi({ 'POST /api/report/findTransactions': ok({ id: 1 }) });
  await expect(list()).rejects.toThrow(BAD_ANSWER);
});

test('failures of the API are the HTTP client errors, with their code', async () => {
  mockApi({ 'POST /api/report/findTransactions': { status: 403, body: { err: 403, message: 'Forbidden', data: null } } });
  const forbidden: unknown = await list().catch((caught: unknown) => caught);
  expect(forbidden).toBeInstanceOf(HttpError);
  expect((forbidden as HttpError).status).toBe(403);

  mockApi({ 'POST /api/report/detailTransaction': { status: 404, body: { err: 404, message: 'dataNotFound', data: null } } });
  await expect(provider.getOne('transactions', { id: 99 })).rejects.toMatchObject({ status: 404, message: 'dataNotFound' });
});

test("getOne raises no 404 notice: every screen that reads one record says 'not found' in place itself", async () => {
  const notices: Notice[] = [];
  const stop = onNotice((notice) => notices.push(notice));
  try {
    mockApi({ 'POST /api/report/detailTransaction': { status: 404, body: { err: 404, message: 'dataNotFound', data: null } } });
    await expect(provider.getOne('transactions', { id: 99 })).rejects.toMatchObject({ status: 404, message: 'dataNotFound' });
    expect(notices).toEqual([]);
    // Any other failure is still noticed.
    mockApi({ 'POST /api/report/detailTransaction': { status: 500, body: { err: 500, message: 'internalServerError', data: null } } });
    await expect(provider.getOne('transactions', { id: 99 })).rejects.toMatchObject({ status: 500 });
    expect(notices).toEqual([{ message: 'internalServerError', type: 'error' }]);
  } finally {
    stop();
  }
});

test('the app provider sends merchant resources to the merchant calls and keeps the others not available', async () => {
  const api = mockApi({ 'POST /api/report/exportedReports': ok([], { count: 0 }) });
  const app = createAppDataProvider(createPageRegistry(), MERCHANT_DATA);
  const params = { pagination: { page: 1, perPage: 20 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };
  expect(await app.getList('exportedReports', params)).toEqual({ data: [], total: 0, meta: { countIsLowerBound: false, countIsEstimate: false } });
  await expect(app.getList('vouchers', params)).rejects.toThrow('app.data.notAvailable');
  expect(api.requests.map((request) => request.path)).toEqual(['/api/report/exportedReports']);
});
