import { eq } from 'drizzle-orm';
import { AUTH_MESSAGES } from '../../../src/api/authMessages';
import type { ChangePasswordRequest, ProfileData } from '../../../src/api/auth';
import type { AuditSource } from '../../auth/audit';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { accountKey } from '../../auth/rateLimits';
import type { AuthServices } from '../../auth/services';
import type { AuthContext } from '../../auth/sessions';
import { users } from '../../db/schema';
import { AppError, notFound, tooMany } from '../../http/envelope';
import { accountById, userInfoOf, who, type Account } from '../signIn/service';

/** Policy, then confirmation: 400 `passwordTooEasy` or `confirmPasswordMismatch`. */
export const checkNewPassword = (services: AuthServices, account: Account, password: string, confirmPassword: string): void => {
  if (services.policy(password, { username: account.username, ownerCode: account.ownerCode }) !== null) {
    throw new AppError(400, AUTH_MESSAGES.passwordTooEasy);
  }
  if (password !== confirmPassword) throw new AppError(400, AUTH_MESSAGES.confirmPasswordMismatch);
};

/** Stores a new password hash and ends every session of the user. */
export const setPassword = async (services: AuthServices, userId: number, password: string): Promise<void> => {
  const passwordHash = await hashPassword(password, undefined, services.passwordParams);
  await services.db.update(users).set({ passwordHash, passwordChangedAt: services.now() }).where(eq(users.id, userId));
  await services.sessions.revokeUserSessions(userId);
};

export const createAccountService = (services: AuthServices) => ({
  async profile(auth: AuthContext): Promise<ProfileData> {
    const account = await accountById(services.db, auth.userId);
    if (!account) throw notFound();
    return {
      userInfo: await userInfoOf(services.db, account),
      fullName: account.fullName,
      email: account.email,
      ownerName: account.ownerName,
      lastSignInAt: account.lastSignInAt?.toISOString() ?? null,
      passwordChangedAt: account.passwordChangedAt?.toISOString() ?? null,
    };
  },

  /** The current password must verify (wrong ones count toward the account throttle); all sessions end. */
  async changePassword(auth: AuthContext, input: ChangePasswordRequest, source: AuditSource): Promise<void> {
    const account = await accountById(services.db, auth.userId);
    if (!account) throw notFound();
    const key = accountKey(account.ownerCode, account.username);
    const wait = await services.throttle.wait(key);
    if (wait > 0) {
      await services.audit({ kind: 'throttled', outcome: 'blocked', ...who(account), ...source, detail: { scope: 'account' } });
      throw tooMany(AUTH_MESSAGES.tooManyAttempts, wait);
    }
    if (!(await verifyPassword(input.currentPassword, account.passwordHash))) {
      await services.throttle.fail(key);
      await services.audit({ kind: 'passwordChanged', outcome: 'failure', ...who(account), ...source, detail: { reason: 'currentPasswordWrong' } });
      throw new AppError(400, AUTH_MESSAGES.currentPasswordWrong);
    }
    await services.throttle.succeed(key);
    checkNewPassword(services, account, input.password, input.confirmPassword);
    await setPassword(services, account.userId, input.password);
    await services.audit({ kind: 'passwordChanged', outcome: 'success', ...who(account), ...source });
  },
});
