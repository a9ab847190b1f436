import type { Db } from '../db/client';
import { auditEvents } from '../db/schema';
import type { NoticeLocale } from '../http/requestLocale';

export type AuditKind =
  | 'signIn' | 'captcha' | 'otpSent' | 'otpSendFailed' | 'otpVerified' | 'otpWrong' | 'throttled'
  /** A second sign-in went on with the code already sent (still valid) instead of sending another. */
  | 'otpResumed'
  | 'passwordChanged' | 'passwordReset' | 'resetRequested' | 'logout' | 'deviceForgotten'
  | 'noticeSent' | 'noticeFailed'
  /** A 403: `detail` names the method, the route and the missing permission (refusals.ts). */
  | 'forbidden'
  /** An owner's (or manager's) change to an employee or device (server/modules/submerchants, devices): `detail` names it. */
  | 'employeeCreated' | 'employeeUpdated' | 'employeeRefused' | 'employeeLocked' | 'employeeActivated' | 'deviceAdded' | 'deviceRemoved'
  /** A sale at the counter (loyalty/checkout): `detail` has the amounts, the points and the masked phone. */
  | 'checkout'
  /** Moving money (server/modules/money): `detail` has the transfer, amount, bank account and outcome, never the code. */
  | 'transferRequested' | 'transferRefused' | 'transferCodeWrong' | 'transferCompleted' | 'transferExpired' | 'transferCancelled'
  /** A shop's changes (server/modules/shops): `detail` has the shop's id and code; a lock stops its sales. */
  | 'shopCreated' | 'shopUpdated' | 'shopLocked' | 'shopActivated'
  /**
   * API keys (server/modules/apiKeys, server/auth/apiKeyGuard.ts): `detail` has the key's id, prefix and scopes, never
   * the key or its hash; `apiKeyRefused` is a refused password confirmation or a partner call refused for a key that exists.
   */
  | 'apiKeyCreated' | 'apiKeyUpdated' | 'apiKeyRevoked' | 'apiKeyEnabled' | 'apiKeyRolled' | 'apiKeyRefused'
  /**
   * Webhook endpoints (server/modules/webhooks): `detail` has the endpoint's id and URL (and its event types and status),
   * never a signing secret; `webhookRefused` is a refused step-up on creating an endpoint or rolling its secret.
   */
  | 'webhookEndpointCreated' | 'webhookEndpointUpdated' | 'webhookSecretRolled' | 'webhookEndpointDeleted' | 'webhookRefused'
  /**
   * Roles and permissions (server/modules/roles): `detail` has the role or user changed and `before` / `after` as
   * short strings (comma-joined actions; a user's changes as `added …; removed …`; a role's name).
   */
  | 'roleCreated' | 'roleUpdated' | 'roleDeleted' | 'rolePermissionsChanged' | 'userRoleChanged' | 'userPermissionsChanged' | 'roleRefused'
  /** A user ended one of their sessions, or all but the current one (server/modules/security): `detail` counts them. */
  | 'sessionRevoked' | 'otherSessionsRevoked'
  /**
   * Second factors (server/modules/factors, signIn): an authenticator app confirmed, removed or used at sign-in
   * (`detail.reason` wrongCode, replayed, passwordWrong), a recovery code used (`remaining`), the codes renewed.
   */
  | 'authenticatorEnrolled' | 'authenticatorRemoved' | 'authenticatorUsed' | 'recoveryCodeUsed' | 'recoveryCodesRegenerated'
  /** Passkeys (WebAuthn): registered (or refused), removed (or a wrong password), used at sign-in (or refused, with why). */
  | 'passkeyEnrolled' | 'passkeyRemoved' | 'passkeyUsed';

export type AuditOutcome = 'success' | 'failure' | 'blocked';

/** Who and where, as the request shows it; never a password, code, token or hash. */
export interface AuditSource {
  ip?: string;
  userAgent?: string;
  /** The fingerprint of the device value (`deviceFingerprint`), never the value: it stands in for a second factor. */
  deviceId?: string;
  /** The app's language (`Accept-Language`): not audited, kept as the user's for security notices. */
  locale?: NoticeLocale;
}

export interface AuditEvent extends AuditSource {
  kind: AuditKind;
  outcome: AuditOutcome;
  userId?: number | null;
  ownerCode?: string;
  username?: string;
  detail?: Record<string, string | number | boolean | null>;
}

export type Audit = (event: AuditEvent) => Promise<void>;

export const createAudit = (db: Db, now: () => Date): Audit => async (event) => {
  await db.insert(auditEvents).values({
    at: now(), kind: event.kind, outcome: event.outcome, userId: event.userId ?? null, ownerCode: event.ownerCode ?? null,
    username: event.username ?? null, ip: event.ip ?? null, deviceId: event.deviceId ?? null,
    userAgent: event.userAgent?.slice(0, 300) ?? null, detail: event.detail ?? {},
  });
};
