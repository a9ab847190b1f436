import QRCode from 'qrcode';
import { FACTOR_MESSAGES, type AuthenticatorStart, type FactorStatus, type RecoveryCodesData } from '../../../src/api/factors';
import { accountById, who, type Account } from '../../auth/accounts';
import { attemptOf, refuseWhileThrottled } from '../../auth/accountThrottle';
import type { AuditSource } from '../../auth/audit';
import { confirmRecentPassword } from '../../auth/recentPassword';
import { notifySecurityEvent } from '../../auth/securityNotices';
import { hasStrongFactor } from '../../auth/strongFactors';
import type { AuthServices } from '../../auth/services';
import type { AuthContext } from '../../auth/sessions';
import { AppError, notFound } from '../../http/envelope';

/** The QR code of an otpauth URI as an SVG data URL: an image, never markup put into the page. */
const qrCodeOf = async (uri: string): Promise<string> => {
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
};

/** The first strong factor brings the recovery codes, shown once; a later one keeps those the user saved. */
export const firstRecoveryCodes = async (services: AuthServices, userId: number): Promise<RecoveryCodesData> => {
  const fresh = (await services.recoveryCodes.remaining(userId)) === 0;
  return { recoveryCodes: fresh ? await services.recoveryCodes.replace(userId) : null };
};

/**
 * A signed-in user's second factors (issue 35): set up an authenticator app (a secret and its QR code, then a first
 * code confirms it and the recovery codes are shown once), remove it and renew the recovery codes after typing the
 * password again. Every step is the caller's own: the session's user, never an id from the request.
 */
export const createFactorService = (services: AuthServices) => {
  const { apps, passkeys, recoveryCodes, audit } = services;
  const accountOf = async (auth: AuthContext): Promise<Account> => {
    const account = await accountById(services.db, auth.userId);
    if (!account) throw notFound();
    return account;
  };

  return {
    async status(auth: AuthContext): Promise<FactorStatus> {
      const app = await apps.status(auth.userId);
      const keys = await passkeys.list(auth.userId);
      return {
        authenticator: { state: app.state, confirmedAt: app.confirmedAt?.toISOString() ?? null, lastUsedAt: app.lastUsedAt?.toISOString() ?? null },
        passkeys: keys.map((key) => ({ id: key.id, name: key.name, createdAt: key.createdAt.toISOString(), lastUsedAt: key.lastUsedAt?.toISOString() ?? null })),
        recoveryCodesLeft: app.state === 'active' || keys.length > 0 ? await recoveryCodes.remaining(auth.userId) : 0,
      };
    },

    /** The password again first: a session left open must not be enough to add a factor that then stands in for it. */
    async start(auth: AuthContext, password: string, source: AuditSource): Promise<AuthenticatorStart> {
      await confirmRecentPassword(services, auth, password, source, { kind: 'authenticatorEnrolled', detail: {}, message: FACTOR_MESSAGES.passwordWrong });
      const account = await accountOf(auth);
      const started = await apps.start(auth.userId, `${account.ownerCode}/${account.username}`);
      if (!started) throw new AppError(409, FACTOR_MESSAGES.alreadyActive);
      return { ...started, qrCode: await qrCodeOf(started.uri) };
    },

    /** Wrong codes are throttled like sign-in (this address on this account) and audited. */
    async confirm(auth: AuthContext, code: string, source: AuditSource): Promise<RecoveryCodesData> {
      const account = await accountOf(auth);
      const attempt = attemptOf(account, source);
      await refuseWhileThrottled(services, attempt, who(account), source, { addressOnly: true });
      const check = await apps.confirm(auth.userId, code.trim());
      if (check.result === 'none') throw new AppError(409, FACTOR_MESSAGES.notStarted);
      if (check.result !== 'ok') {
        await services.throttle.fail(attempt);
        await audit({ kind: 'authenticatorEnrolled', outcome: 'failure', ...who(account), ...source, detail: { reason: 'wrongCode' } });
        throw new AppError(400, FACTOR_MESSAGES.codeWrong, { data: { field: 'code' } });
      }
      await services.throttle.succeed(attempt, { keepAccountWide: true });
      await audit({ kind: 'authenticatorEnrolled', outcome: 'success', ...who(account), ...source });
      await notifySecurityEvent(services, account, { kind: 'authenticatorAdded' }, source);
      return firstRecoveryCodes(services, auth.userId);
    },

    /** The app goes, and the recovery codes with it unless a passkey is left; without one sign-in asks for the SMS code again. */
    async remove(auth: AuthContext, password: string, source: AuditSource): Promise<null> {
      await confirmRecentPassword(services, auth, password, source, { kind: 'authenticatorRemoved', detail: {}, message: FACTOR_MESSAGES.passwordWrong });
      const account = await accountOf(auth);
      if (!(await apps.remove(auth.userId))) throw new AppError(409, FACTOR_MESSAGES.noAuthenticator);
      if (!(await hasStrongFactor(services, auth.userId))) await recoveryCodes.clear(auth.userId);
      await audit({ kind: 'authenticatorRemoved', outcome: 'success', ...who(account), ...source });
      await notifySecurityEvent(services, account, { kind: 'authenticatorRemoved' }, source);
      return null;
    },

    async regenerate(auth: AuthContext, password: string, source: AuditSource): Promise<RecoveryCodesData> {
      await confirmRecentPassword(services, auth, password, source, { kind: 'recoveryCodesRegenerated', detail: {}, message: FACTOR_MESSAGES.passwordWrong });
      const account = await accountOf(auth);
      if (!(await hasStrongFactor(services, auth.userId))) throw new AppError(409, FACTOR_MESSAGES.noStrongFactor);
      const codes = await recoveryCodes.replace(auth.userId);
      await audit({ kind: 'recoveryCodesRegenerated', outcome: 'success', ...who(account), ...source });
      return { recoveryCodes: codes };
    },
  };
};
