import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import { queueDatabase } from './queueDatabase';

/** pg-boss's queue of export jobs; a job carries only the id of its `export_jobs` row. */
const QUEUE = 'exports';
/** Attempts after the first, minutes between them, and how long an attempt may hold a job before pg-boss takes it back. */
const RETRY_LIMIT = 3;
const RETRY_DELAY_SECONDS = 5;
const EXPIRE_IN_MINUTES = 60;
/**
 * When the queue can no longer run a job: every attempt expired, with the delays between them, plus an hour of
 * supervision slack. A job still queued or running after that was dropped (its rows never reached a worker again).
 */
export const ABANDONED_AFTER_MS = ((RETRY_LIMIT + 1) * EXPIRE_IN_MINUTES + 60) * 60_000 + RETRY_LIMIT * RETRY_DELAY_SECONDS * 1_000;

export interface QueueOptions {
  /** Jobs this instance runs at once. */
  workers: number;
  pollSeconds: number;
  log: FastifyBaseLogger;
}

export type JobHandler = (jobId: string, signal: AbortSignal) => Promise<void>;

export interface ExportQueue {
  start(handler: JobHandler): Promise<void>;
  enqueue(jobId: string): Promise<void>;
  /** Interrupts the jobs running here (the queue hands them out again) and stops polling. */
  stop(): Promise<void>;
}

/**
 * The queue is pg-boss (its own schema `pgboss`, created on first start), so that several instances on one
 * PostgreSQL server share the work and a job an instance dropped (stopped, crashed) goes to another: an
 * interrupted job is retried, one that outlives its expiry (a crashed instance) is taken back by pg-boss's
 * supervision. The export itself records its own state in `export_jobs`.
 */
export const createExportQueue = (database: Database, { workers, pollSeconds, log }: QueueOptions): ExportQueue => {
  const boss = new PgBoss({
    db: queueDatabase(database),
    // No cron schedules (our sweeps are timers), so no clock monitoring either.
    schedule: false,
    supervise: true,
    migrate: true,
    pollingIntervalSeconds: pollSeconds,
  });
  boss.on('error', (error: Error) => log.error({ err: error }, 'export queue error'));
  const running = new AbortController();
  const workerIds: string[] = [];
  let started: Promise<void> | undefined;

  return {
    start(handler) {
      started ??= (async () => {
        await boss.start();
        await boss.createQueue(QUEUE, { name: QUEUE, retryLimit: RETRY_LIMIT, retryDelay: RETRY_DELAY_SECONDS, expireInMinutes: EXPIRE_IN_MINUTES });
        for (let index = 0; index < workers; index++) {
          let workerId = '';
          workerId = await boss.work<{ jobId: string }>(QUEUE, { pollingIntervalSeconds: pollSeconds, batchSize: 1 }, async ([job]) => {
            try {
              await handler(job.data.jobId, running.signal);
            } finally {
              // The next job at once rather than after a poll: one sent while this worker was busy, by another
              // instance too (its notice reaches only its own workers), waits no longer than the job before it.
              boss.notifyWorker(workerId);
            }
          });
          workerIds.push(workerId);
        }
      })();
      return started;
    },
    async enqueue(jobId) {
      await boss.send(QUEUE, { jobId });
      // An idle worker of this instance takes it now rather than at its next poll (EXPORT_POLL_SECONDS, which only
      // a job sent elsewhere, or retried, waits for): a small export is ready well within a second.
      for (const id of workerIds) boss.notifyWorker(id);
    },
    async stop() {
      if (!started) return;
      await started.catch(() => undefined);
      running.abort();
      await boss.stop({ graceful: true, timeout: 5_000, close: false });
    },
  };
};
