import { eq } from 'drizzle-orm';
import { AUTH_MESSAGES } from '../../../src/api/authMessages';
import type { LoginRequest, ResendLoginOtpData, SignInDataWire } from '../../../src/api/auth';
import type { PasskeyAuthenticationOptions, PasskeyAuthenticationResponse, SignInFactor } from '../../../src/api/factors';
import { accountById, findAccount, isLocked, userInfoOf, who, type Account } from '../../auth/accounts';
import { accountKey, attemptOf, refuseThrottled, refuseWhileThrottled, type Attempt } from '../../auth/accountThrottle';
import type { AuditSource } from '../../auth/audit';
import { checkSendLimit, deliver } from '../../auth/codeDelivery';
import { answerChallenge, type ChallengeAnswer } from '../../auth/factorAnswers';
import { deviceFingerprint } from '../../auth/devices';
import { notifySecurityEvent } from '../../auth/securityNotices';
import { rememberLocale } from '../../auth/userLocale';
import { verifyPassword } from '../../auth/passwords';
import { RESEND_WAIT_SECONDS } from '../../auth/rateLimits';
import type { AuthServices } from '../../auth/services';
import { users } from '../../db/schema';
import { AppError } from '../../http/envelope';
import { sha256 } from '../../auth/tokens';
import { strongFactorStatus } from '../../auth/strongFactorRule';
import { clientLabel, clientLabelOfUserAgent } from '../../../src/core/clientLabel';
import type { ClientOrigin } from '../../auth/sessions';

/**
 * What answers a user's sign-in challenge, the preferred first: a passkey, an authenticator app, then a recovery
 * code and the SMS code when asked for; the SMS code alone without a strong factor. A user whose role (or staff
 * configuration) requires a strong factor and has one is offered no SMS code.
 */
const factorsOf = async (services: AuthServices, userId: number): Promise<SignInFactor[]> => {
  const strong: SignInFactor[] = [
    ...((await services.passkeys.count(userId)) > 0 ? ['passkey' as const] : []),
    ...((await services.apps.isActive(userId)) ? ['totp' as const] : []),
  ];
  if (strong.length === 0) return ['sms'];
  return (await smsRefused(services, userId)) ? [...strong, 'recoveryCode'] : [...strong, 'recoveryCode', 'sms'];
};

/** Whether the user must use the strong factor they have: no SMS code is sent or taken for them. */
const smsRefused = async (services: AuthServices, userId: number): Promise<boolean> => {
  const status = await strongFactorStatus(services.db, userId, services.config.staffRequireStrongFactor);
  return status.required && status.has;
};

/** verifyLogin's body: a typed code of `factor`, or a passkey's answer. */
export interface VerifyInput {
  otpId: string;
  /** The browser's device secret, if any: a browser the account trusts answers its factor while the account waits. */
  deviceId?: string;
  factor?: SignInFactor;
  otp?: string;
  passkey?: PasskeyAuthenticationResponse;
}

const answerOf = (input: VerifyInput): ChallengeAnswer => {
  const factor = input.factor ?? 'sms';
  if (factor === 'passkey') {
    if (!input.passkey) throw new AppError(400, AUTH_MESSAGES.otpInvalid);
    return { factor, passkey: input.passkey };
  }
  return { factor, code: (input.otp ?? '').trim() };
};

/** The security history's kind of an answer by `factor`. */
const KIND_OF = { sms: 'otpWrong', totp: 'authenticatorUsed', recoveryCode: 'recoveryCodeUsed', passkey: 'passkeyUsed' } as const;

type LoginInput = Omit<Required<LoginRequest>, 'ip'> & { ip?: string };

/**
 * Where a sign-in comes from, for the user's sessions and trusted devices: the address the server sees (never the
 * body's `ip`, a placeholder) and the browser the login body describes, else the User-Agent's.
 */
const originOf = (source: AuditSource, described?: Pick<LoginInput, 'browser' | 'browserVersion' | 'os' | 'osVersion'>): ClientOrigin => ({
  ip: source.ip ?? null,
  client: (described ? clientLabel(described) : null) ?? clientLabelOfUserAgent(source.userAgent),
});

