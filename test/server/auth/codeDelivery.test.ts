import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { MESSAGES } from '../../../server/http/envelope';
import { loggerOptions } from '../../../server/http/logger';
import { PASSWORD_PARAMS } from '../../../server/auth/passwords';
import { loadConfig } from '../../../server/config';
import { DEMO_ACCOUNTS } from '../../../server/db/demo/accounts';
import { DEFAULT_ROLE_ACTIONS, ALWAYS_ALLOWED } from '../../../src/api/permissions';
import { PASSWORD_PATTERN } from '../../../src/api/passwordPolicy';
import { createAccount } from '../support/accounts';
import { buildAuthApp, createClock, MINUTE } from '../support/app';
import { describeEachDatabase } from '../support/databases';
import { seedTestDemo } from '../support/demo';
import { changePassword, createNewPass, requestReset, verifyResetCode } from '../support/passwordCalls';
import { bearer, lastCode, login, profile, signIn, solveCaptcha, verify, wrongCode } from '../support/signIn';

/** A stand-in SMS gateway: records requests, answers `status`. */
const startGateway = async (status: () => number) => {
  const received: { headers: http.IncomingHttpHeaders; body: unknown }[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => { body += chunk; });
    request.on('end', () => {
      received.push({ headers: request.headers, body: JSON.parse(body) });
      response.writeHead(status()).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
  return { url, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
};

describeEachDatabase('Code delivery, logs and audit', (context) => {
  const clock = createClock();

  it('sends SMS through the configured gateway, and answers 503 when it fails', async () => {
    let status = 200;
    const gateway = await startGateway(() => status);
    const app = await buildAuthApp(context.database, clock, { delivery: { smsGatewayUrl: gateway.url, smsGatewayToken: 'gw-token' } });
    try {
      const account = await createAccount(context.database);
      expect((await login(app, account)).json().data.otp).toBe(true);
      expect(gateway.received).toHaveLength(1);
      expect(gateway.received[0].headers.authorization).toBe('Bearer gw-token');
      expect(gateway.received[0].body).toEqual({ to: account.username, text: expect.stringMatching(/Your code: \d{6}/) });

      status = 500;
      // Past the first code's validity: a sign-in within it goes on with that code and sends none.
      clock.advance(6 * MINUTE);
      const failed = await login(app, account, 'other-device');
      expect(failed.statusCode).toBe(503);
      expect(failed.json()).toEqual({ err: 503, message: MESSAGES.serviceUnavailable, data: null });
      const [event] = await context.database.rows<{ kind: string; detail: { reason: string } }>(
        sql`select kind, detail from audit_events where kind = 'otpSendFailed' and user_id = ${account.userId}`);
      expect(event.detail.reason).toContain('500');
    } finally {
      await app.close();
      await gateway.close();
    }
  });

  it('never logs passwords, codes, tokens or device ids; production log lines carry no code', async () => {
    for (const devHooks of [true, false]) {
      const lines: string[] = [];
      const stream = new Writable({ write(chunk, _encoding, done) { lines.push(String(chunk)); done(); } });
      const app = await buildAuthApp(context.database, clock, { devHooks, logger: { ...(loggerOptions({ level: 'trace', pretty: false }) as object), stream } as never });
      try {
        const account = await createAccount(context.database);
        clock.advance(MINUTE);
        const first = await app.inject({
          method: 'POST', url: '/api/merchant/login', headers: { deviceid: 'device-secret-id' },
          payload: { code: account.code, username: account.username, password: account.password, deviceId: 'device-secret-id', captchaId: '', captchaText: 'wrong' },
        });
        expect(first.statusCode).toBe(400);
        const captcha = devHooks ? await solveCaptcha(app) : null;
        if (captcha) {
          const { otpId } = (await login(app, account, 'device-secret-id')).json().data;
          const code = (await lastCode(app, account.username))!;
          const { data } = (await verify(app, otpId, code, 'device-secret-id')).json();
          await profile(app, bearer(data.token, data.tokenMcPt.token));
          clock.advance(MINUTE);
          const again = (await login(app, account, data.deviceId)).json().data;
          expect(again.otp).toBe(false);
          const log = lines.join('');
          expect(log).toContain('message queued');
          const secrets = [account.password, data.token, data.tokenMcPt.token, otpId, 'device-secret-id', data.deviceId, again.deviceId];
          for (const secret of secrets) expect(log).not.toContain(secret);
        } else {
          // Production: the notifier's log line names the recipient, never the code.
          await app.services.auth.notifier.send({ to: account.username, channel: 'sms', purpose: 'login', text: 'code 424242', code: '424242' });
          const log = lines.join('');
          expect(log).toContain('message queued');
          expect(log).not.toContain('424242');
          expect(log).not.toContain(account.password);
        }
      } finally {
        await app.close();
      }
    }
  });

  it('keeps no password, code, token or hash in the audit trail after a full flow', async () => {
    const app = await buildAuthApp(context.database, clock);
    try {
      const account = await createAccount(context.database);
      const secrets: string[] = [account.password];
      clock.advance(MINUTE);
      await login(app, { ...account, password: 'wrong-password-9' });
      const { otpId } = (await login(app, account)).json().data;
      const code = (await lastCode(app, account.username))!;
      await verify(app, otpId, wrongCode(code));
      const { data } = (await verify(app, otpId, code)).json();
      secrets.push(otpId, code, data.token, data.tokenMcPt.token, data.deviceId);
      await changePassword(app, data.token, { currentPassword: account.password, password: 'Another lamp 1234', confirmPassword: 'Another lamp 1234' });
      secrets.push('Another lamp 1234');
      clock.advance(MINUTE);
      const session = await signIn(app, { ...account, password: 'Another lamp 1234' }, data.deviceId);
      secrets.push(session.token, session.deviceId);
      await app.inject({ method: 'POST', url: '/api/merchant/logout', headers: bearer(session.token) });
      const reset = (await requestReset(app, account.email)).json().data.token;
      const mailCode = (await lastCode(app, account.email))!;
      const step = (await verifyResetCode(app, reset, mailCode)).json().data.token;
      await createNewPass(app, step, 'Third lamp 98765');
      secrets.push(reset, mailCode, step, 'Third lamp 98765');

      const hashes = await context.database.rows<{ h: string }>(sql`
        select password_hash as h from users where id = ${account.userId}
        union all select token_hash from sessions where user_id = ${account.userId}
        union all select second_token_hash from sessions where user_id = ${account.userId}
        union all select code_hash from otp_challenges where user_id = ${account.userId}
        union all select id_hash from otp_challenges where user_id = ${account.userId}`);
      const rows = await context.database.rows<Record<string, unknown>>(sql`select * from audit_events where user_id = ${account.userId} or username = ${account.username}`);
      const kinds = new Set(rows.map((row) => row.kind));
      for (const kind of ['signIn', 'otpSent', 'otpWrong', 'otpVerified', 'passwordChanged', 'logout', 'resetRequested', 'passwordReset']) {
        expect(kinds).toContain(kind);
      }
      const dump = JSON.stringify(rows);
      for (const secret of [...secrets, ...hashes.map((row) => row.h)]) expect(dump).not.toContain(secret);
    } finally {
      await app.close();
    }
  });

  it('lets the demo accounts of CONTRACT.md sign in with their roles', async () => {
    const app = await buildAuthApp(context.database, clock);
    try {
      await seedTestDemo(context.database, { transactions: 10 });
      for (const account of DEMO_ACCOUNTS) {
        clock.advance(MINUTE);
        const answer = await login(app, account, `demo-${account.username}`);
        expect(answer.json().data.otp).toBe(true);
        const code = (await lastCode(app, account.username))!;
        const { data } = (await verify(app, answer.json().data.otpId, code, `demo-${account.username}`)).json();
        expect(data.userInfo).toMatchObject({ phone: account.username, code: account.code, type: account.type, isSubMerchant: account.type === 'submerchant' });
        expect(data.userInfo.webPermissions.map((p: { action: string }) => p.action).sort())
          .toEqual([...new Set([...DEFAULT_ROLE_ACTIONS[account.type], ...ALWAYS_ALLOWED])].sort());
      }
      clock.advance(MINUTE);
      const reset = await requestReset(app, 'merchant@demo.local');
      expect(reset.statusCode).toBe(200);
      expect(await lastCode(app, 'merchant@demo.local')).toMatch(/^\d{6}$/);
    } finally {
      await app.close();
    }
  });
});

describeEachDatabase('Sign-in API documentation', (context) => {
  it('lists every sign-in, forgot-password and account route with a summary and tags', async () => {
    const app = await buildAuthApp(context.database);
    try {
      const { paths } = (await app.inject('/api/docs/json')).json();
      const routes = ['login', 'verifyLogin', 'resendLoginOtp', 'logout', 'resetPass', 'resetPassVerifyOTP', 'createNewPass', 'changePassword'];
      for (const name of routes) {
        const operation = paths[`/api/merchant/${name}`].post;
        expect(operation.summary).toEqual(expect.any(String));
        expect(operation.tags.length).toBeGreaterThan(0);
      }
      expect(paths['/api/merchant/profile'].get.summary).toEqual(expect.any(String));
    } finally {
      await app.close();
    }
  });
});

describe('sign-in configuration', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config.auth).toEqual({
      secret: undefined, trustedDeviceDays: 30, sessionIdleMinutes: 30, sessionAbsoluteHours: 12, sessionCache: true, signInRatePerMinute: 30,
      captchaRatePerMinute: 60, accountFreeFailures: 20, resetCodeWrongPerHour: 10, otpSendPerMinute: 1, otpSendPerHour: 10, otpTtlMinutes: 5,
      staffRequireStrongFactor: false, passwordRules: { pattern: PASSWORD_PATTERN.source, minLength: 9, maxLength: 40 }, passwordHashing: PASSWORD_PARAMS,
      webauthn: { rpId: 'localhost', origins: ['http://localhost:8080'], configured: false },
    });
    expect(config.delivery).toMatchObject({ smtpUrl: undefined, smsGatewayUrl: undefined, smsGatewayToken: undefined });
  });

  it('reads the environment and refuses nonsense', () => {
    const config = loadConfig({
      TRUSTED_DEVICE_DAYS: '7', SIGNIN_RATE_PER_MINUTE: '10', OTP_SEND_PER_MINUTE: '3', OTP_SEND_PER_HOUR: '20',
      PASSWORD_PATTERN: '^[a-z]+$', AUTH_SECRET: 's', SMTP_URL: 'smtp://x', CAPTCHA_RATE_PER_MINUTE: '5',
      SIGNIN_ACCOUNT_FREE_FAILURES: '50', RESET_CODE_WRONG_PER_HOUR: '3', STAFF_REQUIRE_STRONG_FACTOR: 'true', SESSION_CACHE: 'off',
    });
    expect(config.auth).toMatchObject({
      staffRequireStrongFactor: true, sessionCache: false, trustedDeviceDays: 7, signInRatePerMinute: 10, otpSendPerMinute: 3, otpSendPerHour: 20, passwordRules: { pattern: '^[a-z]+$', minLength: 9, maxLength: 40 }, secret: 's',
      captchaRatePerMinute: 5, accountFreeFailures: 50, resetCodeWrongPerHour: 3,
    });
    expect(config.delivery.smtpUrl).toBe('smtp://x');
    // Development hooks (the outbox with its codes, the captchas' answers) only where no real message goes out.
    expect([loadConfig({}).devHooks, config.devHooks, loadConfig({ SMS_GATEWAY_URL: 'https://sms.example/send' }).devHooks]).toEqual([true, false, false]);
    expect(() => loadConfig({ SESSION_IDLE_MINUTES: '-1' })).toThrow('SESSION_IDLE_MINUTES');
    expect(() => loadConfig({ OTP_SEND_PER_MINUTE: '0' })).toThrow('OTP_SEND_PER_MINUTE');
    expect(() => loadConfig({ PASSWORD_PATTERN: '(' })).toThrow('PASSWORD_PATTERN');
    expect(() => loadConfig({ CAPTCHA_RATE_PER_MINUTE: '0' })).toThrow('CAPTCHA_RATE_PER_MINUTE');
    expect(() => loadConfig({ RESET_CODE_WRONG_PER_HOUR: 'many' })).toThrow('RESET_CODE_WRONG_PER_HOUR');
    expect(() => loadConfig({ STAFF_REQUIRE_STRONG_FACTOR: 'sometimes' })).toThrow('STAFF_REQUIRE_STRONG_FACTOR');
  });
});
