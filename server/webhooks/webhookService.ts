import type { FastifyBaseLogger } from 'fastify';
import { and, eq, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { WEBHOOK_LIMITS } from '../../src/api/webhooks';
import type { WebhooksConfig } from '../config';
import type { Database, Db } from '../db/client';
import { webhookAttempts, webhookDeliveries, webhookEndpoints, webhookEvents } from '../db/schema';
import { createWebhookSecrets } from './secretSeal';
import { type AttemptOutcome, createWebhookDelivery } from './webhookDelivery';
import { createWebhookQueue } from './webhookQueue';

const DAY = 86_400_000;

type EndpointRecord = typeof webhookEndpoints.$inferSelect;

export interface WebhookServiceDeps {
  database: Database;
  config: WebhooksConfig;
  /** AUTH_SECRET: the key endpoint secrets are sealed under is derived from it. */
  authSecret: string;
  now: () => Date;
  log: FastifyBaseLogger;
  random?: () => number;
  onFailing?: (endpoint: EndpointRecord) => Promise<void>;
}

/**
 * Partner webhooks' delivery for the app: after an answer whose change wrote events (`kick`), and every
 * WEBHOOK_SWEEP_SECONDS (`sweep`: what a crash left, and the 30 days' retention), the outbox's events become
 * deliveries and their jobs go on the pg-boss queue. With WEBHOOK_WORKERS=0 nothing runs by itself (tests drive
 * `dispatch`, `runDue` and the clock).
 */
export const createWebhookService = ({ database, config, authSecret, now, log, random, onFailing }: WebhookServiceDeps) => {
  const { db } = database;
  const secrets = createWebhookSecrets(authSecret);
  const limits = { timeoutMs: config.timeoutMs, maxAnswerBytes: config.maxAnswerBytes, allowLoopback: config.allowLoopback };
  const delivery = createWebhookDelivery({ db, now, secrets, limits, random, onFailing });
  const active = config.workers > 0;

  const attempt = async (deliveryId: string): Promise<AttemptOutcome | null> => {
    const outcome = await delivery.attempt(deliveryId);
    if (outcome?.nextAttemptAt) await queue.enqueue(outcome.deliveryId, outcome.nextAttemptAt.getTime() - now().getTime());
    return outcome;
  };
  const queue = createWebhookQueue(database, {
    workers: config.workers, pollSeconds: config.pollSeconds, log, handle: async (deliveryId) => void (await attempt(deliveryId)),
  });
  const enqueueAll = async (ids: string[]) => {
    if (active) for (const id of ids) await queue.enqueue(id);
  };

  let sweeping: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let kicking: Promise<void> = Promise.resolve();

  const sweep = async (): Promise<void> => {
    await enqueueAll(await delivery.dispatch());
    // Due for longer than a sweep and not held: their job was lost (a crash between commit and send).
    const at = now();
    const lost = await db.select({ id: webhookDeliveries.id }).from(webhookDeliveries).where(and(
      eq(webhookDeliveries.status, 'pending'), lt(webhookDeliveries.nextAttemptAt, new Date(at.getTime() - config.sweepSeconds * 1000)),
      or(isNull(webhookDeliveries.leasedUntil), lte(webhookDeliveries.leasedUntil, at)),
    )).limit(500);
    await enqueueAll(lost.map((row) => row.id));
    const cutoff = new Date(at.getTime() - WEBHOOK_LIMITS.keepDays * DAY);
    await db.delete(webhookAttempts).where(lt(webhookAttempts.attemptedAt, cutoff));
    await db.delete(webhookEvents).where(lt(webhookEvents.createdAt, cutoff));
  };

  return {
    secrets,
    limits,
    /** After an answer whose change wrote events: dispatch them now rather than at the next sweep. */
    kick(): void {
      if (!active) return;
      kicking = kicking.then(async () => enqueueAll(await delivery.dispatch()))
        .catch((error: unknown) => log.error({ err: error }, 'webhook dispatch failed'));
    },
    async start(): Promise<void> {
      if (!active || timer) return;
      const run = () => {
        sweeping ??= sweep().catch((error: unknown) => log.error({ err: error }, 'webhook sweep failed')).finally(() => { sweeping = undefined; });
      };
      run();
      timer = setInterval(run, config.sweepSeconds * 1000);
      timer.unref();
    },
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      await Promise.all([sweeping, kicking]);
      await queue.stop();
    },
    dispatch: () => delivery.dispatch(),
    attempt,
    /** Every delivery due by the clock, one after another (tests; an instance's workers do this through the queue). */
    async runDue(): Promise<AttemptOutcome[]> {
      const outcomes: AttemptOutcome[] = [];
      for (const id of await delivery.due()) {
        const outcome = await delivery.attempt(id);
        if (outcome) outcomes.push(outcome);
      }
      return outcomes;
    },
    /** resendWebhookEvent / resendWebhookEvents: these events to these endpoints again, same ids; how many deliveries. */
    async resend(pairs: { event: { id: string; ownerId: number }; endpointIds: string[] }[]): Promise<number> {
      const ids = await db.transaction(async (tx: Db) => {
        const made: string[] = [];
        for (const { event, endpointIds } of pairs) for (const endpointId of endpointIds) made.push(await delivery.requeue(tx, event, endpointId));
        return made;
      });
      await enqueueAll(ids);
      return ids.length;
    },
    /** The merchant's events of a range an endpoint wants (its types; and its own test events). */
    async eventsForResend(ownerId: number, endpoint: EndpointRecord, from: Date, to: Date, type?: string) {
      const oldest = new Date(now().getTime() - WEBHOOK_LIMITS.keepDays * DAY);
      return db.select({ id: webhookEvents.id, ownerId: webhookEvents.ownerId }).from(webhookEvents).where(and(
        eq(webhookEvents.ownerId, ownerId),
        gte(webhookEvents.createdAt, from > oldest ? from : oldest), lte(webhookEvents.createdAt, to),
        type ? eq(webhookEvents.type, type) : inArray(webhookEvents.type, endpoint.eventTypes),
        sql`(${webhookEvents.endpointId} is null or ${webhookEvents.endpointId} = ${endpoint.id})`,
      )).orderBy(webhookEvents.sequence).limit(WEBHOOK_LIMITS.resendMax);
    },
  };
};

export type WebhookService = ReturnType<typeof createWebhookService>;
