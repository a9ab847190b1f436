import { z } from 'zod';
import { ISO_INSTANT_MAX } from './isoInstant';
import { USER_TYPES } from './permissions';
import { EXPORT_FORMATS, oneOrMany, queryInputOf, SALES_LIMITS, sortOf } from './sales';

/**
 * Wire types of the security history and sessions calls (`/api/security/*`, issue 13 "Security history and
 * sessions"): the caller's own activity and, for the owner, the team's; live sessions and trusted devices, each
 * with a way to end it. Instants are ISO 8601 text; `client` is the short label of src/core/clientLabel.ts.
 */

/**
 * Every kind of audit row the app can name (server/auth/audit.ts `AuditKind`; the server's type checks that it
 * adds none without this list): the screens show each in words, and an unknown kind by its key.
 */
export const ACTIVITY_KINDS = [
  'signIn', 'captcha', 'otpSent', 'otpSendFailed', 'otpVerified', 'otpWrong', 'throttled', 'otpResumed',
  'passwordChanged', 'passwordReset', 'resetRequested', 'logout', 'deviceForgotten', 'noticeSent', 'noticeFailed',
  'forbidden',
  'employeeCreated', 'employeeUpdated', 'employeeRefused', 'employeeLocked', 'employeeActivated', 'deviceAdded', 'deviceRemoved',
  'checkout',
  'transferRequested', 'transferRefused', 'transferCodeWrong', 'transferCompleted', 'transferExpired', 'transferCancelled',
  'shopCreated', 'shopUpdated', 'shopLocked', 'shopActivated',
  'roleCreated', 'roleUpdated', 'roleDeleted', 'rolePermissionsChanged', 'userRoleChanged', 'userPermissionsChanged', 'roleRefused',
  'apiKeyCreated', 'apiKeyUpdated', 'apiKeyRevoked', 'apiKeyEnabled', 'apiKeyRolled', 'apiKeyRefused',
  'webhookEndpointCreated', 'webhookEndpointUpdated', 'webhookSecretRolled', 'webhookEndpointDeleted', 'webhookRefused',
  'sessionRevoked', 'otherSessionsRevoked',
  'authenticatorEnrolled', 'authenticatorRemoved', 'authenticatorUsed', 'recoveryCodeUsed', 'recoveryCodesRegenerated',
  'passkeyEnrolled', 'passkeyRemoved', 'passkeyUsed',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export const ACTIVITY_OUTCOMES = ['success', 'failure', 'blocked'] as const;
export type ActivityOutcome = (typeof ACTIVITY_OUTCOMES)[number];

/** Message keys of the security calls' notices and refusals; the app translates them (`app.security.*`). */
export const SECURITY_MESSAGES = {
  sessionRevoked: 'app.security.sessionRevoked',
  otherSessionsRevoked: 'app.security.otherSessionsRevoked',
  deviceForgotten: 'app.security.deviceForgotten',
  userSignedOut: 'app.security.userSignedOut',
  /** 400 on `userId`: the owner, or the caller themself, is never signed out through the team's sessions. */
  notThisUser: 'app.security.errors.notThisUser',
} as const;

const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const instant = z.iso.datetime({ offset: true }).max(ISO_INSTANT_MAX);
const uuid = z.uuid().max(36);

const paging = {
  limit: z.number().int().min(1).max(SALES_LIMITS.maxLimit).default(SALES_LIMITS.pageSize),
  skip: z.number().int().min(0).max(SALES_LIMITS.maxSkip).default(0),
};

/** `queryInput` of findActivity: kinds, outcome, and a date range (`at: { gte, lte }`). */
export const activityFiltersSchema = z.strictObject({
  kind: oneOrMany(z.enum(ACTIVITY_KINDS)).optional(),
  outcome: z.enum(ACTIVITY_OUTCOMES).optional(),
  at: z.strictObject({ gte: instant.optional(), lte: instant.optional() }).optional(),
});
export type ActivityFilters = z.output<typeof activityFiltersSchema>;

/** `queryInput` of findTeamActivity and of a team export: the same, and the person (a user of the merchant). */
export const teamActivityFiltersSchema = activityFiltersSchema.extend({ userId: id.optional() });
export type TeamActivityFilters = z.output<typeof teamActivityFiltersSchema>;

const listRequest = <T extends z.ZodType>(filters: T) => z.object({
  select: z.string().max(2_000).optional(),
  /** Newest first, always: `at` is the only order. */
  sort: sortOf(['at'] as const).optional(),
  queryInput: queryInputOf(filters).optional(),
  ...paging,
});

const FILTER_EXAMPLE = {
  queryInput: { kind: { in: ['signIn', 'passwordChanged'] }, at: { gte: '2026-11-01T00:00:00+07:00', lte: '2026-11-21T23:59:59+07:00' } },
  limit: 20,
  skip: 0,
};

export const findActivityRequestSchema = listRequest(activityFiltersSchema).meta({ examples: [FILTER_EXAMPLE] });
export type FindActivityRequest = z.input<typeof findActivityRequestSchema>;

export const findTeamActivityRequestSchema = listRequest(teamActivityFiltersSchema)
  .meta({ examples: [{ ...FILTER_EXAMPLE, queryInput: { ...FILTER_EXAMPLE.queryInput, userId: 2 } }] });
export type FindTeamActivityRequest = z.input<typeof findTeamActivityRequestSchema>;

/** A value of an entry's detail as shown: only the keys its kind may show (server/modules/security/activityDetail.ts). */
export const activityDetailSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));
export type ActivityDetail = z.output<typeof activityDetailSchema>;

