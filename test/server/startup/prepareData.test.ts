import { sql } from 'drizzle-orm';
import type { Database } from '../../../server/db/client';
import { owners, users } from '../../../server/db/schema';
import { prepareData, StartRefused } from '../../../server/startup/prepareData';
import { createAccount } from '../support/accounts';
import { TEST_PASSWORD_PARAMS } from '../support/app';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../support/databases';

const userCount = async (database: Database) => (await database.rows<{ n: number }>(sql`select count(*)::int as n from users`))[0].n;

const auth = { passwordHashing: TEST_PASSWORD_PARAMS };
const production = { nodeEnv: 'production', demoData: false, auth };
const development = { nodeEnv: 'development', auth };
const SMALL_DEMO = { transactions: 30 };

describe.each(databaseKinds())('start-up data [%s]', (kind) => {
  const opened: TestDatabase[] = [];
  const fresh = async () => {
    const target = await openTestDatabase(kind);
    opened.push(target);
    return target.database;
  };
  afterAll(async () => {
    await Promise.all(opened.map((target) => target.close()));
  });

  it('in production, an empty database gets no user and says how to create the first staff account', async () => {
    const database = await fresh();
    const lines: string[] = [];
    expect(await prepareData(database, production, (line) => lines.push(line))).toEqual({ demoAccounts: false });
    expect(await userCount(database)).toBe(0);
    expect(lines.join('\n')).toContain('npm run create-admin');
    expect(lines.join('\n')).not.toMatch(/demo-|password:/i);
  });

  it('in production, refuses to start while a demo account exists, naming it but no password', async () => {
    const database = await fresh();
    await createAccount(database);
    await expect(prepareData(database, production, () => undefined)).resolves.toEqual({ demoAccounts: false });

    // The second tenant of CONTRACT.md counts too, even though this seed does not create it.
    const [owner] = await database.db.insert(owners).values({ code: 'DEMO02', name: 'Second demo' }).returning();
    await database.db.insert(users).values({ ownerId: owner.id, username: '0909999999', fullName: 'x', passwordHash: 'x', type: 'merchant' });
    const refused = prepareData(database, production, () => undefined);
    await expect(refused).rejects.toThrow(StartRefused);
    await expect(refused).rejects.toThrow(/NODE_ENV=production.*demo accounts.*DEMO02 \/ 0909999999/);
  });

  it('in production, recognises the demo staff account under a real-looking ADMIN owner', async () => {
    const database = await fresh();
    const [owner] = await database.db.insert(owners).values({ code: 'ADMIN', name: 'Platform' }).returning();
    await database.db.insert(users).values({ ownerId: owner.id, username: '0900000000', fullName: 'x', passwordHash: 'x', type: 'staff' });
    await expect(prepareData(database, production, () => undefined)).rejects.toThrow(/ADMIN \/ 0900000000/);
  });

  it('in production, refuses DEMO_DATA=1', async () => {
    const database = await fresh();
    await expect(prepareData(database, { ...production, demoData: true }, () => undefined)).rejects.toThrow(/DEMO_DATA=1/);
    expect(await userCount(database)).toBe(0);
  });

  it('in development with DEMO_DATA=0, leaves an empty database empty', async () => {
    const off = await fresh();
    expect(await prepareData(off, { ...development, demoData: false }, () => undefined)).toEqual({ demoAccounts: false });
    expect(await userCount(off)).toBe(0);
  });

  it('in development, seeds an empty database once with the demo accounts, which production then refuses', async () => {
    const database = await fresh();
    const lines: string[] = [];
    // A small demo (30 sales): what is tested is that it is seeded once, not its size.
    expect(await prepareData(database, { ...development, demoData: true }, (line) => lines.push(line), SMALL_DEMO)).toEqual({ demoAccounts: true });
    expect(lines).toEqual(['Empty database: seeding the demo data set…']);
    const seeded = await userCount(database);
    expect(seeded).toBeGreaterThan(4);
    expect(await prepareData(database, { ...development, demoData: true }, () => undefined, SMALL_DEMO)).toEqual({ demoAccounts: true });
    expect(await userCount(database)).toBe(seeded);
    // The same database in production: refused.
    await expect(prepareData(database, production, () => undefined)).rejects.toThrow(/DEMO01 \/ 0901234567.*ADMIN \/ 0900000000|ADMIN \/ 0900000000.*DEMO01/);
  });
});
