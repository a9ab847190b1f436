import { accountById, who } from './accounts';
import { attemptOf, refuseWhileThrottled } from './accountThrottle';
import type { AuditKind, AuditSource } from './audit';
import { verifyPassword } from './passwords';
import type { AuthServices } from './services';
import type { AuthContext } from './sessions';
import { AppError, notFound } from '../http/envelope';

export interface RecentPasswordRefusal {
  /** Audited on a wrong password: the kind and what it was about (never the password). */
  kind: AuditKind;
  detail: Record<string, string | number | boolean | null>;
  /** The 400's message key; the answer names `password` as the field. */
  message: string;
}

/**
 * Recent authentication: a signed-in user types their password again before a step that hands out a secret
 * (creating or rolling an API key). Wrong passwords count toward the same throttle as sign-in and password change
 * (this address's wait only: strangers who make the account wait must not lock its signed-in user out), are
 * audited, and answer 400 naming `password`.
 */
export const confirmRecentPassword = async (
  services: AuthServices, auth: AuthContext, password: string, source: AuditSource, refusal: RecentPasswordRefusal,
): Promise<void> => {
  const account = await accountById(services.db, auth.userId);
  if (!account) throw notFound();
  const attempt = attemptOf(account, source);
  // One check of this account at a time (accountThrottle.ts): guesses sent together are counted one by one.
  await services.throttle.oneAtATime(attempt, async () => {
    await refuseWhileThrottled(services, attempt, who(account), source, { addressOnly: true });
    if (!(await verifyPassword(password, account.passwordHash))) {
      await services.throttle.fail(attempt);
      await services.audit({ kind: refusal.kind, outcome: 'failure', ...who(account), ...source, detail: { ...refusal.detail, reason: 'passwordWrong' } });
      throw new AppError(400, refusal.message, { data: { field: 'password' } });
    }
    await services.throttle.succeed(attempt, { keepAccountWide: true });
  });
};
