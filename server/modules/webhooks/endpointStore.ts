import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import {
  type IssuedWebhookEndpoint, WEBHOOK_LIMITS, WEBHOOK_MESSAGES, type WebhookEndpoint, type WebhookEndpointListRow, type WebhookEndpointStatus,
  type WebhookEventType,
} from '../../../src/api/webhooks';
import type { Db } from '../../db/client';
import { owners, webhookAttempts, webhookEndpoints } from '../../db/schema';
import { AppError, notFound } from '../../http/envelope';
import { type AddressRules, urlProblem } from '../../webhooks/outboundAddress';
import type { WebhookSecrets } from '../../webhooks/secretSeal';

const HOUR = 3_600_000;

type EndpointRecord = typeof webhookEndpoints.$inferSelect;

/** Whose endpoints: the session's merchant; another merchant's endpoint does not exist for the caller. */
export interface WebhookTenant {
  ownerId: number;
  userId: number;
}

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** The row the calls answer: never a secret, sealed or not. */
export const asEndpointRow = (endpoint: EndpointRecord, at: Date): WebhookEndpoint => ({
  id: endpoint.id,
  url: endpoint.url,
  description: endpoint.description,
  eventTypes: endpoint.eventTypes as WebhookEventType[],
  status: endpoint.status,
  secretPrefix: endpoint.secretPrefix,
  previousSecretUntil: endpoint.previousSecretSealed && endpoint.previousSecretUntil && endpoint.previousSecretUntil > at
    ? endpoint.previousSecretUntil.toISOString() : null,
  createdAt: endpoint.createdAt.toISOString(),
  updatedAt: iso(endpoint.updatedAt),
  failingSince: iso(endpoint.failingSince),
});

export interface EndpointFields {
  url: string;
  description: string;
  eventTypes: WebhookEventType[];
}

const checkUrl = (url: string, rules: AddressRules): void => {
  const problem = urlProblem(url, rules);
  if (problem) throw new AppError(400, WEBHOOK_MESSAGES.urlRefused, { data: { field: 'url', reason: problem } });
};

