import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { type ClientConfig, Pool, type PoolClient } from 'pg';
import { type AuthChanges, pgliteAuthChanges, postgresAuthChanges, unheardAuthChanges } from './authChanges';
import * as schema from './schema';

export type Schema = typeof schema;
/** What services use: the drizzle API common to both drivers. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Driver =
  | { kind: 'pglite'; db: PgliteDatabase<Schema>; client: PGlite }
  | { kind: 'postgres'; db: NodePgDatabase<Schema>; pool: Pool };

export interface Database {
  readonly kind: Driver['kind'];
  readonly db: Db;
  readonly driver: Driver;
  /** Notices of committed changes to what a session read selects (server/auth/sessionCache.ts). */
  readonly authChanges: AuthChanges;
  /** Runs raw SQL and returns its rows (both drivers answer `{ rows }`). */
  rows<T>(query: SQL): Promise<T[]>;
  /** `select 1`; throws when the database cannot answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Raw SQL on a database or inside a transaction; both drivers answer `{ rows }`. */
export const selectRows = async <T>(db: Db, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

const wrap = (driver: Driver, authChanges: AuthChanges, close: () => Promise<void>): Database => {
  const db = driver.db as Db;
  let closed: Promise<void> | undefined;
  return {
    kind: driver.kind,
    db,
    driver,
    authChanges,
    rows: (query) => selectRows(db, query),
    ping: async () => {
      await db.execute('select 1');
    },
    close: () => (closed ??= authChanges.close().then(close)),
  };
};

/** The statement names given so far, by SQL text: hashing a request's SQL once, not on every request. */
const statementNames = new Map<string, string>();
const STATEMENT_NAMES_KEPT = 2_000;

const statementName = (text: string): string => {
  let name = statementNames.get(text);
  if (name === undefined) {
    name = `s${createHash('sha1').update(text).digest('base64url')}`;
    if (statementNames.size >= STATEMENT_NAMES_KEPT) statementNames.clear();
    statementNames.set(text, name);
  }
  return name;
};

interface QueryConfigLike {
  text?: unknown;
  name?: unknown;
  values?: unknown;
}

/**
 * Every statement with parameters is sent as a named prepared statement, named after its text: each pooled
 * connection parses and plans it once, then only binds and executes. drizzle sends unnamed statements, which
 * PostgreSQL parses and plans again on every request (about 1 ms of bind against 0.1–0.5 ms to execute the list's
 * two statements). The SQL texts are the code's (values travel apart), so a connection holds as many statements as
 * the code has query shapes. Statements without parameters (BEGIN, migrations, several statements in one text) stay
 * unnamed: a prepared statement holds one command.
 */
const nameStatements = (client: PoolClient): void => {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const named = (config: unknown, ...rest: unknown[]) => {
    const like = config !== null && typeof config === 'object' ? (config as QueryConfigLike) : undefined;
    // drizzle passes the values beside the config: client.query({ text, name: undefined, … }, values).
    const values = like?.values ?? rest[0];
    if (like && typeof like.text === 'string' && like.name === undefined && Array.isArray(values) && values.length > 0) {
      return query({ ...like, name: statementName(like.text) }, ...rest);
    }
    return query(config, ...rest);
  };
  client.query = named as PoolClient['query'];
};

export const wrapPGlite = (client: PGlite): Database =>
  wrap({ kind: 'pglite', db: drizzlePglite({ client, schema }), client }, pgliteAuthChanges(client), () => client.close());

/** `listen`: every pooled connection LISTENs for changes to sessions (server/db/authChanges.ts); off, none is heard. */
export const wrapPool = (pool: Pool, { listen = true }: { listen?: boolean } = {}): Database => {
  let authChanges: AuthChanges = unheardAuthChanges();
  if (listen) {
    const heard = postgresAuthChanges(pool.options as ClientConfig);
    // Awaited before the pool lends the connection, so its LISTEN never overlaps the borrower's first query.
    pool.options.onConnect = (client) => heard.onPooledConnection(client);
    authChanges = heard;
  }
  pool.on('connect', nameStatements);
  return wrap({ kind: 'postgres', db: drizzleNodePg({ client: pool, schema }), pool }, authChanges, () => pool.end());
};

/**
 * Bounds that turn "PostgreSQL is away" into a prompt error (503 through http/errors.ts) instead of a request that
 * hangs. Without them node-postgres waits for a connection, or for a pooled client, without end.
 * - connectionTimeoutMillis: a new connection, and a request waiting for a free pooled client, give up after 5 s
 *   (a restarting server refuses at once; a vanished host would otherwise wait for the kernel's TCP timeout);
 * - keepAlive: TCP keep-alive on idle pooled connections, so that one cut without a FIN is found and replaced;
 * - idleTimeoutMillis: idle connections are closed after 30 s, so that connections made before a restart do not
 *   linger (the pool opens new ones on demand).
 */
export const POOL_SETTINGS = { max: 10, connectionTimeoutMillis: 5_000, keepAlive: true, idleTimeoutMillis: 30_000 } as const;

export interface OpenOptions {
  /** PostgreSQL connection string; without it, PGlite in `${dataDir}/pg`. */
  databaseUrl?: string;
  dataDir: string;
  /** Called when an idle pooled connection fails (the pool replaces it). */
  onPoolError?: (error: Error) => void;
  /** PostgreSQL: every pooled connection LISTENs for changes to sessions (the server's SESSION_CACHE); default off. */
  listenForAuthChanges?: boolean;
}

export const openDatabase = async ({ databaseUrl, dataDir, onPoolError, listenForAuthChanges = false }: OpenOptions): Promise<Database> => {
  if (databaseUrl) {
    const pool = new Pool({ connectionString: databaseUrl, ...POOL_SETTINGS });
    pool.on('error', (error) => onPoolError?.(error));
    // A client checked out of the pool has no error listener of the pool's: when PostgreSQL ends its session
    // between two statements (a restart while a transaction waits on the server's own work), node-postgres emits
    // 'error' on it, and an 'error' nobody listens to ends the process. The statement under way, if any, fails
    // with the same error (answered 503 by http/errors.ts), and the pool drops the broken client on release.
    pool.on('connect', (client) => client.on('error', () => undefined));
    return wrapPool(pool, { listen: listenForAuthChanges });
  }
  const dir = path.join(dataDir, 'pg');
  fs.mkdirSync(dir, { recursive: true });
  return wrapPGlite(await PGlite.create(dir));
};