export const activityRowSchema = z.object({
  id,
  at: instant,
  /** An `ACTIVITY_KINDS` key, or a newer one the app shows by its key. */
  kind: z.string(),
  outcome: z.enum(ACTIVITY_OUTCOMES),
  ip: z.string().nullable(),
  /** "Chrome 131 · Windows 10", read from the request's User-Agent; null when it named none. */
  client: z.string().nullable(),
  /** Whose it is: null for a sign-in attempt on a name the merchant has no user for. */
  userId: id.nullable(),
  userName: z.string().nullable(),
  detail: activityDetailSchema,
});
export type ActivityRow = z.output<typeof activityRowSchema>;

const ACTIVITY_ROW_EXAMPLE: ActivityRow = {
  id: 1042, at: '2026-11-20T08:15:00.000Z', kind: 'signIn', outcome: 'failure', ip: '113.161.72.15',
  client: 'Chrome 131 · Windows 10', userId: 2, userName: 'Trần Thị Bình', detail: { reason: 'wrongPassword' },
};

const listAnswer = <T extends z.ZodType>(row: T, example: z.output<T>) => z.object({
  err: z.number().int(),
  message: z.string(),
  data: z.array(row),
  count: z.number().int(),
  countIsLowerBound: z.boolean().optional(),
}).meta({ examples: [{ err: 200, message: 'ok', data: [example], count: 1 }] });

export const activityListAnswerSchema = listAnswer(activityRowSchema, ACTIVITY_ROW_EXAMPLE);

/** exportActivity: the caller's own history, or (teamActivity) the team's, with the list's filters. */
export const ACTIVITY_EXPORT_SCOPES = ['own', 'team'] as const;
export type ActivityExportScope = (typeof ACTIVITY_EXPORT_SCOPES)[number];

export const exportActivityRequestSchema = z.object({
  scope: z.enum(ACTIVITY_EXPORT_SCOPES).default('own'),
  queryInput: queryInputOf(teamActivityFiltersSchema).optional(),
  format: z.enum(EXPORT_FORMATS).default('csv'),
  locale: z.enum(['en', 'vi']).optional(),
}).meta({ examples: [{ scope: 'team', queryInput: { userId: 2, kind: 'signIn' }, format: 'xlsx', locale: 'vi' }] });
export type ExportActivityRequest = z.input<typeof exportActivityRequestSchema>;

// ---- Sessions and trusted devices ----

export const sessionRowSchema = z.object({
  id: uuid,
  client: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: instant,
  lastSeenAt: instant,
  /** The session of the call that asked. */
  current: z.boolean(),
});
export type SessionRow = z.output<typeof sessionRowSchema>;

const SESSION_EXAMPLE: SessionRow = {
  id: '5b0e7f0c-3d7a-4a8e-9d2b-6f1c2e9a4b11', client: 'Chrome 131 · Windows 10', ip: '113.161.72.15',
  createdAt: '2026-11-20T01:30:00.000Z', lastSeenAt: '2026-11-20T08:15:00.000Z', current: true,
};

