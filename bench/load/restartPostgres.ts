import { exec } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { promisify } from 'node:util';
import { Client } from 'pg';

const run = promisify(exec);

/**
 * The command that restarts the machine's PostgreSQL server: LOAD_RESTART_COMMAND, else Debian's pg_ctlcluster on
 * the one cluster version /etc/postgresql holds (run as root or postgres). Null when neither is there: the
 * writes then run without the restart, and the run says so.
 */
export const restartCommand = (configured: string | undefined): string | null => {
  if (configured) return configured;
  if (!existsSync('/usr/bin/pg_ctlcluster') || !existsSync('/etc/postgresql')) return null;
  const versions = readdirSync('/etc/postgresql').filter((name) => /^\d+$/.test(name));
  if (versions.length !== 1) return null;
  return `pg_ctlcluster --skip-systemctl-redirect ${versions[0]} main restart`;
};

/** Runs the restart; answers how long the command took (ms). */
export const restartPostgres = async (command: string): Promise<number> => {
  const started = performance.now();
  await run(command, { timeout: 120_000 });
  return Math.round(performance.now() - started);
};

export interface OutageWatch {
  /** Stops watching: how long the database refused a new connection and `select 1`, ms (0: never seen away). */
  stop: () => Promise<number>;
}

/**
 * Connects and asks `select 1` every 50 ms, each on a new connection (a pooled one would hide the outage): the
 * database was away from the first failure to the first success after it.
 */
export const watchOutage = (url: string): OutageWatch => {
  let awaySince: number | null = null;
  let awayMs = 0;
  let stopped = false;
  const probe = async () => {
    const client = new Client({ connectionString: url, connectionTimeoutMillis: 1_000 });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('select 1');
      if (awaySince !== null) {
        awayMs += performance.now() - awaySince;
        awaySince = null;
      }
    } catch {
      awaySince ??= performance.now();
    } finally {
      await client.end().catch(() => undefined);
    }
  };
  const loop = (async () => {
    while (!stopped) {
      await probe();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  return {
    stop: async () => {
      // Wait for the database to be back (at most 60 s) before closing the measure.
      const deadline = performance.now() + 60_000;
      while (awaySince !== null && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      stopped = true;
      await loop;
      return Math.round(awayMs);
    },
  };
};
