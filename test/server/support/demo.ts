import type { Database } from '../../../server/db/client';
import { seedDemo, type SeedOptions } from '../../../server/db/seed';
import { TEST_PASSWORD_PARAMS } from './app';

/** The demo data set with the test run's cheap password hashes (PASSWORD_HASH_COST=test), as a test server seeds it. */
export const seedTestDemo = (database: Database, options: SeedOptions = {}): Promise<void> =>
  seedDemo(database, { passwordParams: TEST_PASSWORD_PARAMS, ...options });
