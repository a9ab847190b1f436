import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { MONEY_MESSAGES } from '../../../src/api/money';
import { MINUTE } from '../support/app';
import { describeEachDatabase } from '../support/databases';
import { addBankAccount } from '../support/money';
import { addSales } from '../support/sales';
import { lastCode, outboxCount, type SignedIn, signedIn, wrongCode } from '../support/signIn';
import { suiteApp } from '../support/suiteApp';

const HOUR = 60 * MINUTE;
let references = 0;

// Transfer codes have one budget per merchant across transfers: asking again brings no fresh tries, and the owner's
// phone is sent no more codes than the send limit allows (issue: ten request-and-guess cycles in two seconds).
describeEachDatabase('Money: the transfer codes\' budget across transfers', (context) => {
  const suite = suiteApp(context, { money: { transferCodeWrongPerHour: 10 }, auth: { otpSendPerHour: 5, sessionIdleMinutes: 120 } });

  const merchant = async (): Promise<SignedIn & { account: { ownerId: number }; verified: number }> => {
    const signed = await signedIn(suite.app, context.database, { type: 'merchant' });
    await addSales(context.database, [{
      ownerId: signed.account.ownerId, shopId: null, userId: null, serviceCode: 'QRPAY', amount: 5_001_000, fee: 1_000, status: 'success',
      type: 'payment', reference: `B${String(references++).padStart(6, '0')}`, createdAt: new Date('2026-11-10T03:00:00Z'),
    }]);
    return { ...signed, verified: await addBankAccount(context.database, signed.account.ownerId) };
  };
  const post = (url: string, payload: Record<string, unknown>, who: SignedIn, headers: Record<string, string> = {}) =>
    suite.app.inject({ method: 'POST', url: `/api${url}`, payload, headers: { ...who.headers, ...headers } });
  const request = (who: SignedIn & { verified: number }, amount = 20_000) =>
    post('/transaction/requestTransaction', { bankAccountId: who.verified, amount }, who, { 'idempotency-key': randomUUID() });
  const verify = (who: SignedIn, transferId: string, otp: string) => post('/transaction/verifyTransaction', { transferId, otp }, who);
  const throttled = (who: SignedIn) => context.database.rows<{ detail: { scope: string } }>(sql`
    select detail from audit_events where user_id = ${who.account.userId} and kind = 'throttled' order by id`);

  it('spends one wrong-code budget across transfers: a new transfer brings no fresh tries, even its right code waits the hour', async () => {
    const m = await merchant();
    for (let transfer = 0; transfer < 2; transfer++) {
      const { transferId } = (await request(m)).json().data;
      const code = (await lastCode(suite.app, m.account.username))!;
      const answers = [];
      for (let attempt = 0; attempt < 5; attempt++) answers.push((await verify(m, transferId, wrongCode(code))).statusCode);
      expect(answers).toEqual([400, 400, 400, 400, 409]);
    }
    suite.clock.advance(MINUTE);
    const { transferId } = (await request(m)).json().data;
    const code = (await lastCode(suite.app, m.account.username))!;
    for (const otp of [wrongCode(code), code]) {
      const refused = await verify(m, transferId, otp);
      expect([refused.statusCode, refused.json().message]).toEqual([429, MONEY_MESSAGES.codeTriesLimited]);
      expect(refused.json().data.retryAfterSeconds).toBeGreaterThan(58 * 60);
      expect(refused.headers['retry-after']).toBe(String(refused.json().data.retryAfterSeconds));
    }
    expect((await throttled(m)).map((row) => row.detail.scope)).toEqual(['transferCodes', 'transferCodes']);
    // Another merchant's budget is its own.
    const other = await merchant();
    const theirs = (await request(other)).json().data.transferId;
    expect((await verify(other, theirs, (await lastCode(suite.app, other.account.username))!)).statusCode).toBe(200);
    // An hour after the wrong tries, a right code completes a new transfer (the waiting one expired meanwhile).
    suite.clock.advance(HOUR);
    const fresh = (await request(m)).json().data.transferId;
    expect((await verify(m, fresh, (await lastCode(suite.app, m.account.username))!)).json().data.status).toBe('completed');
  });

  it('sends the owner\'s phone at most three transfer codes a minute and the send limit\'s codes an hour: 429 with the wait, no hold, no SMS', async () => {
    const m = await merchant();
    const complete = async () => {
      const asked = await request(m);
      expect(asked.statusCode).toBe(200);
      const { transferId } = asked.json().data;
      expect((await verify(m, transferId, (await lastCode(suite.app, m.account.username))!)).statusCode).toBe(200);
    };
    for (let index = 0; index < 3; index++) await complete();
    const sent = await outboxCount(suite.app, m.account.username);
    const fourth = await request(m);
    expect([fourth.statusCode, fourth.json().message]).toEqual([429, MONEY_MESSAGES.codesLimited]);
    expect(fourth.json().data.retryAfterSeconds).toBe(60);
    expect(await outboxCount(suite.app, m.account.username)).toBe(sent);
    expect((await post('/merchant/merchantBalance', {}, m)).json().data.held).toBe(0);
    suite.clock.advance(MINUTE);
    await complete();
    await complete();
    // Five this hour (OTP_SEND_PER_HOUR here): the next waits for the hour's first to leave the window.
    suite.clock.advance(MINUTE);
    const sixth = await request(m);
    expect([sixth.statusCode, sixth.json().message]).toEqual([429, MONEY_MESSAGES.codesLimited]);
    expect(sixth.json().data.retryAfterSeconds).toBe(58 * 60);
    expect((await throttled(m)).map((row) => row.detail.scope)).toEqual(['transferCodeSend', 'transferCodeSend']);
  });
});
