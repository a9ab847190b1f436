import { sql } from 'drizzle-orm';
import { Pool } from 'pg';
import { type AuthChangeListener, postgresAuthChanges } from '../../../server/db/authChanges';
import { wrapPool } from '../../../server/db/client';
import { describeEachDatabase } from '../support/databases';

/** A listener that counts what it is told. */
const counting = () => {
  const seen = { changed: 0, receiving: [] as boolean[] };
  const listener: AuthChangeListener = { changed: () => (seen.changed += 1), receiving: (ok) => seen.receiving.push(ok) };
  return { seen, listener };
};

/** A write the triggers announce while changing nothing: a statement-level trigger fires whatever the rows. */
const TOUCH_NOBODY = 'update users set locale = locale where id = -1';

/** Runs one statement alone, or several in a transaction; answers how many notices had come when its last call returned. */
type Run = (statements: string[], end?: 'commit' | 'rollback') => Promise<number>;

/**
 * What this process's own writes are told: each statement alone, when it returns; a transaction once (PostgreSQL
 * folds identical notices), when its COMMIT returns and not before; a rolled-back one never.
 */
const expectOwnChangesHeard = async (seen: { changed: number }, run: Run) => {
  expect(await run([TOUCH_NOBODY])).toBe(1);
  expect(await run([TOUCH_NOBODY, TOUCH_NOBODY])).toBe(2);
  expect(await run([TOUCH_NOBODY], 'rollback')).toBe(2);
  expect(seen.changed).toBe(2);
};

describeEachDatabase('Changes to sessions announced by the database', (context) => {
  it("PGlite: hears this process's own change before the statement or COMMIT that made it returns", async () => {
    if (context.kind !== 'pglite') return;
    const { client } = context.database.driver as { client: import('@electric-sql/pglite').PGlite };
    const { seen, listener } = counting();
    const stop = context.database.authChanges.subscribe(listener);
    await context.database.authChanges.whenReceiving();
    seen.changed = 0;
    const run: Run = async (statements, end = 'commit') => {
      if (statements.length === 1 && end === 'commit') {
        await client.query(statements[0]);
        return seen.changed;
      }
      await client.transaction(async (tx) => {
        const before = seen.changed;
        for (const statement of statements) await tx.query(statement);
        expect(seen.changed).toBe(before); // not before the COMMIT
        if (end === 'rollback') await tx.rollback();
      });
      return seen.changed;
    };
    try {
      await expectOwnChangesHeard(seen, run);
    } finally {
      stop();
    }
  });

  it('PostgreSQL: hears its own change through the pooled connection alone, before COMMIT returns (the dedicated one unreachable)', async () => {
    if (context.kind !== 'postgres') return;
    const changes = postgresAuthChanges({ connectionString: 'postgres://postgres@127.0.0.1:1/nowhere' });
    const pool = new Pool({ connectionString: context.testDatabase.url, max: 1, onConnect: (client) => changes.onPooledConnection(client) });
    const { seen, listener } = counting();
    const stop = changes.subscribe(listener);
    const run: Run = async (statements, end = 'commit') => {
      if (statements.length === 1 && end === 'commit') {
        await pool.query(statements[0]);
        return seen.changed;
      }
      const client = await pool.connect();
      try {
        await client.query('begin');
        const before = seen.changed;
        for (const statement of statements) await client.query(statement);
        expect(seen.changed).toBe(before); // not before the COMMIT
        await client.query(end);
        return seen.changed;
      } finally {
        client.release();
      }
    };
    try {
      await expectOwnChangesHeard(seen, run);
      // The dedicated connection never came up: a listener is never told to keep anything.
      expect(seen.receiving).toEqual([false]);
    } finally {
      stop();
      await changes.close();
      await pool.end();
    }
  });

  it('PostgreSQL: a pool that does not listen is never receiving (SESSION_CACHE=false keeps nothing)', async () => {
    if (context.kind !== 'postgres') return;
    const database = wrapPool(new Pool({ connectionString: context.testDatabase.url, max: 1 }), { listen: false });
    const { seen, listener } = counting();
    const stop = database.authChanges.subscribe(listener);
    try {
      await database.db.execute(sql.raw(TOUCH_NOBODY));
      expect(seen).toEqual({ changed: 0, receiving: [false] });
    } finally {
      stop();
      await database.close();
    }
  });
});
