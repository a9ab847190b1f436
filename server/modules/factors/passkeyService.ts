import {
  FACTOR_MESSAGES, type PasskeyRegistrationOptions, type PasskeyRegistrationResponse, type RecoveryCodesData,
} from '../../../src/api/factors';
import { accountById, who, type Account } from '../../auth/accounts';
import { attemptOf, refuseWhileThrottled } from '../../auth/accountThrottle';
import type { AuditSource } from '../../auth/audit';
import { confirmRecentPassword } from '../../auth/recentPassword';
import { notifySecurityEvent } from '../../auth/securityNotices';
import type { AuthServices } from '../../auth/services';
import { hasStrongFactor } from '../../auth/strongFactors';
import type { AuthContext } from '../../auth/sessions';
import { AppError, notFound } from '../../http/envelope';
import { firstRecoveryCodes } from './service';

/**
 * The caller's passkeys on /profile (issue 35): registration options for the browser, the browser's answer checked
 * and stored under a name (the first strong factor brings the recovery codes), removal after the password again.
 * Always the session's user: a passkey id of another user's finds nothing.
 */
export const createPasskeyService = (services: AuthServices) => {
  const { passkeys, audit } = services;
  const accountOf = async (auth: AuthContext): Promise<Account> => {
    const account = await accountById(services.db, auth.userId);
    if (!account) throw notFound();
    return account;
  };

  return {
    /** The password again first, as for an authenticator app (service.ts). */
    async start(auth: AuthContext, password: string, source: AuditSource): Promise<PasskeyRegistrationOptions> {
      await confirmRecentPassword(services, auth, password, source, { kind: 'passkeyEnrolled', detail: {}, message: FACTOR_MESSAGES.passwordWrong });
      const account = await accountOf(auth);
      return passkeys.registrationOptions(auth.userId, `${account.ownerCode}/${account.username}`, account.fullName);
    },

    /** A refused answer is throttled like a wrong code at sign-in (this address on this account) and audited. */
    async finish(auth: AuthContext, name: string, response: PasskeyRegistrationResponse, source: AuditSource): Promise<RecoveryCodesData> {
      const account = await accountOf(auth);
      const attempt = attemptOf(account, source);
      await refuseWhileThrottled(services, attempt, who(account), source, { addressOnly: true });
      const registered = await passkeys.register(auth.userId, name, response);
      if (registered.result !== 'ok') {
        const reason = registered.result === 'taken' ? 'passkeyTaken' : registered.reason;
        await services.throttle.fail(attempt);
        await audit({ kind: 'passkeyEnrolled', outcome: 'failure', ...who(account), ...source, detail: { name, reason } });
        if (registered.result === 'taken') throw new AppError(409, FACTOR_MESSAGES.passkeyTaken);
        throw new AppError(400, FACTOR_MESSAGES.passkeyRefused, { data: { field: 'response' } });
      }
      await services.throttle.succeed(attempt, { keepAccountWide: true });
      await audit({ kind: 'passkeyEnrolled', outcome: 'success', ...who(account), ...source, detail: { name } });
      await notifySecurityEvent(services, account, { kind: 'passkeyAdded', passkeyName: name }, source);
      return firstRecoveryCodes(services, auth.userId);
    },

    /** The last strong factor gone, the recovery codes go too and sign-in asks for the SMS code again. */
    async remove(auth: AuthContext, id: number, password: string, source: AuditSource): Promise<null> {
      await confirmRecentPassword(services, auth, password, source, { kind: 'passkeyRemoved', detail: {}, message: FACTOR_MESSAGES.passwordWrong });
      const account = await accountOf(auth);
      const passkey = (await passkeys.list(auth.userId)).find((key) => key.id === id);
      if (!passkey || !(await passkeys.remove(auth.userId, id))) throw new AppError(409, FACTOR_MESSAGES.noPasskey);
      if (!(await hasStrongFactor(services, auth.userId))) await services.recoveryCodes.clear(auth.userId);
      await audit({ kind: 'passkeyRemoved', outcome: 'success', ...who(account), ...source, detail: { name: passkey.name } });
      await notifySecurityEvent(services, account, { kind: 'passkeyRemoved', passkeyName: passkey.name }, source);
      return null;
    },
  };
};
