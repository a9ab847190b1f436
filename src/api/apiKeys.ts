import { z } from 'zod';
import { ISO_INSTANT_MAX } from './isoInstant';
import { parseIpRange } from '../core/ipRange';
import { ACTIONS, API_KEY_STATUSES } from './permissions';
import { queryInputOf, SALES_LIMITS, sortOf } from './sales';
import { oneReauthentication, reauthenticationFields } from './stepUp';

/**
 * Wire types of the API key calls (spec §7 `api-key` group: findApiKeys, detailApiKey, createApiKey, updateApiKey,
 * revokeApiKey, enableApiKey, onlineMerchantApis; and rollApiKey) and the scopes of the partner API (`/api/v1`).
 * A key is shown once, when created or rolled; afterwards only its prefix.
 */

/** Every key starts with this, so that secret scanners can find a leaked one. */
export const API_KEY_PREFIX = 'mpk_live_';

/** What a list shows of a key: the prefix and the first characters of its secret. */
export const API_KEY_PREFIX_LENGTH = API_KEY_PREFIX.length + 4;

/** The partner API's scopes: each opens the `/api/v1` calls the catalogue (`onlineMerchantApis`) lists for it. */
export const API_SCOPES = ['transactions:read', 'shops:read', 'points:read'] as const;
export type ApiScope = (typeof API_SCOPES)[number];

/**
 * The action a key's user must hold for each scope: a key reads no more than its user may in the portal. Checked when
 * a key is given the scope and again at every call, so that a right taken from the user stops their keys' calls too.
 */
export const SCOPE_ACTIONS: Readonly<Record<ApiScope, string>> = {
  'transactions:read': ACTIONS.findTransactions,
  'shops:read': ACTIONS.findShops,
  'points:read': ACTIONS.earnPointHistory,
};

/** The scopes a user holding `actions` may give a key, or use through one. */
export const heldScopes = (actions: ReadonlySet<string>): ApiScope[] => API_SCOPES.filter((scope) => actions.has(SCOPE_ACTIONS[scope]));

/** A key's state as lists show it: stored `active` past its expiry reads `expired`. */
export const API_KEY_STATES = [...API_KEY_STATUSES, 'expired'] as const;
export type ApiKeyState = (typeof API_KEY_STATES)[number];

export const API_KEY_LIMITS = {
  nameMax: 80,
  ipAllowMax: 20,
  /** How long the old secret of a rolled key still works, in hours. */
  overlapHoursMax: 72,
  overlapHoursDefault: 24,
  passwordMax: 200,
} as const;

/** Message keys of the key calls and of the partner API's refusals; the app translates the first ones (`app.apiKeys.*`). */
export const API_KEY_MESSAGES = {
  /** 401 of the partner API for a missing, unknown, revoked or expired key alike: it never says which. */
  invalid: 'app.apiKey.invalid',
  /** 403 of the partner API: the key lacks the route's scope, or its user the scope's action (`data.scope` names it). */
  scopeMissing: 'app.apiKey.scopeMissing',
  /** 400 on `scopes`: the user does not hold the action of a scope given (`data.scopes` names them). */
  scopeNotHeld: 'app.apiKeys.errors.scopeNotHeld',
  /** 403 of the partner API: the caller's address is not on the key's allow-list. */
  ipNotAllowed: 'app.apiKey.ipNotAllowed',
  /** 429 of the partner API: the key's requests per minute; `Retry-After` says how long to wait. */
  tooManyRequests: 'app.apiKey.tooManyRequests',
  /** 403 of the key calls: API keys belong to third-party users only. */
  thirdPartyOnly: 'app.apiKeys.errors.thirdPartyOnly',
  /** 403 of rollApiKey: a key's new secret goes only to the user it runs as (the one who made it). */
  notOwnKey: 'app.apiKeys.errors.notOwnKey',
  /** 400 on `password`: the password typed to confirm a create or roll is not the user's. */
  passwordWrong: 'app.apiKeys.errors.passwordWrong',
  /** 400 on `expiresAt`: it is not in the future. */
  expiryPast: 'app.apiKeys.errors.expiryPast',
  created: 'app.apiKeys.created',
  updated: 'app.apiKeys.updated',
  revoked: 'app.apiKeys.revokedNotice',
  enabled: 'app.apiKeys.enabledNotice',
  rolled: 'app.apiKeys.rolled',
} as const;

const instant = z.iso.datetime({ offset: true }).max(ISO_INSTANT_MAX);
const keyId = z.uuid({ error: 'must be an API key id' }).max(36);

const nameField = z.string().trim().min(1, { error: 'is required' }).max(API_KEY_LIMITS.nameMax);

const scopesField = z.array(z.enum(API_SCOPES)).min(1, { error: 'choose at least one scope' }).max(API_SCOPES.length)
  .refine((scopes) => new Set(scopes).size === scopes.length, { error: 'must not repeat a scope' });