/** The endpoint calls' data: the merchant is always the tenant's, in every statement. */
export const createEndpointStore = (db: Db, now: () => Date, secrets: WebhookSecrets, rules: AddressRules) => {
  const mine = (tenant: WebhookTenant, id: string) => and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.ownerId, tenant.ownerId));
  const find = async (tenant: WebhookTenant, id: string): Promise<EndpointRecord> => {
    const [endpoint] = await db.select().from(webhookEndpoints).where(mine(tenant, id));
    if (!endpoint) throw notFound();
    return endpoint;
  };
  /**
   * 404 for an unknown endpoint, 403 for another user's: its deliveries follow the rights of the user who added it
   * (receiverReach.ts), so another third-party user of the merchant pointing it at their own address, or taking its
   * secret, would receive what that user may see.
   */
  const findOwn = async (tenant: WebhookTenant, id: string): Promise<EndpointRecord> => {
    const endpoint = await find(tenant, id);
    if (endpoint.userId !== tenant.userId) throw new AppError(403, WEBHOOK_MESSAGES.notOwnEndpoint);
    return endpoint;
  };
  const change = async (tenant: WebhookTenant, id: string, values: Partial<EndpointRecord>): Promise<EndpointRecord> => {
    const [endpoint] = await db.update(webhookEndpoints).set({ ...values, updatedAt: now() }).where(mine(tenant, id)).returning();
    if (!endpoint) throw notFound();
    return endpoint;
  };

  return {
    find,
    async list(tenant: WebhookTenant, request: { queryInput?: { status?: WebhookEndpointStatus }; limit: number; skip: number }) {
      const at = now();
      const where = and(eq(webhookEndpoints.ownerId, tenant.ownerId),
        request.queryInput?.status ? eq(webhookEndpoints.status, request.queryInput.status) : undefined);
      // Each endpoint's latest attempt in the same statement: a lateral subquery over the (endpoint, time) index.
      const last = db.select({ attemptedAt: webhookAttempts.attemptedAt, ok: webhookAttempts.ok, status: webhookAttempts.status })
        .from(webhookAttempts)
        .where(and(eq(webhookAttempts.endpointId, webhookEndpoints.id), eq(webhookAttempts.ownerId, tenant.ownerId)))
        .orderBy(desc(webhookAttempts.attemptedAt), desc(webhookAttempts.id)).limit(1).as('last_attempt');
      const [rows, [{ total }]] = await Promise.all([
        db.select({ endpoint: webhookEndpoints, attemptedAt: last.attemptedAt, ok: last.ok, status: last.status })
          .from(webhookEndpoints).leftJoinLateral(last, sql`true`).where(where)
          .orderBy(desc(webhookEndpoints.createdAt), webhookEndpoints.id).limit(request.limit).offset(request.skip),
        db.select({ total: count() }).from(webhookEndpoints).where(where),
      ]);
      const data: WebhookEndpointListRow[] = rows.map(({ endpoint, attemptedAt, ok, status }) => ({
        ...asEndpointRow(endpoint, at),
        lastDelivery: attemptedAt ? { attemptedAt: new Date(attemptedAt).toISOString(), outcome: ok ? 'delivered' : 'failed', status } : null,
      }));
      return { data, count: total };
    },

    async detail(tenant: WebhookTenant, id: string): Promise<WebhookEndpoint> {
      return asEndpointRow(await find(tenant, id), now());
    },

    /**
     * The signing secret is answered this once; the database keeps it sealed. Counted and added under a lock on the
     * merchant's row: creates sent together cannot pass the cap each having counted before the others' rows.
     */
    async create(tenant: WebhookTenant, fields: EndpointFields): Promise<IssuedWebhookEndpoint> {
      checkUrl(fields.url, rules);
      const at = now();
      const id = randomUUID();
      const issued = secrets.issue();
      const endpoint = await db.transaction(async (tx) => {
        await tx.select({ id: owners.id }).from(owners).where(eq(owners.id, tenant.ownerId)).for('update');
        const [{ total }] = await tx.select({ total: count() }).from(webhookEndpoints).where(eq(webhookEndpoints.ownerId, tenant.ownerId));
        if (total >= WEBHOOK_LIMITS.endpointsPerMerchant) throw new AppError(409, WEBHOOK_MESSAGES.tooMany);
        const [made] = await tx.insert(webhookEndpoints).values({
          id, ownerId: tenant.ownerId, userId: tenant.userId, url: fields.url, description: fields.description, eventTypes: fields.eventTypes,
          secretSealed: secrets.seal(id, issued.secret), secretPrefix: issued.prefix, createdAt: at,
        }).returning();
        return made;
      });
      return { ...asEndpointRow(endpoint, at), secret: issued.secret };
    },

    /** The endpoint as `detail` answers it, for a change only its own user makes (403 otherwise: findOwn). */
    async detailOwn(tenant: WebhookTenant, id: string): Promise<WebhookEndpoint> {
      return asEndpointRow(await findOwn(tenant, id), now());
    },

    async update(tenant: WebhookTenant, id: string, fields: EndpointFields): Promise<WebhookEndpoint> {
      await findOwn(tenant, id);
      checkUrl(fields.url, rules);
      return asEndpointRow(await change(tenant, id, fields), now());
    },

    async setStatus(tenant: WebhookTenant, id: string, status: 'enabled' | 'disabled'): Promise<WebhookEndpoint> {
      return asEndpointRow(await change(tenant, id, { status, failingSince: null }), now());
    },

    /** Its deliveries and attempts go with it (cascade); the merchant's events stay. */
    async remove(tenant: WebhookTenant, id: string): Promise<{ id: string }> {
      const [gone] = await db.delete(webhookEndpoints).where(mine(tenant, id)).returning({ id: webhookEndpoints.id });
      if (!gone) throw notFound();
      return gone;
    },

    /** A new secret answered once; the current one signs too for `overlapHours` (0: not at all). */
    async roll(tenant: WebhookTenant, id: string, overlapHours: number): Promise<IssuedWebhookEndpoint> {
      const current = await findOwn(tenant, id);
      const at = now();
      const issued = secrets.issue();
      const endpoint = await change(tenant, id, {
        secretSealed: secrets.seal(id, issued.secret), secretPrefix: issued.prefix,
        previousSecretSealed: overlapHours > 0 ? current.secretSealed : null,
        previousSecretUntil: overlapHours > 0 ? new Date(at.getTime() + overlapHours * HOUR) : null,
      });
      return { ...asEndpointRow(endpoint, at), secret: issued.secret };
    },
  };
};

export type EndpointStore = ReturnType<typeof createEndpointStore>;