/** The wait of a refused code that only the per-minute window holds back, or null. */
const minuteWait = (error: unknown): number | null => {
  if (!(error instanceof AppError) || error.status !== 429 || error.message !== AUTH_MESSAGES.otpSendLimited) return null;
  const wait = (error.data as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
  return typeof wait === 'number' && wait <= RESEND_WAIT_SECONDS ? wait : null;
};

export const createSignInService = (services: AuthServices) => {
  const { db, now, audit, captchas, throttle, challenges, devices, sessions } = services;

  /**
   * A session for a signed-in account, answering the device secret to send next time; the throttle forgets the
   * failures of this address (and the account's, unless the sign-in passed the account-wide wait). A sign-in that
   * needed the SMS code (`newDevice`) is told to the account's owner.
   */
  const startSession = async (
    signedIn: Account, deviceSecret: string, source: AuditSource,
    { newDevice, origin, passedAccountWait = false }: { newDevice: boolean; origin: ClientOrigin; passedAccountWait?: boolean },
  ): Promise<SignInDataWire> => {
    const account = await rememberLocale(services, signedIn, source);
    const session = await sessions.create(account.userId, deviceFingerprint(deviceSecret), origin);
    await db.update(users).set({ lastSignInAt: now() }).where(eq(users.id, account.userId));
    await throttle.succeed(attemptOf(account, source), { keepAccountWide: passedAccountWait });
    const userInfo = await userInfoOf(db, account, services.config.staffRequireStrongFactor);
    // A session kept to enrolling the strong factor the role requires says so in the history.
    await audit({
      kind: 'signIn', outcome: 'success', ...who(account), ...source, ...(userInfo.mustEnrolStrongFactor ? { detail: { reason: 'mustEnrolStrongFactor' } } : {}),
    });
    if (newDevice) await notifySecurityEvent(services, account, { kind: 'newDeviceSignIn' }, source);
    return {
      token: session.token, userInfo, deviceId: deviceSecret, otp: false, otpId: null,
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
      const attempt: Attempt = { account: accountKey(input.code, input.username), address: source.ip ?? 'unknown' };
      // One guess on this account at a time: guesses sent together would all pass a wait none had counted yet.
      const { account, accountWait } = await throttle.oneAtATime(attempt, async () => {
        // This address's own failures on this account: whoever it is, it waits.
        const { account: wait } = await refuseWhileThrottled(services, attempt, attempted, source, { addressOnly: true });
        const found = await findAccount(db, input.code, input.username);
        // Failures from everywhere make the whole account wait; only a device the account trusts gets its password
        // tested meanwhile, so that strangers can neither keep guessing nor keep the owner out.
        if (wait > 0 && !(found && (await devices.isTrusted(found.userId, input.deviceId)))) {
          await refuseThrottled(services, 'account', wait, attempted, source);
        }
        // Same work whether or not the account exists: a wrong owner, user or password look alike.
        const passwordOk = await verifyPassword(input.password, found?.passwordHash ?? services.dummyHash);
        if (!found || !passwordOk) {
          await throttle.fail(attempt);
          await audit({ kind: 'signIn', outcome: 'failure', userId: found?.userId, ...attempted, ...source, detail: { reason: found ? 'wrongPassword' : 'unknownAccount' } });
          throw new AppError(400, AUTH_MESSAGES.invalidCredentials);
        }
        return { account: found, accountWait: wait };
      });
      // Only now, with the right password, may the answer say that the account is locked.
      if (isLocked(account)) {
        await audit({ kind: 'signIn', outcome: 'failure', ...who(account), ...source, detail: { reason: 'locked' } });
        throw new AppError(400, AUTH_MESSAGES.accountLocked);
      }
      // Only a secret this server issued to this user skips the code, once: it is traded for a new one. Not for a user
      // who must use the passkey or app they have: a browser remembered after an SMS code would stand in for it. Such
      // a user on a browser the account trusts (the only one let past the account's wait) goes on to their factor,
      // which sends nothing: strangers' failures must not keep them out.
      const origin = originOf(source, input);
      const strongOnly = await smsRefused(services, account.userId);
      const rotated = strongOnly ? null : await devices.rotate(account.userId, input.deviceId, origin);
      if (rotated !== null) return startSession(account, rotated, source, { newDevice: false, origin, passedAccountWait: accountWait > 0 });
      // Traded away by a racing sign-in since: no code is sent while the account waits.
      if (accountWait > 0 && !strongOnly) await refuseThrottled(services, 'account', accountWait, attempted, source);

      // A passkey or an authenticator app answers instead of the SMS code: none is sent unless the user asks for one (resend).
      const factors = await factorsOf(services, account.userId);
      if (factors[0] !== 'sms') {
        const { handle } = await challenges.create({ purpose: 'login', userId: account.userId, destination: account.username });
        await challenges.unsent(handle);
        return { token: null, userInfo: null, deviceId: input.deviceId, otp: true, otpId: handle, tokenMcPt: { token: null }, factors };
      }
      // A code sent to this user is still valid (a second sign-in within its minutes): go on with it, no new SMS.
      const resumed = await challenges.resume('login', account.userId);
      if (resumed) {
        await audit({ kind: 'otpResumed', outcome: 'success', ...who(account), ...source, detail: { purpose: 'login' } });
        return {
          token: null, userInfo: null, deviceId: input.deviceId, otp: true, otpId: resumed.handle, tokenMcPt: { token: null },
          codeSentAt: resumed.sentAt.toISOString(),
        };
      }
      const { handle, code } = await challenges.create({ purpose: 'login', userId: account.userId, destination: account.username });
      const challenged = { token: null, userInfo: null, deviceId: input.deviceId, otp: true, otpId: handle, tokenMcPt: { token: null } };
      try {
        await checkSendLimit(services, account, account.username, 'login', source);
      } catch (error) {
        // Within a minute of the last code (a sign-in right after another one ended): on to the code screen all the
        // same, where the code is sent when asked for once the minute is over, rather than a refusal that makes the
        // user type the password and a captcha again. A longer wait (the hourly limit) is refused.
        const wait = minuteWait(error);
        if (wait === null) {
          await challenges.close(handle);
          throw error;
        }
        await challenges.unsent(handle);
        return { ...challenged, resendAfterSeconds: wait };
      }
      try {
        await deliver(services, { account, to: account.username, channel: 'sms', purpose: 'login', code }, source);
      } catch (error) {
        await challenges.close(handle);
        throw error;
      }
      return challenged;
    },

    /**
     * WebAuthn assertion options for the open sign-in challenge `otpId` of a user with a passkey: a challenge of its
     * own, bound to that one, taken by verifyLogin's `passkey`.
     */
    async passkeyOptions(input: { otpId: string }): Promise<PasskeyAuthenticationOptions> {
      const open = await challenges.find('login', input.otpId);
      if (!open?.userId || (await services.passkeys.count(open.userId)) === 0) throw new AppError(400, AUTH_MESSAGES.otpExpired);
      return services.passkeys.authenticationOptions(open.userId, sha256(input.otpId));
    },

    async verify(input: VerifyInput, source: AuditSource): Promise<SignInDataWire> {
      const gone = async (detail: Record<string, string>) => {
        await audit({ kind: 'otpWrong', outcome: 'failure', ...source, detail: { purpose: 'login', ...detail } });
        return new AppError(400, AUTH_MESSAGES.otpExpired);
      };
      const open = await challenges.find('login', input.otpId);
      const account = open?.userId ? await accountById(db, open.userId) : null;
      if (!open || !account) throw await gone({ reason: 'gone' });
      const attempt = attemptOf(account, source);
      const waits = await refuseWhileThrottled(services, attempt, who(account), source, { addressOnly: true });
      // While strangers make the account wait, a browser it trusts still answers (login let it through to this step).
      if (waits.account > 0 && !(await devices.isTrusted(account.userId, input.deviceId ?? ''))) {
        await refuseThrottled(services, 'account', waits.account, who(account), source);
      }
      const given = answerOf(input);
      const factor = given.factor;
      // No SMS code was sent to a user who must use their strong factor: one typed anyway is not taken.
      if (factor === 'sms' && (await smsRefused(services, account.userId))) throw new AppError(409, AUTH_MESSAGES.smsNotOffered);
      const answer = await answerChallenge(services, account, input.otpId, given);
      const check = answer.check;
      if (check.result === 'gone') throw await gone({ reason: 'gone' });
      const kind = KIND_OF[factor];
      if (check.result === 'wrong') {
        await throttle.fail(attempt);
        await audit({ kind, outcome: 'failure', ...who(account), ...source, detail: { purpose: 'login', reason: answer.reason, killed: check.killed } });
        throw new AppError(400, AUTH_MESSAGES.otpInvalid);
      }
      if (factor === 'recoveryCode') {
        const remaining = await services.recoveryCodes.remaining(account.userId);
        await audit({ kind, outcome: 'success', ...who(account), ...source, detail: { purpose: 'login', remaining } });
        await notifySecurityEvent(services, account, { kind: 'recoveryCodeUsed', remaining }, source);
      } else if (factor === 'totp') {
        await audit({ kind, outcome: 'success', ...who(account), ...source, detail: { purpose: 'login' } });
      } else if (factor === 'passkey') {
        await audit({ kind, outcome: 'success', ...who(account), ...source, detail: { purpose: 'login', name: answer.passkeyName ?? '' } });
      } else await audit({ kind: 'otpVerified', outcome: 'success', ...who(account), ...source, detail: { purpose: 'login' } });
      const current = await accountById(db, account.userId);
      if (!current || isLocked(current)) {
        await audit({ kind: 'signIn', outcome: 'failure', ...who(account), ...source, detail: { reason: 'locked' } });
        throw new AppError(400, AUTH_MESSAGES.accountLocked);
      }
      // The code step's body describes no browser: the User-Agent of the same browser does.
      const origin = originOf(source);
      return startSession(current, await devices.issue(current.userId, origin), source, { newDevice: true, origin });
    },

    async resend(input: { otpId: string }, source: AuditSource): Promise<ResendLoginOtpData> {
      const open = await challenges.find('login', input.otpId);
      const account = open?.userId ? await accountById(db, open.userId) : null;
      if (!open || !account) throw new AppError(400, AUTH_MESSAGES.otpExpired);
      // A user who must use the passkey or app they have is sent no SMS code (their role or configuration says so).
      if (await smsRefused(services, account.userId)) throw new AppError(409, AUTH_MESSAGES.smsNotOffered);
      // Limits first, so that a refused resend leaves the current code working.
      await checkSendLimit(services, account, account.username, 'login', source);
      const code = await challenges.reissue(input.otpId);
      if (code === null) throw new AppError(400, AUTH_MESSAGES.otpExpired);
      await deliver(services, { account, to: account.username, channel: 'sms', purpose: 'login', code }, source);
      return { otpId: input.otpId, retryAfterSeconds: RESEND_WAIT_SECONDS };
    },
  };
};

export type SignInService = ReturnType<typeof createSignInService>;