/** IPv4/IPv6 addresses or CIDR ranges; an entry that is neither is refused naming its place (`ipAllow.2`). */
const ipAllowField = z.array(z.string().trim().max(50).refine((entry) => parseIpRange(entry) !== null, {
  error: 'must be an IPv4 or IPv6 address or CIDR range (203.0.113.7, 10.0.0.0/8, 2001:db8::/32)',
})).max(API_KEY_LIMITS.ipAllowMax, { error: `at most ${API_KEY_LIMITS.ipAllowMax} entries` }).default([]);

/** No transform: a request schema that transforms loses its examples in the OpenAPI document. */
const expiresAtField = instant.nullable().optional();

const passwordField = z.string().min(1, { error: 'is required' }).max(API_KEY_LIMITS.passwordMax);

/** One key as lists and the detail show it: never its secret or hash. */
export const apiKeyRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The first characters of the key (`mpk_live_3fK9`), to tell keys apart. */
  prefix: z.string(),
  scopes: z.array(z.enum(API_SCOPES)),
  ipAllow: z.array(z.string()),
  status: z.enum(API_KEY_STATES),
  createdAt: instant,
  updatedAt: instant.nullable(),
  lastUsedAt: instant.nullable(),
  lastUsedIp: z.string().nullable(),
  expiresAt: instant.nullable(),
  revokedAt: instant.nullable(),
  /** After a roll: until when the previous secret still works (null: it no longer does). */
  previousValidUntil: instant.nullable(),
});
export type ApiKeyRow = z.output<typeof apiKeyRowSchema>;

const ROW_EXAMPLE: ApiKeyRow = {
  id: '3f1c2b9e-8a41-4c3e-9d55-0b7a1e2f3c4d', name: 'Đồng bộ kế toán MISA', prefix: 'mpk_live_3fK9', scopes: ['transactions:read', 'shops:read'],
  ipAllow: ['203.113.152.0/24'], status: 'active', createdAt: '2026-11-20T03:15:00.000Z', updatedAt: null,
  lastUsedAt: '2026-11-21T01:02:03.000Z', lastUsedIp: '203.113.152.14', expiresAt: '2027-11-20T00:00:00.000Z', revokedAt: null,
  previousValidUntil: null,
};
const SECRET_EXAMPLE = 'mpk_live_3fK9pQ2xVb7LmN0sT4wY8zA1cE5gH6jK9nR3uW0dF2';

export const API_KEY_FILTER_STATUSES = API_KEY_STATES;

/** `queryInput` of findApiKeys. */
export const apiKeyFiltersSchema = z.strictObject({
  id: keyId.optional(),
  /** Name or prefix contains this. */
  q: z.string().trim().min(1).max(100).optional(),
  status: z.enum(API_KEY_STATES).optional(),
});
export type ApiKeyFilters = z.output<typeof apiKeyFiltersSchema>;

export const API_KEY_SORT_FIELDS = ['createdAt', 'name', 'lastUsedAt', 'expiresAt'] as const;
export type ApiKeySortField = (typeof API_KEY_SORT_FIELDS)[number];

/** findApiKeys: the list contract (CONTRACT.md); newest first by default. */
export const apiKeyListRequestSchema = z.object({
  select: z.string().max(2_000).optional(),
  sort: sortOf(API_KEY_SORT_FIELDS).optional(),
  queryInput: queryInputOf(apiKeyFiltersSchema).optional(),
  limit: z.number().int().min(1).max(SALES_LIMITS.maxLimit).default(SALES_LIMITS.pageSize),
  skip: z.number().int().min(0).max(SALES_LIMITS.maxSkip).default(0),
}).meta({ examples: [{ queryInput: { status: 'active' }, sort: [{ createdAt: 'desc' }], limit: 20, skip: 0 }] });
export type ApiKeyListRequest = z.input<typeof apiKeyListRequestSchema>;

export const apiKeyListAnswerSchema = z.object({
  err: z.number().int(),
  message: z.string(),
  data: z.array(apiKeyRowSchema),
  count: z.number().int(),
}).meta({ examples: [{ err: 200, message: 'ok', data: [ROW_EXAMPLE], count: 1 }] });

/** detailApiKey, revokeApiKey, enableApiKey. */
export const apiKeyIdSchema = z.object({ id: keyId }).meta({ examples: [{ id: ROW_EXAMPLE.id }] });

/** An answer carrying one key's row. */
export const apiKeyAnswerSchema = z.object({ err: z.number().int(), message: z.string(), data: apiKeyRowSchema })
  .meta({ examples: [{ err: 200, message: 'ok', data: ROW_EXAMPLE }] });

