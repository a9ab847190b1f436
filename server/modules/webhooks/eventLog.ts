import { and, count, desc, eq, gte, inArray, lte, notInArray, or, type SQL, sql } from 'drizzle-orm';
import {
  type WebhookAttempt, type WebhookEventFilters, type WebhookEventRow, type WebhookEventType, type WebhookOutcome, WEBHOOK_SHOP_EVENT_TYPES,
  WEBHOOK_TEST_EVENT,
} from '../../../src/api/webhooks';
import type { Db } from '../../db/client';
import { webhookAttempts, webhookDeliveries, webhookEvents } from '../../db/schema';
import { eventBody } from '../../webhooks/webhookDelivery';
import type { WebhookTenant } from './endpointStore';

/**
 * An event's outcome over its deliveries, as the filter and the rows read it. The event's id is named with its table:
 * in a select list drizzle writes a column bare ("id"), which inside this subquery would be the delivery's own id.
 */
const outcomeSql = sql<WebhookOutcome>`(select case when count(*) = 0 then 'none'
  when bool_or(d.status = 'failed') then 'failed' when bool_and(d.status = 'delivered') then 'delivered' else 'pending' end
  from ${webhookDeliveries} d where d.event_id = ${webhookEvents}.${sql.identifier(webhookEvents.id.name)})`;

/** What the reader may see of the log: the types they may read (webhookTypesFor), and their shops' sales when kept to them. */
export interface LogReader {
  types: readonly WebhookEventType[];
  shopIds: readonly number[] | null;
}

/** The reader's shops' sales only (as mayReceive delivers them): a sale's payload names its shop. */
const ownShopsSales = (shopIds: readonly number[]): SQL => or(
  notInArray(webhookEvents.type, [...WEBHOOK_SHOP_EVENT_TYPES]),
  shopIds.length === 0 ? sql`false` : sql`(${webhookEvents.payload}->>'shopId')::int in (${sql.join(shopIds.map((id) => sql`${id}`), sql`, `)})`,
)!;

/** The merchant's events the reader may see. */
const readableEvents = (ownerId: number, reader: LogReader): SQL => and(
  eq(webhookEvents.ownerId, ownerId),
  inArray(webhookEvents.type, [...reader.types, WEBHOOK_TEST_EVENT]),
  reader.shopIds === null ? undefined : ownShopsSales(reader.shopIds),
)!;

const eventWhere = (ownerId: number, reader: LogReader, filters: WebhookEventFilters): SQL => and(
  readableEvents(ownerId, reader),
  filters.type ? eq(webhookEvents.type, filters.type) : undefined,
  filters.outcome ? sql`${outcomeSql} = ${filters.outcome}` : undefined,
  filters.endpointId ? sql`exists (select 1 from ${webhookDeliveries} d where d.event_id = ${webhookEvents.id} and d.endpoint_id = ${filters.endpointId})` : undefined,
  filters.createdAt?.gte ? gte(webhookEvents.createdAt, new Date(filters.createdAt.gte)) : undefined,
  filters.createdAt?.lte ? lte(webhookEvents.createdAt, new Date(filters.createdAt.lte)) : undefined,
)!;

interface Page {
  limit: number;
  skip: number;
}

/** The partner's log: the merchant's events newest first with their deliveries, and every attempt. */
export const createEventLog = (db: Db) => ({
  async events(
    tenant: WebhookTenant, reader: LogReader, request: Page & { queryInput?: WebhookEventFilters },
  ): Promise<{ data: WebhookEventRow[]; count: number }> {
    const where = eventWhere(tenant.ownerId, reader, request.queryInput ?? {});
    const [rows, [{ total }]] = await Promise.all([
      db.select({ event: webhookEvents, outcome: outcomeSql }).from(webhookEvents).where(where)
        .orderBy(desc(webhookEvents.sequence)).limit(request.limit).offset(request.skip),
      db.select({ total: count() }).from(webhookEvents).where(where),
    ]);
    const deliveries = rows.length ? await db.select().from(webhookDeliveries)
      .where(inArray(webhookDeliveries.eventId, rows.map((row) => row.event.id))).orderBy(webhookDeliveries.createdAt) : [];
    return {
      count: total,
      data: rows.map(({ event, outcome }) => ({
        ...eventBody(event),
        outcome,
        deliveries: deliveries.filter((delivery) => delivery.eventId === event.id).map((delivery) => ({
          endpointId: delivery.endpointId, status: delivery.status, attempts: delivery.attempts,
          nextAttemptAt: delivery.nextAttemptAt?.toISOString() ?? null,
        })),
      })),
    };
  },

  /** Every attempt of the events the reader may see (their ids and the receivers' answers follow the same rule). */
  async attempts(
    tenant: WebhookTenant, reader: LogReader, request: Page & { queryInput?: { eventId?: string; endpointId?: string } },
  ): Promise<{ data: WebhookAttempt[]; count: number }> {
    const filters = request.queryInput ?? {};
    const where = and(
      eq(webhookAttempts.ownerId, tenant.ownerId),
      inArray(webhookAttempts.eventId, db.select({ id: webhookEvents.id }).from(webhookEvents).where(readableEvents(tenant.ownerId, reader))),
      filters.eventId ? eq(webhookAttempts.eventId, filters.eventId) : undefined,
      filters.endpointId ? eq(webhookAttempts.endpointId, filters.endpointId) : undefined,
    );
    const [rows, [{ total }]] = await Promise.all([
      db.select().from(webhookAttempts).where(where).orderBy(desc(webhookAttempts.attemptedAt), desc(webhookAttempts.id))
        .limit(request.limit).offset(request.skip),
      db.select({ total: count() }).from(webhookAttempts).where(where),
    ]);
    return {
      count: total,
      data: rows.map((row) => ({
        id: row.id, eventId: row.eventId, endpointId: row.endpointId, attemptedAt: row.attemptedAt.toISOString(), status: row.status,
        ok: row.ok, durationMs: row.durationMs, response: row.response,
      })),
    };
  },
});