export const listPagingSchema = z.object({ ...paging }).meta({ examples: [{ limit: 20, skip: 0 }] });
export type ListPaging = z.input<typeof listPagingSchema>;

export const sessionListAnswerSchema = listAnswer(sessionRowSchema, SESSION_EXAMPLE);

/** A team member's live session: whose it is, and no `current` (the owner's own are in findSessions). */
export const teamSessionRowSchema = sessionRowSchema.omit({ current: true }).extend({
  userId: id,
  userName: z.string(),
  userPhone: z.string(),
  /** The owner's ('merchant') sessions are listed but never ended from here. */
  userType: z.enum(USER_TYPES),
});
export type TeamSessionRow = z.output<typeof teamSessionRowSchema>;

export const teamSessionListAnswerSchema = listAnswer(teamSessionRowSchema, {
  id: SESSION_EXAMPLE.id, client: 'Safari 17 · iOS 17.5', ip: '14.232.208.9', createdAt: SESSION_EXAMPLE.createdAt,
  lastSeenAt: SESSION_EXAMPLE.lastSeenAt, userId: 2, userName: 'Trần Thị Bình', userPhone: '0912345678', userType: 'submerchant',
});

export const findTeamSessionsRequestSchema = z.object({
  queryInput: queryInputOf(z.strictObject({ userId: id.optional() })).optional(),
  ...paging,
}).meta({ examples: [{ queryInput: { userId: 2 }, limit: 20, skip: 0 }] });
export type FindTeamSessionsRequest = z.input<typeof findTeamSessionsRequestSchema>;

export const sessionIdSchema = z.object({ id: uuid }).meta({ examples: [{ id: SESSION_EXAMPLE.id }] });
export type SessionIdRequest = z.input<typeof sessionIdSchema>;

/** revokeSession's answer: whether the calling session itself ended (the app then signs out). */
export const revokeSessionDataSchema = z.object({ signedOut: z.boolean() });
export const revokedCountDataSchema = z.object({ revoked: z.number().int().min(0) });

export const userIdRequestSchema = z.object({ userId: id }).meta({ examples: [{ userId: 2 }] });
export type UserIdRequest = z.input<typeof userIdRequestSchema>;

export const trustedDeviceRowSchema = z.object({
  id: uuid,
  client: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: instant,
  /** When it last let a sign-in skip the code; null when it has not yet. */
  lastUsedAt: instant.nullable(),
  trustedUntil: instant,
  /** The device secret the call carried is this one: it is this browser. */
  current: z.boolean(),
});
export type TrustedDeviceRow = z.output<typeof trustedDeviceRowSchema>;

/** findTrustedDevices: the browser's own device secret (when it holds one) marks its row `current`. */
export const findTrustedDevicesRequestSchema = z.object({
  deviceId: z.string().trim().max(100).default(''),
  ...paging,
}).meta({ examples: [{ deviceId: '', limit: 20, skip: 0 }] });
export type FindTrustedDevicesRequest = z.input<typeof findTrustedDevicesRequestSchema>;

export const trustedDeviceListAnswerSchema = listAnswer(trustedDeviceRowSchema, {
  id: '9c2d4e61-0a8b-4f3e-8b7a-2d5c1e0f9a33', client: 'Chrome 131 · Windows 10', ip: '113.161.72.15',
  createdAt: '2026-11-02T02:00:00.000Z', lastUsedAt: '2026-11-20T01:30:00.000Z', trustedUntil: '2026-12-02T02:00:00.000Z', current: true,
});

export const trustedDeviceIdSchema = z.object({ id: uuid }).meta({ examples: [{ id: '9c2d4e61-0a8b-4f3e-8b7a-2d5c1e0f9a33' }] });
export type TrustedDeviceIdRequest = z.input<typeof trustedDeviceIdSchema>;

/** findTeamMembers: the merchant's users, for the person filter of the team's history and sessions. */
export const teamMemberSchema = z.object({ id, name: z.string(), phone: z.string(), type: z.enum(USER_TYPES) });
export type TeamMember = z.output<typeof teamMemberSchema>;
