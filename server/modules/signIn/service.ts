import { and, eq, sql } from 'drizzle-orm';
import { AUTH_MESSAGES } from '../../../src/api/authMessages';
import type { LoginRequest, ResendLoginOtpData, SignInDataWire, UserInfoWire } from '../../../src/api/auth';
import type { AuditSource } from '../../auth/audit';
import { deviceHash } from '../../auth/devices';
import { verifyPassword } from '../../auth/passwords';
import { accountKey, hitRateLimit, otpSendWindows, RESEND_WAIT_SECONDS } from '../../auth/rateLimits';
import type { AuthServices } from '../../auth/services';
import { actionsOf } from '../../auth/sessions';
import type { Db } from '../../db/client';
import { owners, users } from '../../db/schema';
import { AppError, MESSAGES, tooMany } from '../../http/envelope';
import { codeText } from '../../notify/notifier';

type LoginInput = Omit<Required<LoginRequest>, 'ip'> & { ip?: string };

export interface Account {
  userId: number;
  username: string;
  email: string | null;
  fullName: string;
  passwordHash: string;
  type: UserInfoWire['type'];
  roleId: number | null;
  userStatus: 'active' | 'locked';
  ownerId: number;
  ownerCode: string;
  ownerName: string;
  ownerStatus: 'active' | 'locked';
  lastSignInAt: Date | null;
  passwordChangedAt: Date | null;
}

const accountColumns = {
  userId: users.id, username: users.username, email: users.email, fullName: users.fullName, passwordHash: users.passwordHash,
  type: users.type, roleId: users.roleId, userStatus: users.status, ownerId: owners.id, ownerCode: owners.code,
  ownerName: owners.name, ownerStatus: owners.status, lastSignInAt: users.lastSignInAt, passwordChangedAt: users.passwordChangedAt,
};

export const findAccount = async (db: Db, ownerCode: string, username: string): Promise<Account | null> => {
  const [row] = await db.select(accountColumns).from(users).innerJoin(owners, eq(owners.id, users.ownerId))
    .where(and(sql`upper(${owners.code}) = ${ownerCode.trim().toUpperCase()}`, eq(users.username, username.trim())));
  return row ?? null;
};

export const accountById = async (db: Db, userId: number): Promise<Account | null> => {
  const [row] = await db.select(accountColumns).from(users).innerJoin(owners, eq(owners.id, users.ownerId)).where(eq(users.id, userId));
  return row ?? null;
};

export const isLocked = (account: Account) => account.userStatus !== 'active' || account.ownerStatus !== 'active';

/** `userInfo` of the contract (CONTRACT.md): the owner's code is the code every user acts under. */
export const userInfoOf = async (db: Db, account: Account): Promise<UserInfoWire> => ({
  phone: account.username,
  code: account.ownerCode,
  type: account.type,
  isSubMerchant: account.type === 'submerchant',
  owner: { code: account.ownerCode },
  webPermissions: [...(await actionsOf(db, account.roleId))].map((action) => ({ action })),
  name: account.fullName,
});

export const who = (account: Account) => ({ userId: account.userId, ownerCode: account.ownerCode, username: account.username });

/** Per-destination send limits (by default one a minute, ten an hour): 429 `otpSendLimited` when over. */
export const checkSendLimit = async (services: AuthServices, account: Account, to: string, purpose: string, source: AuditSource) => {
  const wait = await hitRateLimit(services.db, 'otp-send', to, otpSendWindows(services.config), services.now());
  if (wait > 0) {
    await services.audit({ kind: 'throttled', outcome: 'blocked', ...who(account), ...source, detail: { scope: 'send', purpose } });
    throw tooMany(AUTH_MESSAGES.otpSendLimited, wait);
  }
};

