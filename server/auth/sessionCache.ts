import type { AuthChangeListener } from '../db/authChanges';

/** Sessions kept at most: past it the oldest read is forgotten first. */
const MOST_ENTRIES = 10_000;
/** A kept session is read again after this long whatever the notices say: a bound should a notice ever be lost. */
const KEEP_MS = 60_000;

interface Entry<T> {
  value: T;
  keptAt: number;
}

/**
 * What a request's session read returned, kept by token hash so that most requests need no session round trip, while
 * a change still applies at the user's next request: every committed change to the read's inputs is announced by
 * the database's triggers (migration 0023, server/db/authChanges.ts) and forgets every kept session. A read that
 * started before a change and ends after its notice is not kept (`generation`). Nothing is kept while notices do not
 * arrive. Only sessions that passed are kept; a kept one that fails a check of the moment (idle, expired) is read
 * again before the caller is refused.
 */
export const createSessionCache = <T>(clock: () => number = Date.now) => {
  const entries = new Map<string, Entry<T>>();
  let receiving = false;
  let generation = 0;

  const forget = () => {
    generation += 1;
    entries.clear();
  };

  const listener: AuthChangeListener = {
    changed: forget,
    receiving: (ok) => {
      forget();
      receiving = ok;
    },
  };

  return {
    listener,
    get(key: string): T | undefined {
      const entry = entries.get(key);
      if (entry === undefined) return undefined;
      if (clock() - entry.keptAt >= KEEP_MS) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    /** The moment to give `keep` for a read about to start. */
    generation: () => generation,
    /** Keeps what a read started at `startedAt` returned, unless a change was announced meanwhile. */
    keep(key: string, value: T, startedAt: number): void {
      if (!receiving || startedAt !== generation) return;
      if (entries.size >= MOST_ENTRIES) entries.delete(entries.keys().next().value as string);
      entries.set(key, { value, keptAt: clock() });
    },
  };
};

export type SessionCache<T> = ReturnType<typeof createSessionCache<T>>;
