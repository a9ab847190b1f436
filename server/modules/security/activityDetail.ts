import type { ActivityDetail, ActivityKind } from '../../../src/api/activity';
import type { AuditKind } from '../../auth/audit';

/**
 * The detail keys each kind may show in the security history. Audit rows never hold a secret (audit.ts), but the
 * history is read by people other than who wrote the row, so it shows only what is listed here: a new key stays
 * hidden until someone decides it is fit to show.
 */
const SHOWN: Partial<Record<ActivityKind, readonly string[]>> = {
  signIn: ['reason'],
  captcha: ['purpose'],
  otpSent: ['channel', 'purpose'],
  otpSendFailed: ['channel', 'purpose', 'reason'],
  otpVerified: ['purpose'],
  otpWrong: ['purpose', 'reason', 'killed'],
  throttled: ['scope', 'purpose'],
  passwordChanged: ['reason'],
  noticeSent: ['event', 'channel'],
  noticeFailed: ['event', 'channel'],
  forbidden: ['method', 'route', 'permission'],
  employeeCreated: ['employeeId', 'firstPassword'],
  employeeUpdated: ['employeeId', 'contactChanged'],
  employeeRefused: ['employeeId', 'reason', 'factor'],
  employeeLocked: ['employeeId'],
  employeeActivated: ['employeeId'],
  deviceAdded: ['deviceId', 'employeeId', 'serial'],
  deviceRemoved: ['deviceId', 'employeeId', 'serial'],
  checkout: ['reference', 'shopId', 'customer', 'amount', 'paid', 'pointsEarned', 'pointsRedeemed'],
  transferRequested: ['transferId', 'amount', 'bankAccountId'],
  transferRefused: ['transferId', 'amount', 'bankAccountId'],
  transferCodeWrong: ['transferId', 'amount', 'triesLeft', 'factor'],
  transferCompleted: ['transferId', 'amount', 'bankAccountId', 'factor'],
  transferExpired: ['transferId', 'amount', 'bankAccountId'],
  transferCancelled: ['transferId', 'amount', 'bankAccountId'],
  shopCreated: ['shopId', 'code', 'status'],
  shopUpdated: ['shopId', 'code', 'status'],
  shopLocked: ['shopId', 'code', 'status'],
  shopActivated: ['shopId', 'code', 'status'],
  roleCreated: ['roleId', 'name', 'strongFactor'],
  roleUpdated: ['roleId', 'name', 'before', 'after'],
  roleDeleted: ['roleId', 'name'],
  rolePermissionsChanged: ['roleId', 'name', 'added', 'removed', 'before', 'after', 'strongFactorBefore', 'strongFactorAfter'],
  userRoleChanged: ['targetUserId', 'employeeId', 'before', 'after'],
  userPermissionsChanged: ['targetUserId', 'employeeId', 'added', 'removed', 'before', 'after'],
  roleRefused: ['change', 'reason', 'factor'],
  apiKeyCreated: ['keyId', 'name', 'prefix', 'scopes'],
  apiKeyUpdated: ['keyId', 'name', 'prefix', 'scopes', 'before', 'after'],
  apiKeyRevoked: ['keyId', 'name', 'prefix'],
  apiKeyEnabled: ['keyId', 'name', 'prefix'],
  apiKeyRolled: ['keyId', 'name', 'prefix'],
  apiKeyRefused: ['keyId', 'prefix', 'reason', 'factor'],
  // An endpoint's id is a UUID, which SECRET_LOOKING hides: its URL names it.
  webhookEndpointCreated: ['url', 'eventTypes'],
  webhookEndpointUpdated: ['url', 'before', 'eventTypes', 'status'],
  webhookSecretRolled: ['url', 'overlapHours'],
  webhookEndpointDeleted: ['url'],
  webhookRefused: ['purpose', 'url', 'reason', 'factor'],
  deviceForgotten: ['client'],
  sessionRevoked: ['client', 'targetUserId', 'revoked'],
  otherSessionsRevoked: ['revoked'],
  authenticatorEnrolled: ['reason'],
  authenticatorRemoved: ['reason'],
  authenticatorUsed: ['purpose', 'reason', 'killed'],
  recoveryCodeUsed: ['purpose', 'reason', 'killed', 'remaining'],
  recoveryCodesRegenerated: ['reason'],
  passkeyEnrolled: ['name', 'reason'],
  passkeyRemoved: ['name', 'reason'],
  passkeyUsed: ['purpose', 'name', 'reason', 'killed'],
};

/** The server's kinds are all named by the app (src/api/activity.ts): adding one there without here fails to compile. */
type Unnamed = Exclude<AuditKind, ActivityKind>;
export const EVERY_AUDIT_KIND_IS_NAMED: [Unnamed] extends [never] ? true : false = true;

const TEXT_MAX = 200;
/** Whatever looks like a key, token or code is never shown, even under a listed key. */
const SECRET_LOOKING = /mpk_[a-z]+_|[A-Za-z0-9_-]{32,}/;

const shownValue = (value: unknown): string | number | boolean | null | undefined => {
  if (value === null || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string') return SECRET_LOOKING.test(value) ? '…' : value.slice(0, TEXT_MAX);
  // Lists (a role's added actions, a key's scopes) as one line of text.
  if (Array.isArray(value) && value.every((item) => typeof item === 'string' || typeof item === 'number')) {
    return shownValue(value.join(', '));
  }
  return undefined;
};

/** The detail of an audit row as the history shows it: the kind's listed keys with plain values, nothing else. */
export const shownDetail = (kind: string, detail: unknown): ActivityDetail => {
  const keys = (SHOWN as Partial<Record<string, readonly string[]>>)[kind] ?? [];
  if (typeof detail !== 'object' || detail === null || Array.isArray(detail)) return {};
  const shown: ActivityDetail = {};
  for (const key of keys) {
    const value = shownValue((detail as Record<string, unknown>)[key]);
    if (value !== undefined) shown[key] = value;
  }
  return shown;
};
