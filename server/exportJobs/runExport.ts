import fs from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { ZodError } from 'zod';
import { EXPORT_FAILURES } from '../../src/api/exports';
import type { PGlite } from '@electric-sql/pglite';
import type { Pool } from 'pg';
import type { Db } from '../db/client';
import { exportJobs } from '../db/schema';
import { copyCsv } from './copyCsv';
import { copyCsvChunks } from './copyCsvChunks';
import { csvHead } from './csv';
import { localExportFiles, type ExportFileStore } from './exportFiles';
import type { ExportJobRow, StoredParams } from './exportJobs';
import type { ExportRegistry, ExportTable } from './exportKinds';
import { createFileWriter } from './fileWriters';

/**
 * Rows per database page. Measured on 300,000 sales: 5,000-row pages let the heap grow by about 125 MB during an
 * export, 2,000-row pages by under 20 MB, in the same time (a round trip per 2,000 rows is still few).
 */
export const EXPORT_PAGE_SIZE = 2_000;
/**
 * Rows per COPY on PGlite (copyCsvChunks.ts), whose output is held whole. Measured on 200,000 sales: ranges of
 * 20,000 rows let the process grow by about 60 MB during an export, 5,000 by about 20 MB, in the same time.
 */
export const EXPORT_COPY_CHUNK_ROWS = 5_000;
/**
 * A running job's progress is written at most this often (the list asks every second: EXPORT_POLL_MS). Each write
 * is a commit, and PGlite runs one statement at a time: a write per percent was a quarter of a CSV's time there.
 */
export const EXPORT_PROGRESS_EVERY_MS = 1_000;
const HOUR = 3_600_000;

export interface RunDeps {
  db: Db;
  registry: ExportRegistry;
  /** The local folder files are built in (and kept in, unless `files` says otherwise). */
  exportsDir: string;
  /** Where finished files are kept; default: the folder itself. */
  files?: ExportFileStore;
  keepHours: number;
  now: () => Date;
  log: FastifyBaseLogger;
  pageSize?: number;
  /**
   * PostgreSQL's pool: a CSV whose kind has a `csvQuery` is then written by COPY from one query, instead of page
   * by page.
   */
  pool?: Pool;
  /** PGlite, which has no COPY stream: a CSV whose kind has `csvChunks` is then written by one COPY per range. */
  pglite?: PGlite;
  /** Rows per range on PGlite; default EXPORT_COPY_CHUNK_ROWS. */
  copyChunkRows?: number;
  /** The least time between two writes of a running job's progress, by `now`; default EXPORT_PROGRESS_EVERY_MS. */
  progressEveryMs?: number;
}

/** Stops a job without failing it: the server is shutting down, and the queue gives the job to another instance. */
export class ExportInterrupted extends Error {
  constructor() {
    super('export interrupted by shutdown');
    this.name = 'ExportInterrupted';
  }
}

/** Why a job failed, as a message key the app shows in both languages; the details go to the log only. */
const failureReason = (error: unknown): string => {
  if (error instanceof ZodError) return EXPORT_FAILURES.badParams;
  const code = (error as { code?: unknown } | null)?.code;
  // Node's file-system errors (ENOSPC, EACCES, ENOENT…) against PostgreSQL's five-character SQLSTATEs.
  if (typeof code === 'string' && /^E[A-Z]+$/.test(code)) return EXPORT_FAILURES.storage;
  // An error the object storage answered (the AWS SDK's service errors carry the answer's `$metadata`).
  if (error !== null && typeof error === 'object' && '$metadata' in error) return EXPORT_FAILURES.storage;
  if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return EXPORT_FAILURES.database;
  return EXPORT_FAILURES.failed;
};

export const storedFileName = (job: Pick<ExportJobRow, 'id' | 'format'>): string => `${job.id}.${job.format}`;

/** 99 at most until the file is complete: rows added since the count must not show 100 too early. */
const progressOf = (rows: number, total: number): number => (total > 0 ? Math.min(99, Math.floor((rows * 100) / total)) : 0);

/** Whether a progress may be written now: the first one, then one once `everyMs` have passed since the last. */
const progressDue = ({ now, progressEveryMs = EXPORT_PROGRESS_EVERY_MS }: RunDeps) => {
  let last: number | undefined;
  return (): boolean => {
    const at = now().getTime();
    if (last !== undefined && at - last < progressEveryMs) return false;
    last = at;
    return true;
  };
};

interface Written {
  rows: number;
  size: number;
  via: 'copy' | 'pages';
}

interface FileTask {
  deps: RunDeps;
  job: ExportJobRow;
  table: ExportTable;
  filePath: string;
  signal?: AbortSignal;
}

/**
 * Page by page from the kind's rows, formatted here (XLSX; a CSV not written by COPY), the progress recorded after
 * a page when it is due (progressDue).
 */
const writePages = async ({ deps, job, table, filePath, signal }: FileTask): Promise<Written> => {
  const total = await table.count();
  const writer = await createFileWriter(job.format, filePath, table, job.fileName.replace(/\.[a-z]+$/, ''));
  try {
    let rows = 0;
    const due = progressDue(deps);
    for await (const page of table.pages(deps.pageSize ?? EXPORT_PAGE_SIZE)) {
      if (signal?.aborted) throw new ExportInterrupted();
      await writer.write(page);
      rows += page.length;
      if (due()) await deps.db.update(exportJobs).set({ progress: progressOf(rows, total), rows }).where(eq(exportJobs.id, job.id));
    }
    return { rows, size: await writer.close(), via: 'pages' };
  } catch (error) {
    await writer.abort();
    throw error;
  }
};

type CopyWriter = (head: string, onRows: (rows: number) => void) => Promise<{ rows: number }>;

