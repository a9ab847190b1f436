/** Updates the planner's statistics of the database the environment names (DATABASE_URL or DATA_DIR). */
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';

const main = async () => {
  const database = await openDatabase(loadConfig());
  try {
    await database.rows(sql`analyze`);
  } finally {
    await database.close();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
