import { and, eq, isNull, gt, lt, or } from 'drizzle-orm';
import { DOWNLOAD_TICKET_SECONDS, EXPORT_MESSAGES } from '../../src/api/exports';
import { randomToken, sha256 } from '../auth/tokens';
import type { Db } from '../db/client';
import { downloadTickets, exportJobs } from '../db/schema';
import { AppError, notFound } from '../http/envelope';
import type { ExportJobRow } from './exportJobs';

/** Where a ticket is redeemed; the ticket is the last segment (the access log redacts it, http/logger.ts). */
export const DOWNLOAD_PATH = '/api/report/download';

/** A job whose file can be fetched: done, its file still kept. Otherwise 409 (not yet, or failed) or 410 (removed). */
export const assertDownloadable = (job: ExportJobRow, now: Date): void => {
  if (job.status === 'done' && job.storedPath && (!job.expiresAt || job.expiresAt > now)) return;
  if (job.status === 'done') throw new AppError(410, EXPORT_MESSAGES.fileExpired);
  throw new AppError(409, EXPORT_MESSAGES.notReady, { data: { status: job.status } });
};

/** A one-time address for the user's own finished job, valid for DOWNLOAD_TICKET_SECONDS; only its hash is kept. */
export const issueTicket = async (db: Db, now: () => Date, job: ExportJobRow): Promise<string> => {
  assertDownloadable(job, now());
  const ticket = randomToken();
  await db.insert(downloadTickets).values({
    ticketHash: sha256(ticket), jobId: job.id, userId: job.userId, expiresAt: new Date(now().getTime() + DOWNLOAD_TICKET_SECONDS * 1000),
  });
  return `${DOWNLOAD_PATH}/${ticket}`;
};

/**
 * Uses a ticket up: the first request within its minute gets the job (of the user who asked for the ticket), any
 * other 410; a ticket never issued 404. The update is the check, so two requests at once cannot both win.
 */
export const redeemTicket = async (db: Db, now: () => Date, ticket: string): Promise<ExportJobRow> => {
  const at = now();
  const hash = sha256(ticket);
  const [used] = await db.update(downloadTickets).set({ usedAt: at })
    .where(and(eq(downloadTickets.ticketHash, hash), isNull(downloadTickets.usedAt), gt(downloadTickets.expiresAt, at)))
    .returning({ jobId: downloadTickets.jobId, userId: downloadTickets.userId });
  if (!used) {
    const [known] = await db.select({ hash: downloadTickets.ticketHash }).from(downloadTickets).where(eq(downloadTickets.ticketHash, hash));
    if (known) throw new AppError(410, EXPORT_MESSAGES.ticketUsed);
    throw notFound(EXPORT_MESSAGES.ticketUnknown);
  }
  const [job] = await db.select().from(exportJobs).where(and(eq(exportJobs.id, used.jobId), eq(exportJobs.userId, used.userId)));
  if (!job) throw notFound(EXPORT_MESSAGES.ticketUnknown);
  assertDownloadable(job, at);
  return job;
};

/** Tickets used or expired more than a day ago: nothing can redeem them any more. */
export const deleteOldTickets = async (db: Db, now: () => Date): Promise<void> => {
  const dayAgo = new Date(now().getTime() - 86_400_000);
  await db.delete(downloadTickets).where(or(lt(downloadTickets.expiresAt, dayAgo), lt(downloadTickets.usedAt, dayAgo)));
};
