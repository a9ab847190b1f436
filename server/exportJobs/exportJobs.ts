import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { EXPORT_MESSAGES } from '../../src/api/exports';
import type { ExportFormat, ExportJob, ExportKind } from '../../src/api/sales';
import { businessDate, formatDateTime } from '../../src/core/formatDate';
import type { Db } from '../db/client';
import { exportJobs } from '../db/schema';
import { AppError } from '../http/envelope';
import type { ExportLocale, ExportOwner, RegisteredExportKind } from './exportKinds';

export type ExportJobRow = typeof exportJobs.$inferSelect;

/** What a job stores of its request: the kind's parameters and the language of the file. */
export interface StoredParams {
  locale: ExportLocale;
  params: unknown;
}

export const toWire = (row: ExportJobRow): ExportJob => ({
  id: row.id,
  kind: row.kind,
  format: row.format,
  status: row.status,
  progress: row.progress,
  rows: row.rows,
  size: row.size,
  fileName: row.fileName,
  error: row.error,
  createdAt: row.createdAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
  expiresAt: row.expiresAt?.toISOString() ?? null,
});

/** 'transactions_20261121_0900.csv': the kind's name and the local time it was asked for. */
export const exportFileName = (kind: RegisteredExportKind, locale: ExportLocale, format: ExportFormat, at: Date): string => {
  const time = formatDateTime(at).slice(-5).replace(':', '');
  return `${kind.fileName[locale]}_${businessDate(at).replaceAll('-', '')}_${time}.${format}`;
};

export interface NewExport {
  kind: RegisteredExportKind;
  owner: ExportOwner;
  format: ExportFormat;
  locale: ExportLocale;
  params: unknown;
}

/** What a refused export is told to wait before asking again: about the time a typical export takes. */
export const EXPORT_RETRY_SECONDS = 30;

/**
 * Records a queued job, unless the merchant already has `maxActive` queued or running: 429. The count and the
 * insert run under a per-merchant advisory lock, so two requests at once cannot both take the last place.
 */
export const insertExportJob = async (db: Db, now: () => Date, maxActive: number, request: NewExport): Promise<ExportJobRow> => {
  request.kind.checkParams(request.params);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('export-jobs'), ${request.owner.ownerId})`);
    const [{ active }] = await tx.select({ active: count() }).from(exportJobs)
      .where(and(eq(exportJobs.ownerId, request.owner.ownerId), inArray(exportJobs.status, ['queued', 'running'])));
    if (active >= maxActive) {
      // No time is known when a place frees up; a short wait to retry after, as every 429 says (Retry-After).
      throw new AppError(429, EXPORT_MESSAGES.tooManyActive, {
        data: { maxActive, retryAfterSeconds: EXPORT_RETRY_SECONDS }, headers: { 'retry-after': String(EXPORT_RETRY_SECONDS) },
      });
    }
    const createdAt = now();
    const stored: StoredParams = { locale: request.locale, params: request.params };
    const [row] = await tx.insert(exportJobs).values({
      id: randomUUID(),
      ownerId: request.owner.ownerId,
      userId: request.owner.userId,
      kind: request.kind.kind as ExportKind,
      format: request.format,
      params: stored,
      fileName: exportFileName(request.kind, request.locale, request.format, createdAt),
      createdAt,
    }).returning();
    return row;
  });
};

/** A user's own jobs, newest first. */
export const listExportJobs = async (db: Db, owner: ExportOwner, limit: number, skip: number): Promise<{ rows: ExportJob[]; count: number }> => {
  const mine = and(eq(exportJobs.ownerId, owner.ownerId), eq(exportJobs.userId, owner.userId));
  const [rows, [total]] = await Promise.all([
    db.select().from(exportJobs).where(mine).orderBy(desc(exportJobs.createdAt), desc(exportJobs.id)).limit(limit).offset(skip),
    db.select({ count: count() }).from(exportJobs).where(mine),
  ]);
  return { rows: rows.map(toWire), count: total.count };
};

/** The user's own job, or undefined (another user's or merchant's job is as unknown as a made-up id). */
export const findOwnJob = async (db: Db, owner: ExportOwner, id: string): Promise<ExportJobRow | undefined> => {
  const [row] = await db.select().from(exportJobs)
    .where(and(eq(exportJobs.id, id), eq(exportJobs.ownerId, owner.ownerId), eq(exportJobs.userId, owner.userId)));
  return row;
};
