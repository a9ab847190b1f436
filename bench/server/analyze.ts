/** Vacuums and analyzes the database the environment names (DATABASE_URL or DATA_DIR), as autovacuum would. */
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';

const main = async () => {
  const database = await openDatabase(loadConfig());
  try {
    // A live server's autovacuum would have run after a bulk load: statistics, and the visibility map that lets
    // counts read the index alone.
    await database.rows(sql`vacuum analyze`);
  } finally {
    await database.close();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
