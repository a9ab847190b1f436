import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { WebhookEvent } from '../../src/api/webhooks';
import { WEBHOOK_SIGNATURE_HEADER } from '../../src/api/webhooks';
import type { Db } from '../db/client';
import { retryWhileUnavailable } from '../db/connectionErrors';
import { webhookAttempts, webhookDeliveries, webhookEndpoints, webhookEvents } from '../db/schema';
import { type PostLimits, type PostResult, postWebhook } from './post';
import { mayReceive } from './receiverReach';
import { RETRY_WINDOW_MS, retryDelayMs } from './retrySchedule';
import type { WebhookSecrets } from './secretSeal';
import { signatureHeader } from './signature';

type EventRecord = typeof webhookEvents.$inferSelect;
type EndpointRecord = typeof webhookEndpoints.$inferSelect;

/** How long an attempt holds its delivery: past it, a crashed worker's delivery is free again. */
const LEASE_MS = 2 * 60_000;
const DISPATCH_BATCH = 200;
/** The part of an answer an attempt keeps for the log. */
const KEPT_ANSWER_CHARS = 1_024;

/** What every delivery POSTs: the event's envelope around its payload. */
export const eventBody = (event: EventRecord): WebhookEvent => ({
  id: event.id, type: event.type as WebhookEvent['type'], createdAt: event.createdAt.toISOString(), apiVersion: event.apiVersion,
  sequence: event.sequence, data: event.payload,
});

export interface AttemptOutcome {
  deliveryId: string;
  endpointId: string;
  eventId: string;
  result: PostResult;
  ok: boolean;
  /** When the next try is due; null when delivered or failed for good. */
  nextAttemptAt: Date | null;
  /** This failure ended the day of retries: the delivery failed, the endpoint is failing. */
  gaveUp: boolean;
}

export interface DeliveryDeps {
  db: Db;
  now: () => Date;
  secrets: WebhookSecrets;
  limits: PostLimits;
  random?: () => number;
  /** Told when an endpoint turns failing (its owner is notified). */
  onFailing?: (endpoint: EndpointRecord) => Promise<void>;
}

/**
 * Turning outbox events into deliveries and delivering them. Every step works from the database alone (no state in
 * memory), so any instance may run any step and a restart loses nothing: `dispatch` makes the deliveries of events
 * not yet dispatched; `attempt` claims one due delivery, POSTs it signed, records the attempt and schedules the
 * next one or ends it.
 */
