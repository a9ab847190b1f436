import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { MONEY_MESSAGES } from '../../../src/api/money';
import { ACTIONS } from '../../../src/api/permissions';
import { describeEachDatabase } from '../support/databases';
import { enrolApp, registerPasskey, totpAt, webauthnOf } from '../support/factors';
import { addBankAccount, rawBalance } from '../support/money';
import { addSales } from '../support/sales';
import { outbox, type SignedIn, signedIn, wrongCode } from '../support/signIn';
import { createSoftAuthenticator, type SoftAuthenticator } from '../support/softAuthenticator';
import { suiteApp } from '../support/suiteApp';

const MONEY = { minTransfer: 10_000, dailyTransferLimit: 5_000_000, settlementDelayDays: 1, transferCodeMinutes: 5 };

let references = 0;

describeEachDatabase('Money: the owner confirms a transfer with its passkey or authenticator app (issue 35)', (context) => {
  const suite = suiteApp(context, { money: MONEY });
  const { clock } = suite;

  /** The owner account of a merchant of its own with a settled balance of 2,000,000 đồng and a verified bank account. */
  const owner = async () => {
    const signed = await signedIn(suite.app, context.database, { type: 'merchant' });
    const { ownerId } = signed.account;
    await addSales(context.database, [{
      ownerId, shopId: null, userId: null, serviceCode: 'QRPAY', amount: 2_001_000, fee: 1_000, status: 'success', type: 'payment',
      reference: `F${String(references++).padStart(6, '0')}`, createdAt: new Date('2026-11-10T03:00:00Z'),
    }]);
    return { ...signed, account: signed.account, bankAccountId: await addBankAccount(context.database, ownerId) };
  };
  const withPasskey = async (who: SignedIn): Promise<SoftAuthenticator> => {
    const authenticator = createSoftAuthenticator(webauthnOf(suite.app));
    expect((await registerPasskey(suite.app, who, authenticator)).statusCode).toBe(200);
    return authenticator;
  };

  const post = (url: string, payload: Record<string, unknown>, who: SignedIn) =>
    suite.app.inject({ method: 'POST', url: `/api/transaction/${url}`, payload, headers: who.headers });
  const request = (who: SignedIn, bankAccountId: number, amount: number) =>
    suite.app.inject({
      method: 'POST', url: '/api/transaction/requestTransaction', payload: { bankAccountId, amount },
      headers: { ...who.headers, 'idempotency-key': randomUUID() },
    });
  const transferSms = async (phone: string) =>
    (await outbox(suite.app, phone)).filter((message) => message.channel === 'sms' && message.purpose === 'transfer');
  const balance = async (who: SignedIn) => (await suite.app.inject({ method: 'POST', url: '/api/merchant/merchantBalance', payload: {}, headers: who.headers })).json().data;
  const passkeyAnswer = async (who: SignedIn, transferId: string, authenticator: SoftAuthenticator) => {
    const options = await post('transferPasskeyOptions', { transferId }, who);
    expect(options.statusCode).toBe(200);
    return authenticator.assert(options.json().data);
  };
  const completedFactor = async (userId: number, transferId: string) => {
    const rows = await context.database.rows<{ detail: { transferId: string; factor: string } }>(sql`
      select detail from audit_events where user_id = ${userId} and kind = 'transferCompleted' order by id`);
    return rows.find((row) => row.detail.transferId === transferId)?.detail.factor;
  };

  it('asks the owner with an app for no SMS, lists its ways, and completes with the app\'s code once', async () => {
    const m = await owner();
    const { secret } = await enrolApp(suite.app, m, clock);
    clock.advance(31_000);
    const asked = await request(m, m.bankAccountId, 300_000);
    expect(asked.statusCode).toBe(200);
    const { transferId, factors } = asked.json().data;
    expect(factors).toEqual(['totp', 'sms']);
    expect(await transferSms(m.account.username)).toHaveLength(0);
    // The recent list knows how it may be confirmed.
    const listed = (await post('findTransfers', {}, m)).json().data;
    expect(listed).toMatchObject([{ id: transferId, status: 'awaiting_code', factors: ['totp', 'sms'] }]);
    expect((await post('confirmTransaction', { transferId }, m)).json().data.factors).toEqual(['totp', 'sms']);

    const code = await totpAt(secret, clock);
    const done = await post('verifyTransaction', { transferId, factor: 'totp', otp: code }, m);
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({ id: transferId, status: 'completed', factors: [] });
    expect(await balance(m)).toMatchObject({ available: 1_700_000, held: 0 });
    expect(await completedFactor(m.account.userId, transferId)).toBe('totp');

    // The same app code does not confirm a second transfer (it works once); the refusal counts as a wrong try.
    const second = (await request(m, m.bankAccountId, 100_000)).json().data;
    const replayed = await post('verifyTransaction', { transferId: second.transferId, factor: 'totp', otp: code }, m);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json()).toMatchObject({ message: MONEY_MESSAGES.codeWrong, data: { field: 'otp', triesLeft: 4 } });
    expect(await balance(m)).toMatchObject({ available: 1_600_000, held: 100_000 });
    // The next step's code completes it.
    clock.advance(30_000);
    const next = await post('verifyTransaction', { transferId: second.transferId, factor: 'totp', otp: await totpAt(secret, clock) }, m);
    expect(next.json().data.status).toBe('completed');
  });

  it('completes with the owner\'s passkey; the options are bound to that transfer, a wrong or reused answer is a wrong try', async () => {
    const m = await owner();
    const authenticator = await withPasskey(m);
    const asked = (await request(m, m.bankAccountId, 250_000)).json().data;
    expect(asked.factors).toEqual(['passkey', 'sms']);
    expect(await transferSms(m.account.username)).toHaveLength(0);

    // An answer signed for another transfer's options does not confirm this one.
    const other = (await request(m, m.bankAccountId, 50_000)).json().data;
    const forOther = await passkeyAnswer(m, other.transferId, authenticator);
    const crossed = await post('verifyTransaction', { transferId: asked.transferId, factor: 'passkey', passkey: forOther }, m);
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json()).toMatchObject({ message: MONEY_MESSAGES.codeWrong, data: { field: 'passkey', triesLeft: 4 } });

    const answer = await passkeyAnswer(m, asked.transferId, authenticator);
    const done = await post('verifyTransaction', { transferId: asked.transferId, factor: 'passkey', passkey: answer }, m);
    expect(done.statusCode).toBe(200);
    expect(done.json().data.status).toBe('completed');
    expect(await completedFactor(m.account.userId, asked.transferId)).toBe('passkey');
    // The owner's security history says how it was confirmed.
    const history = await suite.app.inject({ method: 'POST', url: '/api/security/findActivity', payload: { limit: 100 }, headers: m.headers });
    expect(history.json().data.find((row: { kind: string }) => row.kind === 'transferCompleted').detail).toMatchObject({ factor: 'passkey' });
    // The signed answer, sent again for the other transfer, is refused (its challenge was this transfer's, and is taken).
    const again = await post('verifyTransaction', { transferId: other.transferId, factor: 'passkey', passkey: answer }, m);
    expect(again.statusCode).toBe(400);
    expect(await balance(m)).toMatchObject({ available: 1_700_000, held: 50_000 });
    expect(await transferSms(m.account.username)).toHaveLength(0);
  });

  it('gives an employee holding movemoney the SMS only, even with a passkey and an app of its own, and refuses them', async () => {
    const m = await owner();
    await withPasskey(m);
    const employee = await signedIn(suite.app, context.database, { code: m.account.code, type: 'submerchant', actions: [ACTIONS.moveMoney] });
    const authenticator = await withPasskey(employee);
    const { secret } = await enrolApp(suite.app, employee, clock);
    clock.advance(61_000);
    const asked = await request(employee, m.bankAccountId, 120_000);
    expect(asked.statusCode).toBe(200);
    const { transferId, factors } = asked.json().data;
    expect(factors).toEqual(['sms']);
    const [sms] = await transferSms(m.account.username);
    expect(sms.text).toContain('120.000 VND');
    expect((await post('findTransfers', {}, employee)).json().data[0].factors).toEqual(['sms']);

    expect((await post('transferPasskeyOptions', { transferId }, employee)).json().message).toBe(MONEY_MESSAGES.codeWrong);
    const app = await post('verifyTransaction', { transferId, factor: 'totp', otp: await totpAt(secret, clock) }, employee);
    expect(app.statusCode).toBe(400);
    expect(app.json()).toMatchObject({ message: MONEY_MESSAGES.codeWrong, data: { triesLeft: 4 } });
    // A signed answer to options made for its sign-in is no answer to the transfer either.
    const passkey = await post('verifyTransaction', { transferId, factor: 'passkey', passkey: authenticator.assert({ challenge: 'AAAA' }) }, employee);
    expect(passkey.statusCode).toBe(400);
    expect(await balance(m)).toMatchObject({ held: 120_000 });
    expect((await post('verifyTransaction', { transferId, otp: sms.code! }, employee)).json().data.status).toBe('completed');
    expect(await completedFactor(employee.account.userId, transferId)).toBe('sms');
  });

  it('answers another merchant\'s transfer as not found, on every new call', async () => {
    const a = await owner();
    const b = await owner();
    const authenticator = await withPasskey(b);
    const { transferId } = (await request(a, a.bankAccountId, 70_000)).json().data;
    for (const [url, payload] of [
      ['transferPasskeyOptions', { transferId }],
      ['sendTransferCode', { transferId }],
      ['verifyTransaction', { transferId, factor: 'passkey', passkey: authenticator.assert({ challenge: 'AAAA' }) }],
    ] as const) {
      const answer = await post(url, payload, b);
      expect([url, answer.statusCode, answer.json().message]).toEqual([url, 404, MONEY_MESSAGES.transferNotFound]);
    }
    expect(await balance(a)).toMatchObject({ held: 70_000 });
  });

  it('sends the SMS when the owner asks for another way, and that code completes the transfer', async () => {
    const m = await owner();
    await withPasskey(m);
    const { transferId, expiresAt } = (await request(m, m.bankAccountId, 90_000)).json().data;
    expect(await transferSms(m.account.username)).toHaveLength(0);
    const sent = await post('sendTransferCode', { transferId }, m);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data).toEqual({ transferId, expiresAt });
    const [sms] = await transferSms(m.account.username);
    expect(sms.text).toContain('90.000 VND');
    const wrong = await post('verifyTransaction', { transferId, otp: wrongCode(sms.code!) }, m);
    expect(wrong.json().data.triesLeft).toBe(4);
    const done = await post('verifyTransaction', { transferId, otp: sms.code! }, m);
    expect(done.json().data.status).toBe('completed');
    expect(await completedFactor(m.account.userId, transferId)).toBe('sms');
    // A transfer no longer waiting has no code to send.
    expect((await post('sendTransferCode', { transferId }, m)).statusCode).toBe(409);
    expect(await balance(m)).toEqual(await rawBalance(context.database, m.account.ownerId, clock.now(), MONEY.settlementDelayDays));
  });
});
