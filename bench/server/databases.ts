import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { DatabaseKind } from './options';
import { runScript } from './serverChild';

const run = promisify(execFile);

/** The database the bench creates on the PostgreSQL server, and drops at the end (BENCH_DATABASE: two runs at once). */
export const BENCH_DATABASE = process.env.BENCH_DATABASE || 'bench_sales';

export interface BenchDatabase {
  kind: DatabaseKind;
  /** What the server and the seed CLI are started with (DATABASE_URL or DATA_DIR). */
  env: Record<string, string>;
  /** PostgreSQL only: where psql connects. */
  url?: string;
  dispose: () => Promise<void>;
}

export const databaseUrl = (serverUrl: string, name: string): string => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

export const psql = async (url: string, ...commands: string[]): Promise<string> =>
  (await run('psql', [url, '-v', 'ON_ERROR_STOP=1', '-qtA', ...commands.flatMap((command) => ['-c', command])],
    { maxBuffer: 16 * 1024 * 1024 })).stdout;

/** An empty database of the given kind: a PGlite folder under a temp folder, or a new PostgreSQL database. */
export const createDatabase = async (kind: DatabaseKind, postgresUrl: string): Promise<BenchDatabase> => {
  const folder = mkdtempSync(join(tmpdir(), `bench-${kind}-`));
  const removeFolder = () => rmSync(folder, { recursive: true, force: true });
  if (kind === 'pglite') {
    return { kind, env: { DATA_DIR: folder }, dispose: async () => removeFolder() };
  }
  const maintenance = databaseUrl(postgresUrl, 'postgres');
  await psql(maintenance, `drop database if exists ${BENCH_DATABASE}`, `create database ${BENCH_DATABASE}`);
  const url = databaseUrl(postgresUrl, BENCH_DATABASE);
  return {
    kind, url,
    // DATA_DIR still holds the server's own files (auth secret, export files).
    env: { DATABASE_URL: url, DATA_DIR: folder },
    dispose: async () => {
      await psql(maintenance, `drop database if exists ${BENCH_DATABASE} with (force)`);
      removeFolder();
    },
  };
};

/**
 * The demo data set with `rows` sales for DEMO01, through the seed CLI (`npm run seed -- --transactions N`), then
 * ANALYZE: PostgreSQL's autovacuum would do it within a minute of a bulk load, PGlite has no autovacuum, and
 * measuring plans made without statistics would measure the missing ANALYZE, not the queries.
 */
export const seedDatabase = async (database: BenchDatabase, rows: number): Promise<number> => {
  const started = performance.now();
  const env = { ...database.env, NODE_ENV: 'development', DEMO_DATA: '1' };
  await runScript('server/db/seedCli.ts', ['--transactions', String(rows)], env);
  await runScript('bench/server/analyze.ts', [], env);
  return Math.round(performance.now() - started);
};
