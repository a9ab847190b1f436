import { AUTH_MESSAGES } from '../../../src/api/authMessages';
import { VOUCHER_ACTIONS, VOUCHER_STATES, canDo, type VoucherAction, type VoucherState } from '../../../src/api/voucherLifecycle';
import { VOUCHER_MESSAGES, VOUCHER_MODEL } from '../../../src/api/vouchers';
import { records } from '../../../server/db/schema';
import { createAccount } from '../support/accounts';
import { MINUTE } from '../support/app';
import { describeEachDatabase } from '../support/databases';
import { seedPages, storedData } from '../support/pageEngine';
import { type SignedIn, signedIn } from '../support/signIn';
import { suiteApp } from '../support/suiteApp';

/** The suite clock's business date is 2026-11-21: these dates make an approved voucher active. */
const VOUCHER = { name: 'Giảm 50.000đ', partnerId: 1, exchangePoint: 500, startDate: '2026-11-01', endDate: '2026-12-31' };

/** The stored data giving each read state on 2026-11-21. */
const DATA_OF: Record<VoucherState, Record<string, unknown>> = {
  submitted: { status: 'submitted' },
  synced: { status: 'synced' },
  rejected: { status: 'rejected', rejectReason: 'Sai giá' },
  approved: { status: 'approved', startDate: '2026-12-01' },
  active: { status: 'approved' },
  expired: { status: 'approved', endDate: '2026-11-20' },
  blocked: { status: 'blocked', blockMessage: 'Sai ảnh' },
};

const REFUSED: Record<VoucherAction, string> = {
  sync: VOUCHER_MESSAGES.refusedSync,
  reject: VOUCHER_MESSAGES.refusedReject,
  approve: VOUCHER_MESSAGES.refusedApprove,
  block: VOUCHER_MESSAGES.refusedBlock,
};

let codes = 0;

