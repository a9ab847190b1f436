import { eq } from 'drizzle-orm';
import { AUTH_MESSAGES } from '../../../src/api/authMessages';
import { otpChallenges } from '../../../server/db/schema';
import { createAccount, type TestAccount } from '../support/accounts';
import { MINUTE } from '../support/app';
import { describeEachDatabase } from '../support/databases';
import { requestReset, verifyResetCode } from '../support/passwordCalls';
import { lastCode, login, outboxCount, solveCaptcha, wrongCode } from '../support/signIn';
import { suiteApp } from '../support/suiteApp';

describeEachDatabase('Reset codes: one budget per account', (context) => {
  const suite = suiteApp(context);
  const { clock } = suite;

  /** A reset asked for `login`: the token of its code step. The send limit allows one e-mail a minute. */
  const resetToken = async (login: string): Promise<string> => {
    clock.advance(MINUTE);
    const answer = await requestReset(suite.app, login);
    expect(answer.json()).toEqual({ err: 200, message: AUTH_MESSAGES.resetCodeSent, data: { token: expect.any(String), otp: true, expired: false } });
    return answer.json().data.token;
  };
  const codeOf = async (account: TestAccount) => (await lastCode(suite.app, account.email))!;
  /** `times` wrong codes; `account`'s newest code is the one to avoid (a decoy takes none). */
  const guessWrong = async (token: string, times: number, account?: TestAccount) => {
    const wrong = account ? wrongCode(await codeOf(account)) : '000000';
    for (let i = 0; i < times; i++) expect((await verifyResetCode(suite.app, token, wrong)).json().message).toBe(AUTH_MESSAGES.otpInvalid);
  };
  const challengesOf = async (account: TestAccount) =>
    context.database.db.select().from(otpChallenges).where(eq(otpChallenges.userId, account.userId));

  it('answers 429 with the wait once 10 wrong codes were sent within the hour, across challenges, even for the right code', async () => {
    const account = await createAccount(context.database);
    await guessWrong(await resetToken(account.email), 5, account);
    await guessWrong(await resetToken(account.username), 5, account);

    const third = await resetToken(account.email);
    const blocked = await verifyResetCode(suite.app, third, await codeOf(account));
    expect(blocked.statusCode).toBe(429);
    // The first wrong code leaves the hour 60 minutes after it was sent, two minutes ago.
    expect(blocked.json()).toEqual({ err: 429, message: AUTH_MESSAGES.tooManyAttempts, data: { retryAfterSeconds: 58 * 60 } });
    expect(blocked.headers['retry-after']).toBe(String(58 * 60));

    clock.advance(58 * MINUTE);
    const fresh = await resetToken(account.email);
    expect((await verifyResetCode(suite.app, fresh, await codeOf(account))).json().data).toMatchObject({ token: expect.any(String), expired: false });
  });

  it('spends nothing of the budget on a right code', async () => {
    const account = await createAccount(context.database);
    await guessWrong(await resetToken(account.email), 5, account);
    const second = await resetToken(account.email);
    await guessWrong(second, 4, account);
    expect((await verifyResetCode(suite.app, second, await codeOf(account))).statusCode).toBe(200);
    const third = await resetToken(account.email);
    await guessWrong(third, 1, account);
    expect((await verifyResetCode(suite.app, third, wrongCode(await codeOf(account)))).statusCode).toBe(429);
  });

  it('makes no challenge when the send limit held the message back, and answers the same', async () => {
    const account = await createAccount(context.database);
    const sent = await resetToken(account.email);
    // Asked again by the phone (the same typed text would be told to wait): the mailbox's own limit holds it back.
    const held = await requestReset(suite.app, account.username);
    expect(held.json()).toEqual({ err: 200, message: AUTH_MESSAGES.resetCodeSent, data: { token: expect.any(String), otp: true, expired: false } });
    expect(await outboxCount(suite.app, account.email)).toBe(1);
    expect(await challengesOf(account)).toHaveLength(1);

    // The held request's token takes no code, not even the one sent for the other; its tries still count.
    const token = held.json().data.token;
    const code = await codeOf(account);
    expect((await verifyResetCode(suite.app, token, code)).json().message).toBe(AUTH_MESSAGES.otpInvalid);
    await guessWrong(token, 4);
    expect((await verifyResetCode(suite.app, token, code)).json().data.expired).toBe(true);
    await guessWrong(sent, 5, account);
    const next = await resetToken(account.email);
    expect((await verifyResetCode(suite.app, next, await codeOf(account))).statusCode).toBe(429);
  });

  it('runs out the same way for an account that does not exist', async () => {
    const nobody = `nobody-${Date.now()}@test.local`;
    await guessWrong(await resetToken(nobody), 5);
    await guessWrong(await resetToken(nobody.toUpperCase()), 5);
    const blocked = await verifyResetCode(suite.app, await resetToken(nobody), '000000');
    expect(blocked.json()).toEqual({ err: 429, message: AUTH_MESSAGES.tooManyAttempts, data: { retryAfterSeconds: 58 * 60 } });
  });

  it('counts wrong reset codes with the sign-in failures of the address they come from', async () => {
    const account = await createAccount(context.database);
    await guessWrong(await resetToken(account.email), 5, account);
    const here = await login(suite.app, account);
    expect(here.json()).toMatchObject({ err: 429, message: AUTH_MESSAGES.tooManyAttempts, data: { retryAfterSeconds: expect.any(Number) } });
    const elsewhere = await suite.app.inject({
      method: 'POST', url: '/api/merchant/login', remoteAddress: '10.9.9.9',
      payload: { code: account.code, username: account.username, password: account.password, deviceId: '', ...(await solveCaptcha(suite.app)) },
    });
    expect(elsewhere.json().data).toMatchObject({ otp: true });
  });
});

describeEachDatabase('Reset codes: an undelivered e-mail', (context) => {
  const suite = suiteApp(context, { notifier: { send: () => Promise.reject(new Error('mail server down')) } });

  it('makes no challenge when the e-mail could not be sent, and answers the same', async () => {
    const account = await createAccount(context.database);
    const answer = await requestReset(suite.app, account.email);
    expect(answer.json()).toEqual({ err: 200, message: AUTH_MESSAGES.resetCodeSent, data: { token: expect.any(String), otp: true, expired: false } });
    const open = await context.database.db.select().from(otpChallenges).where(eq(otpChallenges.userId, account.userId));
    expect(open.filter((challenge) => challenge.closedAt === null)).toEqual([]);
    expect((await verifyResetCode(suite.app, answer.json().data.token, '000000')).json().message).toBe(AUTH_MESSAGES.otpInvalid);
  });
});
