import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { MONEY_MESSAGES } from '../../../src/api/money';
import { ACTIONS, DEFAULT_ROLE_ACTIONS } from '../../../src/api/permissions';
import { MINUTE } from '../support/app';
import { describeEachDatabase } from '../support/databases';
import { addBankAccount, rawBalance } from '../support/money';
import { addSales } from '../support/sales';
import { lastCode, outbox, type SignedIn, signedIn, wrongCode } from '../support/signIn';
import { suiteApp } from '../support/suiteApp';

const MONEY = { minTransfer: 10_000, dailyTransferLimit: 5_000_000, settlementDelayDays: 1, transferCodeMinutes: 5 };

interface Merchant extends SignedIn {
  verified: number;
  unverified: number;
}

let references = 0;

describeEachDatabase('Money: moving money with an SMS code', (context) => {
  const suite = suiteApp(context, { money: MONEY });

  /** A merchant of its own whose settled balance is `net` đồng, with a verified and an unverified bank account. */
  const merchant = async (net: number): Promise<Merchant> => {
    const signed = await signedIn(suite.app, context.database, { type: 'merchant' });
    const { ownerId } = signed.account;
    await addSales(context.database, [{
      ownerId, shopId: null, userId: null, serviceCode: 'QRPAY', amount: net + 1_000, fee: 1_000, status: 'success', type: 'payment',
      reference: `M${String(references++).padStart(6, '0')}`, createdAt: new Date('2026-11-10T03:00:00Z'),
    }]);
    return { ...signed, verified: await addBankAccount(context.database, ownerId), unverified: await addBankAccount(context.database, ownerId, { verified: false }) };
  };

  const post = (url: string, payload: unknown, headers: Record<string, string>) =>
    suite.app.inject({ method: 'POST', url: `/api${url}`, payload: payload as Record<string, unknown>, headers });
  const request = (who: SignedIn, payload: Record<string, unknown>, key: string | null = randomUUID()) =>
    post('/transaction/requestTransaction', payload, { ...who.headers, ...(key === null ? {} : { 'idempotency-key': key }) });
  const verify = (who: SignedIn, transferId: string, otp: string) => post('/transaction/verifyTransaction', { transferId, otp }, who.headers);
  const balance = async (who: SignedIn) => (await post('/merchant/merchantBalance', {}, who.headers)).json().data;
  const raw = (who: SignedIn) => rawBalance(context.database, who.account.ownerId, suite.clock.now(), MONEY.settlementDelayDays);
  const codeFor = async (who: SignedIn) => (await lastCode(suite.app, who.account.username))!;
  const ledger = async (who: SignedIn) => context.database.rows<{ kind: string; amount: number }>(sql`
    select kind, amount::float8 as amount from ledger_entries where owner_id = ${who.account.ownerId} order by id`);

  it('holds the amount, texts a code naming it, completes once with the code, and keeps the balance equal to the raw rows', async () => {
    const m = await merchant(2_000_000);
    expect(await balance(m)).toEqual({ available: 2_000_000, pending: 0, held: 0, currency: 'VND' });
    const asked = await request(m, { bankAccountId: m.verified, amount: 750_000, note: 'Rút tiền tháng 11' });
    expect(asked.statusCode).toBe(200);
    const { transferId, otpId, expiresAt } = asked.json().data;
    expect(expiresAt).toBe(new Date(suite.clock.now().getTime() + 5 * MINUTE).toISOString());
    expect(otpId).toEqual(expect.any(String));
    const [sms] = await outbox(suite.app, m.account.username);
    expect(sms).toMatchObject({ channel: 'sms', purpose: 'transfer' });
    expect(sms.text).toContain('750.000 VND');
    expect(await balance(m)).toEqual({ available: 1_250_000, pending: 0, held: 750_000, currency: 'VND' });
    expect(await balance(m)).toEqual(await raw(m));

    const done = await verify(m, transferId, sms.code!);
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({ id: transferId, status: 'completed', amount: 750_000, accountNumberMasked: '•••• 3445', note: 'Rút tiền tháng 11' });
    expect(await balance(m)).toEqual({ available: 1_250_000, pending: 0, held: 0, currency: 'VND' });
    expect(await balance(m)).toEqual(await raw(m));
    // Verified again (a double click, a retry): its state, never a second move.
    const again = await verify(m, transferId, sms.code!);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.status).toBe('completed');
    expect(await balance(m)).toMatchObject({ available: 1_250_000 });
    expect(await ledger(m)).toEqual([{ kind: 'hold', amount: -750_000 }, { kind: 'release', amount: 750_000 }, { kind: 'debit', amount: -750_000 }]);
    // No withdraw sale row: the debit alone counts the transfer.
    const [{ withdrawals }] = await context.database.rows<{ withdrawals: number }>(sql`
      select count(*)::int as withdrawals from transactions where owner_id = ${m.account.ownerId} and type = 'withdraw'`);
    expect(withdrawals).toBe(0);
    expect((await post('/transaction/confirmTransaction', { transferId }, m.headers)).json().data.status).toBe('completed');

    const audits = await context.database.rows<{ kind: string; outcome: string; device_id: string | null; detail: Record<string, unknown> }>(sql`
      select kind, outcome, device_id, detail from audit_events where user_id = ${m.account.userId} and kind like 'transfer%' order by id`);
    expect(audits.map((row) => [row.kind, row.outcome])).toEqual([['transferRequested', 'success'], ['transferCompleted', 'success']]);
    expect(audits[0].device_id).toEqual(expect.any(String));
    expect(audits[0].detail).toEqual({ transferId, amount: 750_000, bankAccountId: m.verified });
    expect(JSON.stringify(audits)).not.toContain(sms.code!);
  });

  it('moves the whole balance once when 50 requests with different keys race for it', async () => {
    const m = await merchant(1_000_000);
    const answers = await Promise.all(Array.from({ length: 50 }, () => request(m, { bankAccountId: m.verified, amount: 1_000_000 })));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.statusCode !== 200);
    expect(refused.every((answer) => answer.statusCode === 400 && answer.json().message === MONEY_MESSAGES.overBalance)).toBe(true);
    const { transferId } = answers.find((answer) => answer.statusCode === 200)!.json().data;
    expect(await balance(m)).toEqual({ available: 0, pending: 0, held: 1_000_000, currency: 'VND' });
    expect((await verify(m, transferId, await codeFor(m))).statusCode).toBe(200);
    expect(await balance(m)).toEqual({ available: 0, pending: 0, held: 0, currency: 'VND' });
    expect(await balance(m)).toEqual(await raw(m));
    const [{ transfers }] = await context.database.rows<{ transfers: number }>(sql`
      select count(*)::int as transfers from transfers where owner_id = ${m.account.ownerId}`);
    expect(transfers).toBe(1);
  });

  it('holds once when the request fails after its hold committed: the retry with its key replays the first answer', async () => {
    const m = await merchant(500_000);
    // The audit row written after the commit fails (as a connection cut there would): the hold and the key's answer stand.
    await context.database.db.execute(sql.raw(`
      create function fail_transfer_trail() returns trigger language plpgsql as $$
      begin
        if new.kind = 'transferRequested' then raise exception 'connection cut after the commit'; end if;
        return new;
      end $$`));
    await context.database.db.execute(sql.raw('create trigger fail_transfer_trail before insert on audit_events for each row execute function fail_transfer_trail()'));
    const key = randomUUID();
    const body = { bankAccountId: m.verified, amount: 100_000 };
    let first;
    try {
      first = await request(m, body, key);
    } finally {
      await context.database.db.execute(sql.raw('drop trigger fail_transfer_trail on audit_events'));
      await context.database.db.execute(sql.raw('drop function fail_transfer_trail()'));
    }
    expect(first.statusCode).toBe(500);
    const retry = await request(m, body, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    const [{ transfers, held }] = await context.database.rows<{ transfers: number; held: number }>(sql`
      select count(*)::int as transfers, (select coalesce(-sum(amount), 0)::int from ledger_entries where owner_id = ${m.account.ownerId} and kind = 'hold') as held
      from transfers where owner_id = ${m.account.ownerId}`);
    expect({ transfers, held }).toEqual({ transfers: 1, held: 100_000 });
    expect(retry.json().data.transferId).toEqual(expect.any(String));
    expect((await outbox(suite.app, m.account.username)).filter((message) => message.purpose === 'transfer')).toHaveLength(1);
  });

  it('answers a replay with the same key and body as the first time, refuses the key with another body (422) and a missing key (400)', async () => {
    const m = await merchant(500_000);
    const key = randomUUID();
    const body = { bankAccountId: m.verified, amount: 100_000 };
    const first = await request(m, body, key);
    const replay = await request(m, { amount: 100_000, bankAccountId: m.verified }, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    const other = await request(m, { ...body, amount: 200_000 }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe('idempotencyKeyReused');
    const missing = await request(m, body, null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().data.field).toBe('Idempotency-Key');
    expect(await balance(m)).toMatchObject({ available: 400_000, held: 100_000 });
    // A refusal is the answer too: replayed, never run again.
    const refusedKey = randomUUID();
    const refused = await request(m, { bankAccountId: m.verified, amount: 900_000 }, refusedKey);
    expect(refused.statusCode).toBe(400);
    const refusedAgain = await request(m, { bankAccountId: m.verified, amount: 900_000 }, refusedKey);
    expect([refusedAgain.statusCode, refusedAgain.json().message]).toEqual([400, MONEY_MESSAGES.overBalance]);
  });

  it('expires a transfer whose code is never entered and releases its hold (injectable clock)', async () => {
    const m = await merchant(300_000);
    const asked = await request(m, { bankAccountId: m.verified, amount: 300_000 });
    const { transferId } = asked.json().data;
    const code = await codeFor(m);
    expect(await balance(m)).toMatchObject({ available: 0, held: 300_000 });
    suite.clock.advance(5 * MINUTE - 1000);
    expect(await balance(m)).toMatchObject({ available: 0, held: 300_000 });
    suite.clock.advance(1000);
    expect(await balance(m)).toEqual({ available: 300_000, pending: 0, held: 0, currency: 'VND' });
    expect(await balance(m)).toEqual(await raw(m));
    expect((await post('/transaction/confirmTransaction', { transferId }, m.headers)).json().data.status).toBe('expired');
    const late = await verify(m, transferId, code);
    expect([late.statusCode, late.json().message]).toEqual([409, MONEY_MESSAGES.transferExpired]);
    expect(await balance(m)).toMatchObject({ available: 300_000, held: 0 });
    expect(await ledger(m)).toEqual([{ kind: 'hold', amount: -300_000 }, { kind: 'release', amount: 300_000 }]);
    const [expiry] = await context.database.rows<{ outcome: string; detail: Record<string, unknown> }>(sql`
      select outcome, detail from audit_events where user_id = ${m.account.userId} and kind = 'transferExpired'`);
    expect(expiry).toMatchObject({ outcome: 'failure', detail: { transferId, amount: 300_000, reason: 'codeNotEntered' } });
  });

  it('cancels a transfer waiting for its code: the hold comes back at once, its code stops working; a completed one cannot be', async () => {
    const m = await merchant(500_000);
    const { transferId } = (await request(m, { bankAccountId: m.verified, amount: 200_000 })).json().data;
    const code = await codeFor(m);
    expect(await balance(m)).toMatchObject({ available: 300_000, held: 200_000 });
    const cancel = (id: string, who: SignedIn = m) => post('/transaction/cancelTransaction', { transferId: id }, who.headers);
    const cancelled = await cancel(transferId);
    expect(cancelled.json()).toMatchObject({ err: 200, data: { id: transferId, status: 'cancelled' } });
    expect(await balance(m)).toEqual({ available: 500_000, pending: 0, held: 0, currency: 'VND' });
    expect(await balance(m)).toEqual(await raw(m));
    // Twice: its state again, nothing released twice.
    expect((await cancel(transferId)).json().data.status).toBe('cancelled');
    expect(await ledger(m)).toEqual([{ kind: 'hold', amount: -200_000 }, { kind: 'release', amount: 200_000 }]);
    const late = await verify(m, transferId, code);
    expect([late.statusCode, late.json().message]).toEqual([409, MONEY_MESSAGES.transferExpired]);
    const [audit] = await context.database.rows<{ detail: Record<string, unknown> }>(sql`
      select detail from audit_events where kind = 'transferCancelled' and detail->>'transferId' = ${transferId}`);
    expect(audit.detail).toMatchObject({ amount: 200_000, reason: 'cancelledByUser' });

    const done = (await request(m, { bankAccountId: m.verified, amount: 100_000 })).json().data.transferId;
    expect((await verify(m, done, await codeFor(m))).statusCode).toBe(200);
    expect((await cancel(done)).json()).toMatchObject({ err: 409, message: MONEY_MESSAGES.alreadyCompleted });
    // Another merchant's transfer is not found.
    const other = await merchant(100_000);
    const theirs = (await request(other, { bankAccountId: other.verified, amount: 50_000 })).json().data.transferId;
    expect((await cancel(theirs, m)).statusCode).toBe(404);
    expect(await balance(other)).toMatchObject({ held: 50_000 });
  });

  it('counts wrong codes: tries left, the fifth ends the transfer and releases the hold; a right code after that is refused', async () => {
    const m = await merchant(400_000);
    const { transferId } = (await request(m, { bankAccountId: m.verified, amount: 150_000 })).json().data;
    const code = await codeFor(m);
    const tries: [number, unknown][] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      const wrong = await verify(m, transferId, wrongCode(code));
      tries.push([wrong.statusCode, wrong.json().data.triesLeft]);
      expect(wrong.json().message).toBe(MONEY_MESSAGES.codeWrong);
    }
    expect(tries).toEqual([[400, 4], [400, 3], [400, 2], [400, 1]]);
    expect(await balance(m)).toMatchObject({ held: 150_000 });
    const fifth = await verify(m, transferId, wrongCode(code));
    expect([fifth.statusCode, fifth.json().message]).toEqual([409, MONEY_MESSAGES.transferExpired]);
    expect(await balance(m)).toEqual({ available: 400_000, pending: 0, held: 0, currency: 'VND' });
    const right = await verify(m, transferId, code);
    expect(right.statusCode).toBe(409);
    expect(await balance(m)).toEqual(await raw(m));
    // A code is bound to its transfer: another transfer's code does not complete this one.
    const first = (await request(m, { bankAccountId: m.verified, amount: 20_000 })).json().data.transferId;
    const firstCode = await codeFor(m);
    const second = (await request(m, { bankAccountId: m.verified, amount: 30_000 })).json().data.transferId;
    expect((await verify(m, second, firstCode)).statusCode).toBe(400);
    expect((await verify(m, first, firstCode)).statusCode).toBe(200);
  });

  it('refuses below the minimum, over the daily limit, over the balance, and unverified accounts, naming the field', async () => {
    const m = await merchant(9_000_000);
    const refusal = async (payload: Record<string, unknown>) => {
      const answer = await request(m, payload);
      return [answer.statusCode, answer.json().message, answer.json().data];
    };
    expect(await refusal({ bankAccountId: m.verified, amount: 9_999 })).toEqual([400, MONEY_MESSAGES.belowMinimum, { field: 'amount', min: 10_000 }]);
    expect(await refusal({ bankAccountId: m.unverified, amount: 50_000 })).toEqual([400, MONEY_MESSAGES.accountNotVerified, { field: 'bankAccountId' }]);
    const { transferId } = (await request(m, { bankAccountId: m.verified, amount: 2_000_000 })).json().data;
    expect((await verify(m, transferId, await codeFor(m))).statusCode).toBe(200);
    expect((await request(m, { bankAccountId: m.verified, amount: 1_000_000 })).statusCode).toBe(200);
    // Completed and awaiting both count against today's limit.
    expect(await refusal({ bankAccountId: m.verified, amount: 2_500_000 }))
      .toEqual([400, MONEY_MESSAGES.overDailyLimit, { field: 'amount', limit: 5_000_000, remaining: 2_000_000 }]);
    expect((await post('/transaction/transferLimits', {}, m.headers)).json().data)
      .toEqual({ min: 10_000, dailyLimit: 5_000_000, usedToday: 3_000_000, codeMinutes: 5 });
    // At most three transfers await their code at once: each texts the owner.
    const busy = await merchant(1_000_000);
    for (let index = 0; index < 3; index++) expect((await request(busy, { bankAccountId: busy.verified, amount: 10_000 })).statusCode).toBe(200);
    const fourth = await request(busy, { bankAccountId: busy.verified, amount: 10_000 });
    expect([fourth.statusCode, fourth.json().message, fourth.json().data]).toEqual([409, MONEY_MESSAGES.tooManyAwaiting, { max: 3 }]);
    const poor = await merchant(50_000);
    const over = await request(poor, { bankAccountId: poor.verified, amount: 50_001 });
    expect([over.statusCode, over.json().message, over.json().data]).toEqual([400, MONEY_MESSAGES.overBalance, { field: 'amount', available: 50_000 }]);
    const refusals = await context.database.rows<{ reason: string }>(sql`
      select detail->>'reason' as reason from audit_events where user_id = ${m.account.userId} and kind = 'transferRefused' order by id`);
    expect(refusals.map((row) => row.reason)).toEqual([MONEY_MESSAGES.belowMinimum, MONEY_MESSAGES.accountNotVerified, MONEY_MESSAGES.overDailyLimit]);
  });

  it.each([
    [{ amount: 50_000 }, 'bankAccountId'],
    [{ bankAccountId: 1, amount: 10_000.5 }, 'amount'],
    [{ bankAccountId: 1, amount: -10_000 }, 'amount'],
    [{ bankAccountId: 1, amount: '50000' }, 'amount'],
    [{ bankAccountId: 1, amount: 50_000, note: 'x'.repeat(201) }, 'note'],
    [{ bankAccountId: 1, amount: 50_000, ownerId: 2 }, 'body'],
  ])('refuses the request body %j with 400 naming %s', async (payload, field) => {
    const m = await merchant(100_000);
    const answer = await request(m, payload);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().data.field).toMatch(new RegExp(`^${field}`));
  });

  it.each([
    [{ transferId: 'not-a-uuid' }, 'transferId'],
    [{ transferId: `${randomUUID()}\u0000` }, 'transferId'],
    [{ transferId: 'x'.repeat(10_000) }, 'transferId'],
    [{}, 'transferId'],
  ])('refuses the cancel body %j with 400 naming %s', async (payload, field) => {
    const m = await merchant(100_000);
    const answer = await post('/transaction/cancelTransaction', payload, m.headers);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().data.field).toBe(field);
  });

  it.each([
    [{ transferId: 'not-a-uuid', otp: '123456' }, 'transferId'],
    [{ transferId: randomUUID(), otp: '12345' }, 'otp'],
    [{ transferId: randomUUID() }, 'otp'],
  ])('refuses the verify body %j with 400 naming %s', async (payload, field) => {
    const m = await merchant(100_000);
    const answer = await post('/transaction/verifyTransaction', payload, m.headers);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().data.field).toBe(field);
  });

  it('keeps merchants apart: another merchant\'s account, transfer and list are not found', async () => {
    const a = await merchant(800_000);
    const b = await merchant(800_000);
    const foreign = await request(b, { bankAccountId: a.verified, amount: 50_000 });
    expect([foreign.statusCode, foreign.json().message]).toEqual([404, MONEY_MESSAGES.accountNotFound]);
    const { transferId } = (await request(a, { bankAccountId: a.verified, amount: 60_000 })).json().data;
    const code = await codeFor(a);
    expect((await verify(b, transferId, code)).statusCode).toBe(404);
    expect((await post('/transaction/confirmTransaction', { transferId }, b.headers)).statusCode).toBe(404);
    expect((await post('/transaction/findTransfers', {}, b.headers)).json()).toMatchObject({ data: [], count: 0 });
    const accounts = (await post('/transaction/listBankAccountsByUser', {}, b.headers)).json();
    expect(accounts.data.map((row: { id: number }) => row.id).sort()).toEqual([b.verified, b.unverified].sort());
    expect(await balance(b)).toEqual({ available: 800_000, pending: 0, held: 0, currency: 'VND' });
    // A's transfer is untouched by B's tries and still completes.
    expect((await verify(a, transferId, code)).statusCode).toBe(200);
    expect((await post('/transaction/findTransfers', {}, a.headers)).json()).toMatchObject({ count: 1, data: [{ id: transferId, status: 'completed' }] });
  });

  it('refuses callers without movemoney (403): an employee, and staff', async () => {
    const a = await merchant(800_000);
    const employee = await signedIn(suite.app, context.database, { code: a.account.code, type: 'submerchant' });
    expect(DEFAULT_ROLE_ACTIONS.submerchant).not.toContain(ACTIONS.moveMoney);
    const staff = await signedIn(suite.app, context.database, { type: 'staff' });
    const { transferId } = (await request(a, { bankAccountId: a.verified, amount: 60_000 })).json().data;
    for (const who of [employee, staff]) {
      expect((await request(who, { bankAccountId: a.verified, amount: 50_000 })).statusCode).toBe(403);
      // The right before the body: no 400 describing a body the caller may not send.
      const malformed = await request(who, { amount: 'lots', extra: true });
      expect([malformed.statusCode, malformed.json().data?.field]).toEqual([403, undefined]);
      expect((await verify(who, transferId, '123456')).statusCode).toBe(403);
      expect((await post('/transaction/confirmTransaction', { transferId }, who.headers)).statusCode).toBe(403);
      expect((await post('/transaction/cancelTransaction', { transferId }, who.headers)).statusCode).toBe(403);
      expect((await post('/transaction/transferLimits', {}, who.headers)).statusCode).toBe(403);
    }
    // An employee whose role is given movemoney may ask; the code still goes to the owner's phone.
    const trusted = await signedIn(suite.app, context.database, { code: a.account.code, type: 'submerchant', actions: [ACTIONS.moveMoney] });
    const asked = await request(trusted, { bankAccountId: a.verified, amount: 40_000 });
    expect(asked.statusCode).toBe(200);
    expect((await outbox(suite.app, a.account.username))[0].text).toContain('40.000 VND');
  });
});