export const createSignInService = (services: AuthServices) => {
  const { db, now, audit, captchas, throttle, challenges, devices, sessions } = services;

  const throttleOrThrow = async (key: string, account: Partial<ReturnType<typeof who>>, source: AuditSource) => {
    const wait = await throttle.wait(key);
    if (wait > 0) {
      await audit({ kind: 'throttled', outcome: 'blocked', ...account, ...source, detail: { scope: 'account' } });
      throw tooMany(AUTH_MESSAGES.tooManyAttempts, wait);
    }
  };

  /** A session for a signed-in account: the throttle forgets its failures. */
  const startSession = async (account: Account, device: string, source: AuditSource): Promise<SignInDataWire> => {
    const session = await sessions.create(account.userId, device);
    await db.update(users).set({ lastSignInAt: now() }).where(eq(users.id, account.userId));
    await throttle.succeed(accountKey(account.ownerCode, account.username));
    await audit({ kind: 'signIn', outcome: 'success', ...who(account), ...source });
    return {
      token: session.token, userInfo: await userInfoOf(db, account), deviceId: source.deviceId ?? '', otp: false, otpId: null,
      tokenMcPt: { token: session.secondToken },
    };
  };

  return {
    async login(input: LoginInput, source: AuditSource): Promise<SignInDataWire> {
      const attempted = { ownerCode: input.code.trim(), username: input.username.trim() };
      // The captcha first: no password is ever tested without a solved captcha.
      if (!(await captchas.verifyCaptcha(input.captchaId, input.captchaText))) {
        await audit({ kind: 'captcha', outcome: 'failure', ...attempted, ...source });
        throw new AppError(400, AUTH_MESSAGES.captchaInvalid);
      }
      const key = accountKey(input.code, input.username);
      await throttleOrThrow(key, attempted, source);
      const account = await findAccount(db, input.code, input.username);
      // Same work whether or not the account exists: a wrong owner, user or password look alike.
      const passwordOk = await verifyPassword(input.password, account?.passwordHash ?? services.dummyHash);
      if (!account || !passwordOk) {
        await throttle.fail(key);
        await audit({ kind: 'signIn', outcome: 'failure', userId: account?.userId, ...attempted, ...source, detail: { reason: account ? 'wrongPassword' : 'unknownAccount' } });
        throw new AppError(400, AUTH_MESSAGES.invalidCredentials);
      }
      // Only now, with the right password, may the answer say that the account is locked.
      if (isLocked(account)) {
        await audit({ kind: 'signIn', outcome: 'failure', ...who(account), ...source, detail: { reason: 'locked' } });
        throw new AppError(400, AUTH_MESSAGES.accountLocked);
      }
      const device = deviceHash(input.deviceId);
      if (await devices.isTrusted(account.userId, device)) return startSession(account, device, source);

      const { handle, code } = await challenges.create({ purpose: 'login', userId: account.userId, deviceHash: device, destination: account.username });
      try {
        await checkSendLimit(services, account, account.username, 'login', source);
        await deliver(services, { account, to: account.username, channel: 'sms', purpose: 'login', code }, source);
      } catch (error) {
        await challenges.close(handle);
        throw error;
      }
      return { token: null, userInfo: null, deviceId: input.deviceId, otp: true, otpId: handle, tokenMcPt: { token: null } };
    },

    async verify(input: { otp: string; otpId: string; deviceId: string }, source: AuditSource): Promise<SignInDataWire> {
      const gone = async (detail: Record<string, string>) => {
        await audit({ kind: 'otpWrong', outcome: 'failure', ...source, detail: { purpose: 'login', ...detail } });
        return new AppError(400, AUTH_MESSAGES.otpExpired);
      };
      const open = await challenges.find('login', input.otpId);
      const account = open?.userId ? await accountById(db, open.userId) : null;
      if (!open || !account) throw await gone({ reason: 'gone' });
      const key = accountKey(account.ownerCode, account.username);
      await throttleOrThrow(key, who(account), source);
      const device = deviceHash(input.deviceId);
      const check = await challenges.check('login', input.otpId, input.otp.trim(), device);
      if (check.result === 'gone') throw await gone({ reason: 'gone' });
      if (check.result === 'wrong') {
        await throttle.fail(key);
        await audit({ kind: 'otpWrong', outcome: 'failure', ...who(account), ...source, detail: { purpose: 'login', killed: check.killed } });
        throw new AppError(400, AUTH_MESSAGES.otpInvalid);
      }
      await audit({ kind: 'otpVerified', outcome: 'success', ...who(account), ...source, detail: { purpose: 'login' } });
      const current = await accountById(db, account.userId);
      if (!current || isLocked(current)) {
        await audit({ kind: 'signIn', outcome: 'failure', ...who(account), ...source, detail: { reason: 'locked' } });
        throw new AppError(400, AUTH_MESSAGES.accountLocked);
      }
      await devices.trust(current.userId, device);
      return startSession(current, device, source);
    },

    async resend(input: { otpId: string; deviceId: string }, source: AuditSource): Promise<ResendLoginOtpData> {
      const open = await challenges.find('login', input.otpId);
      const account = open?.userId ? await accountById(db, open.userId) : null;
      if (!open || !account || open.deviceHash !== deviceHash(input.deviceId)) throw new AppError(400, AUTH_MESSAGES.otpExpired);
      // Limits first, so that a refused resend leaves the current code working.
      await checkSendLimit(services, account, account.username, 'login', source);
      const code = await challenges.reissue(input.otpId);
      if (code === null) throw new AppError(400, AUTH_MESSAGES.otpExpired);
      await deliver(services, { account, to: account.username, channel: 'sms', purpose: 'login', code }, source);
      return { otpId: input.otpId, retryAfterSeconds: RESEND_WAIT_SECONDS };
    },
  };
};

/** Hands a code to the notifier (limits already passed); a failure answers 503. */
export const deliver = async (
  services: AuthServices, input: { account: Account; to: string; channel: 'sms' | 'email'; purpose: string; code: string }, source: AuditSource,
): Promise<void> => {
  const { audit, notifier, config } = services;
  try {
    await notifier.send({ to: input.to, channel: input.channel, purpose: input.purpose, text: codeText(input.code, config.otpTtlMinutes), code: input.code });
  } catch (error) {
    const reason = error instanceof Error ? error.message.slice(0, 200) : 'unknown';
    await audit({ kind: 'otpSendFailed', outcome: 'failure', ...who(input.account), ...source, detail: { channel: input.channel, purpose: input.purpose, reason } });
    throw new AppError(503, MESSAGES.serviceUnavailable);
  }
  await audit({ kind: 'otpSent', outcome: 'success', ...who(input.account), ...source, detail: { channel: input.channel, purpose: input.purpose } });
};

export type SignInService = ReturnType<typeof createSignInService>;
