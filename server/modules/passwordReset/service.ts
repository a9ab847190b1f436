import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { CreateNewPassRequest, ResetStepData } from '../../../src/api/auth';
import { AUTH_MESSAGES } from '../../../src/api/authMessages';
import { accountById, isLocked, who, type Account } from '../../auth/accounts';
import { attemptOf } from '../../auth/accountThrottle';
import type { AuditSource } from '../../auth/audit';
import type { Challenge } from '../../auth/challenges';
import { checkSendLimit, deliver } from '../../auth/codeDelivery';
import { checkNewPassword, setPassword } from '../../auth/passwordChange';
import { hitRateLimit, perHour, releaseRateEvent } from '../../auth/rateLimits';
import { notifySecurityEvent } from '../../auth/securityNotices';
import { rememberLocale } from '../../auth/userLocale';
import type { AuthServices } from '../../auth/services';
import { randomToken, sha256 } from '../../auth/tokens';
import { owners, resetGrants, users } from '../../db/schema';
import { AppError, tooMany } from '../../http/envelope';

/** The password step of a reset is open this long after the right e-mail code. */
export const PASSWORD_STEP_MINUTES = 10;

type About = Partial<ReturnType<typeof who>>;

/** The wrong-code budget of reset challenges, per account across all its challenges (RESET_CODE_WRONG_PER_HOUR). */
const WRONG_CODES = 'reset-code-wrong';

/**
 * Whose budget a challenge draws on: the mailbox its code went to, or for a decoy the login it was asked for, so
 * that an unknown account's decoys run out the way a real account's challenges do.
 */
const budgetKey = (destination: string): string => destination.trim().toLowerCase();

const expired = (): AppError =>
  new AppError(400, AUTH_MESSAGES.resetStepExpired, { data: { token: null, otp: false, expired: true } satisfies ResetStepData });

/**
 * The account a reset names: by e-mail (any letter case), else by username (phone). Several users can share a
 * phone under different owners; the first by id is taken (documented limitation).
 */
const findByLogin = async (services: AuthServices, login: string): Promise<Account | null> => {
  const value = login.trim();
  const byEmail = sql`lower(${users.email}) = ${value.toLowerCase()}`;
  for (const where of [byEmail, eq(users.username, value)]) {
    const [row] = await services.db.select({ id: users.id }).from(users).innerJoin(owners, eq(owners.id, users.ownerId))
      .where(where).orderBy(asc(users.id)).limit(1);
    if (row) return accountById(services.db, row.id);
  }
  return null;
};

/**
 * Forgot password (spec §4): username → e-mail code → new password. The first step answers alike for every
 * account, known or not: an unknown one gets a decoy challenge that behaves the same and never verifies.
 */
