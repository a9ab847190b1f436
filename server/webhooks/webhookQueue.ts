import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import { queueDatabase } from '../exportJobs/queueDatabase';

/** pg-boss's queue of webhook deliveries; a job carries only the id of its `webhook_deliveries` row. */
const QUEUE = 'webhooks';
/** An attempt's timeout is seconds; a job held longer than this was dropped by a crashed instance. */
const EXPIRE_IN_SECONDS = 120;

export interface WebhookQueue {
  /** Sends the job, starting pg-boss (and the workers) on first use: an instance with no webhooks never does. */
  enqueue(deliveryId: string, startAfterMs?: number): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The delivery queue on pg-boss (as the export jobs', server/exportJobs/jobQueue.ts): shared by instances, a job of a
 * crashed instance taken back by supervision. Retries are not pg-boss's: a failed attempt schedules its own next
 * job (`startAfter`) by the delivery's schedule, which is kept in `webhook_deliveries`.
 */
export const createWebhookQueue = (
  database: Database, options: { workers: number; pollSeconds: number; log: FastifyBaseLogger; handle: (deliveryId: string) => Promise<void> },
): WebhookQueue => {
  const boss = new PgBoss({ db: queueDatabase(database), schedule: false, supervise: true, migrate: true, pollingIntervalSeconds: options.pollSeconds });
  boss.on('error', (error: Error) => options.log.error({ err: error }, 'webhook queue error'));
  const workerIds: string[] = [];
  let started: Promise<void> | undefined;
  const start = () => (started ??= (async () => {
    await boss.start();
    await boss.createQueue(QUEUE, { name: QUEUE, retryLimit: 0, expireInSeconds: EXPIRE_IN_SECONDS });
    for (let index = 0; index < options.workers; index++) {
      let workerId = '';
      workerId = await boss.work<{ deliveryId: string }>(QUEUE, { pollingIntervalSeconds: options.pollSeconds, batchSize: 1 }, async ([job]) => {
        try {
          await options.handle(job.data.deliveryId);
        } finally {
          boss.notifyWorker(workerId);
        }
      });
      workerIds.push(workerId);
    }
  })());
  return {
    async enqueue(deliveryId, startAfterMs = 0) {
      await start();
      const startAfter = Math.ceil(startAfterMs / 1000);
      await boss.send(QUEUE, { deliveryId }, startAfter > 0 ? { startAfter } : {});
      if (startAfter === 0) for (const id of workerIds) boss.notifyWorker(id);
    },
    async stop() {
      if (!started) return;
      await started.catch(() => undefined);
      await boss.stop({ graceful: true, timeout: 5_000, close: false });
    },
  };
};
