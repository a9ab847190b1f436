import { eq } from 'drizzle-orm';
import { auditEvents, shopPhotos, shops } from '../../../server/db/schema';
import { ACTIONS } from '../../../src/api/permissions';
import type { ExportJob } from '../../../src/api/sales';
import { finishedJob, parseCsv } from '../exportJobs/support';
import { describeEachDatabase } from '../support/databases';
import { storedFileRow } from '../support/files';
import { scopeToShops } from '../support/sales';
import { type SignedIn, signedIn } from '../support/signIn';
import { suiteApp } from '../support/suiteApp';

// The shop calls on both databases: every rule and refusal, the lock's effect on checkout, the export, and tenancy by every id.

const LEGACY_AREA = { system: 'legacy', provinceCode: '01', districtCode: '001', wardCode: '00001' } as const;
const HCM_AREA = { system: 'legacy', provinceCode: '79', districtCode: '760', wardCode: '26734' } as const;
const AREA_2025 = { system: '2025', provinceCode: '01', districtCode: null, wardCode: '00004' } as const;

describeEachDatabase('Shops: list, detail, create, update, lock, export', (context) => {
  const suite = suiteApp(context);
  let ownerA: SignedIn;
  let ownerB: SignedIn;
  let employeeA: SignedIn;
  let photoA: string;
  let photoA2: string;
  let photoB: string;
  let shopA: number;

  const post = (url: string, payload: unknown, who: SignedIn = ownerA) =>
    suite.app.inject({ method: 'POST', url: `/api/${url}`, payload: payload as Record<string, unknown>, headers: who.headers });
  const shopBody = (overrides: Record<string, unknown> = {}) => ({
    code: 'HN-01', name: 'Cửa hàng Hà Nội', phone: '+84 90 123 4567', email: 'hn@shop.vn', opensAt: '08:00', closesAt: '21:30',
    address: '12 Phúc Xá', area: LEGACY_AREA, latitude: 21.0575491, longitude: 105.7909262, photos: [photoA, photoA2], ...overrides,
  });
  const refusal = async (url: string, payload: unknown, who: SignedIn = ownerA) => {
    const answer = await post(url, payload, who);
    return { status: answer.statusCode, body: answer.json() as { message: string; data: { field?: string; reason?: string; code?: string } } };
  };
  const list = async (payload: Record<string, unknown>, who: SignedIn = ownerA) => {
    const answer = await post('report/findShops', payload, who);
    expect(answer.statusCode).toBe(200);
    return answer.json() as { data: { id: number; code: string; name: string; status: string }[]; count: number };
  };

  beforeAll(async () => {
    ownerA = await signedIn(suite.app, context.database, { type: 'merchant' });
    ownerB = await signedIn(suite.app, context.database, { type: 'merchant' });
    employeeA = await signedIn(suite.app, context.database, { type: 'submerchant', code: ownerA.account.code });
    photoA = await storedFileRow(context.database, ownerA.account.ownerId);
    photoA2 = await storedFileRow(context.database, ownerA.account.ownerId);
    photoB = await storedFileRow(context.database, ownerB.account.ownerId);
    const created = await post('shop/createShop', shopBody());
    expect(created.statusCode).toBe(200);
    shopA = created.json().data.id;
    for (const [code, name, area] of [['HCM-01', 'Quận Một', HCM_AREA], ['BD-2025', 'Ba Đình mới', AREA_2025]] as const) {
      expect((await post('shop/createShop', shopBody({ code, name, area, photos: [] }))).statusCode).toBe(200);
    }
    expect((await post('shop/createShop', shopBody({ code: 'B-01', name: 'Cửa hàng B', photos: [photoB] }), ownerB)).statusCode).toBe(200);
  });

  it('creates a shop with its area names, canonical phone, hours, location and photos in order', async () => {
    const answer = await post('shop/shopDetail', { id: shopA });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({
      id: shopA, code: 'HN-01', name: 'Cửa hàng Hà Nội', phone: '0901234567', email: 'hn@shop.vn', opensAt: '08:00', closesAt: '21:30',
      address: '12 Phúc Xá', addressSystem: 'legacy', provinceCode: '01', districtCode: '001', wardCode: '00001',
      provinceName: 'Thành phố Hà Nội', districtName: 'Quận Ba Đình', wardName: 'Phường Phúc Xá', latitude: 21.0575491, longitude: 105.7909262,
      status: 'active', area: LEGACY_AREA,
    });
    const photos = answer.json().data.photos as { id: string; url: string }[];
    expect(photos.map((photo) => photo.id)).toEqual([photoA, photoA2]);
    expect(photos[0].url).toMatch(new RegExp(`^/api/file/${photoA}\\?t=`));
  });

  it('stores a 2025 address without a district, and refuses a district there', async () => {
    const { data } = await list({ queryInput: { q: 'BD-2025' } });
    const detail = (await post('shop/shopDetail', { id: data[0].id })).json().data;
    expect(detail).toMatchObject({ addressSystem: '2025', districtCode: null, districtName: null, wardName: 'Phường Ba Đình' });
    const refused = await refusal('shop/createShop', shopBody({ code: 'X1', area: { ...AREA_2025, districtCode: '001' }, photos: [] }));
    expect(refused).toMatchObject({ status: 400, body: { message: 'app.shops.errors.badArea', data: { field: 'area.districtCode' } } });
  });

  it('answers 400 naming the field for each bad input', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ code: 'HN-01' }, 'code'],
      [{ code: '' }, 'code'],
      [{ name: ' ' }, 'name'],
      [{ phone: '12345' }, 'phone'],
      [{ email: 'not-mail' }, 'email'],
      [{ opensAt: '08:10' }, 'opensAt'],
      [{ closesAt: '25:00' }, 'closesAt'],
      [{ closesAt: '08:00' }, 'closesAt'],
      [{ closesAt: null }, 'closesAt'],
      [{ latitude: 91 }, 'latitude'],
      [{ longitude: -181 }, 'longitude'],
      [{ longitude: null }, 'longitude'],
      [{ area: { ...LEGACY_AREA, wardCode: '00037' } }, 'area.wardCode'],
      [{ area: { ...LEGACY_AREA, districtCode: '760' } }, 'area.districtCode'],
      [{ area: { ...LEGACY_AREA, provinceCode: '999' } }, 'area.provinceCode'],
      [{ photos: ['not-an-id'] }, 'photos.0'],
      [{ photos: [photoA, photoA] }, 'photos'],
      [{ photos: Array.from({ length: 11 }, () => photoA) }, 'photos'],
    ];
    for (const [overrides, field] of cases) {
      const answer = await refusal('shop/createShop', shopBody(overrides));
      expect({ overrides, status: answer.status, field: answer.body.data?.field }).toEqual({ overrides, status: 400, field });
    }
    const duplicate = await refusal('shop/createShop', shopBody({ name: 'Another' }));
    expect(duplicate.body).toMatchObject({ message: 'app.shops.errors.duplicateCode', data: { field: 'code', code: 'HN-01' } });
  });

  it('takes overnight hours: closing before opening means after midnight', async () => {
    const answer = await post('shop/createShop', shopBody({ code: 'NIGHT', name: 'Night market', opensAt: '22:00', closesAt: '02:00', photos: [] }));
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({ opensAt: '22:00', closesAt: '02:00' });
  });

  it('refuses photos that are not the merchant\'s images: another merchant\'s file reads like an unknown one', async () => {
    const theirs = await refusal('shop/createShop', shopBody({ code: 'P1', photos: [photoA, photoB] }));
    expect(theirs).toMatchObject({ status: 400, body: { message: 'app.shops.errors.photoNotImage', data: { field: 'photos.1' } } });
    const unknown = await refusal('shop/createShop', shopBody({ code: 'P1', photos: ['0b0f6d0e-1d6c-4b7e-9c3a-2f2f7d1e9a11'] }));
    expect(unknown.body).toMatchObject({ message: 'app.shops.errors.photoNotImage', data: { field: 'photos.0' } });
  });

  it('searches name or code without diacritics, filters by province, district and status, sorts and pages', async () => {
    expect((await list({ queryInput: { q: 'cua hang ha noi' } })).data.map((shop) => shop.code)).toEqual(['HN-01']);
    expect((await list({ queryInput: JSON.stringify({ q: 'hcm' }) })).data.map((shop) => shop.code)).toEqual(['HCM-01']);
    expect((await list({ queryInput: { provinceCode: '79' } })).data.map((shop) => shop.code)).toEqual(['HCM-01']);
    expect((await list({ queryInput: { districtCode: '001' } })).data.map((shop) => shop.code).sort()).toEqual(['HN-01', 'NIGHT']);
    const byCode = await list({ sort: [{ code: 'desc' }], limit: 2, skip: 1 });
    expect(byCode.count).toBe(4);
    expect(byCode.data.map((shop) => shop.code)).toEqual(['HN-01', 'HCM-01']);
    const shopList = await post('shop/shopList', { sort: [{ name: 'asc' }] });
    expect(shopList.json().data.map((shop: { name: string }) => shop.name)).toEqual(['Ba Đình mới', 'Cửa hàng Hà Nội', 'Night market', 'Quận Một']);
    expect((await refusal('report/findShops', { queryInput: { owner: 1 } })).status).toBe(400);
    expect((await refusal('report/findShops', { sort: [{ phone: 'asc' }] })).status).toBe(400);
  });

  it('updates every field and replaces the photos in the new order', async () => {
    const answer = await post('shop/updateShop', shopBody({ id: String(shopA), name: 'Cửa hàng Hà Nội 2', area: HCM_AREA, photos: [photoA2], phone: '' }));
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({ name: 'Cửa hàng Hà Nội 2', phone: null, provinceName: 'Thành phố Hồ Chí Minh', wardName: 'Phường Tân Định' });
    const photos = await context.database.db.select().from(shopPhotos).where(eq(shopPhotos.shopId, shopA));
    expect(photos.map((photo) => [photo.fileId, photo.position])).toEqual([[photoA2, 0]]);
    const duplicate = await refusal('shop/updateShop', shopBody({ id: shopA, code: 'HCM-01' }));
    expect(duplicate).toMatchObject({ status: 400, body: { data: { field: 'code', code: 'HCM-01' } } });
    // Keeping its own code is no duplicate.
    expect((await post('shop/updateShop', shopBody({ id: shopA, photos: [photoA, photoA2] }))).statusCode).toBe(200);
  });

  it('locks and activates a shop: a locked one is listed as such and checkout refuses it with 400', async () => {
    const locked = await post('shop/lockShop', { id: shopA });
    expect(locked.json()).toMatchObject({ message: 'app.shops.lockedNotice', data: { id: shopA, status: 'locked' } });
    expect((await list({ queryInput: { status: 'locked' } })).data.map((shop) => shop.id)).toEqual([shopA]);
    const choices = await post('report/findShopList', {});
    expect(choices.json().data).toContainEqual({ id: shopA, name: 'Cửa hàng Hà Nội', status: 'locked' });
    const offered = await post('loyalty/checkoutShops', {});
    expect(offered.json().data.map((shop: { id: number }) => shop.id)).not.toContain(shopA);
    const sale = await suite.app.inject({
      method: 'POST', url: '/api/loyalty/checkout', headers: { ...ownerA.headers, 'idempotency-key': 'shops-locked-0001' },
      payload: { phone: '0901234567', shopId: shopA, serviceCode: 'QRPAY', amount: 10_000 },
    });
    expect(sale.statusCode).toBe(400);
    expect(sale.json()).toMatchObject({ message: 'app.shops.errors.shopLocked', data: { field: 'shopId' } });
    expect((await post('shop/activeShop', { id: shopA })).json().data.status).toBe('active');
    // Who locked and activated which shop is audited.
    const audited = await context.database.db.select({ kind: auditEvents.kind, userId: auditEvents.userId, detail: auditEvents.detail }).from(auditEvents)
      .where(eq(auditEvents.ownerCode, ownerA.account.code)).orderBy(auditEvents.id);
    expect(audited.filter((event) => event.kind === 'shopLocked' || event.kind === 'shopActivated')).toEqual([
      { kind: 'shopLocked', userId: ownerA.account.userId, detail: { shopId: shopA, code: 'HN-01', status: 'locked' } },
      { kind: 'shopActivated', userId: ownerA.account.userId, detail: { shopId: shopA, code: 'HN-01', status: 'active' } },
    ]);
    expect(audited.filter((event) => event.kind === 'shopCreated').length).toBeGreaterThanOrEqual(4);
    expect((await post('loyalty/checkoutShops', {})).json().data.map((shop: { id: number }) => shop.id)).toContain(shopA);
  });

  it('never lets another merchant reach the shop, by any id or call', async () => {
    expect((await list({}, ownerB)).data.map((shop) => shop.code)).toEqual(['B-01']);
    expect((await list({ queryInput: { id: shopA } }, ownerB)).count).toBe(0);
    for (const url of ['shop/shopDetail', 'shop/lockShop', 'shop/activeShop']) {
      expect({ url, status: (await post(url, { id: shopA }, ownerB)).statusCode }).toEqual({ url, status: 404 });
    }
    expect((await post('shop/updateShop', shopBody({ id: shopA, code: 'STOLEN', photos: [photoB] }), ownerB)).statusCode).toBe(404);
    // Merchant A's photo is not merchant B's to use.
    expect((await refusal('shop/createShop', shopBody({ code: 'B-02', photos: [photoA] }), ownerB)).body.data.field).toBe('photos.0');
    // A body naming an owner is refused, not obeyed.
    expect((await post('shop/createShop', { ...shopBody({ code: 'B-03', photos: [] }), ownerId: ownerA.account.ownerId }, ownerB)).statusCode).toBe(200);
    const [stored] = await context.database.db.select({ ownerId: shops.ownerId }).from(shops).where(eq(shops.code, 'B-03'));
    expect(stored.ownerId).toBe(ownerB.account.ownerId);
    const [unchanged] = await context.database.db.select({ code: shops.code, status: shops.status }).from(shops).where(eq(shops.id, shopA));
    expect(unchanged).toEqual({ code: 'HN-01', status: 'active' });
  });

  it('lets an employee read but not write or export without the actions; a caller without a session gets 401', async () => {
    expect((await post('report/findShops', {}, employeeA)).statusCode).toBe(200);
    expect((await post('shop/shopDetail', { id: shopA }, employeeA)).statusCode).toBe(200);
    for (const [url, body] of [['shop/createShop', shopBody({ code: 'E1' })], ['shop/updateShop', shopBody({ id: shopA })], ['shop/lockShop', { id: shopA }],
      ['shop/activeShop', { id: shopA }], ['report/exportShops', {}]] as const) {
      expect({ url, status: (await post(url, body, employeeA)).statusCode }).toEqual({ url, status: 403 });
    }
    const noActions = await signedIn(suite.app, context.database, { type: 'submerchant', code: ownerA.account.code, actions: [ACTIONS.checkout] });
    expect((await post('report/findShops', {}, noActions)).statusCode).toBe(403);
    expect((await post('shop/shopDetail', { id: shopA }, noActions)).statusCode).toBe(403);
    expect((await suite.app.inject({ method: 'POST', url: '/api/report/findShops', payload: {} })).statusCode).toBe(401);
  });

  it('shows an employee whose role sees its own shops only those shops: list, count, detail and export', async () => {
    const scoped = await signedIn(suite.app, context.database, { type: 'submerchant', code: ownerA.account.code, actions: [ACTIONS.findShops, ACTIONS.exportShops, ACTIONS.exportedReports] });
    await scopeToShops(context.database, scoped.account.userId, [shopA]);
    const listed = await list({}, scoped);
    expect([listed.data.map((row) => row.id), listed.count]).toEqual([[shopA], 1]);
    const [other] = (await list({ queryInput: { q: 'HCM-01' } })).data;
    expect((await post('shop/shopDetail', { id: other.id }, scoped)).statusCode).toBe(404);
    expect((await post('shop/shopDetail', { id: shopA }, scoped)).statusCode).toBe(200);
    suite.clock.advance(1_000);
    const started = await post('report/exportShops', {}, scoped);
    expect(started.statusCode).toBe(200);
    const job: ExportJob = await finishedJob(suite.app, scoped.headers, started.json().data.id);
    const ticket = await post('report/downloadTicket', { id: job.id }, scoped);
    const rows = parseCsv((await suite.app.inject({ url: ticket.json().data.url })).body);
    expect(rows.slice(1).map((row) => row[0])).toEqual(['HN-01']);
  });

  it('exports the merchant\'s shops as a job in either language, and only theirs', async () => {
    const exported = async (who: SignedIn, payload: Record<string, unknown>): Promise<string[][]> => {
      suite.clock.advance(1_000);
      const started = await post('report/exportShops', payload, who);
      expect(started.statusCode).toBe(200);
      const job: ExportJob = await finishedJob(suite.app, who.headers, started.json().data.id);
      expect(job).toMatchObject({ status: 'done', kind: 'shops' });
      const ticket = await post('report/downloadTicket', { id: job.id }, who);
      return parseCsv((await suite.app.inject({ url: ticket.json().data.url })).body);
    };
    const english = await exported(ownerA, { locale: 'en' });
    expect(english[0]).toEqual(['Code', 'Name', 'Phone', 'E-mail', 'Opening hours', 'Street', 'Area', 'Latitude', 'Longitude', 'Status', 'Created']);
    expect(english.slice(1).map((row) => row[0]).sort()).toEqual(['BD-2025', 'HCM-01', 'HN-01', 'NIGHT']);
    const vietnamese = await exported(ownerA, { locale: 'vi', queryInput: { q: 'hn-01' } });
    expect(vietnamese[0][1]).toBe('Tên cửa hàng');
    expect(vietnamese.slice(1)).toHaveLength(1);
    expect(vietnamese[1]).toEqual(expect.arrayContaining(['HN-01', '08:00–21:30', 'Phường Phúc Xá, Quận Ba Đình, Thành phố Hà Nội', 'Đang hoạt động']));
    expect((await exported(ownerB, {})).slice(1).map((row) => row[0]).sort()).toEqual(['B-01', 'B-03']);
  });
});
