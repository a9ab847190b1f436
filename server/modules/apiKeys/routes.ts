import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { accountById } from '../../auth/accounts';
import { notifySecurityEvent } from '../../auth/securityNotices';
import {
  API_KEY_MESSAGES, API_SCOPE_CATALOGUE, apiKeyAnswerSchema, apiKeyIdSchema, apiKeyListAnswerSchema, apiKeyListRequestSchema,
  type ApiKeyRow, type ApiScope, apiScopesAnswerSchema, createApiKeySchema, emptyBodySchema, heldScopes, issuedApiKeyAnswerSchema,
  rollApiKeySchema, updateApiKeySchema,
} from '../../../src/api/apiKeys';
import { STEP_UP_DESCRIPTION } from '../../../src/api/stepUp';
import { ACTIONS } from '../../../src/api/permissions';
import type { AuditKind, AuditSource } from '../../auth/audit';
import { requireAction } from '../../auth/guard';
import { confirmRecentAuthentication, type Proof } from '../../auth/stepUp';
import type { AuthServices } from '../../auth/services';
import { AppError, ok } from '../../http/envelope';
import type { ZodPlugin } from '../../http/zod';
import { createKeyStore, type KeyTenant } from './apiKeyStore';

const TAGS = ['api-key'];

export interface ApiKeyRouteOptions extends Record<string, unknown> {
  auth: AuthServices;
}

/** Who may call the key calls (`read` and `write` below), as the descriptions say it. */
const READERS = 'Third-party users with the `findapikeys` permission only (any other user type: 403 `app.apiKeys.errors.thirdPartyOnly`).';
const WRITERS = 'Third-party users with the `manageapikeys` permission only (any other user type: 403 `app.apiKeys.errors.thirdPartyOnly`).';
const UNKNOWN_KEY = '404 `dataNotFound` alike for an unknown id and another merchant\'s key.';
const NOT_OWN_KEY = '403 app.apiKeys.errors.notOwnKey when another user of the merchant made it (the key acts as them)';
const PASSWORD_AGAIN = `${STEP_UP_DESCRIPTION} A wrong \`password\` counts as a failed sign-in: too many from this address, 429 `
  + '`app.auth.tooManyAttempts`, wait `Retry-After`.';

const tenantOf = (request: FastifyRequest): KeyTenant => ({ ownerId: request.auth.ownerId, userId: request.auth.userId });

const sourceOf = (request: FastifyRequest): AuditSource => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

/** 400 naming `scopes` when the caller would give a key a scope whose action they lack: nobody gives what they do not hold. */
const checkScopesHeld = (request: FastifyRequest, scopes: readonly ApiScope[]): void => {
  const held = heldScopes(request.auth.actions);
  const missing = scopes.filter((scope) => !held.includes(scope));
  if (missing.length === 0) return;
  throw new AppError(400, API_KEY_MESSAGES.scopeNotHeld, {
    data: { field: 'scopes', errors: [{ field: 'scopes', message: `your role does not allow: ${missing.join(', ')}` }], scopes: missing },
  });
};

/** API keys belong to third-party users (spec §6): a merchant role granted the action still does not open them. */
const thirdPartyOnly: preHandlerAsyncHookHandler = async (request) => {
  if (request.auth.userType !== 'thirdparty') throw new AppError(403, API_KEY_MESSAGES.thirdPartyOnly);
};

/**
 * The API key calls (spec §7 `api-key` group, and rollApiKey): the merchant is the session's; another merchant's
 * key answers 404 like an unknown one. findApiKeys reads, manageApiKeys writes, for third-party users only. Creating
 * and rolling hand out a secret: they take the password again. Every change is audited without the key or its hash.
 */
