import { and, count, eq, gt, lt, min, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateEvents } from '../db/schema';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export interface Window {
  limit: number;
  ms: number;
}

/** 0 when allowed, otherwise whole seconds to wait (at least 1). */
export type Verdict = number;

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** Where a caller stands against a limit after one event: the IETF RateLimit fields (http/rateLimitHeaders.ts). */
export interface RateState {
  /** 0 when allowed, otherwise whole seconds to wait (at least 1). */
  wait: Verdict;
  /** Events still allowed in the tightest window after this one. */
  remaining: number;
  /** Whole seconds until that window gives back a place. */
  resetSeconds: number;
}

/**
 * Sliding-window limits kept in the database, so they hold across restarts and server processes. An advisory
 * lock per (bucket, key) makes check-and-count atomic. Only allowed events are counted.
 */
export const countRateEvent = async (db: Db, bucket: string, key: string, windows: readonly Window[], at: Date): Promise<RateState> =>
  db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${bucket}|${key}`}))`);
    const longest = Math.max(...windows.map((w) => w.ms));
    const where = and(eq(rateEvents.bucket, bucket), eq(rateEvents.key, key));
    await tx.delete(rateEvents).where(and(where, lt(rateEvents.at, new Date(at.getTime() - longest))));
    let wait = 0;
    let remaining = Infinity;
    let resetSeconds = 0;
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
      const left = Math.max(0, window.limit - row.n - 1);
      if (left < remaining) {
        remaining = left;
        resetSeconds = seconds((row.oldest ?? at).getTime() + window.ms - at.getTime());
      }
    }
    if (wait === 0) await tx.insert(rateEvents).values({ bucket, key, at });
    return wait > 0 ? { wait, remaining: 0, resetSeconds: wait } : { wait, remaining, resetSeconds };
  });

/** `countRateEvent`'s verdict alone. */
export const hitRateLimit = async (db: Db, bucket: string, key: string, windows: readonly Window[], at: Date): Promise<Verdict> =>
  (await countRateEvent(db, bucket, key, windows, at)).wait;

/** Codes sent to one phone or e-mail address: by default at most one a minute and ten an hour. */
export const otpSendWindows = (limits: { otpSendPerMinute: number; otpSendPerHour: number }): readonly Window[] => [
  { limit: limits.otpSendPerMinute, ms: MINUTE },
  { limit: limits.otpSendPerHour, ms: HOUR },
];

/** How long a client waits before offering a resend: the per-minute window. */
export const RESEND_WAIT_SECONDS = MINUTE / 1000;

/** One window: at most `limit` events a minute. */
export const perMinute = (limit: number): readonly Window[] => [{ limit, ms: MINUTE }];

/** One window: at most `limit` events an hour. */
export const perHour = (limit: number): readonly Window[] => [{ limit, ms: HOUR }];

/**
 * Gives back an event `hitRateLimit` counted at `at`: a caller that holds its place before a check (so that
 * racing requests cannot pass the limit together) returns it when the check shows it was not one to count.
 */
export const releaseRateEvent = async (db: Db, bucket: string, key: string, at: Date): Promise<void> => {
  const [event] = await db.select({ id: rateEvents.id }).from(rateEvents)
    .where(and(eq(rateEvents.bucket, bucket), eq(rateEvents.key, key), eq(rateEvents.at, at))).limit(1);
  if (event) await db.delete(rateEvents).where(eq(rateEvents.id, event.id));
};
