import { and, count, eq, gt, lt, min, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateEvents, signInFailures } from '../db/schema';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export interface Window {
  limit: number;
  ms: number;
}

/** 0 when allowed, otherwise whole seconds to wait (at least 1). */
export type Verdict = number;

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * Sliding-window limits kept in the database, so they hold across restarts and server processes. An advisory
 * lock per (bucket, key) makes check-and-count atomic. Only allowed events are counted.
 */
export const hitRateLimit = async (db: Db, bucket: string, key: string, windows: readonly Window[], at: Date): Promise<Verdict> =>
  db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${bucket}|${key}`}))`);
    const longest = Math.max(...windows.map((w) => w.ms));
    const where = and(eq(rateEvents.bucket, bucket), eq(rateEvents.key, key));
    await tx.delete(rateEvents).where(and(where, lt(rateEvents.at, new Date(at.getTime() - longest))));
    let wait = 0;
    for (const window of windows) {
      const since = new Date(at.getTime() - window.ms);
      const [row] = await tx.select({ n: count(), oldest: min(rateEvents.at) }).from(rateEvents)
        .where(and(where, gt(rateEvents.at, since)));
      if (row.n >= window.limit) {
        // Allowed again once enough of the window's events have left it: wait for the (n - limit + 1)th oldest.
        const [nth] = await tx.select({ at: rateEvents.at }).from(rateEvents).where(and(where, gt(rateEvents.at, since)))
          .orderBy(rateEvents.at).offset(row.n - window.limit).limit(1);
        wait = Math.max(wait, seconds(nth.at.getTime() + window.ms - at.getTime()));
      }
    }
    if (wait === 0) await tx.insert(rateEvents).values({ bucket, key, at });
    return wait;
  });

/** Codes sent to one phone or e-mail address: by default at most one a minute and ten an hour. */
export const otpSendWindows = (limits: { otpSendPerMinute: number; otpSendPerHour: number }): readonly Window[] => [
  { limit: limits.otpSendPerMinute, ms: MINUTE },
  { limit: limits.otpSendPerHour, ms: HOUR },
];

/** How long a client waits before offering a resend: the per-minute window. */
export const RESEND_WAIT_SECONDS = MINUTE / 1000;

/** One window: at most `limit` events a minute. */
export const perMinute = (limit: number): readonly Window[] => [{ limit, ms: MINUTE }];

export const signInWindows = perMinute;

/** The first five consecutive failures are free; then 30 s after the last one, doubling, at most 15 minutes. */
export const FREE_FAILURES = 5;
export const FIRST_WAIT_MS = 30_000;
export const MAX_WAIT_MS = 15 * MINUTE;

export const waitAfter = (failures: number): number =>
  failures < FREE_FAILURES ? 0 : Math.min(MAX_WAIT_MS, FIRST_WAIT_MS * 2 ** Math.min(failures - FREE_FAILURES, 30));

/** The account key: owner code and username as typed (normalised), whether or not such an account exists. */
export const accountKey = (ownerCode: string, username: string): string =>
  `${ownerCode.trim().toUpperCase()}/${username.trim().toLowerCase()}`;

/** Per-account throttling of wrong passwords and codes; never a permanent lockout. */
export const createAccountThrottle = (db: Db, now: () => Date) => ({
  /** 0 when an attempt is allowed now, otherwise whole seconds to wait. */
  async wait(key: string): Promise<Verdict> {
    const [row] = await db.select().from(signInFailures).where(eq(signInFailures.accountKey, key));
    if (!row) return 0;
    const remaining = row.lastFailureAt.getTime() + waitAfter(row.failures) - now().getTime();
    return remaining > 0 ? seconds(remaining) : 0;
  },
  async fail(key: string): Promise<void> {
    const at = now();
    await db.insert(signInFailures).values({ accountKey: key, failures: 1, lastFailureAt: at }).onConflictDoUpdate({
      target: signInFailures.accountKey,
      set: { failures: sql`${signInFailures.failures} + 1`, lastFailureAt: at },
    });
  },
  async succeed(key: string): Promise<void> {
    await db.delete(signInFailures).where(eq(signInFailures.accountKey, key));
  },
});

export type AccountThrottle = ReturnType<typeof createAccountThrottle>;
