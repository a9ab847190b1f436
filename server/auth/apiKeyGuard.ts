import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { API_KEY_MESSAGES, type ApiScope } from '../../src/api/apiKeys';
import type { Db } from '../db/client';
import { AppError, tooMany } from '../http/envelope';
import type { ApiKeyAuth, PartnerAuth } from './apiKeys';
import { ipAllowed } from './apiKeys';
import type { AfterAnswer } from './afterAnswer';
import type { Audit } from './audit';
import { noteRateQuota } from '../http/rateLimitHeaders';
import { countRateEvent, perMinute } from './rateLimits';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on the partner API's routes (`/api/v1`) by this guard: the key and its merchant. */
    partner: PartnerAuth;
  }
}

export interface ApiKeyGuardDeps {
  db: Db;
  now: () => Date;
  keys: ApiKeyAuth;
  audit: Audit;
  /** Requests one key may make per minute. */
  perMinute: number;
  /** Where the audit of a refused key waits for the answer to leave (its duration would tell the key exists). */
  afterAnswer: AfterAnswer;
}

const RATE_BUCKET = 'partnerApi';
/** Keys that do not work, per address: past this a minute, 429 instead of 401, whatever the key. */
const INVALID_BUCKET = 'partnerApiInvalid';
export const INVALID_KEYS_PER_MINUTE = 20;

const bearerValue = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  return typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] : undefined;
};

/** The same 401 for every key that does not work: it never says whether the key exists. */
const invalidKey = () => new AppError(401, API_KEY_MESSAGES.invalid, { headers: { 'www-authenticate': 'Bearer realm="partner-api"' } });

/**
 * The partner API's guard, a route's onRequest hook (its routes are public to the session guard): the bearer key's
 * hash, status, expiry and merchant (401), the address against its allow-list (403), its requests per minute
 * (429 with `Retry-After`) and the route's scope, held by the key and its user's role now (403). Refusals of a key that exists are audited for its merchant;
 * a use is recorded at most once a minute.
 */
export const apiKeyGuard = ({ db, now, keys, audit, perMinute: limit, afterAnswer }: ApiKeyGuardDeps) => {
  const refused = async (request: FastifyRequest, key: PartnerAuth, reason: string) => {
    await audit({
      kind: 'apiKeyRefused', outcome: 'blocked', userId: key.userId, ownerCode: key.ownerCode, ip: request.ip,
      userAgent: request.headers['user-agent'],
      detail: { keyId: key.keyId, prefix: key.prefix, reason, method: request.method, route: request.routeOptions.url ?? null },
    });
  };

  return (scope: ApiScope): onRequestHookHandler => async (request) => {
    const value = bearerValue(request);
    const checked = value === undefined ? null : await keys.check(value);
    if (!checked?.ok) {
      // The same work before the answer whatever the key (missing, unknown, revoked, expired): one count for the
      // address; the audit of a key that exists waits until the answer has left, so timing does not tell it apart.
      const { wait, remaining, resetSeconds } = await countRateEvent(db, INVALID_BUCKET, request.ip, perMinute(INVALID_KEYS_PER_MINUTE), now());
      noteRateQuota(request, { policy: INVALID_BUCKET, quota: INVALID_KEYS_PER_MINUTE, windowSeconds: 60, remaining, resetSeconds });
      if (checked && !checked.ok && checked.refusal.reason !== 'unknown') {
        const { key, reason } = checked.refusal;
        afterAnswer.run(() => refused(request, key, reason));
      }
      if (wait > 0) throw tooMany(API_KEY_MESSAGES.tooManyRequests, wait);
      throw invalidKey();
    }
    const { key } = checked;
    if (!ipAllowed(key.ipAllow, request.ip)) {
      await refused(request, key, 'ipNotAllowed');
      throw new AppError(403, API_KEY_MESSAGES.ipNotAllowed, { data: { ip: request.ip } });
    }
    const { wait, remaining, resetSeconds } = await countRateEvent(db, RATE_BUCKET, key.keyId, perMinute(limit), now());
    noteRateQuota(request, { policy: RATE_BUCKET, quota: limit, windowSeconds: 60, remaining, resetSeconds });
    if (wait > 0) {
      request.log.warn({ keyId: key.keyId, wait }, 'per-key rate limit reached');
      throw tooMany(API_KEY_MESSAGES.tooManyRequests, wait);
    }
    if (!key.heldScopes.includes(scope)) {
      // The key lacks the scope, or its user the scope's action (a right taken away stops the key's calls at once).
      await refused(request, key, key.scopes.includes(scope) ? 'scopeNotHeld' : 'scopeMissing');
      throw new AppError(403, API_KEY_MESSAGES.scopeMissing, { data: { scope } });
    }
    await keys.recordUse(key.keyId, request.ip);
    request.partner = key;
  };
};