export const apiKeyRoutes: ZodPlugin<ApiKeyRouteOptions> = async (app, { auth }) => {
  const store = createKeyStore(auth.db, auth.now);
  const read = [requireAction(ACTIONS.findApiKeys), thirdPartyOnly];
  const write = [requireAction(ACTIONS.manageApiKeys), thirdPartyOnly];

  const audited = async <T extends ApiKeyRow>(request: FastifyRequest, kind: AuditKind, key: T, extra: Record<string, number> = {}): Promise<T> => {
    await auth.audit({
      kind, outcome: 'success', userId: request.auth.userId, ownerCode: request.auth.ownerCode, ...sourceOf(request),
      detail: { keyId: key.id, prefix: key.prefix, scopes: key.scopes.join(' '), ...extra },
    });
    return key;
  };
  /** A new secret is told to the user who made it, by e-mail (or SMS): a key made by someone else does not go unseen. */
  const notify = async <T extends ApiKeyRow>(request: FastifyRequest, kind: 'apiKeyCreated' | 'apiKeyRolled', key: T): Promise<T> => {
    const account = await accountById(auth.db, request.auth.userId);
    if (account) await notifySecurityEvent(auth, account, { kind, keyName: key.name }, sourceOf(request));
    return key;
  };
  const confirm = (request: FastifyRequest, proof: Proof, action: 'create' | 'roll', keyId: string | null) =>
    confirmRecentAuthentication(auth, request.auth, proof, sourceOf(request), {
      kind: 'apiKeyRefused', detail: { action, keyId }, message: API_KEY_MESSAGES.passwordWrong,
      purpose: action === 'create' ? 'apiKeyCreate' : 'apiKeyRoll',
    });

  app.post('/api-key/findApiKeys', {
    preHandler: read,
    schema: {
      summary: 'The merchant\'s API keys (list contract): filters id, q (name or prefix), status (active | revoked | expired); '
        + 'sort createdAt, name, lastUsedAt, expiresAt; newest first by default. Never a secret or hash',
      description: `${READERS} Every key of the merchant, whichever user made it; \`limit\` 1–100 (default 20).`,
      tags: TAGS, body: apiKeyListRequestSchema, response: { 200: apiKeyListAnswerSchema },
    },
  }, async (request) => {
    const { data, count } = await store.list(tenantOf(request), request.body);
    return { ...ok(data), count };
  });

  app.post('/api-key/detailApiKey', {
    preHandler: read,
    schema: {
      summary: 'One API key of the merchant (no secret); 404 when it is another merchant\'s',
      description: `${READERS} ${UNKNOWN_KEY} \`previousValidUntil\` is set while a rolled key's old secret still works.`,
      tags: TAGS, body: apiKeyIdSchema, response: { 200: apiKeyAnswerSchema },
    },
  }, async (request) => ok(await store.detail(tenantOf(request), request.body.id)));

  app.post('/api-key/onlineMerchantApis', {
    preHandler: read,
    schema: {
      summary: 'The partner API\'s scopes: each one\'s name and description in English and Vietnamese and the /api/v1 calls it opens',
      description: `${READERS} Send an empty object. The scopes createApiKey and updateApiKey accept; \`held\` says whether the `
        + 'caller holds the action a scope needs (transactions:read findtransactions, shops:read findshops, points:read earnpointhistory): '
        + 'only held scopes may be given.',
      tags: TAGS, body: emptyBodySchema, response: { 200: apiScopesAnswerSchema },
    },
  }, async (request) => {
    const held = heldScopes(request.auth.actions);
    return ok(API_SCOPE_CATALOGUE.map((scope) => ({ ...scope, held: held.includes(scope.scope) })));
  });

  app.post('/api-key/createApiKey', {
    preHandler: write,
    // The password asked again is throttled like sign-in: guessing it answers 429.
    config: { errors: [429] },
    schema: {
      summary: 'A new API key: answers `key` (mpk_live_…) this once, only its sha256 is kept. Takes the user\'s password again '
        + '(400 app.apiKeys.errors.passwordWrong on password, throttled like sign-in; or an app code or passkey as stepUp); ipAllow entries are IPv4/IPv6 addresses '
        + 'or CIDR ranges (400 naming ipAllow.<n>); expiresAt in the future (400 app.apiKeys.errors.expiryPast) or null',
      description: `${WRITERS} Store \`key\` at once: it cannot be read again (roll the key if it is lost). The user is told of `
        + `the new key by e-mail or SMS. ${PASSWORD_AGAIN}`,
      tags: TAGS, body: createApiKeySchema, response: { 200: issuedApiKeyAnswerSchema },
    },
  }, async (request) => {
    const { password, stepUp, ...fields } = request.body;
    checkScopesHeld(request, fields.scopes);
    await confirm(request, { password, stepUp }, 'create', null);
    return ok(await notify(request, 'apiKeyCreated', await audited(request, 'apiKeyCreated', await store.create(tenantOf(request), fields))), API_KEY_MESSAGES.created);
  });

  app.post('/api-key/updateApiKey', {
    preHandler: write,
    schema: {
      summary: 'Replaces an API key\'s name, scopes, IP allow-list and expiry (the secret stays: roll it); 404 when it is another merchant\'s, '
        + NOT_OWN_KEY,
      description: `${WRITERS} ${UNKNOWN_KEY} Send every field: \`ipAllow\` empty allows any address, \`expiresAt\` null never expires. `
        + 'A new `expiresAt` must be in the future (400 `app.apiKeys.errors.expiryPast`); an expired key\'s unchanged one may stay.',
      tags: TAGS, body: updateApiKeySchema, response: { 200: apiKeyAnswerSchema },
    },
  }, async (request) => {
    const { id, ...fields } = request.body;
    await store.checkOwnKey(tenantOf(request), id);
    // Only a scope added needs its action: one the key has kept since its user lost the action may stay or go.
    const stored = await store.detail(tenantOf(request), id);
    checkScopesHeld(request, fields.scopes.filter((scope) => !stored.scopes.includes(scope)));
    return ok(await audited(request, 'apiKeyUpdated', await store.update(tenantOf(request), id, fields)), API_KEY_MESSAGES.updated);
  });

  app.post('/api-key/revokeApiKey', {
    preHandler: write,
    schema: {
      summary: 'Revokes an API key: its calls answer 401 app.apiKey.invalid from the next request until enableApiKey; 404 when it is another merchant\'s',
      description: `${WRITERS} ${UNKNOWN_KEY} Revoking a revoked key answers 200; the old secret of a roll stops with it.`,
      tags: TAGS, body: apiKeyIdSchema, response: { 200: apiKeyAnswerSchema },
    },
  }, async (request) => ok(await audited(request, 'apiKeyRevoked', await store.revoke(tenantOf(request), request.body.id)), API_KEY_MESSAGES.revoked));

  app.post('/api-key/enableApiKey', {
    preHandler: write,
    schema: {
      summary: 'Enables a revoked API key again (an expired one stays expired until its expiry is moved); 404 when it is another merchant\'s, '
        + NOT_OWN_KEY,
      description: `${WRITERS} ${UNKNOWN_KEY} Enabling an active key answers 200. The secret is the one the key had when revoked.`,
      tags: TAGS, body: apiKeyIdSchema, response: { 200: apiKeyAnswerSchema },
    },
  }, async (request) => {
    await store.checkOwnKey(tenantOf(request), request.body.id);
    return ok(await audited(request, 'apiKeyEnabled', await store.enable(tenantOf(request), request.body.id)), API_KEY_MESSAGES.enabled);
  });

  app.post('/api-key/rollApiKey', {
    preHandler: write,
    config: { errors: [429] },
    schema: {
      summary: 'A new secret for an API key, answered this once as `key`; the old one keeps working for overlapHours (0–72, default 24). '
        + 'Takes the user\'s password again (400 app.apiKeys.errors.passwordWrong on password) or an app code or passkey (stepUp); 404 when it is another merchant\'s, '
        + NOT_OWN_KEY,
      description: `${WRITERS} ${UNKNOWN_KEY} Store \`key\` at once and move the integration to it before \`previousValidUntil\`; `
        + `a secret still in an earlier roll's overlap stops now. ${PASSWORD_AGAIN}`,
      tags: TAGS, body: rollApiKeySchema, response: { 200: issuedApiKeyAnswerSchema },
    },
  }, async (request) => {
    const { id, overlapHours, password, stepUp } = request.body;
    // An unknown key (404) or another user's (403) is answered before the password is weighed: nothing to confirm.
    await store.checkOwnKey(tenantOf(request), id);
    await confirm(request, { password, stepUp }, 'roll', id);
    const rolled = await audited(request, 'apiKeyRolled', await store.roll(tenantOf(request), id, overlapHours), { overlapHours });
    return ok(await notify(request, 'apiKeyRolled', rolled), API_KEY_MESSAGES.rolled);
  });
};
