import { AUTH_MESSAGES } from '../../../src/api/authMessages';
import type { ChangePasswordRequest, ProfileData } from '../../../src/api/auth';
import { accountById, userInfoOf, who } from '../../auth/accounts';
import { attemptOf, refuseWhileThrottled } from '../../auth/accountThrottle';
import type { AuditSource } from '../../auth/audit';
import { checkNewPassword, setPassword } from '../../auth/passwordChange';
import { notifySecurityEvent } from '../../auth/securityNotices';
import { rememberLocale } from '../../auth/userLocale';
import { verifyPassword } from '../../auth/passwords';
import type { AuthServices } from '../../auth/services';
import type { AuthContext } from '../../auth/sessions';
import { AppError, notFound } from '../../http/envelope';

export const createAccountService = (services: AuthServices) => ({
  async profile(auth: AuthContext): Promise<ProfileData> {
    const account = await accountById(services.db, auth.userId);
    if (!account) throw notFound();
    return {
      userInfo: await userInfoOf(services.db, account, services.config.staffRequireStrongFactor),
      fullName: account.fullName,
      email: account.email,
      ownerName: account.ownerName,
      lastSignInAt: account.lastSignInAt?.toISOString() ?? null,
      passwordChangedAt: account.passwordChangedAt?.toISOString() ?? null,
      passwordRules: services.config.passwordRules,
    };
  },

  /**
   * The current password must verify (wrong ones count toward the account throttle); all sessions end. Only this
   * address's wait applies: strangers who make the account wait must not keep its signed-in owner from changing
   * the password they are guessing.
   */
  async changePassword(auth: AuthContext, input: ChangePasswordRequest, source: AuditSource): Promise<void> {
    const account = await accountById(services.db, auth.userId);
    if (!account) throw notFound();
    const attempt = attemptOf(account, source);
    // One check of this account at a time (accountThrottle.ts): guesses sent together are counted one by one.
    await services.throttle.oneAtATime(attempt, async () => {
      await refuseWhileThrottled(services, attempt, who(account), source, { addressOnly: true });
      if (!(await verifyPassword(input.currentPassword, account.passwordHash))) {
        await services.throttle.fail(attempt);
        await services.audit({ kind: 'passwordChanged', outcome: 'failure', ...who(account), ...source, detail: { reason: 'currentPasswordWrong' } });
        throw new AppError(400, AUTH_MESSAGES.currentPasswordWrong);
      }
      await services.throttle.succeed(attempt);
    });
    checkNewPassword(services, account, input.password, input.confirmPassword);
    await setPassword(services, account.userId, input.password);
    await services.audit({ kind: 'passwordChanged', outcome: 'success', ...who(account), ...source });
    await notifySecurityEvent(services, await rememberLocale(services, account, source), { kind: 'passwordChanged' }, source);
  },

  /** Revokes the trust of one device secret of this user; the audit row names it by its fingerprint only. */
  async forgetDevice(auth: AuthContext, deviceSecret: string, source: AuditSource): Promise<void> {
    await services.devices.revoke(auth.userId, deviceSecret);
    await services.audit({ kind: 'deviceForgotten', outcome: 'success', userId: auth.userId, ownerCode: auth.ownerCode, ...source });
  },
});
