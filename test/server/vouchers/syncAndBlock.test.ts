import { AUTH_MESSAGES } from '../../../src/api/authMessages';
import { ACTIONS } from '../../../src/api/permissions';
import { VOUCHER_MESSAGES, VOUCHER_MODEL } from '../../../src/api/vouchers';
import { appEnglish } from '../../../src/i18n/appEnglish';
import { appVietnamese } from '../../../src/i18n/appVietnamese';
import { records } from '../../../server/db/schema';
import { createAccount } from '../support/accounts';
import { MINUTE } from '../support/app';
import { describeEachDatabase } from '../support/databases';
import { seedPages, storedData } from '../support/pageEngine';
import { type SignedIn, signedIn } from '../support/signIn';
import { suiteApp } from '../support/suiteApp';

const VOUCHER = {
  code: 'GIAM50K', partnerId: 1, name: 'Giảm 50.000đ', value: 50000, exchangePoint: 500, startDate: '2026-11-01', endDate: '2026-12-31',
  images: ['/api/file/1b4e28ba-2fa1-4d2b-883f-0016d3cca427'], status: 'pending',
};
/** Approved, and active on the suite clock's date: the state a voucher can be blocked from. */
const APPROVED = { ...VOUCHER, status: 'approved' };

describeEachDatabase('Voucher sync and block', (context) => {
  const suite = suiteApp(context);
  const { clock } = suite;
  let staff: SignedIn;

  const addVoucher = async (ownerId: number, data: Record<string, unknown> = VOUCHER, model = VOUCHER_MODEL) => {
    const [row] = await context.database.db.insert(records).values({ ownerId, model, data }).returning({ id: records.id });
    return row.id;
  };
  /** The voucher as staff read it: GET /api/records/partner-vouchers/:id. */
  const readVoucher = async (id: number) => {
    const answer = await suite.app.inject({ url: `/api/records/${VOUCHER_MODEL}/${id}`, headers: staff.headers });
    expect(answer.statusCode).toBe(200);
    return answer.json().data as Record<string, unknown>;
  };
  const patchVoucher = (id: number, payload: Record<string, unknown>) =>
    suite.app.inject({ method: 'PATCH', url: `/api/records/${VOUCHER_MODEL}/${id}`, headers: staff.headers, payload });
  const post = (action: 'sync-voucher' | 'block-voucher', payload: Record<string, unknown>, headers = staff.headers) =>
    suite.app.inject({ method: 'POST', url: `/api/vouchers/${action}`, payload, headers });

  beforeAll(async () => {
    staff = await signedIn(suite.app, context.database, { type: 'staff' });
    // Page 60 governs partner-vouchers: the record store answers what the calls stored through it.
    await seedPages(context.database, staff.account.ownerId);
  });

  it('syncs a voucher: records syncedAt and syncStatus, keeps the other fields', async () => {
    const id = await addVoucher(staff.account.ownerId);
    clock.advance(MINUTE);
    const answer = await post('sync-voucher', { id });
    const syncedAt = clock.now().toISOString();
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ err: 200, message: VOUCHER_MESSAGES.synced, data: { id, syncedAt, state: 'synced' } });
    expect(await storedData(context.database, id)).toEqual({ ...VOUCHER, status: 'synced', syncedAt, syncStatus: 'synced' });
    expect(await readVoucher(id)).toMatchObject({ syncedAt, syncStatus: 'synced', blockedAt: null });
    // A save through the record store keeps them, whatever the form sends for them (they are disabled on page 60).
    const saved = await patchVoucher(id, { name: 'Đổi tên', syncStatus: null, syncedAt: '2000-01-01T00:00:00.000Z' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ name: 'Đổi tên', syncedAt, syncStatus: 'synced' });
    expect(await readVoucher(id)).toMatchObject({ name: 'Đổi tên', syncedAt, syncStatus: 'synced' });
  });

  it('takes the id as digits, as a form sends it, and ignores the other form fields', async () => {
    const id = await addVoucher(staff.account.ownerId);
    const answer = await post('sync-voucher', { id: String(id), name: 'changed by the form', status: 'blocked' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.id).toBe(id);
    expect(await storedData(context.database, id)).toMatchObject({ name: VOUCHER.name, status: 'synced', syncStatus: 'synced' });
  });

  it('blocks a voucher with its trimmed reason', async () => {
    const id = await addVoucher(staff.account.ownerId, APPROVED);
    clock.advance(MINUTE);
    const answer = await post('block-voucher', { id, blockMessage: '  Hình ảnh không đúng quy định \n' });
    const blockedAt = clock.now().toISOString();
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      err: 200, message: VOUCHER_MESSAGES.blocked, data: { id, blockMessage: 'Hình ảnh không đúng quy định', blockedAt, state: 'blocked' },
    });
    expect(await storedData(context.database, id)).toEqual({ ...VOUCHER, status: 'blocked', blockMessage: 'Hình ảnh không đúng quy định', blockedAt });
    const blocked = { status: 'blocked', blockMessage: 'Hình ảnh không đúng quy định', blockedAt };
    expect(await readVoucher(id)).toMatchObject(blocked);
    // The record store cannot unblock it, nor change its reason or time: only the voucher calls change them.
    const saved = await patchVoucher(id, { status: 'active', blockMessage: '', blockedAt: null, hotLine: '1900 1234' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ ...blocked, hotLine: '1900 1234' });
    expect(await readVoucher(id)).toMatchObject(blocked);
  });

  it.each([
    ['empty', { blockMessage: '' }],
    ['only spaces', { blockMessage: '   \t\n ' }],
    ['missing', {}],
    ['null', { blockMessage: null }],
    ['markup only', { blockMessage: ' <p><br></p> ' }],
  ])('asks for the reason when it is %s (the spec\'s message) and changes nothing', async (_case, reason) => {
    const id = await addVoucher(staff.account.ownerId, APPROVED);
    const answer = await post('block-voucher', { id, ...reason });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ err: 400, message: VOUCHER_MESSAGES.blockReasonRequired, data: { field: 'blockMessage' } });
    expect(await storedData(context.database, id)).toEqual(APPROVED);
  });

  it('stores the reason as plain text: markup is dropped (a tag reassembled from pieces too), a lone < is text', async () => {
    const id = await addVoucher(staff.account.ownerId, APPROVED);
    const answer = await post('block-voucher', { id, blockMessage: '<b>Sai</b> giá <<img src=x onerror=alert(1)>script>: 5 < 10' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.blockMessage).toBe('Sai giá : 5 < 10');
    expect(await storedData(context.database, id)).toMatchObject({ status: 'blocked', blockMessage: 'Sai giá : 5 < 10' });
  });

  it('takes a reason of 1000 characters and refuses a longer one', async () => {
    const id = await addVoucher(staff.account.ownerId, APPROVED);
    const tooLong = await post('block-voucher', { id, blockMessage: 'x'.repeat(1001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ err: 400, message: VOUCHER_MESSAGES.blockReasonTooLong, data: { field: 'blockMessage' } });
    expect(await storedData(context.database, id)).toEqual(APPROVED);
    expect((await post('block-voucher', { id, blockMessage: 'x'.repeat(1000) })).statusCode).toBe(200);
  });

  it('does not sync a blocked voucher', async () => {
    const id = await addVoucher(staff.account.ownerId, APPROVED);
    expect((await post('block-voucher', { id, blockMessage: 'Sai thông tin' })).statusCode).toBe(200);
    const answer = await post('sync-voucher', { id });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ err: 400, message: VOUCHER_MESSAGES.blockedCannotSync, data: { id, state: 'blocked' } });
    expect(await storedData(context.database, id)).not.toHaveProperty('syncedAt');
  });

  it("answers 404 for another tenant's voucher, a record of another model and an unknown id, and changes nothing", async () => {
    const other = await createAccount(context.database, { type: 'staff' });
    const othersVoucher = await addVoucher(other.ownerId);
    const notAVoucher = await addVoucher(staff.account.ownerId, { name: 'a shop' }, 'shops');
    for (const id of [othersVoucher, notAVoucher, 987_654_321]) {
      for (const [action, payload] of [['sync-voucher', { id }], ['block-voucher', { id, blockMessage: 'spam' }]] as const) {
        const answer = await post(action, payload);
        expect(answer.statusCode).toBe(404);
        expect(answer.json()).toEqual({ err: 404, message: 'dataNotFound', data: null });
      }
    }
    expect(await storedData(context.database, othersVoucher)).toEqual(VOUCHER);
    expect(await storedData(context.database, notAVoucher)).toEqual({ name: 'a shop' });
  });

  it('refuses a user whose role lacks approvevouchers (403), and callers without a session (401)', async () => {
    const merchant = await signedIn(suite.app, context.database, { type: 'merchant' });
    const id = await addVoucher(merchant.account.ownerId);
    for (const [action, payload] of [['sync-voucher', { id }], ['block-voucher', { id, blockMessage: 'spam' }]] as const) {
      const forbidden = await post(action, payload, merchant.headers);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toEqual({ err: 403, message: AUTH_MESSAGES.forbidden, data: null });
      expect((await post(action, payload, {})).statusCode).toBe(401);
    }
    expect(await storedData(context.database, id)).toEqual(VOUCHER);
    // A staff role narrowed to other actions is refused too: the action decides, not the user type.
    const narrowed = await signedIn(suite.app, context.database, { type: 'staff', actions: [ACTIONS.managePages] });
    expect((await post('sync-voucher', { id: await addVoucher(narrowed.account.ownerId) }, narrowed.headers)).statusCode).toBe(403);
  });

  it.each([[0], [-3], [1.5], ['12a'], ['']])('refuses the id %p with 400 naming id', async (id) => {
    const answer = await post('sync-voucher', { id });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ err: 400, data: { field: 'id' } });
  });

  it('documents both actions', async () => {
    const { paths } = (await suite.app.inject('/api/docs/json')).json();
    for (const action of ['sync-voucher', 'block-voucher']) {
      const operation = paths[`/api/vouchers/${action}`].post;
      expect(operation.summary).toEqual(expect.any(String));
      expect(operation.requestBody.content['application/json'].schema.required).toContain('id');
    }
  });
});

describe('voucher messages', () => {
  it('reads the spec\'s texts for a missing block or rejection reason in Vietnamese, and has both texts for every message', () => {
    expect(appVietnamese.app.vouchers.blockReasonRequired).toBe('Vui lòng nhập lý do chặn');
    expect(appEnglish.app.vouchers.blockReasonRequired).toBe('Please enter the reason for blocking');
    expect(appVietnamese.app.vouchers.rejectReasonRequired).toBe('Vui lòng nhập lý do từ chối');
    expect(appEnglish.app.vouchers.rejectReasonRequired).toBe('Please enter the rejection reason');
    for (const key of Object.values(VOUCHER_MESSAGES)) {
      const name = key.replace('app.vouchers.', '') as keyof typeof appEnglish.app.vouchers;
      expect(appEnglish.app.vouchers[name]).toEqual(expect.any(String));
      expect(appVietnamese.app.vouchers[name]).toEqual(expect.any(String));
    }
  });
});