export const createWebhookDelivery = ({ db, now, secrets, limits, random = Math.random, onFailing }: DeliveryDeps) => {
  /** A secret sealed under another AUTH_SECRET does not open: it signs nothing (rolling the secret mends it). */
  const opened = (endpoint: EndpointRecord, sealed: string): string[] => {
    try {
      return [secrets.open(endpoint.id, sealed)];
    } catch {
      return [];
    }
  };
  const signingSecrets = (endpoint: EndpointRecord, at: Date): string[] => {
    const current = opened(endpoint, endpoint.secretSealed);
    if (!current.length) return [];
    const previous = endpoint.previousSecretSealed && endpoint.previousSecretUntil && endpoint.previousSecretUntil > at
      ? opened(endpoint, endpoint.previousSecretSealed) : [];
    return [...current, ...previous];
  };

  return {
    /** Makes the deliveries of undispatched events (one per endpoint that wants the type); their ids, due now. */
    async dispatch(): Promise<string[]> {
      const at = now();
      return db.transaction(async (tx) => {
        // Skip locked: two instances dispatching at once take different events.
        const events = await tx.select().from(webhookEvents).where(isNull(webhookEvents.dispatchedAt))
          .orderBy(asc(webhookEvents.sequence)).limit(DISPATCH_BATCH).for('update', { skipLocked: true });
        if (!events.length) return [];
        const made: string[] = [];
        for (const event of events) {
          const wanting = await tx.select({ id: webhookEndpoints.id, userId: webhookEndpoints.userId }).from(webhookEndpoints).where(and(
            eq(webhookEndpoints.ownerId, event.ownerId),
            sql`${webhookEndpoints.status} <> 'disabled'`,
            event.endpointId ? eq(webhookEndpoints.id, event.endpointId) : sql`${webhookEndpoints.eventTypes} @> ${JSON.stringify([event.type])}::jsonb`,
          ));
          const targets = [];
          for (const endpoint of wanting) if (await mayReceive(tx, endpoint.userId, event)) targets.push(endpoint);
          if (targets.length) {
            const rows = await tx.insert(webhookDeliveries).values(targets.map((target) => ({
              ownerId: event.ownerId, eventId: event.id, endpointId: target.id, nextAttemptAt: at, createdAt: at,
            }))).returning({ id: webhookDeliveries.id });
            made.push(...rows.map((row) => row.id));
          }
        }
        await tx.update(webhookEvents).set({ dispatchedAt: at }).where(inArray(webhookEvents.id, events.map((event) => event.id)));
        return made;
      });
    },

    /** Pending deliveries due by now and not held by an attempt, soonest first. */
    async due(limit = 100): Promise<string[]> {
      const at = now();
      const rows = await db.select({ id: webhookDeliveries.id }).from(webhookDeliveries).where(and(
        eq(webhookDeliveries.status, 'pending'), lte(webhookDeliveries.nextAttemptAt, at),
        or(isNull(webhookDeliveries.leasedUntil), lte(webhookDeliveries.leasedUntil, at)),
      )).orderBy(asc(webhookDeliveries.nextAttemptAt)).limit(limit);
      return rows.map((row) => row.id);
    },

    /** One try of a delivery, if it is due and free; null when it is not (done, not yet due, or held elsewhere). */
    async attempt(deliveryId: string): Promise<AttemptOutcome | null> {
      const at = now();
      const lease = new Date(at.getTime() + LEASE_MS);
      const [claimed] = await db.update(webhookDeliveries).set({ leasedUntil: lease }).where(and(
        eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.status, 'pending'), lte(webhookDeliveries.nextAttemptAt, at),
        or(isNull(webhookDeliveries.leasedUntil), lte(webhookDeliveries.leasedUntil, at)),
      )).returning();
      if (!claimed) return null;
      const [event] = await db.select().from(webhookEvents).where(eq(webhookEvents.id, claimed.eventId));
      const [endpoint] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, claimed.endpointId));
      if (!event || !endpoint) return null;
      if (endpoint.status === 'disabled' || !(await mayReceive(db, endpoint.userId, event))) {
        // Disabled after the event was dispatched, or its user may no longer receive it (a permission taken away, a
        // lock): not sent; a resend after enabling (or the permission given back) sends it.
        await db.update(webhookDeliveries).set({ status: 'failed', leasedUntil: null, nextAttemptAt: null }).where(eq(webhookDeliveries.id, claimed.id));
        return null;
      }
      const body = JSON.stringify(eventBody(event));
      const t = Math.floor(at.getTime() / 1000);
      const signing = signingSecrets(endpoint, at);
      const result: PostResult = signing.length
        ? await postWebhook(endpoint.url, body, { [WEBHOOK_SIGNATURE_HEADER]: signatureHeader(signing, t, body), 'Webhook-Id': event.id }, limits)
        : { status: null, durationMs: 0, response: 'not sent: the signing secret cannot be read (AUTH_SECRET changed); roll the secret' };
      const ok = result.status !== null && result.status >= 200 && result.status < 300;
      const failures = claimed.attempts + 1;
      const firstAttemptAt = claimed.firstAttemptAt ?? at;
      const delay = retryDelayMs(failures, random);
      const gaveUp = !ok && at.getTime() + delay - firstAttemptAt.getTime() > RETRY_WINDOW_MS;
      const nextAttemptAt = ok || gaveUp ? null : new Date(at.getTime() + delay);
      // Recorded even when the connection under it was just cut (PostgreSQL restarting): left unrecorded, a POST the
      // partner had would be sent again once the lease runs out. Again-safe: the attempt's row has its id from here,
      // and only the attempt still holding the lease moves the delivery on (a resend may have taken it back), so a
      // try whose commit went through but whose answer was lost counts nothing twice. A lock left by a cut session
      // is waited for a few seconds, not for as long as the server keeps that session.
      const attemptId = randomUUID();
      const held = await retryWhileUnavailable(() => db.transaction(async (tx) => {
        await tx.execute(sql`set local lock_timeout = '5s'`);
        await tx.insert(webhookAttempts).values({
          id: attemptId, ownerId: claimed.ownerId, deliveryId: claimed.id, eventId: event.id, endpointId: endpoint.id, attemptedAt: at,
          status: result.status, ok, durationMs: result.durationMs, response: result.response.slice(0, KEPT_ANSWER_CHARS),
        }).onConflictDoNothing();
        const [mine] = await tx.update(webhookDeliveries).set({
          status: ok ? 'delivered' : gaveUp ? 'failed' : 'pending', attempts: failures, firstAttemptAt, nextAttemptAt, leasedUntil: null,
        }).where(and(eq(webhookDeliveries.id, claimed.id), eq(webhookDeliveries.leasedUntil, lease))).returning({ id: webhookDeliveries.id });
        if (!mine) return false;
        if (ok && endpoint.status === 'failing') {
          await tx.update(webhookEndpoints).set({ status: 'enabled', failingSince: null }).where(eq(webhookEndpoints.id, endpoint.id));
        }
        if (gaveUp && endpoint.status === 'enabled') {
          await tx.update(webhookEndpoints).set({ status: 'failing', failingSince: at }).where(eq(webhookEndpoints.id, endpoint.id));
        }
        return true;
      }));
      if (held && gaveUp && endpoint.status === 'enabled') await onFailing?.(endpoint);
      return { deliveryId: claimed.id, endpointId: endpoint.id, eventId: event.id, result, ok, nextAttemptAt, gaveUp };
    },

    /** Sends an event (again) to an endpoint: its delivery back to pending, due now, with a fresh day of retries. */
    async requeue(tx: Db, event: { id: string; ownerId: number }, endpointId: string): Promise<string> {
      const at = now();
      const [existing] = await tx.update(webhookDeliveries)
        .set({ status: 'pending', nextAttemptAt: at, firstAttemptAt: null, attempts: 0, leasedUntil: null })
        .where(and(eq(webhookDeliveries.eventId, event.id), eq(webhookDeliveries.endpointId, endpointId))).returning({ id: webhookDeliveries.id });
      if (existing) return existing.id;
      const [made] = await tx.insert(webhookDeliveries).values({ ownerId: event.ownerId, eventId: event.id, endpointId, nextAttemptAt: at, createdAt: at })
        .returning({ id: webhookDeliveries.id });
      return made.id;
    },
  };
};

export type WebhookDelivery = ReturnType<typeof createWebhookDelivery>;
