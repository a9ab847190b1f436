/**
 * `npm run test:load -- [--duration S] [--rounds N] [--connections N] [--writes N] [--transactions N]
 *   [--only load,writes,shutdown] [--no-restart] [--heap-snapshots DIR]`
 * Defaults are the full run: three rounds of 60 s at 100 connections, 400 checkout sales across a
 * PostgreSQL restart, then the shutdown under load. A smoke run: `--duration 5 --writes 60`.
 */
import { parseArgs } from 'node:util';

export const PARTS = ['load', 'writes', 'shutdown'] as const;
export type Part = (typeof PARTS)[number];

export interface LoadOptions {
  /** Seconds of each load round. */
  duration: number;
  rounds: number;
  connections: number;
  /** Acknowledged checkout sales the writer must get while PostgreSQL restarts. */
  writes: number;
  /** Generated sales added to the demo data before the load (`npm run seed -- --transactions N`). */
  transactions: number;
  parts: Part[];
  /** Restart PostgreSQL during the writes (needs a local server and pg_ctlcluster); without it, writes only. */
  restart: boolean;
  /** The PostgreSQL server the run creates its database on (and drops it at the end). */
  postgresUrl: string;
  /** A shell command that restarts that server; default: pg_ctlcluster on the version /etc/postgresql holds. */
  restartCommand: string | undefined;
  /** A directory for heap snapshots of the server before the load and after each round (to find a leak); none by default. */
  heapSnapshots: string | undefined;
}

const positive = (name: string, value: string | undefined, fallback: number, whole: boolean, zero = false): number => {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number < 0 || (number === 0 && !zero) || (whole && !Number.isInteger(number))) {
    throw new Error(`--${name} must be a ${zero ? 'non-negative' : 'positive'} ${whole ? 'whole ' : ''}number, got "${value}"`);
  }
  return number;
};

export const parseLoadOptions = (args: string[], env: Record<string, string | undefined> = process.env): LoadOptions => {
  const { values } = parseArgs({
    args,
    options: {
      duration: { type: 'string' },
      rounds: { type: 'string' },
      connections: { type: 'string' },
      writes: { type: 'string' },
      transactions: { type: 'string' },
      only: { type: 'string' },
      'no-restart': { type: 'boolean' },
      'heap-snapshots': { type: 'string' },
    },
  });
  const parts = values.only === undefined ? [...PARTS] : values.only.split(',').map((part) => part.trim());
  for (const part of parts) {
    if (!PARTS.includes(part as Part)) throw new Error(`--only takes ${PARTS.join(', ')} (comma-separated), got "${part}"`);
  }
  return {
    duration: positive('duration', values.duration, 60, false),
    rounds: positive('rounds', values.rounds, 3, true),
    connections: positive('connections', values.connections, 100, true),
    writes: positive('writes', values.writes, 400, true),
    transactions: positive('transactions', values.transactions, 100_000, true, true),
    parts: parts as Part[],
    restart: !values['no-restart'],
    postgresUrl: env.LOAD_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/',
    restartCommand: env.LOAD_RESTART_COMMAND || undefined,
    heapSnapshots: values['heap-snapshots'] || undefined,
  };
};
