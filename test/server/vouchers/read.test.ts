import { AUTH_MESSAGES } from '../../../src/api/authMessages';
import { ACTIONS } from '../../../src/api/permissions';
import { VOUCHER_MODEL } from '../../../src/api/vouchers';
import { voucherReadDataSchema } from '../../../src/api/voucherRead';
import { records } from '../../../server/db/schema';
import { describeEachDatabase } from '../support/databases';
import { signedLinkOf, storedFileRow } from '../support/files';
import { type SignedIn, signedIn } from '../support/signIn';
import { suiteApp } from '../support/suiteApp';

describeEachDatabase('Voucher read (GET /api/vouchers/read): voucherInfo, partnerInfo, shopInfos', (context) => {
  const suite = suiteApp(context);
  let staff: SignedIn;
  let otherTenant: SignedIn;

  const add = async (ownerId: number, model: string, data: Record<string, unknown>) => {
    const [row] = await context.database.db.insert(records).values({ ownerId, model, data }).returning({ id: records.id });
    return row.id;
  };
  const read = (query: string, who: SignedIn | null = staff) =>
    suite.app.inject({ url: `/api/vouchers/read?${query}`, headers: who ? who.headers : {} });

  let voucherId: number;
  let imageId: string;
  let code: string;
  let sequence = 0;
  /** A voucher of `ownerId` with its own partner and shops. */
  const addVoucher = async (ownerId: number, extra: Record<string, unknown> = {}) => {
    sequence += 1;
    const partnerId = await add(ownerId, 'partners', { name: 'Cà phê Sông Hàn', code: `SH${sequence}`, detail: 'Chuỗi cà phê rang xay tại chỗ.' });
    const first = await add(ownerId, 'partner-shops', { name: 'Sông Hàn Bạch Đằng', address: '12 Bạch Đằng, Đà Nẵng' });
    const second = await add(ownerId, 'partner-shops', { name: 'Sông Hàn Hội An', address: '5 Trần Phú, Hội An' });
    const voucherCode = `SONGHAN${String(sequence).padStart(2, '0')}`;
    const id = await add(ownerId, VOUCHER_MODEL, {
      code: voucherCode, name: 'Giảm 50.000đ', partnerId, shopIds: [second, first, 987_654_321], value: 'Giảm 50.000đ',
      exchangePoint: 500, startDate: '2026-11-01', endDate: '2026-12-31', description: 'Mỗi khách một lần.', hotLine: '1900 6868',
      status: 'active', ...extra,
    });
    return { id, code: voucherCode };
  };

  beforeAll(async () => {
    staff = await signedIn(suite.app, context.database, { type: 'staff' });
    otherTenant = await signedIn(suite.app, context.database, { type: 'staff' });
    imageId = await storedFileRow(context.database, staff.account.ownerId);
    ({ id: voucherId, code } = await addVoucher(staff.account.ownerId, { images: [`/api/file/${imageId}`, 'https://cdn.example.com/b.png'] }));
  });

  it('answers the voucher, its partner and its shops (in the voucher\'s order, unknown ids left out) by id', async () => {
    const answer = await read(`id=${voucherId}`);
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.err).toBe(200);
    expect(voucherReadDataSchema.parse(body.data)).toEqual(body.data);
    expect(body.data).toEqual({
      voucherInfo: {
        id: voucherId, code, images: [expect.stringMatching(signedLinkOf(imageId)), 'https://cdn.example.com/b.png'],
        exchangePoint: 500, value: 'Giảm 50.000đ', startDate: '2026-11-01', endDate: '2026-12-31', name: 'Giảm 50.000đ',
        description: 'Mỗi khách một lần.', hotLine: '1900 6868', blockMessage: null, status: 'active',
      },
      partnerInfo: { name: 'Cà phê Sông Hàn', detail: 'Chuỗi cà phê rang xay tại chỗ.' },
      shopInfos: [{ name: 'Sông Hàn Hội An', address: '5 Trần Phú, Hội An' }, { name: 'Sông Hàn Bạch Đằng', address: '12 Bạch Đằng, Đà Nẵng' }],
    });
    // The signed link loads the image without a session.
    expect(body.data.voucherInfo.images[0]).not.toBe(`/api/file/${imageId}`);
  });

  it('reads by the voucher code, and by queryInput as the page engine sends it ({id} or {voucher})', async () => {
    const byCode = (await read(`voucher=${encodeURIComponent(code)}`)).json();
    expect(byCode.data.voucherInfo.id).toBe(voucherId);
    const byQueryId = (await read(`page=54&api=read&queryInput=${encodeURIComponent(JSON.stringify({ id: String(voucherId) }))}`)).json();
    expect(byQueryId.data.voucherInfo.id).toBe(voucherId);
    const byQueryCode = await read(`page=54&api=read&queryInput=${encodeURIComponent(JSON.stringify({ voucher: code }))}`);
    expect(byQueryCode.statusCode).toBe(200);
    expect(byQueryCode.json().data.shopInfos).toHaveLength(2);
  });

  it('defaults what the voucher lacks: 0 points, no images, no partner, no shops', async () => {
    const id = await add(staff.account.ownerId, VOUCHER_MODEL, { code: 'BARE', name: 'Ưu đãi trống' });
    const { data } = (await read(`id=${id}`)).json();
    expect(data).toEqual({
      voucherInfo: {
        id, code: 'BARE', images: [], exchangePoint: 0, value: null, startDate: null, endDate: null, name: 'Ưu đãi trống',
        description: null, hotLine: null, blockMessage: null, status: 'submitted',
      },
      partnerInfo: { name: null, detail: null },
      shopInfos: [],
    });
  });

  it('answers the state the voucher is in today, as the lists do: an approved one active in its dates, expired after', async () => {
    const stateOf = async (extra: Record<string, unknown>) =>
      (await read(`id=${(await addVoucher(staff.account.ownerId, extra)).id}`)).json().data.voucherInfo.status;
    // The suite's clock is 2026-11-21.
    expect(await stateOf({ status: 'approved' })).toBe('active');
    expect(await stateOf({ status: 'approved', startDate: '2026-12-01' })).toBe('approved');
    expect(await stateOf({ status: 'approved', endDate: '2026-11-20' })).toBe('expired');
    expect(await stateOf({ status: 'synced' })).toBe('synced');
  });

  it('answers 404 dataNotFound for an unknown id or code, and for a record of another model', async () => {
    const shop = await add(staff.account.ownerId, 'partner-shops', { name: 'not a voucher', address: '-' });
    for (const query of ['id=987654321', 'voucher=NOSUCHCODE', `id=${shop}`]) {
      const answer = await read(query);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ err: 404, message: 'dataNotFound', data: null });
    }
  });

  it('answers 400 naming id when neither an id nor a code is given, or when the id is not one', async () => {
    for (const query of ['', 'page=54&api=read', 'queryInput=%7B%7D', 'id=abc', 'id=0']) {
      const answer = await read(query);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ err: 400, data: { field: 'id' } });
    }
    const badJson = await read('queryInput=%7Bid');
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toMatchObject({ data: { field: 'queryInput' } });
  });

  it("does not read another tenant's voucher (404), by id or by code", async () => {
    const theirs = await addVoucher(otherTenant.account.ownerId);
    for (const query of [`id=${theirs.id}`, `voucher=${theirs.code}`]) {
      const answer = await read(query);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ err: 404, message: 'dataNotFound', data: null });
    }
    // The other tenant reads its own, not ours.
    expect((await read(`voucher=${theirs.code}`, otherTenant)).json().data.voucherInfo.id).toBe(theirs.id);
    expect((await read(`id=${voucherId}`, otherTenant)).statusCode).toBe(404);
  });

  it('refuses a role without approvevouchers (403) and a caller without a session (401)', async () => {
    const merchant = await signedIn(suite.app, context.database, { type: 'merchant' });
    const mine = await addVoucher(merchant.account.ownerId);
    const forbidden = await read(`id=${mine.id}`, merchant);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ err: 403, message: AUTH_MESSAGES.forbidden, data: null });
    const narrowed = await signedIn(suite.app, context.database, { type: 'staff', actions: [ACTIONS.managePages] });
    expect((await read(`id=${(await addVoucher(narrowed.account.ownerId)).id}`, narrowed)).statusCode).toBe(403);
    expect((await read(`id=${voucherId}`, null)).statusCode).toBe(401);
  });
});
