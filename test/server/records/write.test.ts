import { and, eq } from 'drizzle-orm';
import { verifyPassword } from '../../../server/auth/passwords';
import { records } from '../../../server/db/schema';
import { describeEachDatabase } from '../support/databases';
import { signedLinkOf, storedFileRow } from '../support/files';
import { putPage, seedPages, storedData } from '../support/pageEngine';
import { type SignedIn, signedIn, solveCaptcha } from '../support/signIn';
import { suiteApp } from '../support/suiteApp';

type Row = Record<string, unknown> & { id: number };

const MODEL = '/api/records/partner-vouchers';
/** An uploaded image's id as the file store makes them (uuid v4). */
const IMAGE_ID = '1b4e28ba-2fa1-4d2b-883f-0016d3cca427';

const validVoucher = (extra: Record<string, unknown> = {}) => ({
  code: 'TEST01', name: 'Ưu đãi thử', partnerId: 1, startDate: '2026-12-01', endDate: '2026-12-31', ...extra,
});

type Api = { name: string; url: string; method: string; type: string };

/** A page of this test governing `notes<id>`: list and read, the write apis named, and any more apis. */
const notesPage = (
  id: number,
  { apis = [], schema = [], extraApis = [] }: { apis?: ('create' | 'update' | 'delete')[]; schema?: Record<string, unknown>[]; extraApis?: Api[] } = {},
) => {
  const url = `/api/records/notes${id}`;
  const method = { create: 'POST', update: 'PATCH', delete: 'DELETE' } as const;
  return {
    id, name: `Ghi chú ${id}`, resource: `notes${id}`, action: 'managerecords',
    schema: [
      { field: 'title', name: 'Tiêu đề', widget: 'Text', required: true },
      { field: 'open', name: 'Mở', widget: 'Checkbox' },
      ...schema,
    ],
    apis: [
      { name: 'list', url, method: 'GET', type: 'list' },
      { name: 'read', url, method: 'GET', type: 'read' },
      ...apis.map((type) => ({ name: type, url, method: method[type], type })),
      ...extraApis,
    ],
  };
};

