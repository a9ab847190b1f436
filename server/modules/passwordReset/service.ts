import { and, eq, gt, isNull } from 'drizzle-orm';
import type { CreateNewPassRequest, ResetStepData } from '../../../src/api/auth';
import { AUTH_MESSAGES } from '../../../src/api/authMessages';
import { accountById, findAccountByLogin, isLocked, who, type Account } from '../../auth/accounts';
import { attemptOf } from '../../auth/accountThrottle';
import type { AuditSource } from '../../auth/audit';
import type { Challenge } from '../../auth/challenges';
import { checkSendLimit, deliver } from '../../auth/codeDelivery';
import { checkNewPassword, setPassword } from '../../auth/passwordChange';
import { hitRateLimit, otpSendWindows, perHour, releaseRateEvent } from '../../auth/rateLimits';
import { notifySecurityEvent } from '../../auth/securityNotices';
import { rememberLocale } from '../../auth/userLocale';
import type { AuthServices } from '../../auth/services';
import { randomToken, sha256 } from '../../auth/tokens';
import { resetGrants } from '../../db/schema';
import { AppError, tooMany } from '../../http/envelope';

/** The password step of a reset is open this long after the right e-mail code. */
export const PASSWORD_STEP_MINUTES = 10;

type About = Partial<ReturnType<typeof who>>;

/** The wrong-code budget of reset challenges, per account across all its challenges (RESET_CODE_WRONG_PER_HOUR). */
const WRONG_CODES = 'reset-code-wrong';
/** Requests for a code, per login or e-mail as typed (known or not). */
const REQUESTS = 'reset-request';

/**
 * Whose budget a challenge draws on: the mailbox its code went to, or for a decoy the login it was asked for, so
 * that an unknown account's decoys run out the way a real account's challenges do.
 */
const budgetKey = (destination: string): string => destination.trim().toLowerCase();

const expired = (): AppError =>
  new AppError(400, AUTH_MESSAGES.resetStepExpired, { data: { token: null, otp: false, expired: true } satisfies ResetStepData });

/**
 * Forgot password (spec §4): username → e-mail code → new password. The first step answers alike for every
 * account, known or not: an unknown one gets a decoy challenge that behaves the same and never verifies.
 */
export const createPasswordResetService = (services: AuthServices) => {
  const { db, now, audit, captchas, challenges, throttle } = services;

  /**
   * After the answer: arms the decoy of a usable account with a code and e-mails it. When the send limit holds the
   * message back or the delivery fails (both in the audit trail) it stays a decoy: no code, nothing to guess.
   */
  const sendCode = async (account: Account, handle: string, source: AuditSource): Promise<void> => {
    const email = account.email!;
    try {
      await checkSendLimit(services, account, email, 'resetPassword', source);
    } catch {
      return;
    }
    const code = await challenges.arm(handle, account.userId);
    if (code === null) return;
    try {
      await deliver(services, { account, to: email, channel: 'email', purpose: 'resetPassword', code }, source);
    } catch {
      await challenges.disarm(handle);
    }
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
    /**
     * Step 1. Known or not, the same work before the answer (one lookup, one audit row, one decoy challenge): the
     * e-mail of a known account is `afterAnswer`, for the route to start once the answer is out, so that neither
     * the answer nor its timing tells whether the account exists.
     */
    async request(input: { username: string; captchaId: string; captchaText: string }, source: AuditSource):
      Promise<{ data: ResetStepData; afterAnswer: (() => Promise<void>) | null }> {
      if (!(await captchas.verifyCaptcha(input.captchaId, input.captchaText))) {
        await audit({ kind: 'captcha', outcome: 'failure', username: input.username.trim(), ...source, detail: { purpose: 'reset' } });
        throw new AppError(400, AUTH_MESSAGES.captchaInvalid);
      }
      // What was typed, known or not, takes a code at most as often as a mailbox does (one a minute, ten an hour):
      // a second request within the minute is told when to try again, rather than told of a code that never goes.
      const typed = input.username.trim().toLowerCase();
      const wait = await hitRateLimit(db, REQUESTS, typed, otpSendWindows(services.config), now());
      if (wait > 0) {
        await audit({ kind: 'throttled', outcome: 'blocked', username: input.username.trim(), ...source, detail: { scope: 'resetRequest' } });
        throw tooMany(AUTH_MESSAGES.otpSendLimited, wait);
      }
      const account = await findAccountByLogin(db, input.username);
      const usable = account && !isLocked(account) && account.email ? account : null;
      await audit({ kind: 'resetRequested', outcome: usable ? 'success' : 'failure', userId: account?.userId, username: input.username.trim(), ...source,
        detail: { reason: usable ? null : account ? 'lockedOrNoEmail' : 'unknownAccount' } });
      // A decoy on the budget a real challenge would use; armed with a code only once the e-mail can go.
      const { handle } = await challenges.create({ purpose: 'reset', userId: null, destination: usable?.email ?? input.username });
      return { data: { token: handle, otp: true, expired: false }, afterAnswer: usable ? () => sendCode(usable, handle, source) : null };
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
      await setPassword(services, account.userId, input.password, async (tx) => {
        const used = await tx.update(resetGrants).set({ usedAt: now() }).where(open).returning();
        if (used.length === 0) throw expired();
      });
      await audit({ kind: 'passwordReset', outcome: 'success', ...who(account), ...source });
      await notifySecurityEvent(services, await rememberLocale(services, account, source), { kind: 'passwordReset' }, source);
      return { token: null, otp: false, expired: false };
    },
  };
};
