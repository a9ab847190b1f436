import { z } from 'zod';

/** Development hooks (CONTRACT.md), answered only when NODE_ENV is not production. */

export const devCaptchaParamsSchema = z.object({ id: z.uuid().max(36) });
export const devCaptchaDataSchema = z.object({ text: z.string() });

export const outboxQuerySchema = z.object({ to: z.string().min(1).optional() });
export const outboxMessageSchema = z.object({
  to: z.string(),
  channel: z.enum(['sms', 'email']),
  purpose: z.string(),
  text: z.string(),
  code: z.string().nullable(),
  /** ISO 8601 */
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/** Holds a request open for `ms` milliseconds: lets tests observe requests in flight (graceful shutdown). */
export const delayQuerySchema = z.object({ ms: z.coerce.number().int().min(0).max(10_000) });
export const delayDataSchema = z.object({ waitedMs: z.number().int() });