/** createApiKey: the password again (recent authentication) or a step-up (stepUp.ts); no expiry: the key works until revoked. */
export const createApiKeySchema = z.object({
  name: nameField,
  scopes: scopesField,
  ipAllow: ipAllowField,
  expiresAt: expiresAtField,
  ...reauthenticationFields(passwordField),
}).superRefine(oneReauthentication).meta({ examples: [{
  name: 'Đồng bộ kế toán MISA', scopes: ['transactions:read', 'shops:read'], ipAllow: ['203.113.152.0/24'],
  expiresAt: '2027-11-20T00:00:00.000Z', password: 'demo-partner-2026',
}] });
export type CreateApiKeyInput = z.input<typeof createApiKeySchema>;

/** updateApiKey: a whole replacement of what may change; the secret never does (roll it). */
export const updateApiKeySchema = z.object({
  id: keyId,
  name: nameField,
  scopes: scopesField,
  ipAllow: ipAllowField,
  expiresAt: expiresAtField,
}).meta({ examples: [{
  id: ROW_EXAMPLE.id, name: 'Đồng bộ kế toán MISA', scopes: ['transactions:read'], ipAllow: [], expiresAt: null,
}] });
export type UpdateApiKeyInput = z.input<typeof updateApiKeySchema>;

/** rollApiKey: a new secret; the old one still works for `overlapHours` (0: it stops at once). */
export const rollApiKeySchema = z.object({
  id: keyId,
  overlapHours: z.number().int().min(0).max(API_KEY_LIMITS.overlapHoursMax).default(API_KEY_LIMITS.overlapHoursDefault),
  ...reauthenticationFields(passwordField),
}).superRefine(oneReauthentication).meta({ examples: [
  { id: ROW_EXAMPLE.id, overlapHours: 24, password: 'demo-partner-2026' },
  { id: ROW_EXAMPLE.id, overlapHours: 0, stepUp: { factor: 'totp', code: '492039' } },
] });
export type RollApiKeyInput = z.input<typeof rollApiKeySchema>;

/** createApiKey and rollApiKey: the row and the key itself, shown this once. */
export const issuedApiKeySchema = apiKeyRowSchema.extend({ key: z.string() });
export type IssuedApiKey = z.output<typeof issuedApiKeySchema>;

export const issuedApiKeyAnswerSchema = z.object({ err: z.number().int(), message: z.string(), data: issuedApiKeySchema })
  .meta({ examples: [{ err: 200, message: API_KEY_MESSAGES.created, data: { ...ROW_EXAMPLE, key: SECRET_EXAMPLE } }] });

const text = z.object({ en: z.string(), vi: z.string() });

/** One scope of `onlineMerchantApis`: its names and the partner calls it opens. */
export const apiScopeSchema = z.object({
  scope: z.enum(API_SCOPES),
  name: text,
  description: text,
  calls: z.array(z.object({ method: z.literal('GET'), path: z.string() })),
});
export type ApiScopeInfo = z.output<typeof apiScopeSchema>;

/** A scope as `onlineMerchantApis` answers it to a user: whether they hold its action, so may give it to a key. */
export const apiScopeChoiceSchema = apiScopeSchema.extend({ held: z.boolean() });
export type ApiScopeChoice = z.output<typeof apiScopeChoiceSchema>;

/** The scopes' catalogue: the one list the partner API's routes check (server/modules/partnerApi) and the form offers. */
export const API_SCOPE_CATALOGUE: readonly ApiScopeInfo[] = [
  {
    scope: 'transactions:read',
    name: { en: 'Read transactions', vi: 'Xem giao dịch' },
    description: {
      en: 'List the merchant\'s transactions by date and status, and read one transaction.',
      vi: 'Liệt kê giao dịch của đối tác theo ngày và trạng thái, và xem một giao dịch.',
    },
    calls: [{ method: 'GET', path: '/api/v1/transactions' }, { method: 'GET', path: '/api/v1/transactions/{id}' }],
  },
  {
    scope: 'shops:read',
    name: { en: 'Read shops', vi: 'Xem cửa hàng' },
    description: { en: 'List the merchant\'s shops with their addresses and status.', vi: 'Liệt kê các cửa hàng của đối tác với địa chỉ và trạng thái.' },
    calls: [{ method: 'GET', path: '/api/v1/shops' }],
  },
  {
    scope: 'points:read',
    name: { en: 'Read customer points', vi: 'Xem điểm khách hàng' },
    description: { en: 'Read the loyalty points balance of a customer by phone number.', vi: 'Xem số dư điểm thưởng của khách hàng theo số điện thoại.' },
    calls: [{ method: 'GET', path: '/api/v1/customers/{phone}/points' }],
  },
];

export const apiScopesAnswerSchema = z.object({ err: z.number().int(), message: z.string(), data: z.array(apiScopeChoiceSchema) })
  .meta({ examples: [{ err: 200, message: 'ok', data: [{ ...API_SCOPE_CATALOGUE[0], held: true }] }] });

/** onlineMerchantApis takes nothing. */
export const emptyBodySchema = z.object({}).meta({ examples: [{}] });
