import { sql } from 'drizzle-orm';
import type { Message, Notifier } from '../../../server/notify/notifier';
import { createNotifier } from '../../../server/notify/notifier';
import { createAccount } from '../support/accounts';
import { MINUTE, testConfig } from '../support/app';
import { describeEachDatabase } from '../support/databases';
import { PNG, postMultipart } from '../support/files';
import { finishedJob } from '../exportJobs/support';
import { captureLog } from '../support/logCapture';
import { createNewPass, requestReset, verifyResetCode } from '../support/passwordCalls';
import { bearer, login, profile, verify } from '../support/signIn';
import { suiteApp } from '../support/suiteApp';
import { suiteTempDir } from '../support/tempDir';

/**
 * The whole log of a sign-in with password, SMS code and device secret, a password reset and an upload, at the
 * lowest level (every request logged), holds none of the secrets those calls carried. The messages go through the
 * production notifier (codes masked in the outbox, log lines without them); the development one logs each code on
 * purpose (CONTRACT.md), so this test reads the codes from its own copy of what was sent.
 */
describeEachDatabase('secrets in the server log', (context) => {
  const log = captureLog('trace');
  const filesDir = suiteTempDir('mp-log-files-');
  const sent: Message[] = [];
  let production: Notifier | undefined;
  const notifier: Notifier = {
    async send(message) {
      sent.push(message);
      await production!.send(message);
    },
  };
  const suite = suiteApp(context, () => ({ logger: log.logger, notifier, uploads: { ...testConfig().uploads, filesDir: filesDir.path } }));

  beforeAll(() => {
    production = createNotifier({ db: context.database.db, now: suite.clock.now, log: suite.app.log, delivery: testConfig().delivery, devHooks: false });
  });

  const lastCodeTo = (to: string): string => {
    // Security notices go to the same address and carry no code.
    const code = sent.filter((candidate) => candidate.to === to && candidate.code).at(-1)?.code;
    if (!code) throw new Error(`no code was sent to ${to}`);
    return code;
  };

  it('holds no password, code, reset token, session token or device secret', async () => {
    const { app, clock } = suite;
    const account = await createAccount(context.database, { password: 'Paper lantern 4471' });
    const secrets: string[] = [account.password];
    const sessions: { token: string; secondToken: string }[] = [];

    // A wrong password first: what a person mistypes is as secret as what they meant.
    const wrong = await login(app, { ...account, password: 'Paper lantern 4417' });
    expect(wrong.statusCode).not.toBe(200);
    secrets.push('Paper lantern 4417');

    // Password, then the SMS code: a session and a device secret.
    clock.advance(MINUTE);
    const first = (await login(app, account)).json().data;
    expect(first.otp).toBe(true);
    const smsCode = lastCodeTo(account.username);
    const verified = (await verify(app, first.otpId, smsCode)).json().data;
    secrets.push(smsCode, first.otpId, verified.deviceId);
    sessions.push({ token: verified.token, secondToken: verified.tokenMcPt.token });

    // The device secret skips the code and is traded for a new one.
    clock.advance(MINUTE);
    const trusted = (await login(app, account, verified.deviceId)).json().data;
    expect(trusted.otp).toBe(false);
    secrets.push(trusted.deviceId);
    sessions.push({ token: trusted.token, secondToken: trusted.tokenMcPt.token });
    const headers = bearer(trusted.token, trusted.tokenMcPt.token);
    expect((await profile(app, headers)).statusCode).toBe(200);

    // An upload and its download.
    const upload = await postMultipart(app, '/api/file/upload-image', [{ field: 'images', filename: 'logo.png', bytes: PNG, type: 'image/png' }], headers);
    expect(upload.statusCode).toBe(200);
    expect((await app.inject({ url: upload.json().data, headers })).statusCode).toBe(200);

    // An export and its one-time download address: the ticket in the address is a credential while it works.
    const exportId = (await app.inject({ method: 'POST', url: '/api/report/exportTransactions', headers, payload: {} })).json().data.id as string;
    await finishedJob(app, headers, exportId);
    const ticketUrl = (await app.inject({ method: 'POST', url: '/api/report/downloadTicket', headers, payload: { id: exportId } })).json().data.url as string;
    expect((await app.inject({ url: ticketUrl })).statusCode).toBe(200);
    secrets.push(ticketUrl.split('/').at(-1)!);
    await app.inject({ method: 'POST', url: '/api/merchant/logout', headers });

    // Forgot password: the e-mailed code, both step tokens and the new password.
    clock.advance(MINUTE);
    const resetToken = (await requestReset(app, account.email)).json().data.token as string;
    const mailCode = lastCodeTo(account.email);
    const stepToken = (await verifyResetCode(app, resetToken, mailCode)).json().data.token as string;
    expect((await createNewPass(app, stepToken, 'Copper kettle 9034')).statusCode).toBe(200);
    secrets.push(resetToken, mailCode, stepToken, 'Copper kettle 9034');

    // The reset forgot the device: the new password asks for a code again.
    clock.advance(MINUTE);
    const again = (await login(app, { ...account, password: 'Copper kettle 9034' }, trusted.deviceId)).json().data;
    expect(again.otp).toBe(true);
    const secondCode = lastCodeTo(account.username);
    const last = (await verify(app, again.otpId, secondCode)).json().data;
    secrets.push(secondCode, again.otpId, last.deviceId);
    sessions.push({ token: last.token, secondToken: last.tokenMcPt.token });
    for (const session of sessions) secrets.push(session.token, session.secondToken);

    const text = log.text();
    // Requests were logged, at every step.
    for (const url of ['/api/merchant/login', '/api/merchant/verifyLogin', '/api/file/upload-image', '/api/merchant/resetPassVerifyOTP', '/api/merchant/createNewPass',
      '/api/report/download/']) {
      expect(text).toContain(url);
    }
    expect(text).toContain('incoming request');
    expect(secrets.every((secret) => typeof secret === 'string' && secret.length >= 6)).toBe(true);
    expect(secrets.filter((secret) => text.includes(secret))).toEqual([]);

    // Nor does the outbox keep a code, outside development.
    const outbox = JSON.stringify(await context.database.rows(sql`select * from outbox`));
    expect([smsCode, mailCode, secondCode].filter((code) => outbox.includes(code))).toEqual([]);
  });
});
