import { eq, sql } from 'drizzle-orm';
import { owners } from '../../../server/db/schema';
import { openTestDatabase, type TestDatabase } from '../support/databases';

const describeOnPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

// PostgreSQL parses and plans an unnamed statement on every execution; a named one once per connection.
describeOnPostgres('statements on PostgreSQL', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase('postgres');
  });
  afterAll(() => test?.close());

  it('prepares a statement with parameters once per connection and reuses it; one without parameters is not kept', async () => {
    const prepared = await test.database.db.transaction(async (tx) => {
      for (const code of ['DEMO01', 'DEMO02', 'NONE']) await tx.select({ id: owners.id }).from(owners).where(eq(owners.code, code));
      await tx.execute(sql`select 1`);
      const rows = await tx.execute(sql`select statement, generic_plans + custom_plans as runs from pg_prepared_statements where statement like '%"owners"%'`);
      return (rows as unknown as { rows: { statement: string; runs: number }[] }).rows;
    });
    expect(prepared).toHaveLength(1);
    expect(prepared[0].statement).toMatch(/where "owners"\."code" = \$1/);
    expect(Number(prepared[0].runs)).toBe(3);
  });
});
