/**
 * `npm run bench:server -- [--rows N[,N…]] [--duration S] [--dashboard-duration S] [--only pglite|postgres]`
 * Defaults are the full run: 1,000,000 rows, 20 s of findTransactions load, 5 s per dashboard call.
 * Several sizes (`--rows 1000000,10000000`) are seeded and measured one after the other, smallest first, and a scale
 * summary compares the largest with the smallest (issue 33, target 4).
 * A smoke test: `--rows 20000 --duration 2 --dashboard-duration 1`.
 */
import { parseArgs } from 'node:util';

export const DATABASE_KINDS = ['pglite', 'postgres'] as const;
export type DatabaseKind = (typeof DATABASE_KINDS)[number];

export interface BenchOptions {
  /** Sizes to seed and measure, ascending and distinct: one in the usual run, several for the scale curve. */
  rows: number[];
  /** Seconds of load on findTransactions and on the bare route each. */
  duration: number;
  /** Seconds of load on each dashboard call. */
  dashboardDuration: number;
  databases: DatabaseKind[];
  /** The PostgreSQL server the bench creates its own database on (and drops it at the end). */
  postgresUrl: string;
}

const positive = (name: string, value: string | undefined, fallback: number, whole: boolean): number => {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0 || (whole && !Number.isInteger(number))) {
    throw new Error(`--${name} must be a positive ${whole ? 'whole ' : ''}number, got "${value}"`);
  }
  return number;
};

/** `--rows 1000000,10000000`: positive whole numbers, any order, each once; measured smallest first. */
export const parseRows = (value: string | undefined): number[] => {
  if (value === undefined) return [1_000_000];
  const sizes = value.split(',').map((part) => positive('rows', part.trim(), 0, true));
  if (new Set(sizes).size !== sizes.length) throw new Error(`--rows lists a size twice: "${value}"`);
  return sizes.sort((a, b) => a - b);
};

export const parseBenchOptions = (args: string[], env: Record<string, string | undefined> = process.env): BenchOptions => {
  const { values } = parseArgs({
    args,
    options: {
      rows: { type: 'string' },
      duration: { type: 'string' },
      'dashboard-duration': { type: 'string' },
      only: { type: 'string' },
    },
  });
  const only = values.only;
  if (only !== undefined && !DATABASE_KINDS.includes(only as DatabaseKind)) {
    throw new Error(`--only must be one of ${DATABASE_KINDS.join(', ')}, got "${only}"`);
  }
  return {
    rows: parseRows(values.rows),
    duration: positive('duration', values.duration, 20, false),
    dashboardDuration: positive('dashboard-duration', values['dashboard-duration'], 5, false),
    databases: only ? [only as DatabaseKind] : [...DATABASE_KINDS],
    postgresUrl: env.BENCH_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/',
  };
};
