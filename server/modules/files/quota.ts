import { eq, sql } from 'drizzle-orm';
import { FILE_MESSAGES, type QuotaExceededData } from '../../../src/api/files';
import type { Db } from '../../db/client';
import { files } from '../../db/schema';
import { AppError } from '../../http/envelope';

/** Bytes of the files `ownerId` keeps (the sweep of unreferenced uploads gives them back). */
export const storedBytes = async (db: Db, ownerId: number): Promise<number> => {
  const [row] = await db.select({ total: sql<string | number | bigint>`coalesce(sum(${files.size}), 0)::bigint` })
    .from(files).where(eq(files.ownerId, ownerId));
  return Number(row.total);
};

/** Uploads of one owner wait for each other's check-and-insert: two at once cannot both fit the last free bytes. */
export const lockOwnerQuota = async (tx: Db, ownerId: number): Promise<void> => {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`files-quota|${ownerId}`}))`);
};

/** 413 naming the quota, and what is already used, so the app can say both. */
export const quotaExceeded = (field: string, quotaBytes: number, usedBytes: number): AppError =>
  new AppError(413, FILE_MESSAGES.quotaExceeded, { data: { field, quotaBytes, usedBytes } satisfies QuotaExceededData });
