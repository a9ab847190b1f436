import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';
import type { FileStorage } from '../../storage/fileStorage';

const HOUR = 3_600_000;
/** Files deleted per statement, and statements per sweep: one sweep never holds the database for long. */
const BATCH = 500;
const MAX_BATCHES = 20;
/** setInterval's longest delay (about 24.8 days). */
const MAX_TIMER_MS = 2 ** 31 - 1;

export interface SweepDeps {
  db: Db;
  storage: FileStorage;
  now: () => Date;
  /** An upload younger than this is kept though nothing refers to it yet: its form may still be open. */
  graceHours: number;
}

export interface SweepResult {
  deleted: number;
  bytes: number;
}

/**
 * Deletes the uploads older than the grace period that nothing refers to: no record of their owner (an Upload
 * value is the id, images and rich text hold `/api/file/<id>`, so the id appears in the record's JSON) and no
 * version of a page definition, no shop photo. Rows go first, then the bytes: a crash in between leaves bytes no row names,
 * never a row without its bytes.
 */
export const sweepOrphanFiles = async ({ db, storage, now, graceHours }: SweepDeps): Promise<SweepResult> => {
  const cutoff = new Date(now().getTime() - graceHours * HOUR).toISOString();
  const result: SweepResult = { deleted: 0, bytes: 0 };
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const removed = await selectRows<{ id: string; size: number }>(db, sql`
      delete from files where id in (
        select f.id from files f
        where f.created_at < ${cutoff}::timestamptz
          and not exists (select 1 from records r where r.owner_id = f.owner_id and strpos(r.data::text, f.id::text) > 0)
          and not exists (select 1 from page_definition_versions v where strpos(v.definition::text, f.id::text) > 0)
          and not exists (select 1 from shop_photos p where p.file_id = f.id)
        order by f.created_at
        limit ${BATCH}
      )
      returning id, size`);
    await Promise.allSettled(removed.map(({ id }) => storage.remove(id)));
    result.deleted += removed.length;
    result.bytes += removed.reduce((sum, { size }) => sum + Number(size), 0);
    if (removed.length < BATCH) break;
  }
  return result;
};

export interface SweepSchedule extends SweepDeps {
  intervalMinutes: number;
  log: FastifyBaseLogger;
}

/**
 * Runs the sweep every `intervalMinutes` until `stop()`. The timer is unref'd (it never keeps the process
 * alive) and a sweep still running when the next is due is not doubled.
 */
export const scheduleOrphanSweep = ({ intervalMinutes, log, ...deps }: SweepSchedule): { stop(): Promise<void> } => {
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= sweepOrphanFiles(deps)
      .then(({ deleted, bytes }) => {
        if (deleted > 0) log.info({ deleted, bytes }, 'unreferenced uploads deleted');
      })
      .catch((error: unknown) => log.error({ err: error }, 'sweep of unreferenced uploads failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(run, Math.min(MAX_TIMER_MS, Math.max(1000, intervalMinutes * 60_000)));
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
};
