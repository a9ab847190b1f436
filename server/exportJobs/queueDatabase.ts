import type { Database } from '../db/client';

/** What pg-boss asks of a database (its `db` option): one statement with values, or a script without. */
export interface QueueDatabase {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * pg-boss over our own connections, so that the embedded PGlite runs the queue too. pg-boss sends scripts of
 * several statements (its schema, and `BEGIN; …; COMMIT` blocks) without values: node-postgres runs those through
 * the simple protocol by itself, PGlite only through `exec`. Its single connection serialises every call, so a
 * script never interleaves with another query, and pg-boss needs no LISTEN (its workers poll).
 */
export const queueDatabase = (database: Database): QueueDatabase => {
  const { driver } = database;
  if (driver.kind === 'postgres') {
    return { executeSql: async (text, values) => driver.pool.query(text, values) };
  }
  const { client } = driver;
  return {
    executeSql: async (text, values) => {
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
  };
};
