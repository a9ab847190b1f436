import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { Pool } from 'pg';
import { wrapPGlite, wrapPool, type Database } from '../../../server/db/client';
import { MIGRATIONS_FOLDER, migrateDatabase } from '../../../server/db/migrate';

export type DatabaseKind = 'pglite' | 'postgres';

export interface TestDatabase {
  kind: DatabaseKind;
  database: Database;
  /** Connection string of this test's own PostgreSQL database (postgres only). */
  url?: string;
  /** Closes the connections and, for PostgreSQL, drops the database. */
  close(): Promise<void>;
}

/** PGlite always; the PostgreSQL server too when TEST_DATABASE_URL is set. */
export const databaseKinds = (): DatabaseKind[] => (process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']);

const migrationsKey = (): string => {
  const pglitePackage = path.join(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json');
  // The recipe's version too: a dump made by an earlier recipe (with the templates) is not reused.
  const hash = createHash('sha256').update('dump without templates').update(fs.readFileSync(pglitePackage));
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(entry.name).update(fs.readFileSync(full));
    }
  };
  walk(MIGRATIONS_FOLDER);
  return hash.digest('hex').slice(0, 16);
};

let migratedDump: Promise<Buffer> | undefined;

/**
 * A migrated, empty PGlite data directory as a tarball. Made once per machine and migrations version (a file in
 * the temp folder shared by jest workers, which do not share memory), then loaded per test database: ~0.6 s
 * instead of ~3 s for initdb plus migrations.
 */
const pgliteDump = (): Promise<Buffer> =>
  (migratedDump ??= (async () => {
    const file = path.join(os.tmpdir(), 'merchant-portal-tests', `pglite-${migrationsKey()}.tar`);
    if (fs.existsSync(file)) return fs.readFileSync(file);
    const client = await PGlite.create();
    try {
      await migrateDatabase(wrapPGlite(client));
      // Nothing creates a database from a template, and the two templates are a third of the dump: 27 MB instead of
      // 42 MB to read into every suite's database.
      await client.exec("update pg_database set datistemplate = false where datname in ('template0', 'template1')");
      await client.exec('drop database template0');
      await client.exec('drop database template1');
      await client.exec('checkpoint');
      const dump = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
      fs.mkdirSync(path.dirname(file), { recursive: true });
      const partial = `${file}.${process.pid}.partial`;
      fs.writeFileSync(partial, dump);
      fs.renameSync(partial, file);
      return dump;
    } finally {
      await client.close();
    }
  })());

let databaseCounter = 0;

const templates = new Map<string, Promise<string>>();

/**
 * A migrated, empty PostgreSQL database to copy test databases from, made once per server and migrations version
 * (its name carries the key; workers race for it under an advisory lock). `CREATE DATABASE … TEMPLATE` copies it
 * in a fraction of the time the migrations take. Idle templates of other versions are dropped on the way.
 */
const postgresTemplate = (serverUrl: string): Promise<string> => {
  let made = templates.get(serverUrl);
  if (!made) {
    made = (async () => {
      const name = `mp_template_${migrationsKey()}`;
      const admin = new Pool({ connectionString: serverUrl, max: 1 });
      const client = await admin.connect();
      try {
        await client.query('select pg_advisory_lock(hashtext($1))', ['mp_template']);
        const { rows } = await client.query<{ datname: string }>("select datname from pg_database where datname like 'mp\_template\_%'");
        // Not forced: a template another run is copying from right now stays.
        for (const { datname } of rows.filter((row) => row.datname !== name)) {
          await client.query(`drop database if exists ${datname}`).catch(() => undefined);
        }
        if (!rows.some((row) => row.datname === name)) {
          const building = `${name}_${process.pid}`;
          await client.query(`drop database if exists ${building}`);
          await client.query(`create database ${building}`);
          const url = new URL(serverUrl);
          url.pathname = `/${building}`;
          const database = wrapPool(new Pool({ connectionString: url.toString(), max: 1 }));
          try {
            await migrateDatabase(database);
          } finally {
            await database.close();
          }
          // Renamed only once complete: a half-migrated template is never copied.
          await client.query(`alter database ${building} rename to ${name}`);
        }
        return name;
      } finally {
        await client.query('select pg_advisory_unlock(hashtext($1))', ['mp_template']).catch(() => undefined);
        client.release();
        await admin.end();
      }
    })();
    templates.set(serverUrl, made);
  }
  return made;
};

