import type { FastifyBaseLogger } from 'fastify';
import { and, eq, inArray, isNotNull, lt, lte } from 'drizzle-orm';
import { EXPORT_FAILURES } from '../../src/api/exports';
import type { Db } from '../db/client';
import { exportJobs } from '../db/schema';
import { deleteOldTickets } from './downloadTickets';
import { localExportFiles, type ExportFileStore } from './exportFiles';
import { ABANDONED_AFTER_MS } from './jobQueue';
import { storedFileName } from './runExport';

/** How often each instance looks for files past their time. */
export const SWEEP_INTERVAL_MS = 10 * 60_000;

export interface RetentionDeps {
  db: Db;
  exportsDir: string;
  /** Where finished files are kept; default: `exportsDir` itself. */
  files?: ExportFileStore;
  now: () => Date;
}

/**
 * Records as failed the jobs the queue can no longer run (queued or running since longer than every attempt could
 * take): they would otherwise count against the merchant's active exports for ever and spin on /exportedReports.
 */
export const failAbandonedExports = async ({ db, now }: Pick<RetentionDeps, 'db' | 'now'>): Promise<number> => {
  const at = now();
  const failed = await db.update(exportJobs).set({ status: 'failed', error: EXPORT_FAILURES.abandoned, finishedAt: at })
    .where(and(inArray(exportJobs.status, ['queued', 'running']), lt(exportJobs.createdAt, new Date(at.getTime() - ABANDONED_AFTER_MS))))
    .returning({ id: exportJobs.id });
  return failed.length;
};

/**
 * Removes the files of finished jobs whose `expiresAt` has passed; the rows keep their history (done, rows, size)
 * without a file, and a download of them answers 410. `storedPath` is cleared first, so no download starts on a
 * file being removed, and instances sweeping at once each remove a given file once.
 */
export const sweepExpiredExports = async ({ db, exportsDir, files = localExportFiles(exportsDir), now }: RetentionDeps): Promise<number> => {
  const expired = await db.update(exportJobs).set({ storedPath: null })
    .where(and(eq(exportJobs.status, 'done'), isNotNull(exportJobs.storedPath), lte(exportJobs.expiresAt, now())))
    .returning({ id: exportJobs.id, format: exportJobs.format });
  await Promise.all(expired.map((job) => files.remove(storedFileName(job))));
  await deleteOldTickets(db, now);
  await failAbandonedExports({ db, now });
  return expired.length;
};

/** Sweeps every SWEEP_INTERVAL_MS until stopped; the timer never keeps the process alive, a sweep is never doubled. */
export const scheduleRetention = (deps: RetentionDeps & { log: FastifyBaseLogger }): { stop(): Promise<void> } => {
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= sweepExpiredExports(deps)
      .then((removed) => {
        if (removed > 0) deps.log.info({ removed }, 'expired export files removed');
      })
      .catch((error: unknown) => deps.log.error({ err: error }, 'sweep of expired export files failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(run, SWEEP_INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
};