/** PostgreSQL's COPY of the kind's one query, streamed (copyCsv.ts). */
const copyFromPool = ({ table, filePath, signal }: FileTask, pool: Pool, query: SQL): CopyWriter =>
  (head, onRows) => copyCsv({ pool, query, head, filePath, onRows, names: table.csvNames, signal });

/** PGlite's COPY, one per range of the kind's rows (copyCsvChunks.ts). */
const copyFromPglite = ({ deps, table, filePath, signal }: FileTask, pglite: PGlite, chunks: NonNullable<ExportTable['csvChunks']>): CopyWriter =>
  (head, onRows) => copyCsvChunks({
    pglite, chunks: chunks(deps.copyChunkRows ?? EXPORT_COPY_CHUNK_ROWS), head, filePath, onRows, names: table.csvNames, signal,
  });

/**
 * A CSV written by the database's COPY, its cells formatted by the database (csvSql.ts). The count for the progress
 * runs beside it; the progress is recorded when it has gained a percent and is due (progressDue), one write at a time.
 */
const copyFile = async ({ deps, job, table, filePath, signal }: FileTask, write: CopyWriter): Promise<Written> => {
  let total: number | undefined;
  const counting = table.count().then((count) => {
    total = count;
  }, () => undefined);
  let recorded = 0;
  let recording: Promise<void> | undefined;
  let recordFailed: unknown;
  const due = progressDue(deps);
  const onRows = (rows: number) => {
    if (total === undefined || recording) return;
    const progress = progressOf(rows, total);
    if (progress <= recorded || !due()) return;
    recorded = progress;
    recording = deps.db.update(exportJobs).set({ progress, rows }).where(eq(exportJobs.id, job.id))
      .then(() => undefined, (error: unknown) => {
        recordFailed ??= error;
      })
      .finally(() => {
        recording = undefined;
      });
  };
  try {
    const { rows } = await write(csvHead(table.headings), onRows);
    if (recordFailed) throw recordFailed;
    return { rows, size: (await fs.promises.stat(filePath)).size, via: 'copy' };
  } catch (error) {
    if (signal?.aborted) throw new ExportInterrupted();
    throw error;
  } finally {
    // Nothing of this job's may write after it (a late progress over 'done').
    await Promise.all([counting, recording]);
  }
};

/** CSV by COPY where the database and the kind allow it, else page by page. */
const writeFile = (task: FileTask): Promise<Written> => {
  const { deps, job, table } = task;
  if (job.format === 'csv' && deps.pool && table.csvQuery) return copyFile(task, copyFromPool(task, deps.pool, table.csvQuery));
  if (job.format === 'csv' && deps.pglite && table.csvChunks) return copyFile(task, copyFromPglite(task, deps.pglite, table.csvChunks));
  return writePages(task);
};

/**
 * Runs one export job: queued (or running again after an interrupted attempt) → running → done | failed. The file is
 * written under a temporary name, by COPY or page by page, and renamed when complete; a failure removes it and
 * records the reason.
 */
export const runExport = async (deps: RunDeps, jobId: string, signal?: AbortSignal): Promise<void> => {
  const { db, registry, exportsDir, keepHours, now, log } = deps;
  const [job] = await db.update(exportJobs)
    .set({ status: 'running', startedAt: now(), progress: 0, rows: 0, error: null })
    .where(and(eq(exportJobs.id, jobId), inArray(exportJobs.status, ['queued', 'running'])))
    .returning();
  // Finished already (a queue retry after success) or unknown: nothing to do.
  if (!job) return;
  const files = deps.files ?? localExportFiles(exportsDir);
  const storedName = storedFileName(job);
  const partialPath = files.scratchPath(storedName);
  try {
    const kind = registry.get(job.kind);
    if (!kind) throw Object.assign(new Error(`no export kind ${job.kind}`), { reason: EXPORT_FAILURES.unknownKind });
    const stored = job.params as StoredParams;
    const table = await kind.open(db, { ownerId: job.ownerId, userId: job.userId }, stored.params, stored.locale);
    await fs.promises.mkdir(exportsDir, { recursive: true });
    await fs.promises.rm(partialPath, { force: true });
    const task: FileTask = { deps, job, table, filePath: partialPath, signal };
    const { rows, size, via } = await writeFile(task);
    await files.keep(partialPath, storedName);
    const finishedAt = now();
    await db.update(exportJobs).set({
      status: 'done', progress: 100, rows, size, storedPath: storedName, finishedAt,
      expiresAt: new Date(finishedAt.getTime() + keepHours * HOUR),
    }).where(eq(exportJobs.id, job.id));
    log.info({ event: 'export.done', jobId: job.id, kind: job.kind, format: job.format, via, rows, size, ownerId: job.ownerId }, 'export done');
  } catch (error) {
    // The storage may be what failed: the job is recorded as failed even when the file cannot be removed. (A
    // bucket upload that failed left nothing: lib-storage aborts it.)
    await fs.promises.rm(partialPath, { force: true })
      .catch((removal: unknown) => log.error({ err: removal, jobId: job.id }, 'partial export file not removed'));
    if (error instanceof ExportInterrupted) {
      await db.update(exportJobs).set({ status: 'queued', progress: 0, rows: 0 }).where(eq(exportJobs.id, job.id));
      throw error;
    }
    const reason = (error as { reason?: string }).reason ?? failureReason(error);
    log.error({ err: error, event: 'export.failed', jobId: job.id, kind: job.kind, reason, ownerId: job.ownerId }, 'export failed');
    await db.update(exportJobs).set({ status: 'failed', error: reason, finishedAt: now() }).where(eq(exportJobs.id, job.id));
  }
};
