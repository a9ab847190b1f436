import { z } from 'zod';
import { countField, errField, messageField } from './envelope';
import { exportJobSchema } from './sales';

/** Message keys of the export calls and of a failed job's reason; the app translates them (`app.exports.*`). */
export const EXPORT_MESSAGES = {
  queued: 'app.exports.queued',
  /** 429: the merchant already has EXPORT_MAX_ACTIVE_PER_MERCHANT exports queued or running. */
  tooManyActive: 'app.exports.tooManyActive',
  /** The job has no file (yet, or any more): still running, failed, or removed by the retention sweep. */
  notReady: 'app.exports.notReady',
  fileExpired: 'app.exports.fileExpired',
  /** The download address was already used or is older than a minute. */
  ticketUsed: 'app.exports.ticketUsed',
  ticketUnknown: 'app.exports.ticketUnknown',
} as const;

/** A failed job's `error`: what went wrong, in words the app can show in both languages. */
export const EXPORT_FAILURES = {
  storage: 'app.exports.failures.storage',
  database: 'app.exports.failures.database',
  unknownKind: 'app.exports.failures.unknownKind',
  badParams: 'app.exports.failures.badParams',
  failed: 'app.exports.failures.failed',
  /** Still queued or running long after the queue's last attempt could have ended: its server stopped for good. */
  abandoned: 'app.exports.failures.abandoned',
} as const;

/** How long a download address works. */
export const DOWNLOAD_TICKET_SECONDS = 60;

/** exportedReports: the list contract's paging (other list keys are accepted and ignored: newest first, always). */
export const exportedReportsRequestSchema = z.object({
  limit: z.number().int().min(1).max(100).default(20),
  skip: z.number().int().min(0).max(100_000).default(0),
});
export type ExportedReportsRequest = z.input<typeof exportedReportsRequestSchema>;

export const exportedReportsAnswerSchema = z.object({
  err: errField,
  message: messageField,
  data: z.array(exportJobSchema),
  count: countField,
});
export type ExportedReportsAnswer = z.output<typeof exportedReportsAnswerSchema>;

/** exportTransactions' answer: the job as queued. */
export const exportStartedDataSchema = exportJobSchema.pick({ id: true, status: true })
  .meta({ examples: [{ id: '6d1f3b8a-2c4e-4f7a-9b0d-5e8c1a3f7b29', status: 'queued' }] });