describeEachDatabase('Voucher lifecycle', (context) => {
  const suite = suiteApp(context);
  const { clock } = suite;
  let staff: SignedIn;

  const addVoucher = async (extra: Record<string, unknown> = {}, ownerId = staff.account.ownerId) => {
    codes += 1;
    const code = `LC${codes}`;
    const [row] = await context.database.db.insert(records)
      .values({ ownerId, model: VOUCHER_MODEL, data: { ...VOUCHER, code, ...extra } }).returning({ id: records.id });
    return { id: row.id, code };
  };
  const post = (path: string, payload: Record<string, unknown>, headers = staff.headers) =>
    suite.app.inject({ method: 'POST', url: `/api/vouchers/${path}`, payload, headers });
  const get = (path: string, headers = staff.headers) => suite.app.inject({ url: `/api/vouchers/${path}`, headers });
  /** Each action's call for `voucher`, with `extra` fields. */
  const act = (action: VoucherAction, voucher: { id: number; code: string }, extra: Record<string, unknown> = {}, headers = staff.headers) => {
    switch (action) {
      case 'sync': return post('sync-voucher', { id: voucher.id, ...extra }, headers);
      case 'reject': return post('reject-voucher', { id: voucher.id, reason: 'Hình ảnh không rõ', ...extra }, headers);
      case 'approve': return post('create_approve', { voucher: voucher.code, ...extra }, headers);
      case 'block': return post('block-voucher', { id: voucher.id, blockMessage: 'Đối tác dừng chương trình', ...extra }, headers);
    }
  };
  const stateOf = async (id: number) => (await get(String(id))).json().data.state as VoucherState;

  beforeAll(async () => {
    staff = await signedIn(suite.app, context.database, { type: 'staff' });
    await seedPages(context.database, staff.account.ownerId);
  });

  it('approves the voucher shown by its id when two share a code; by the code alone it refuses while the code is shared', async () => {
    const rejected = await addVoucher({ status: 'rejected', rejectReason: 'Sai giá' });
    const again = await addVoucher({ status: 'synced', code: rejected.code });
    const byCode = await post('create_approve', { voucher: rejected.code, expectedState: 'synced' });
    expect(byCode.json()).toMatchObject({ err: 409, message: VOUCHER_MESSAGES.codeNotUnique, data: { ids: [rejected.id, again.id] } });
    expect((await post('create_approve', { voucher: 'ANOTHER-CODE', id: again.id })).statusCode).toBe(404);
    const approved = await post('create_approve', { voucher: rejected.code, id: again.id, expectedState: 'synced' });
    expect(approved.json()).toMatchObject({ err: 200, data: { id: again.id, state: 'active' } });
    expect([await stateOf(rejected.id), await stateOf(again.id)]).toEqual(['rejected', 'active']);
  });

  it('goes submitted → synced → approved (active in its dates) → blocked, each step in the history, newest first', async () => {
    const voucher = await addVoucher({ status: 'submitted' });
    expect((await get(String(voucher.id))).json().data).toMatchObject({ id: voucher.id, code: voucher.code, state: 'submitted', approval: null });

    const synced = await act('sync', voucher);
    expect(synced.json()).toMatchObject({ err: 200, message: VOUCHER_MESSAGES.synced, data: { id: voucher.id, state: 'synced' } });
    clock.advance(MINUTE);
    const approved = await act('approve', voucher);
    const approvedAt = clock.now().toISOString();
    expect(approved.json()).toEqual({ err: 200, message: VOUCHER_MESSAGES.approved, data: { id: voucher.id, state: 'active', at: approvedAt } });
    const byKey = await get(`approval?voucher=${encodeURIComponent(voucher.code)}`);
    expect(byKey.json().data).toMatchObject({
      id: voucher.id, state: 'active', approval: { at: approvedAt, user: { id: staff.account.userId, name: expect.any(String), phone: staff.account.username } },
    });
    clock.advance(MINUTE);
    const blocked = await act('block', voucher, { blockMessage: ' <b>Hết</b> ngân sách ' });
    expect(blocked.json().data).toMatchObject({ state: 'blocked', blockMessage: 'Hết ngân sách' });
    expect(await storedData(context.database, voucher.id)).toMatchObject({ status: 'blocked', blockMessage: 'Hết ngân sách' });
    expect((await get(String(voucher.id))).json().data).toMatchObject({ state: 'blocked', reason: 'Hết ngân sách' });

    const history = await get(`${voucher.id}/history`);
    expect(history.statusCode).toBe(200);
    const user = { id: staff.account.userId, name: expect.any(String), phone: staff.account.username };
    expect(history.json().data.rows).toEqual([
      { id: expect.any(Number), from: 'active', to: 'blocked', reason: 'Hết ngân sách', at: clock.now().toISOString(), user },
      { id: expect.any(Number), from: 'synced', to: 'approved', reason: null, at: approvedAt, user },
      { id: expect.any(Number), from: 'submitted', to: 'synced', reason: null, at: expect.any(String), user },
    ]);
  });

  it('rejects a submitted or a synced voucher with its reason, and refuses a blank reason with the spec’s message', async () => {
    for (const from of ['submitted', 'synced'] as const) {
      const voucher = await addVoucher(DATA_OF[from]);
      for (const reason of ['', '   ', null, '<p></p>']) {
        const blank = await act('reject', voucher, { reason });
        expect(blank.statusCode).toBe(400);
        expect(blank.json()).toEqual({ err: 400, message: VOUCHER_MESSAGES.rejectReasonRequired, data: { field: 'reason' } });
      }
      expect(await stateOf(voucher.id)).toBe(from);
      const rejected = await act('reject', voucher, { reason: ' Hình ảnh không rõ ' });
      expect(rejected.json()).toMatchObject({ err: 200, message: VOUCHER_MESSAGES.rejected, data: { state: 'rejected' } });
      expect(await storedData(context.database, voucher.id)).toMatchObject({ status: 'rejected', rejectReason: 'Hình ảnh không rõ' });
      const [last] = (await get(`${voucher.id}/history`)).json().data.rows;
      expect(last).toMatchObject({ from, to: 'rejected', reason: 'Hình ảnh không rõ' });
    }
  });

  describe.each(VOUCHER_STATES)('from %s', (state) => {
    it.each(VOUCHER_ACTIONS)('%s is done only if the table allows it, else 400 with the action’s message and nothing recorded', async (action) => {
      const voucher = await addVoucher(DATA_OF[state]);
      const before = await storedData(context.database, voucher.id);
      const answer = await act(action, voucher);
      if (canDo(action, state)) {
        expect(answer.statusCode).toBe(200);
        expect((await get(`${voucher.id}/history`)).json().data.rows).toEqual([expect.objectContaining({ from: state })]);
      } else {
        expect(answer.statusCode).toBe(400);
        const message = action === 'sync' && state === 'blocked' ? VOUCHER_MESSAGES.blockedCannotSync : REFUSED[action];
        expect(answer.json()).toEqual({ err: 400, message, data: { id: voucher.id, state } });
        expect(await storedData(context.database, voucher.id)).toEqual(before);
        expect((await get(`${voucher.id}/history`)).json().data.rows).toEqual([]);
      }
    });
  });

  it('lets exactly one of two simultaneous syncs win: the other gets 409 with the fresh state', async () => {
    const voucher = await addVoucher({ status: 'submitted' });
    const answers = await Promise.all([
      act('sync', voucher, { expectedState: 'submitted' }), act('sync', voucher, { expectedState: 'submitted' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const loser = answers.find((answer) => answer.statusCode === 409);
    expect(loser?.json()).toEqual({ err: 409, message: VOUCHER_MESSAGES.conflict, data: { id: voucher.id, state: 'synced' } });
    expect((await get(`${voucher.id}/history`)).json().data.rows).toHaveLength(1);
  });

  it('lets exactly one of an approval and a rejection at once win', async () => {
    const voucher = await addVoucher({ status: 'synced' });
    const answers = await Promise.all([
      act('approve', voucher, { expectedState: 'synced' }), act('reject', voucher, { expectedState: 'synced' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200)?.json().data.state;
    expect(answers.find((answer) => answer.statusCode === 409)?.json().data).toEqual({ id: voucher.id, state: winner });
    expect((await get(`${voucher.id}/history`)).json().data.rows).toHaveLength(1);
  });

  it('answers 409 with the fresh state when the screen showed another state than the stored one', async () => {
    const voucher = await addVoucher({ status: 'rejected' });
    const stale = await act('approve', voucher, { expectedState: 'synced' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ err: 409, message: VOUCHER_MESSAGES.conflict, data: { id: voucher.id, state: 'rejected' } });
  });

  it('starts a voucher created through the record store submitted, whatever the body says, and records it', async () => {
    const created = await suite.app.inject({
      method: 'POST', url: `/api/records/${VOUCHER_MODEL}`, headers: staff.headers,
      payload: { ...VOUCHER, code: 'NEWONE', status: 'approved', blockMessage: 'forged' },
    });
    expect(created.statusCode).toBe(200);
    const { id } = created.json().data;
    expect(created.json().data).toMatchObject({ status: 'submitted', blockMessage: null });
    expect(await storedData(context.database, id)).toMatchObject({ status: 'submitted' });
    expect((await get(`${id}/history`)).json().data.rows).toEqual([
      expect.objectContaining({ from: null, to: 'submitted', user: expect.objectContaining({ id: staff.account.userId }) }),
    ]);
  });

  it('keeps the state out of reach of the record store’s update, and answers the state of today in its reads', async () => {
    const voucher = await addVoucher({ status: 'approved' });
    const url = `/api/records/${VOUCHER_MODEL}/${voucher.id}`;
    const patched = await suite.app.inject({ method: 'PATCH', url, headers: staff.headers, payload: { status: 'submitted', name: 'Đổi tên' } });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().data).toMatchObject({ status: 'active', name: 'Đổi tên' });
    expect(await storedData(context.database, voucher.id)).toMatchObject({ status: 'approved', name: 'Đổi tên' });
  });

  it('filters the record list by the state of today, derived states included', async () => {
    const active = await addVoucher(DATA_OF.active);
    const expired = await addVoucher(DATA_OF.expired);
    const list = async (status: VoucherState) => {
      const query = new URLSearchParams({ queryInput: JSON.stringify({ status }), limit: '100', skip: '0', select: 'code,status' });
      const answer = await suite.app.inject({ url: `/api/records/${VOUCHER_MODEL}?${query.toString()}`, headers: staff.headers });
      expect(answer.statusCode).toBe(200);
      return answer.json().data as { id: number; status: string }[];
    };
    const activeRows = await list('active');
    expect(activeRows.map((row) => row.id)).toContain(active.id);
    expect(activeRows.map((row) => row.id)).not.toContain(expired.id);
    expect(activeRows.every((row) => row.status === 'active')).toBe(true);
    expect((await list('expired')).map((row) => row.id)).toContain(expired.id);
  });

  it("answers 404 for another tenant's voucher on every call, and changes nothing", async () => {
    const other = await createAccount(context.database, { type: 'staff' });
    const theirs = await addVoucher({ status: 'synced' }, other.ownerId);
    for (const action of VOUCHER_ACTIONS) {
      const answer = await act(action, theirs);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ err: 404, message: 'dataNotFound', data: null });
    }
    for (const path of [String(theirs.id), `${theirs.id}/history`, `approval?voucher=${theirs.code}`]) expect((await get(path)).statusCode).toBe(404);
    expect(await storedData(context.database, theirs.id)).toMatchObject({ status: 'synced' });
  });

  it('refuses a role without approvevouchers (403) and a caller without a session (401)', async () => {
    const merchant = await signedIn(suite.app, context.database, { type: 'merchant' });
    const voucher = await addVoucher({ status: 'synced' }, merchant.account.ownerId);
    for (const action of VOUCHER_ACTIONS) {
      const answer = await act(action, voucher, {}, merchant.headers);
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual({ err: 403, message: AUTH_MESSAGES.forbidden, data: null });
      expect((await act(action, voucher, {}, {})).statusCode).toBe(401);
    }
    for (const path of [String(voucher.id), `${voucher.id}/history`]) {
      expect((await get(path, merchant.headers)).statusCode).toBe(403);
      expect((await get(path, {})).statusCode).toBe(401);
    }
  });

  it.each([
    ['reject-voucher', { id: 'x', reason: 'a' }, 'id'],
    ['reject-voucher', { id: 1, reason: 'a', expectedState: 'paused' }, 'expectedState'],
    ['create_approve', {}, 'voucher'],
    ['create_approve', { voucher: '   ' }, 'voucher'],
    ['sync-voucher', { id: 1, expectedState: 7 }, 'expectedState'],
  ])('%s with %j: 400 naming %s', async (path, payload, field) => {
    const answer = await post(path, payload);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ err: 400, data: { field } });
  });
});

