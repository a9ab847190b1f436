import { and, eq } from 'drizzle-orm';
import type { App } from '../../server/app';
import { verifyPassword } from '../../server/auth/passwords';
import { records } from '../../server/db/schema';
import { buildAuthApp, solveCaptcha } from './support/auth';
import { describeEachDatabase } from './support/databases';
import { type SignedIn, seedPages, signedIn } from './support/pageEngine';

type Row = Record<string, unknown> & { id: number };

const MODEL = '/api/records/partner-vouchers';

const validVoucher = (extra: Record<string, unknown> = {}) => ({
  code: 'TEST01', name: 'Ưu đãi thử', partnerId: 1, startDate: '2026-12-01', endDate: '2026-12-31', ...extra,
});

describeEachDatabase('generic record store: writing', (context) => {
  let app: App;
  let staff: SignedIn;
  let otherTenant: SignedIn;
  let merchant: SignedIn;

  beforeAll(async () => {
    app = await buildAuthApp(context.database);
    staff = await signedIn(app, context.database, { type: 'staff' });
    otherTenant = await signedIn(app, context.database, { type: 'staff' });
    merchant = await signedIn(app, context.database, { type: 'merchant' });
    await seedPages(context.database, staff.account.ownerId);
  }, 60_000);
  afterAll(() => app.close());

  const call = (who: SignedIn, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
    app.inject({ method, url, headers: who.headers, ...(payload === undefined ? {} : { payload }) });
  const create = (payload: Record<string, unknown>, who = staff) => call(who, 'POST', MODEL, payload);
  const storedData = async (id: number) => {
    const [row] = await context.database.db.select({ data: records.data }).from(records).where(eq(records.id, id));
    return row?.data as Record<string, unknown> | undefined;
  };

  it('creates, reads, updates (merging) and deletes a record, page and api parameters riding along', async () => {
    const created = await create(validVoucher({ exchangePoint: '150', title: { vi: 'Giảm giá', en: 'Discount' } }));
    expect(created.statusCode).toBe(200);
    const record = created.json().data as Row;
    // Defaults fill what was left undefined (status, isHot); '150' is a number field's number.
    expect(record).toMatchObject({
      ...validVoucher(), exchangePoint: 150, status: 'active', isHot: false, title: { vi: 'Giảm giá', en: 'Discount' },
      createdAt: expect.stringMatching(/Z$/), updatedAt: expect.stringMatching(/Z$/),
    });
    expect(record.description).toBeNull();

    const read = await call(staff, 'GET', `${MODEL}/${record.id}?page=60&api=read`);
    expect(read.json()).toEqual({ err: 200, message: 'ok', data: record });

    const patched = await call(staff, 'PATCH', `${MODEL}/${record.id}?page=60&api=update`, { name: 'Ưu đãi mới', value: 'Giảm 10%' });
    expect(patched.json().data).toMatchObject({ ...validVoucher(), name: 'Ưu đãi mới', value: 'Giảm 10%', exchangePoint: 150 });

    const removed = await call(staff, 'DELETE', `${MODEL}/${record.id}?page=60&api=delete`);
    expect(removed.json()).toEqual({ err: 200, message: 'ok', data: { id: record.id } });
    const gone = await call(staff, 'GET', `${MODEL}/${record.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ err: 404, message: 'dataNotFound', data: null });
  });

  it("keeps each tenant's records to itself: another owner's record is 404 and stays untouched", async () => {
    const { id } = (await create(validVoucher())).json().data as Row;
    for (const [method, payload] of [['GET'], ['PATCH', { name: 'x' }], ['DELETE']] as const) {
      const response = await call(otherTenant, method, `${MODEL}/${id}`, payload);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('dataNotFound');
    }
    expect((await storedData(id))?.name).toBe('Ưu đãi thử');
    const list = await call(otherTenant, 'GET', MODEL);
    expect(list.json()).toMatchObject({ data: [], count: 0 });
    // Its own record goes to its own owner, whatever the body says.
    const own = (await create(validVoucher({ ownerId: staff.account.ownerId }), otherTenant)).json();
    expect(own.message).toBe('invalidParam');
    const mine = (await create(validVoucher(), otherTenant)).json().data as Row;
    const [row] = await context.database.db.select({ ownerId: records.ownerId }).from(records).where(eq(records.id, mine.id));
    expect(row.ownerId).toBe(otherTenant.account.ownerId);
  });

  it('answers 404 notFoundPage for a model no page governs, and to a user without the page action', async () => {
    for (const [who, url] of [[staff, '/api/records/no-such-model'], [merchant, MODEL], [merchant, `${MODEL}/1`]] as const) {
      const response = await call(who, 'GET', url);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('notFoundPage');
    }
    expect((await create(validVoucher(), merchant)).json().message).toBe('notFoundPage');
    expect((await app.inject(MODEL)).statusCode).toBe(401);
    expect((await call(staff, 'GET', '/api/records/Bad_Model')).json().data.field).toBe('model');
  });

  it('refuses an unknown field by name and ignores id, createdAt and updatedAt in the body', async () => {
    const unknown = await create(validVoucher({ colour: 'đỏ' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      err: 400, message: 'invalidParam',
      data: { field: 'colour', errors: [{ field: 'colour', message: '"colour" is not a field of partner-vouchers' }] },
    });
    const ignored = await create(validVoucher({ id: 999_999, createdAt: '2000-01-01T00:00:00.000Z', updatedAt: 'x' }));
    expect(ignored.statusCode).toBe(200);
    expect(ignored.json().data.id).not.toBe(999_999);
    expect(ignored.json().data.createdAt).not.toBe('2000-01-01T00:00:00.000Z');
    const proto = await app.inject({
      method: 'POST', url: MODEL, headers: { ...staff.headers, 'content-type': 'application/json' },
      payload: '{"code":"X","__proto__":{"polluted":true}}',
    });
    expect(proto.statusCode).toBe(400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a number field', { exchangePoint: 'nhiều' }, 'exchangePoint'],
    ['a date', { startDate: '2026-02-30' }, 'startDate'],
    ['a date in another format', { endDate: '31/12/2026' }, 'endDate'],
    ['a time', { redeemFrom: '24:00' }, 'redeemFrom'],
    ['a location out of range', { location: '91/105.79' }, 'location'],
    ['an enum value not among its items', { status: 'paused' }, 'status'],
    ['a checkbox', { isHot: 'yes' }, 'isHot'],
    ['a model id', { partnerId: { id: 1 } }, 'partnerId'],
    ['a list of ids that is no list', { shopIds: 3 }, 'shopIds'],
    ['an option not among the items', { channels: ['app', 'tv'] }, 'channels[1]'],
    ['a table cell of the wrong type', { pointRules: [{ order: 1.5 }] }, 'pointRules[0].order'],
    ['a table column that does not exist', { limits: [{ channel: 'app', colour: 'x' }] }, 'limits[0].colour'],
    ['a language that is not listed', { title: { vi: 'Giảm', fr: 'Remise' } }, 'title.fr'],
    ['an image that is no https or own file', { images: ['javascript:alert(1)'] }, 'images[0]'],
    ['an image over plain http', { thumbnail: 'http://example.com/a.png' }, 'thumbnail'],
    ['an upload id with a path in it', { contract: '../etc/passwd' }, 'contract'],
    ['a text over its size cap', { name: 'x'.repeat(10_001) }, 'name'],
    ['rich text over its size cap', { content: 'x'.repeat(200_001) }, 'content'],
  ])('refuses %s with 400 naming the field', async (_what, values, field) => {
    const response = await create(validVoucher(values));
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ err: 400, message: 'invalidParam', data: { field } });
    expect(body.data.errors[0]).toEqual({ field, message: expect.any(String) });
  });

  it('stores what each widget takes, in the form it is stored', async () => {
    const values = {
      redeemFrom: '07:45', location: ' 21.0575491 / 105.7909262 ', status: 'blocked', blockMessage: 'Hết ngân sách',
      shopIds: ['12', 7, 'shop-a'], channels: ['web', 'pos'], images: ['/api/file/3f2a', 'https://cdn.example.com/a.png'],
      thumbnail: '/api/file/abc', contract: '0a1b2c3d-uuid', pointRules: [{ order: 1, date: '2026-12-01T00:00:00.000Z', points: 0.5 }],
      limits: [{ channel: 'app', maxPerDay: 5, enabled: true, tags: ['a', 'b'] }], content: '<p>Xin chào</p>',
      // NFD (decomposed) text is stored composed (NFC).
      description: 'Cà phê'.normalize('NFD'),
    };
    const { data } = (await create(validVoucher(values))).json();
    expect(data).toMatchObject({
      ...values, location: '21.0575491/105.7909262', shopIds: [12, 7, 'shop-a'], description: 'Cà phê'.normalize('NFC'),
    });
  });

  it('names the first missing required field in schema order, and lists all of them; empty text is missing', async () => {
    const response = await create({ name: '', exchangePoint: null });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      err: 400, message: 'fieldRequired',
      data: {
        field: 'code',
        errors: ['Mã ưu đãi', 'Tên ưu đãi', 'Đối tác', 'Điểm đổi', 'Ngày bắt đầu', 'Ngày kết thúc']
          .map((label, index) => ({ field: ['code', 'name', 'partnerId', 'exchangePoint', 'startDate', 'endDate'][index], message: `${label} is required!` })),
      },
    });
    const { id } = (await create(validVoucher())).json().data as Row;
    const cleared = await call(staff, 'PATCH', `${MODEL}/${id}`, { code: '' });
    expect(cleared.json()).toMatchObject({ message: 'fieldRequired', data: { field: 'code' } });
  });

  it('drops fields hidden by their hideExpression, on create and when an update hides them', async () => {
    const visibleOnlyWhenBlocked = await create(validVoucher({ status: 'active', blockMessage: 'không lưu' }));
    const { id } = visibleOnlyWhenBlocked.json().data as Row;
    expect(visibleOnlyWhenBlocked.json().data.blockMessage).toBeNull();
    expect(await storedData(id)).not.toHaveProperty('blockMessage');

    const blocked = await call(staff, 'PATCH', `${MODEL}/${id}`, { status: 'blocked', blockMessage: 'Đối tác yêu cầu' });
    expect(blocked.json().data).toMatchObject({ status: 'blocked', blockMessage: 'Đối tác yêu cầu' });
    const reopened = await call(staff, 'PATCH', `${MODEL}/${id}`, { status: 'active' });
    expect(reopened.json().data.blockMessage).toBeNull();
    expect(await storedData(id)).not.toHaveProperty('blockMessage');
    // A hidden field's value is not even checked.
    expect((await create(validVoucher({ blockMessage: { not: 'text' } }))).statusCode).toBe(200);
  });

  it('requires a visible captcha, verifies it once, and never stores it', async () => {
    const missing = await create(validVoucher({ isHot: true }));
    expect(missing.json()).toMatchObject({ message: 'fieldRequired', data: { field: 'captcha' } });

    const wrongCaptcha = await solveCaptcha(app);
    const wrong = await create(validVoucher({ isHot: true, captcha: `${wrongCaptcha.captchaId},${wrongCaptcha.captchaText}x` }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: 'app.auth.captchaInvalid', data: { field: 'captcha' } });

    const right = await solveCaptcha(app);
    const answer = `${right.captchaId},${right.captchaText}`;
    const created = await create(validVoucher({ isHot: true, captcha: answer }));
    expect(created.statusCode).toBe(200);
    expect(created.json().data).not.toHaveProperty('captcha');
    expect(JSON.stringify(await storedData(created.json().data.id))).not.toContain(right.captchaText);
    // Single use: the same answer again is refused.
    expect((await create(validVoucher({ isHot: true, captcha: answer }))).json().message).toBe('app.auth.captchaInvalid');
    // Hidden (isHot false): not required, not checked.
    expect((await create(validVoucher({ isHot: false, captcha: 'whatever,wrong' }))).statusCode).toBe(200);
  });

  it('stores a password only as a hash, never answers it, and keeps it when an update leaves it out', async () => {
    const created = await create(validVoucher({ partnerSecret: 'bí-mật-đối-tác-1' }));
    const { id } = created.json().data as Row;
    expect(created.json().data).not.toHaveProperty('partnerSecret');
    const hash = (await storedData(id))?.partnerSecret as string;
    expect(hash).not.toContain('bí-mật');
    expect(await verifyPassword('bí-mật-đối-tác-1', hash)).toBe(true);

    for (const payload of [{ name: 'Đổi tên' }, { partnerSecret: '' }, { partnerSecret: null }]) {
      const patched = await call(staff, 'PATCH', `${MODEL}/${id}`, payload);
      expect(patched.statusCode).toBe(200);
      expect(patched.json().data).not.toHaveProperty('partnerSecret');
      expect((await storedData(id))?.partnerSecret).toBe(hash);
    }
    await call(staff, 'PATCH', `${MODEL}/${id}`, { partnerSecret: 'mật-khẩu-mới-2' });
    expect(await verifyPassword('mật-khẩu-mới-2', (await storedData(id))?.partnerSecret as string)).toBe(true);

    for (const url of [`${MODEL}/${id}`, `${MODEL}?select=partnerSecret,captcha,name&queryInput=${encodeURIComponent(JSON.stringify({ id }))}`]) {
      const body = (await call(staff, 'GET', url)).body;
      expect(body).not.toContain('partnerSecret');
      expect(body).not.toContain('scrypt');
    }
  });

  it('checks the record of the page governing the model: page 46 adds partner shops as page 63 declares them', async () => {
    const shop = await call(staff, 'POST', '/api/records/partner-shops?page=46&api=create', { name: 'Cửa hàng mới', address: '1 Lê Lợi, Huế' });
    expect(shop.json().data).toMatchObject({ name: 'Cửa hàng mới', address: '1 Lê Lợi, Huế' });
    const count = async () => (await context.database.db.select({ id: records.id }).from(records)
      .where(and(eq(records.model, 'partner-shops'), eq(records.ownerId, staff.account.ownerId)))).length;
    expect(await count()).toBe(13);
  });
});
