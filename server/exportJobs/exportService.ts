import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import { EXPORT_FAILURES } from '../../src/api/exports';
import type { ExportFormat, ExportJob } from '../../src/api/sales';
import type { ExportsConfig } from '../config';
import type { Database } from '../db/client';
import type { StorageConfig } from '../storage/storageConfig';
import { exportJobs } from '../db/schema';
import { notFound } from '../http/envelope';
import { issueTicket, redeemTicket } from './downloadTickets';
import { createExportFiles, type ExportFileStore } from './exportFiles';
import { findOwnJob, insertExportJob, listExportJobs, toWire } from './exportJobs';
import { createExportRegistry, type ExportLocale, type ExportOwner, type ExportRegistry } from './exportKinds';
import { CONTENT_TYPES } from './fileWriters';
import { createExportQueue } from './jobQueue';
import { scheduleRetention } from './retention';
import { runExport } from './runExport';

export interface ExportRequest {
  kind: string;
  format: ExportFormat;
  locale: ExportLocale;
  /** The kind's parameters (its filters and sort), checked by the kind. */
  params: unknown;
}

export interface ExportDownload {
  file: Readable;
  fileName: string;
  contentType: string;
  size: number | null;
}

/** The one door of export jobs: modules register their kinds, ask for jobs, list them, hand out downloads. */
export interface ExportService {
  readonly registry: ExportRegistry;
  request(owner: ExportOwner, request: ExportRequest): Promise<ExportJob>;
  list(owner: ExportOwner, limit: number, skip: number): Promise<{ rows: ExportJob[]; count: number }>;
  /** The same-origin, one-time address of the user's own finished job. */
  ticket(owner: ExportOwner, jobId: string): Promise<string>;
  download(ticket: string): Promise<ExportDownload>;
  /** Starts the workers and the retention sweep (the app does on ready), stops them (on close). */
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface ExportServiceDeps {
  database: Database;
  config: ExportsConfig;
  /** S3_* settings: finished files go to the bucket; absent or local, to EXPORTS_DIR. */
  storage?: StorageConfig;
  /** Where finished files are kept, when a test gives its own. */
  files?: ExportFileStore;
  now: () => Date;
  log: FastifyBaseLogger;
}

export const createExportService = ({ database, config, storage = { kind: 'local' }, files: givenFiles, now, log }: ExportServiceDeps): ExportService => {
  const { db } = database;
  const registry = createExportRegistry();
  const queue = createExportQueue(database, { workers: config.workers, pollSeconds: config.pollSeconds, log });
  const files = givenFiles ?? createExportFiles(config.exportsDir, storage);
  // A CSV is written by COPY: streamed on PostgreSQL, a range of rows at a time on PGlite (no COPY stream).
  const pool = database.driver.kind === 'postgres' ? database.driver.pool : undefined;
  const pglite = database.driver.kind === 'pglite' ? database.driver.client : undefined;
  const runDeps = { db, registry, exportsDir: config.exportsDir, files, keepHours: config.keepHours, now, log, pool, pglite };
  let retention: { stop(): Promise<void> } | undefined;

  return {
    registry,
    async request(owner, { kind: name, format, locale, params }) {
      const kind = registry.get(name);
      if (!kind) throw new Error(`export kind ${name} is not registered`);
      const row = await insertExportJob(db, now, config.maxActivePerMerchant, { kind, owner, format, locale, params });
      try {
        await queue.enqueue(row.id);
      } catch (error) {
        // A job the queue never got would stay queued, and count against the merchant's limit, for ever.
        await db.update(exportJobs).set({ status: 'failed', error: EXPORT_FAILURES.failed, finishedAt: now() }).where(eq(exportJobs.id, row.id));
        throw error;
      }
      return toWire(row);
    },
    list: (owner, limit, skip) => listExportJobs(db, owner, limit, skip),
    async ticket(owner, jobId) {
      const job = await findOwnJob(db, owner, jobId);
      if (!job) throw notFound();
      return issueTicket(db, now, job);
    },
    async download(ticket) {
      const job = await redeemTicket(db, now, ticket);
      // Opened before answering, so a file gone missing is a 404 rather than a broken download.
      const file = await files.open(job.storedPath ?? '').catch((error: unknown) => {
        log.error({ err: error, jobId: job.id }, 'export file could not be opened');
        return null;
      });
      if (!file) throw notFound();
      return { file, fileName: job.fileName, contentType: CONTENT_TYPES[job.format], size: job.size };
    },
    async start() {
      await queue.start((jobId, signal) => runExport(runDeps, jobId, signal));
      retention ??= scheduleRetention({ db, exportsDir: config.exportsDir, files, now, log });
    },
    async stop() {
      await retention?.stop();
      await queue.stop();
      files.close?.();
    },
  };
};
