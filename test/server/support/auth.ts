import { eq } from 'drizzle-orm';
import { DEFAULT_ROLE_ACTIONS, type UserType } from '../../../src/api/permissions';
import { buildApp, type App } from '../../../server/app';
import { hashPassword, type PasswordParams } from '../../../server/auth/passwords';
import type { Config } from '../../../server/config';
import type { Database } from '../../../server/db/client';
import { owners, roleActions, roles, users } from '../../../server/db/schema';
import type { Notifier } from '../../../server/notify/notifier';
import { createClock, testConfig, type TestClock } from './app';

/** Cheap scrypt for tests (the stored hash names its parameters; the dummy hash uses the same ones). */
export const TEST_PASSWORD_PARAMS: PasswordParams = { N: 2 ** 10, r: 8, p: 1 };

export interface AuthTestOptions {
  /** Sign-in requests per minute per address; tests that do not test it get a high limit. */
  signInRatePerMinute?: number;
  auth?: Partial<Config['auth']>;
  delivery?: Partial<Config['delivery']>;
  uploads?: Partial<Config['uploads']>;
  /** Per-user limits; tests that do not test them keep testConfig's high ones. */
  rates?: Partial<Config['rates']>;
  devHooks?: boolean;
  notifier?: Notifier;
  logger?: Parameters<typeof buildApp>[0]['logger'];
}

export const buildAuthApp = async (database: Database, clock: TestClock = createClock(), options: AuthTestOptions = {}): Promise<App> => {
  const base = testConfig();
  return buildApp({
    database,
    config: {
      ...base,
      devHooks: options.devHooks ?? base.devHooks,
      auth: { ...base.auth, secret: 'test-secret', signInRatePerMinute: options.signInRatePerMinute ?? 100_000, ...options.auth },
      delivery: { ...base.delivery, ...options.delivery },
      uploads: { ...base.uploads, ...options.uploads },
      rates: { ...base.rates, ...options.rates },
    },
    now: clock.now,
    logger: options.logger ?? false,
    passwordParams: TEST_PASSWORD_PARAMS,
    notifier: options.notifier,
  });
};

export interface TestAccount {
  userId: number;
  ownerId: number;
  code: string;
  username: string;
  password: string;
  email: string;
  fullName: string;
  type: UserType;
}

let counter = 0;
const unique = () => `${process.pid % 1000}${String(counter++).padStart(4, '0')}`;

/** A fresh owner-code/user pair (unique phone and e-mail), so tests never share throttles or send limits. */
export const createAccount = async (
  database: Database,
  options: { code?: string; type?: UserType; password?: string; actions?: readonly string[]; ownerStatus?: 'active' | 'locked' } = {},
): Promise<TestAccount> => {
  const { db } = database;
  const id = unique();
  const code = options.code ?? `T${id}`;
  const type = options.type ?? 'merchant';
  const password = options.password ?? 'correct-horse-42';
  let [owner] = await db.select().from(owners).where(eq(owners.code, code));
  if (!owner) [owner] = await db.insert(owners).values({ code, name: `Owner ${code}`, status: options.ownerStatus ?? 'active' }).returning();
  const [role] = await db.insert(roles).values({ ownerId: owner.id, name: `role ${id}` }).returning();
  const actions = options.actions ?? DEFAULT_ROLE_ACTIONS[type];
  if (actions.length > 0) await db.insert(roleActions).values(actions.map((action) => ({ roleId: role.id, action })));
  const username = `09${id.padStart(8, '0')}`;
  const email = `user${id}@test.local`;
  const [user] = await db.insert(users).values({
    ownerId: owner.id, username, email, fullName: `Người dùng ${id}`, type, roleId: role.id,
    passwordHash: await hashPassword(password, undefined, TEST_PASSWORD_PARAMS),
  }).returning();
  return { userId: user.id, ownerId: owner.id, code, username, password, email, fullName: user.fullName, type };
};

/** A captcha and its answer, read through the development hook as a browser would. */
export const solveCaptcha = async (app: App): Promise<{ captchaId: string; captchaText: string }> => {
  const { id } = (await app.inject('/api/user/create-captcha')).json();
  const { data } = (await app.inject(`/api/dev/captcha/${id}`)).json();
  return { captchaId: id, captchaText: data.text };
};

export const login = async (app: App, account: Pick<TestAccount, 'code' | 'username' | 'password'>, deviceId = 'device-a', extra: Record<string, unknown> = {}) =>
  app.inject({
    method: 'POST', url: '/api/merchant/login',
    payload: { code: account.code, username: account.username, password: account.password, deviceId, ...(await solveCaptcha(app)), ...extra },
  });

/** The newest code sent to a phone or e-mail (dev outbox). */
export const lastCode = async (app: App, to: string): Promise<string | undefined> =>
  (await app.inject(`/api/dev/outbox?to=${encodeURIComponent(to)}`)).json().data[0]?.code ?? undefined;

export const outboxCount = async (app: App, to: string): Promise<number> =>
  (await app.inject(`/api/dev/outbox?to=${encodeURIComponent(to)}`)).json().data.length;

export const verify = (app: App, otpId: string, otp: string, deviceId = 'device-a') =>
  app.inject({ method: 'POST', url: '/api/merchant/verifyLogin', payload: { otpId, otp, deviceId } });

/** Login on a new device, then the SMS code: a usable session. */
export const signIn = async (app: App, account: TestAccount, deviceId = 'device-a') => {
  const first = await login(app, account, deviceId);
  if (first.statusCode !== 200) throw new Error(`login failed: ${first.body}`);
  const data = first.json().data;
  if (!data.otp) return { token: data.token as string, secondToken: data.tokenMcPt.token as string, body: first.json() };
  const code = await lastCode(app, account.username);
  const second = await verify(app, data.otpId, code!, deviceId);
  if (second.statusCode !== 200) throw new Error(`verify failed: ${second.body}`);
  const signed = second.json().data;
  return { token: signed.token as string, secondToken: signed.tokenMcPt.token as string, body: second.json() };
};

export const bearer = (token: string, secondToken?: string) => ({
  authorization: `Bearer ${token}`, ...(secondToken === undefined ? {} : { token: secondToken }),
});

/** A code that is not the right one. */
export const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

export const MINUTE = 60_000;
