import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { CreateNewPassRequest, ResetStepData } from '../../../src/api/auth';
import { AUTH_MESSAGES } from '../../../src/api/authMessages';
import { accountById, isLocked, who, type Account } from '../../auth/accounts';
import type { AuditSource } from '../../auth/audit';
import { checkSendLimit, deliver } from '../../auth/codeDelivery';
import { checkNewPassword, setPassword } from '../../auth/passwordChange';
import { notifySecurityEvent } from '../../auth/securityNotices';
import { rememberLocale } from '../../auth/userLocale';
import type { AuthServices } from '../../auth/services';
import { randomToken, sha256 } from '../../auth/tokens';
import { owners, resetGrants, users } from '../../db/schema';
import { AppError } from '../../http/envelope';

/** The password step of a reset is open this long after the right e-mail code. */
export const PASSWORD_STEP_MINUTES = 10;

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
  const { db, now, audit, captchas, challenges } = services;

  return {
    async request(input: { username: string; captchaId: string; captchaText: string }, source: AuditSource): Promise<ResetStepData> {
      if (!(await captchas.verifyCaptcha(input.captchaId, input.captchaText))) {
        await audit({ kind: 'captcha', outcome: 'failure', username: input.username.trim(), ...source, detail: { purpose: 'reset' } });
        throw new AppError(400, AUTH_MESSAGES.captchaInvalid);
      }
      const account = await findByLogin(services, input.username);
      const usable = account && !isLocked(account) && account.email ? account : null;
      const { handle, code } = await challenges.create({ purpose: 'reset', userId: usable?.userId ?? null, destination: usable?.email ?? '' });
      await audit({ kind: 'resetRequested', outcome: usable ? 'success' : 'failure', userId: account?.userId, username: input.username.trim(), ...source,
        detail: { reason: usable ? null : account ? 'lockedOrNoEmail' : 'unknownAccount' } });
      if (usable) {
        // Whatever happens to the e-mail, the answer stays the same: it must not tell that the account exists.
        try {
          await checkSendLimit(services, usable, usable.email!, 'resetPassword', source);
          await deliver(services, { account: usable, to: usable.email!, channel: 'email', purpose: 'resetPassword', code }, source);
        } catch {
          // Limited or undelivered: the challenge stays, as a decoy would (failures are in the audit trail).
        }
      }
      return { token: handle, otp: true, expired: false };
    },

    async verifyCode(input: { otp: string; token: string }, source: AuditSource): Promise<ResetStepData> {
      const check = await challenges.check('reset', input.token, input.otp.trim());
      const account = check.challenge?.userId ? await accountById(db, check.challenge.userId) : null;
      const about = account ? who(account) : {};
      if (check.result === 'gone') {
        await audit({ kind: 'otpWrong', outcome: 'failure', ...about, ...source, detail: { purpose: 'reset', reason: 'gone' } });
        throw expired();
      }
      if (check.result === 'wrong') {
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
