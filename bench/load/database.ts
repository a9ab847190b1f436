import { databaseUrl, psql } from '../server/databases';
import { runScript } from '../server/serverChild';

/** The database `npm run test:load` creates on the PostgreSQL server, and drops at the end. */
export const LOAD_DATABASE = 'load_test';

export interface LoadDatabase {
  url: string;
  /** What the server child and the seed CLI are started with. */
  env: Record<string, string>;
  dispose: () => Promise<void>;
}

/** A fresh `load_test` database (a leftover of an interrupted run is dropped first). */
export const createLoadDatabase = async (serverUrl: string, dataDir: string): Promise<LoadDatabase> => {
  const maintenance = databaseUrl(serverUrl, 'postgres');
  await psql(maintenance, `drop database if exists ${LOAD_DATABASE} with (force)`, `create database ${LOAD_DATABASE}`);
  const url = databaseUrl(serverUrl, LOAD_DATABASE);
  return {
    url,
    // Development settings: the demo data (the demo merchant signs in) and the dev hooks the sign-in reads its
    // captcha and SMS code through. DATA_DIR holds the server's own files (auth secret, export files).
    env: { DATABASE_URL: url, DATA_DIR: dataDir, NODE_ENV: 'development', DEMO_DATA: '1' },
    dispose: async () => {
      await psql(maintenance, `drop database if exists ${LOAD_DATABASE} with (force)`);
    },
  };
};

/** The demo data set with `transactions` generated sales (0: the seed's default) for DEMO01, then ANALYZE (as autovacuum would). */
export const seedLoadDatabase = async (database: LoadDatabase, transactions: number): Promise<void> => {
  await runScript('server/db/seedCli.ts', transactions > 0 ? ['--transactions', String(transactions)] : [], database.env);
  await runScript('bench/server/analyze.ts', [], database.env);
};

/** One value of a query on the load database (psql, unaligned). */
export const scalar = async (database: LoadDatabase, query: string): Promise<string> => (await psql(database.url, query)).trim();