export const createPasswordResetService = (services: AuthServices) => {
  const { db, now, audit, captchas, challenges, throttle } = services;

  /**
   * A challenge whose code went out by e-mail, or null when the send limit held the message back or the delivery
   * failed (both in the audit trail): a challenge is made only for a code that was sent.
   */
  const sendCode = async (account: Account, source: AuditSource): Promise<string | null> => {
    const email = account.email!;
    try {
      await checkSendLimit(services, account, email, 'resetPassword', source);
    } catch {
      return null;
    }
    const { handle, code } = await challenges.create({ purpose: 'reset', userId: account.userId, destination: email });
    try {
      await deliver(services, { account, to: email, channel: 'email', purpose: 'resetPassword', code }, source);
    } catch {
      await challenges.close(handle);
      return null;
    }
    return handle;
  };

  /**
   * Holds one try of the challenge's wrong-code budget before its code is checked, so that racing guesses cannot
   * pass the budget together; 429 with the wait once it is spent. Answers the hold, given back for a right code.
   */
  const holdTry = async (challenge: Challenge, about: About, source: AuditSource) => {
    const key = budgetKey(challenge.destination);
    const at = now();
    const wait = await hitRateLimit(db, WRONG_CODES, key, perHour(services.config.resetCodeWrongPerHour), at);
    if (wait > 0) {
      await audit({ kind: 'throttled', outcome: 'blocked', ...about, ...source, detail: { scope: 'resetCodes' } });
      throw tooMany(AUTH_MESSAGES.tooManyAttempts, wait);
    }
    return { release: () => releaseRateEvent(db, WRONG_CODES, key, at) };
  };

  return {
    async request(input: { username: string; captchaId: string; captchaText: string }, source: AuditSource): Promise<ResetStepData> {
      if (!(await captchas.verifyCaptcha(input.captchaId, input.captchaText))) {
        await audit({ kind: 'captcha', outcome: 'failure', username: input.username.trim(), ...source, detail: { purpose: 'reset' } });
        throw new AppError(400, AUTH_MESSAGES.captchaInvalid);
      }
      const account = await findByLogin(services, input.username);
      const usable = account && !isLocked(account) && account.email ? account : null;
      await audit({ kind: 'resetRequested', outcome: usable ? 'success' : 'failure', userId: account?.userId, username: input.username.trim(), ...source,
        detail: { reason: usable ? null : account ? 'lockedOrNoEmail' : 'unknownAccount' } });
      const sent = usable ? await sendCode(usable, source) : null;
      // Whatever happened to the e-mail, the answer stays the same: it must not tell that the account exists.
      // Without a message there is no code to guess: a decoy, on the same budget a real challenge would use.
      const handle = sent ?? (await challenges.create({ purpose: 'reset', userId: null, destination: usable?.email ?? input.username })).handle;
      return { token: handle, otp: true, expired: false };
    },

    async verifyCode(input: { otp: string; token: string }, source: AuditSource): Promise<ResetStepData> {
      const gone = async (about: About) => {
        await audit({ kind: 'otpWrong', outcome: 'failure', ...about, ...source, detail: { purpose: 'reset', reason: 'gone' } });
        return expired();
      };
      const open = await challenges.find('reset', input.token);
      if (!open) throw await gone({});
      const account = open.userId ? await accountById(db, open.userId) : null;
      const about = account ? who(account) : {};
      const held = await holdTry(open, about, source);
      const check = await challenges.check('reset', input.token, input.otp.trim());
      if (check.result !== 'wrong') await held.release();
      if (check.result === 'gone') throw await gone(about);
      if (check.result === 'wrong') {
        // A wrong reset code is a failed sign-in too: guessing here must not be cheaper than at /login.
        if (account) await throttle.fail(attemptOf(account, source));
        await audit({ kind: 'otpWrong', outcome: 'failure', ...about, ...source, detail: { purpose: 'reset', killed: check.killed } });
        throw new AppError(400, AUTH_MESSAGES.otpInvalid, { data: { token: null, otp: true, expired: false } satisfies ResetStepData });
      }
      const token = randomToken();
      await db.insert(resetGrants).values({
        tokenHash: sha256(token), userId: check.challenge.userId!, expiresAt: new Date(now().getTime() + PASSWORD_STEP_MINUTES * 60_000),
      });
      await audit({ kind: 'otpVerified', outcome: 'success', ...about, ...source, detail: { purpose: 'reset' } });
      return { token, otp: true, expired: false, passwordRules: services.config.passwordRules };
    },

    /** Sets the new password: no sign-in; every session and every trusted device of the user ends. */
    async createNewPassword(input: CreateNewPassRequest, source: AuditSource): Promise<ResetStepData> {
      const open = and(eq(resetGrants.tokenHash, sha256(input.token)), isNull(resetGrants.usedAt), gt(resetGrants.expiresAt, now()));
      const [grant] = await db.select().from(resetGrants).where(open);
      const account = grant ? await accountById(db, grant.userId) : null;
      if (!grant || !account || isLocked(account)) throw expired();
      checkNewPassword(services, account, input.password, input.confirmPassword);
      const used = await db.update(resetGrants).set({ usedAt: now() }).where(open).returning();
      if (used.length === 0) throw expired();
      await setPassword(services, account.userId, input.password);
      await audit({ kind: 'passwordReset', outcome: 'success', ...who(account), ...source });
      await notifySecurityEvent(services, await rememberLocale(services, account, source), { kind: 'passwordReset' }, source);
      return { token: null, otp: false, expired: false };
    },
  };
};
