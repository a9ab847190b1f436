/**
 * `npm run seed -- [--demo] [--transactions N] [--reset] [--seed S] [--reference-date ISO]`
 * Empty database: seeds the demo data set with N sales (default 3,000). Already seeded: adds N more sales.
 * --reset empties every table first. Uses DATABASE_URL / DATA_DIR like the server. Demo data (public
 * passwords) is for development: on by default there, off with DEMO_DATA=0 unless --demo, never with
 * NODE_ENV=production.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config';
import { openDatabase, type Database } from './client';
import { migrateDatabase } from './migrate';
import { addDemoTransactions, DEFAULT_DEMO_TRANSACTIONS, isDatabaseEmpty, seedDemo } from './seed';

/** Seeding is not allowed here: the message is the whole story, no stack. */
class SeedRefused extends Error {}

const TABLES = [
  'outbox', 'captchas', 'customer_vouchers', 'loyalty_daily', 'loyalty_events', 'transactions', 'sales_daily_by_service', 'sales_daily_by_user', 'user_shops', 'shops', 'users',
  'role_actions', 'roles', 'owners',
];

const parse = () => {
  const { values } = parseArgs({
    options: {
      transactions: { type: 'string' },
      reset: { type: 'boolean', default: false },
      demo: { type: 'boolean', default: false },
      seed: { type: 'string' },
      'reference-date': { type: 'string' },
    },
  });
  const count = (name: string, value: string | undefined) => {
    if (value === undefined) return undefined;
    const n = Number(value);
    if (!Number.isSafeInteger(n) || n < 0) throw new Error(`--${name} must be a whole number, got "${value}"`);
    return n;
  };
  const referenceDate = values['reference-date'] === undefined ? undefined : new Date(values['reference-date']);
  if (referenceDate && Number.isNaN(referenceDate.getTime())) throw new Error('--reference-date must be an ISO date');
  return {
    transactions: count('transactions', values.transactions), reset: values.reset, demo: values.demo, seed: count('seed', values.seed),
    referenceDate,
  };
};

const counts = async (database: Database) =>
  (await database.rows<{ table: string; rows: number }>(sql.raw(
    TABLES.map((table) => `select '${table}' as "table", count(*)::int as rows from ${table}`).join(' union all '),
  ))).map(({ table, rows }) => `${table} ${rows}`).join(', ');

const main = async () => {
  const options = parse();
  const config = loadConfig();
  if (config.nodeEnv === 'production') {
    throw new SeedRefused('Refusing to seed with NODE_ENV=production: the demo accounts have public passwords, and the server refuses to start while one exists.');
  }
  if (!config.demoData && !options.demo) throw new SeedRefused('Demo data is off (DEMO_DATA=0): pass --demo to seed it anyway.');
  const database = await openDatabase(config);
  try {
    await migrateDatabase(database);
    if (options.reset) await database.rows(sql.raw(`truncate ${TABLES.join(', ')} restart identity cascade`));
    const started = performance.now();
    if (await isDatabaseEmpty(database)) {
      await seedDemo(database, { ...options, transactions: options.transactions ?? DEFAULT_DEMO_TRANSACTIONS, passwordParams: config.auth.passwordHashing });
      console.log(`Seeded the demo data set in ${Math.round(performance.now() - started)} ms`);
    } else if (options.transactions) {
      await addDemoTransactions(database, options.transactions, options);
      console.log(`Added ${options.transactions} transactions in ${Math.round(performance.now() - started)} ms`);
    } else {
      console.log('The database is already seeded (use --reset to start over, --transactions N to add sales).');
    }
    console.log(`Rows: ${await counts(database)}`);
  } finally {
    await database.close();
  }
};

main().catch((error: unknown) => {
  console.error(error instanceof SeedRefused ? error.message : error);
  process.exitCode = 1;
});
