import { AUTH_MESSAGES } from '../../../src/api/authMessages';
import { createAccount } from '../support/accounts';
import { MINUTE } from '../support/app';
import { describeEachDatabase } from '../support/databases';
import { verifyResetCode } from '../support/passwordCalls';
import { lastCode, outbox, solveCaptcha } from '../support/signIn';
import { statementsDuring } from '../support/statementLog';
import { suiteApp } from '../support/suiteApp';

/**
 * Forgot password, step 1 (issue 15): the answer must not tell whether the account exists, by its content or by
 * its time. Timing is not asserted (it would be flaky): the test proves the cause of a difference is gone. Both
 * paths run the same statements before answering, and the e-mail leaves only after the answer.
 * `npm run bench:reset` prints the measured medians.
 */
describeEachDatabase('Forgot password: the same work for known and unknown accounts', (context) => {
  const suite = suiteApp(context);

  /** Step 1 with the work queued after the answer held back, so that what ran before the answer is all there is. */
  const stepOne = async (username: string) => {
    const payload = { username, ...(await solveCaptcha(suite.app)) };
    const queued: (() => Promise<void>)[] = [];
    const run = jest.spyOn(suite.app.services.auth.afterAnswer, 'run').mockImplementation((task) => {
      queued.push(task);
    });
    try {
      suite.clock.advance(MINUTE);
      let answer: Awaited<ReturnType<typeof suite.app.inject>> | undefined;
      const statements = await statementsDuring(context.database, async () => {
        answer = await suite.app.inject({ method: 'POST', url: '/api/merchant/resetPass', payload });
      });
      return { answer: answer!, statements, queued };
    } finally {
      run.mockRestore();
    }
  };

  it('runs the same statements before answering, whether the login is an e-mail, a phone or unknown', async () => {
    const account = await createAccount(context.database);
    const byEmail = await stepOne(account.email);
    const byPhone = await stepOne(account.username);
    const unknown = await stepOne('nobody-at-all@test.local');
    for (const { answer } of [byEmail, byPhone, unknown]) {
      expect(answer.json()).toEqual({ err: 200, message: AUTH_MESSAGES.resetCodeSent, data: { token: expect.any(String), otp: true, expired: false } });
    }
    expect(byEmail.statements.length).toBeGreaterThan(2);
    expect(byPhone.statements).toEqual(byEmail.statements);
    expect(unknown.statements).toEqual(byEmail.statements);
  });

  it('sends the e-mail only after answering, and its code then opens the next step', async () => {
    const account = await createAccount(context.database);
    const { answer, queued } = await stepOne(account.email);
    expect(answer.statusCode).toBe(200);
    // Answered, and nothing sent yet: the message waits for the answer to be out.
    expect(queued).toHaveLength(1);
    expect(await outbox(suite.app, account.email)).toEqual([]);
    await queued[0]();
    const code = await lastCode(suite.app, account.email);
    expect(code).toMatch(/^\d{6}$/);
    expect((await verifyResetCode(suite.app, answer.json().data.token, code!)).json()).toMatchObject({ err: 200, data: { token: expect.any(String) } });
  });

  it('queues nothing for an unknown account, whose token behaves like a wrong code', async () => {
    const { answer, queued } = await stepOne('nobody-either@test.local');
    expect(queued).toEqual([]);
    expect((await verifyResetCode(suite.app, answer.json().data.token, '123456')).json().message).toBe(AUTH_MESSAGES.otpInvalid);
  });
});
