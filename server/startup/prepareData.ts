import { sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { findDemoAccounts } from '../db/demo/findDemoAccounts';
import { isDatabaseEmpty, seedDemo, type SeedOptions } from '../db/seed';
import { ensureBuiltInRoles } from '../auth/builtInRoles';

/** The server must not start: the message says why and what to do. */
export class StartRefused extends Error {
  override name = 'StartRefused';
}

export interface PreparedData {
  /** Demo accounts exist (development only): the start-up banner may list their public passwords. */
  demoAccounts: boolean;
}

const MAX_LISTED = 10;

export const FIRST_STAFF_HINT =
  'No account exists yet. Create the first back-office staff account with:\n'
  + '  npm run create-admin -- --code <OWNER ID> --phone <phone> --name "<full name>" --email <e-mail>\n'
  + '(it prints a generated password once; run it without options to be asked for each value).';

const countUsers = async (database: Database): Promise<number> =>
  (await database.rows<{ n: number }>(sql`select count(*)::int as n from users`))[0].n;

/**
 * What a start does to the data before serving. Development (NODE_ENV not production): an empty database gets
 * the demo data set unless DEMO_DATA=0. Production: never seeds, and refuses to start while a demo account,
 * whose password is public, is in the database; an empty one says how to create the first staff account.
 */
export const prepareData = async (
  database: Database, config: Pick<Config, 'nodeEnv' | 'demoData'> & { auth: Pick<Config['auth'], 'passwordHashing'> }, log: (line: string) => void,
  /** The demo data's size (tests seed a small one). */
  demo: Pick<SeedOptions, 'transactions'> = {},
): Promise<PreparedData> => {
  if (config.nodeEnv === 'production') {
    if (config.demoData) {
      throw new StartRefused('DEMO_DATA=1 cannot be used with NODE_ENV=production: the demo accounts have public passwords.');
    }
    const demo = await findDemoAccounts(database);
    if (demo.length > 0) {
      const listed = demo.slice(0, MAX_LISTED).join(', ') + (demo.length > MAX_LISTED ? `, and ${demo.length - MAX_LISTED} more` : '');
      throw new StartRefused(
        `Refusing to start with NODE_ENV=production: the database holds demo accounts, whose passwords are public (${listed}). `
        + 'Start production on a database of its own (DATABASE_URL or DATA_DIR), or delete these accounts first.',
      );
    }
    if ((await countUsers(database)) === 0) log(FIRST_STAFF_HINT);
    await ensureBuiltInRoles(database.db);
    return { demoAccounts: false };
  }
  if (config.demoData && (await isDatabaseEmpty(database))) {
    log('Empty database: seeding the demo data set…');
    await seedDemo(database, { ...demo, passwordParams: config.auth.passwordHashing });
  }
  // Every merchant has the built-in roles, their actions those of this version of the code.
  await ensureBuiltInRoles(database.db);
  return { demoAccounts: (await findDemoAccounts(database)).length > 0 };
};
