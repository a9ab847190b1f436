import { AUTH_MESSAGES } from '../../src/api/authMessages';
import { tooMany } from '../http/envelope';
import type { AuditEvent, AuditSource } from './audit';
import type { AuthServices } from './services';

/**
 * 429 `tooManyAttempts` while the account throttle holds `key` (failed passwords or codes), audited as blocked.
 * `about` names the account as far as it is known: an unknown one is throttled the same way.
 */
export const refuseWhileThrottled = async (
  services: AuthServices, key: string, about: Pick<AuditEvent, 'userId' | 'ownerCode' | 'username'>, source: AuditSource,
): Promise<void> => {
  const wait = await services.throttle.wait(key);
  if (wait > 0) {
    await services.audit({ kind: 'throttled', outcome: 'blocked', ...about, ...source, detail: { scope: 'account' } });
    throw tooMany(AUTH_MESSAGES.tooManyAttempts, wait);
  }
};