const openPostgres = async (serverUrl: string): Promise<TestDatabase> => {
  const name = `mp_test_${process.pid}_${Date.now().toString(36)}_${databaseCounter++}`;
  const template = await postgresTemplate(serverUrl);
  const admin = new Pool({ connectionString: serverUrl, max: 1 });
  await admin.query(`create database ${name} template ${template}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = wrapPool(new Pool({ connectionString: url.toString(), max: 5 }));
  const close = async () => {
    await database.close();
    // pool.end() resolves before the server has ended the sessions; forcing the drop while one lingers would
    // send it a FATAL error nobody listens to any more.
    for (let attempt = 0; attempt < 50; attempt++) {
      const { rows } = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
      if (rows[0].n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
  return { kind: 'postgres', database, url: url.toString(), close };
};

/**
 * A test database's few rows fit in 16 MB of buffers; PGlite's default (128 MB, zeroed in its WebAssembly memory at
 * every start) doubled the time each suite waited for its database: 0.4 s to open one instead of 1.25 s.
 */
const TEST_SETTINGS = { postgresqlconf: ['shared_buffers=16MB'] };

/** PGlite with the test settings, starting from the migrated dump. */
const createFromDump = async (dataDir?: string): Promise<PGlite> =>
  PGlite.create({
    dataDir,
    loadDataDir: new Blob([new Uint8Array(await pgliteDump())]),
    ...TEST_SETTINGS,
  });

/**
 * A data folder as the server opens it (`<dataDir>/pg`, PGlite) holding the migrated, empty database, open: a copy
 * of the migrated dump instead of initdb and every migration.
 */
export const openMigratedDataDir = async (dataDir: string): Promise<Database> =>
  wrapPGlite(await createFromDump(path.join(dataDir, 'pg')));

/** A fresh, migrated, empty database of the given kind. */
export const openTestDatabase = async (kind: DatabaseKind): Promise<TestDatabase> => {
  if (kind === 'postgres') {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
    return openPostgres(serverUrl);
  }
  const client = await createFromDump();
  const database = wrapPGlite(client);
  return { kind, database, close: () => database.close() };
};

export interface DatabaseContext {
  readonly kind: DatabaseKind;
  /** Set in beforeAll: one fresh database per suite and kind. */
  readonly database: Database;
  readonly testDatabase: TestDatabase;
}

/** Runs `suite` once per database kind, each with its own fresh database, closed after the suite. */
export const describeEachDatabase = (title: string, suite: (context: DatabaseContext) => void): void => {
  describe.each(databaseKinds())(`${title} [%s]`, (kind) => {
    let testDatabase: TestDatabase | undefined;
    const context: DatabaseContext = {
      kind,
      get database() {
        if (!testDatabase) throw new Error('the test database is not open yet (use it inside a test or hook)');
        return testDatabase.database;
      },
      get testDatabase() {
        if (!testDatabase) throw new Error('the test database is not open yet (use it inside a test or hook)');
        return testDatabase;
      },
    };
    beforeAll(async () => {
      testDatabase = await openTestDatabase(kind);
    });
    afterAll(async () => {
      await testDatabase?.close();
    });
    suite(context);
  });
};

const TABLES = [
  'owners', 'roles', 'role_actions', 'users', 'shops', 'user_shops', 'transactions', 'sales_daily_by_service', 'sales_daily_by_user',
  'loyalty_events', 'loyalty_daily', 'captchas', 'outbox', 'customer_vouchers', 'bank_accounts', 'payment_channels',
];

/** One md5 per table over every row, in a stable order: equal digests mean equal contents. */
export const databaseDigest = async (database: Database): Promise<Record<string, string>> => {
  const digest: Record<string, string> = {};
  for (const table of TABLES) {
    const [row] = await database.rows<{ md5: string }>(
      sql.raw(`select md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as md5 from ${table} t`),
    );
    digest[table] = row.md5;
  }
  return digest;
};
