import type { FastifyRequest } from 'fastify';
import {
  partnerPhoneSchema, partnerPointsAnswerSchema, partnerRefusalSchema, partnerShopListSchema, partnerShopQuerySchema,
  partnerTransactionAnswerSchema, partnerTransactionIdSchema, partnerTransactionListSchema, partnerTransactionQuerySchema,
} from '../../../src/api/partnerApi';
import type { Db } from '../../db/client';
import { ok } from '../../http/envelope';
import { API_KEY_SECURITY } from '../../http/openapiSecurity';
import type { ZodPlugin } from '../../http/zod';
import { customerBalance } from '../../models/customerPoints';
import type { SalesScope } from '../../models/sales';
import { shopList } from '../../models/shopList';
import { detailTransaction, findTransactions } from '../../models/transactionList';

const TAGS = ['partner-api'];

export interface PartnerApiRouteOptions extends Record<string, unknown> {
  db: Db;
}

/** The sales and shops of the key's merchant that its user sees now: every shop, or their own for a role that keeps to them. */
const scopeOf = (request: FastifyRequest): SalesScope => ({ ownerId: request.partner.ownerId, shopIds: request.partner.shopIds });

/** The refusals every partner call may answer, documented once. */
const REFUSALS = { 400: partnerRefusalSchema, 401: partnerRefusalSchema, 403: partnerRefusalSchema, 429: partnerRefusalSchema };

const AUTH_NOTE = ' Authorization: Bearer <API key>. 401 app.apiKey.invalid for a missing, unknown, revoked or expired key alike; '
  + '403 app.apiKey.scopeMissing (data.scope) or app.apiKey.ipNotAllowed; 429 app.apiKey.tooManyRequests with Retry-After '
  + '(past the key\'s calls a minute, or past 20 keys that do not work from one address in a minute).';

/**
 * The partner API (CONTRACT.md "Partner API"): read-only calls authenticated by an API key instead of a session. Each
 * route names its scope (`config.partnerScope`); the guard registered for every `/api/v1/…` route (server/auth/guard.ts)
 * checks the key and that scope. The merchant is the key's, never the request's; the rows come from the same queries
 * as the portal's lists.
 */
export const partnerApiRoutes: ZodPlugin<PartnerApiRouteOptions> = async (app, { db }) => {

  app.get('/v1/transactions', {
    config: { partnerScope: 'transactions:read' },
    schema: {
      summary: 'The merchant\'s transactions, newest first: from/to bound createdAt (ISO 8601, both included), status, limit (≤ 100), skip. '
        + 'Scope transactions:read.' + AUTH_NOTE,
      description: 'No session: an API key (createApiKey) with the `transactions:read` scope; every shop of the key\'s merchant. '
        + '400 naming the query parameter that is unknown or malformed, `to` when it is before `from`. Past 1000 matches `count` '
        + 'is an estimate (`countIsEstimate`) or a lower bound (`countIsLowerBound`): narrow `from`/`to` rather than paging deep. '
        + 'At most API_KEY_RATE_PER_MINUTE calls a minute per key.',
      tags: TAGS, security: API_KEY_SECURITY, querystring: partnerTransactionQuerySchema,
      response: { 200: partnerTransactionListSchema, ...REFUSALS },
    },
  }, async (request) => {
    const { from, to, status, limit, skip } = request.query;
    const createdAt = from || to ? { gte: from, lte: to } : undefined;
    const { data, ...counted } = await findTransactions(db, scopeOf(request), { queryInput: { createdAt, status }, limit, skip });
    return { ...ok(data), ...counted };
  });

  app.get('/v1/transactions/:id', {
    config: { partnerScope: 'transactions:read' },
    schema: {
      summary: 'One transaction of the merchant with its net amount; 404 when it is unknown or another merchant\'s. Scope transactions:read.' + AUTH_NOTE,
      description: 'No session: an API key with the `transactions:read` scope. 400 naming `id` when it is not a positive whole number; '
        + '404 `dataNotFound` alike for an unknown id and another merchant\'s transaction. `netAmount` is what the merchant keeps.',
      tags: TAGS, security: API_KEY_SECURITY, params: partnerTransactionIdSchema,
      response: { 200: partnerTransactionAnswerSchema, ...REFUSALS, 404: partnerRefusalSchema },
    },
  }, async (request) => ok(await detailTransaction(db, scopeOf(request), request.params.id)));

  app.get('/v1/shops', {
    config: { partnerScope: 'shops:read' },
    schema: {
      summary: 'The merchant\'s shops by name: status (active | locked), limit (≤ 100), skip. Scope shops:read.' + AUTH_NOTE,
      description: 'No session: an API key with the `shops:read` scope. Locked shops are listed too unless `status` is given; '
        + '400 naming the query parameter that is unknown or malformed. At most API_KEY_RATE_PER_MINUTE calls a minute per key.',
      tags: TAGS, security: API_KEY_SECURITY, querystring: partnerShopQuerySchema,
      response: { 200: partnerShopListSchema, ...REFUSALS },
    },
  }, async (request) => {
    const { status, limit, skip } = request.query;
    const { data, ...counted } = await shopList(db, scopeOf(request), { queryInput: { status }, limit, skip });
    return { ...ok(data), ...counted };
  });

  app.get('/v1/customers/:phone/points', {
    config: { partnerScope: 'points:read' },
    schema: {
      summary: 'A customer\'s loyalty points at the merchant, by Vietnamese mobile number (0901234567, +84901234567); an unknown '
        + 'customer has 0. Scope points:read.' + AUTH_NOTE,
      description: 'No session: an API key with the `points:read` scope. 400 naming `phone` when it is not a Vietnamese mobile '
        + 'number; an unknown customer answers `balance` 0, not 404. `phone` comes back as 10 digits (0xxxxxxxxx).',
      tags: TAGS, security: API_KEY_SECURITY, params: partnerPhoneSchema,
      response: { 200: partnerPointsAnswerSchema, ...REFUSALS },
    },
  }, async (request) => {
    const { phone } = request.params;
    return ok({ phone, balance: await customerBalance(db, request.partner.ownerId, phone) });
  });
};