describeEachDatabase('generic record store: writing', (context) => {
  const suite = suiteApp(context);
  let staff: SignedIn;
  let otherTenant: SignedIn;
  let merchant: SignedIn;

  beforeAll(async () => {
    staff = await signedIn(suite.app, context.database, { type: 'staff' });
    otherTenant = await signedIn(suite.app, context.database, { type: 'staff' });
    merchant = await signedIn(suite.app, context.database, { type: 'merchant' });
    await seedPages(context.database, staff.account.ownerId);
  });

  const call = (who: SignedIn, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
    suite.app.inject({ method, url, headers: who.headers, ...(payload === undefined ? {} : { payload }) });
  const create = (payload: Record<string, unknown>, who = staff) => call(who, 'POST', MODEL, payload);

  it('creates, reads, updates (merging) and deletes a record, page and api parameters riding along', async () => {
    const created = await create(validVoucher({ exchangePoint: '150', title: { vi: 'Giảm giá', en: 'Discount' } }));
    expect(created.statusCode).toBe(200);
    const record = created.json().data as Row;
    // Defaults fill what was left undefined (isHot); a voucher starts submitted; '150' is a number field's number.
    expect(record).toMatchObject({
      ...validVoucher(), exchangePoint: 150, status: 'submitted', isHot: false, title: { vi: 'Giảm giá', en: 'Discount' },
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
    expect((await storedData(context.database, id))?.name).toBe('Ưu đãi thử');
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
    expect((await suite.app.inject(MODEL)).statusCode).toBe(401);
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
    const proto = await suite.app.inject({
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
    ['a checkbox', { isHot: 'yes' }, 'isHot'],
    ['a model id', { partnerId: { id: 1 } }, 'partnerId'],
    ['a list of ids that is no list', { shopIds: 3 }, 'shopIds'],
    ['an option not among the items', { channels: ['app', 'tv'] }, 'channels[1]'],
    ['a table cell of the wrong type', { pointRules: [{ order: 1.5 }] }, 'pointRules[0].order'],
    ['a table column that does not exist', { limits: [{ channel: 'app', colour: 'x' }] }, 'limits[0].colour'],
    ['a language that is not listed', { title: { vi: 'Giảm', fr: 'Remise' } }, 'title.fr'],
    ['an image that is no https or own file', { images: ['javascript:alert(1)'] }, 'images[0]'],
    ['an image over plain http', { thumbnail: 'http://example.com/a.png' }, 'thumbnail'],
    ['an own image whose path climbs out with encoded dots', { thumbnail: '/api/file/%2e%2e/%2e%2e/admin/get-meta' }, 'thumbnail'],
    ['an own image whose path climbs out with dots', { images: [`/api/file/${IMAGE_ID}`, '/api/file/../user/me'] }, 'images[1]'],
    ['an own image that is no uploaded id', { thumbnail: '/api/file/abc.png' }, 'thumbnail'],
    ['an own image with a query', { thumbnail: `/api/file/${IMAGE_ID}?x=/api/admin` }, 'thumbnail'],
    ['a protocol-relative image', { thumbnail: '//evil.example/a.png' }, 'thumbnail'],
    ['an upload id with a path in it', { contract: '../etc/passwd' }, 'contract'],
    ['an upload id that is no uuid', { contract: '0a1b2c3d-uuid' }, 'contract'],
    ['a text over its size cap', { name: 'x'.repeat(10_001) }, 'name'],
    ['rich text over its size cap', { content: 'x'.repeat(200_001) }, 'content'],
  ])('refuses %s with 400 naming the field', async (_what, values, field) => {
    const response = await create(validVoucher(values));
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ err: 400, message: 'invalidParam', data: { field } });
    // The reason in English, and as a key (with its arguments) that the app says in the screen's language.
    expect(body.data.errors[0]).toMatchObject({ field, message: expect.any(String), problem: expect.any(String) });
  });

  it('refuses an enum value not among its items with 400 naming the field', async () => {
    const page = notesPage(78, { apis: ['create'], schema: [{ field: 'kind', name: 'Loại', widget: 'Enum', items: [{ key: 'a', value: 'A' }] }] });
    expect((await putPage(suite.app, staff, 78, page)).json()).toMatchObject({ err: 200 });
    const response = await call(staff, 'POST', '/api/records/notes78', { title: 'x', kind: 'paused' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ err: 400, message: 'invalidParam', data: { field: 'kind' } });
  });

  it('stores what each widget takes, in the form it is stored', async () => {
    const image = await storedFileRow(context.database, staff.account.ownerId);
    const contract = await storedFileRow(context.database, staff.account.ownerId);
    const values = {
      redeemFrom: '07:45', location: ' 21.0575491 / 105.7909262 ',
      shopIds: ['12', 7, 'shop-a'], channels: ['web', 'pos'], images: [`/api/file/${image}`, 'https://cdn.example.com/a.png'],
      thumbnail: `/api/file/${image}`, contract, pointRules: [{ order: 1, date: '2026-12-01T00:00:00.000Z', points: 0.5 }],
      limits: [{ channel: 'app', maxPerDay: 5, enabled: true, tags: ['a', 'b'] }], content: '<p>Xin chào</p>',
      // NFD (decomposed) text is stored composed (NFC).
      description: 'Cà phê'.normalize('NFD'),
    };
    const { data } = (await create(validVoucher(values))).json();
    // Own images are answered as signed links (files/fileLinks.test.ts) and stored as they were sent.
    expect(data).toMatchObject({
      ...values, location: '21.0575491/105.7909262', shopIds: [12, 7, 'shop-a'], description: 'Cà phê'.normalize('NFC'),
      images: [expect.stringMatching(signedLinkOf(image)), 'https://cdn.example.com/a.png'], thumbnail: expect.stringMatching(signedLinkOf(image)),
    });
    expect(await storedData(context.database, data.id)).toMatchObject({ images: values.images, thumbnail: values.thumbnail, contract });
  });

  it('names the first missing required field in schema order, and lists all of them; empty text is missing', async () => {
    const response = await create({ name: '', exchangePoint: null });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      err: 400, message: 'fieldRequired',
      data: {
        field: 'code',
        // The demo page's labels in English: the server's own texts are English (the app says them in its language).
        errors: ['Voucher code', 'Voucher name', 'Partner', 'Exchange points', 'Start date', 'End date']
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
    expect(await storedData(context.database, id)).not.toHaveProperty('blockMessage');
    // A hidden field's value is not even checked.
    expect((await create(validVoucher({ blockMessage: { not: 'text' } }))).statusCode).toBe(200);

    // Page 60's status is disabled (only the block call changes it): a page of this test hides by a field it may change.
    const shown = await putPage(suite.app, staff, 71, notesPage(71, { apis: ['create', 'update'], schema: [{ field: 'reason', name: 'Lý do', widget: 'Text', hideExpression: '!open' }] }));
    expect(shown.json()).toMatchObject({ err: 200 });
    const note = (await call(staff, 'POST', '/api/records/notes71', { title: 'a', open: true, reason: 'giữ' })).json().data as Row;
    expect(note).toMatchObject({ open: true, reason: 'giữ' });
    const closed = await call(staff, 'PATCH', `/api/records/notes71/${note.id}`, { open: false });
    expect(closed.json().data).toMatchObject({ open: false, reason: null });
    expect(await storedData(context.database, note.id)).not.toHaveProperty('reason');
  });

  it('keeps disabled fields as stored on update, whatever is sent, and takes them on create (links prefill them)', async () => {
    // Blocked by the voucher call, with its reason: PATCH may neither unblock it nor change the reason.
    const { id } = (await create(validVoucher())).json().data as Row;
    await context.database.db.update(records).set({ data: { ...(await storedData(context.database, id)), status: 'blocked', blockMessage: 'Sai thông tin' } })
      .where(eq(records.id, id));
    const patched = await call(staff, 'PATCH', `${MODEL}/${id}`, { status: 'active', blockMessage: 'đã sửa', name: 'Tên mới', syncStatus: 'synced' });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().data).toMatchObject({ status: 'blocked', blockMessage: 'Sai thông tin', name: 'Tên mới', syncStatus: null });
    expect(await storedData(context.database, id)).toMatchObject({ status: 'blocked', blockMessage: 'Sai thông tin', name: 'Tên mới' });
    expect(await storedData(context.database, id)).not.toHaveProperty('syncStatus');
    // Nor block a new one without the voucher call's permission and reason.
    const submitted = (await create(validVoucher())).json().data as Row;
    expect((await call(staff, 'PATCH', `${MODEL}/${submitted.id}`, { status: 'blocked' })).json().data.status).toBe('submitted');
    // A voucher's state cannot be chosen on create either (it starts submitted); other disabled fields are taken.
    expect((await create(validVoucher({ code: 'FORGED', status: 'approved' }))).json().data.status).toBe('submitted');
    const phone = await call(staff, 'POST', '/api/records/voucher-phones', { phone: '0901 234 567', voucher: 'TEST01' });
    expect(phone.json().data).toMatchObject({ phone: '0901234567', voucher: 'TEST01' });
    // Page 45's voucher is a ModelCode: the code of one of the owner's partner vouchers.
    const unknown = await call(staff, 'POST', '/api/records/voucher-phones', { phone: '0901234568', voucher: 'GRAB50K' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().data).toMatchObject({ field: 'voucher', errors: [{ field: 'voucher', problem: 'unknownCode' }] });
    // Its phone is a Phone: a Vietnamese mobile number, or a 400 naming the field with the reason.
    const notAPhone = await call(staff, 'POST', '/api/records/voucher-phones', { phone: 'abc-xyz', voucher: 'TEST01' });
    expect(notAPhone.statusCode).toBe(400);
    expect(notAPhone.json().data).toMatchObject({ field: 'phone', errors: [{ field: 'phone', problem: 'phoneNotANumber' }] });
  });

  it('keeps stored keys the definition does not declare when a save sends the declared ones', async () => {
    const { id } = (await create(validVoucher())).json().data as Row;
    const extra = { legacyCode: 'OLD-7', partnerRef: { system: 'x', n: 3 } };
    await context.database.db.update(records).set({ data: { ...(await storedData(context.database, id)), ...extra } }).where(eq(records.id, id));
    const patched = await call(staff, 'PATCH', `${MODEL}/${id}`, { name: 'Đổi tên' });
    expect(patched.statusCode).toBe(200);
    // Not answered (not declared), but not lost either.
    expect(patched.json().data).not.toHaveProperty('legacyCode');
    expect(await storedData(context.database, id)).toMatchObject({ ...extra, name: 'Đổi tên' });
  });

  it('refuses a create, update or delete the governing page declares no api for (403), and changes nothing', async () => {
    // Page 45 (voucher-phones) declares list, read, create and delete: no update.
    await create(validVoucher({ code: 'A1' }));
    const phone = (await call(staff, 'POST', '/api/records/voucher-phones', { phone: '0901111222', voucher: 'A1' })).json().data as Row;
    const update = await call(staff, 'PATCH', `/api/records/voucher-phones/${phone.id}`, { note: 'đổi' });
    expect(update.statusCode).toBe(403);
    expect(update.json()).toEqual({ err: 403, message: 'app.auth.forbidden', data: { model: 'voucher-phones', operation: 'update' } });
    expect(await storedData(context.database, phone.id)).not.toHaveProperty('note');

    // A page with list and read only; an api of another model or of another type does not count.
    await putPage(suite.app, staff, 72, notesPage(72, {
      apis: [], extraApis: [
        { name: 'create', url: '/api/records/notes71', method: 'POST', type: 'create' },
        { name: 'remove', url: '/api/records/notes72', method: 'POST', type: 'basic' },
      ],
    }));
    const refused = await call(staff, 'POST', '/api/records/notes72', { title: 'x' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: 'app.auth.forbidden', data: { operation: 'create' } });
    const [row] = await context.database.db.insert(records)
      .values({ ownerId: staff.account.ownerId, model: 'notes72', data: { title: 'seeded' } }).returning({ id: records.id });
    for (const [method, operation] of [['PATCH', 'update'], ['DELETE', 'delete']] as const) {
      const response = await call(staff, method, `/api/records/notes72/${row.id}`, method === 'PATCH' ? { title: 'y' } : undefined);
      expect(response.statusCode).toBe(403);
      expect(response.json().data.operation).toBe(operation);
    }
    expect(await storedData(context.database, row.id)).toEqual({ title: 'seeded' });
    // Reading stays allowed.
    expect((await call(staff, 'GET', `/api/records/notes72/${row.id}`)).json().data).toMatchObject({ title: 'seeded' });
    // A user without the page's action still gets 404 first: the page is not disclosed.
    expect((await call(merchant, 'DELETE', `/api/records/notes72/${row.id}`)).json().message).toBe('notFoundPage');
  });

  it('requires a visible captcha, verifies it once, and never stores it', async () => {
    const missing = await create(validVoucher({ isHot: true }));
    expect(missing.json()).toMatchObject({ message: 'fieldRequired', data: { field: 'captcha' } });

    const wrongCaptcha = await solveCaptcha(suite.app);
    const wrong = await create(validVoucher({ isHot: true, captcha: `${wrongCaptcha.captchaId},${wrongCaptcha.captchaText}x` }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: 'app.auth.captchaInvalid', data: { field: 'captcha' } });

    const right = await solveCaptcha(suite.app);
    const answer = `${right.captchaId},${right.captchaText}`;
    const created = await create(validVoucher({ isHot: true, captcha: answer }));
    expect(created.statusCode).toBe(200);
    expect(created.json().data).not.toHaveProperty('captcha');
    expect(JSON.stringify(await storedData(context.database, created.json().data.id))).not.toContain(right.captchaText);
    // Single use: the same answer again is refused.
    expect((await create(validVoucher({ isHot: true, captcha: answer }))).json().message).toBe('app.auth.captchaInvalid');
    // Hidden (isHot false): not required, not checked.
    expect((await create(validVoucher({ isHot: false, captcha: 'whatever,wrong' }))).statusCode).toBe(200);
  });

  it('stores a password only as a hash, never answers it, and keeps it when an update leaves it out', async () => {
    const created = await create(validVoucher({ partnerSecret: 'bí-mật-đối-tác-1' }));
    const { id } = created.json().data as Row;
    expect(created.json().data).not.toHaveProperty('partnerSecret');
    const hash = (await storedData(context.database, id))?.partnerSecret as string;
    expect(hash).not.toContain('bí-mật');
    expect(await verifyPassword('bí-mật-đối-tác-1', hash)).toBe(true);

    for (const payload of [{ name: 'Đổi tên' }, { partnerSecret: '' }, { partnerSecret: null }]) {
      const patched = await call(staff, 'PATCH', `${MODEL}/${id}`, payload);
      expect(patched.statusCode).toBe(200);
      expect(patched.json().data).not.toHaveProperty('partnerSecret');
      expect((await storedData(context.database, id))?.partnerSecret).toBe(hash);
    }
    await call(staff, 'PATCH', `${MODEL}/${id}`, { partnerSecret: 'mật-khẩu-mới-2' });
    expect(await verifyPassword('mật-khẩu-mới-2', (await storedData(context.database, id))?.partnerSecret as string)).toBe(true);

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
