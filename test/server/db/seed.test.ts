import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import fs from 'node:fs';
import os from 'node:os';
import { eq, sql } from 'drizzle-orm';
import { DEFAULT_ROLE_ACTIONS } from '../../../src/api/permissions';
import { verifyPassword } from '../../../server/auth/passwords';
import { openDatabase, type Database } from '../../../server/db/client';
import { DEMO_ACCOUNTS } from '../../../server/db/demo/accounts';
import { addDemoTransactions, DEFAULT_DEMO_TRANSACTIONS, DEMO_REFERENCE_DATE, isDatabaseEmpty, secondTenantTransactions } from '../../../server/db/seed';
import { listCount } from '../../../server/models/listCount';
import { seedTestDemo } from '../support/demo';
import { owners, roleActions, users } from '../../../server/db/schema';
import { databaseDigest, databaseKinds, openMigratedDataDir, openTestDatabase, type TestDatabase } from '../support/databases';

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '../../..');
const count = async (database: Database, table: string) =>
  (await database.rows<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`)))[0].n;

/** The foreign keys and indexes of the bulk-loaded tables. */
const constraintsOf = async (database: Database) => (await database.rows<{ fks: number; indexes: number }>(sql`
  select (select count(*)::int from pg_constraint where contype = 'f'
            and conrelid in ('transactions'::regclass, 'loyalty_events'::regclass)) as fks,
         (select count(*)::int from pg_indexes where tablename in ('transactions', 'loyalty_events')) as indexes`))[0];
// 12 indexes: migration 0011 added three to loyalty_events (shop, unsettled redeems, settlement).
const CONSTRAINTS = { fks: 7, indexes: 12 };

describe.each(databaseKinds())('demo seed [%s]', (kind) => {
  let first: TestDatabase;
  let second: TestDatabase;

  beforeAll(async () => {
    [first, second] = await Promise.all([openTestDatabase(kind), openTestDatabase(kind)]);
    await seedTestDemo(first.database);
    await seedTestDemo(second.database);
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
  });

  it('creates the contract accounts, whose passwords verify', async () => {
    const { db } = first.database;
    for (const account of DEMO_ACCOUNTS) {
      const [row] = await db.select({ user: users, code: owners.code }).from(users)
        .innerJoin(owners, eq(owners.id, users.ownerId)).where(eq(users.username, account.username));
      expect(row).toMatchObject({ code: account.code, user: { email: account.email, type: account.type, status: 'active' } });
      expect(await verifyPassword(account.password, row.user.passwordHash)).toBe(true);
      expect(await verifyPassword(`${account.password}!`, row.user.passwordHash)).toBe(false);

      const actions = await db.select({ action: roleActions.action }).from(roleActions).where(eq(roleActions.roleId, row.user.roleId!));
      expect(actions.map((a) => a.action).sort()).toEqual([...DEFAULT_ROLE_ACTIONS[account.type]].sort());
    }
  });

  it('fills the rest of the demo: employees, shops in several provinces, a year of sales, loyalty history', async () => {
    const { database } = first;
    expect(await isDatabaseEmpty(database)).toBe(false);
    expect(await count(database, 'users')).toBeGreaterThanOrEqual(DEMO_ACCOUNTS.length + 10);
    const [shops] = await database.rows<{ shops: number; provinces: number; wards: number }>(sql`
      select count(*)::int as shops, count(distinct province_code)::int as provinces, count(distinct ward_code)::int as wards from shops`);
    expect(shops.shops).toBeGreaterThanOrEqual(12);
    expect(shops.provinces).toBeGreaterThanOrEqual(5);
    expect(shops.wards).toBe(shops.shops);
    expect(await count(database, 'transactions')).toBe(DEFAULT_DEMO_TRANSACTIONS + secondTenantTransactions(DEFAULT_DEMO_TRANSACTIONS));
    const [perMerchant] = await database.rows<{ first: number; second: number }>(sql`
      select count(*) filter (where o.code = 'DEMO01')::int as first, count(*) filter (where o.code = 'DEMO02')::int as second
      from transactions t join owners o on o.id = t.owner_id`);
    expect(perMerchant).toEqual({ first: DEFAULT_DEMO_TRANSACTIONS, second: secondTenantTransactions(DEFAULT_DEMO_TRANSACTIONS) });
    const [span] = await database.rows<{ days: number }>(sql`
      select extract(day from max(created_at) - min(created_at))::int as days from transactions`);
    expect(span.days).toBeGreaterThanOrEqual(360);
    const kinds = await database.rows<{ kind: string }>(sql`select distinct kind from loyalty_events order by kind`);
    expect(kinds.map((k) => k.kind)).toEqual(['earn', 'expire', 'redeem', 'settle']);
  });

  it('leaves the tables analysed, so a list above its count bound is "about 3,000", not "1,000+"', async () => {
    const { database } = first;
    const [demo] = await database.db.select({ id: owners.id }).from(owners).where(eq(owners.code, 'DEMO01'));
    const answer = await listCount(database.db, sql`transactions`, sql`owner_id = ${demo.id}`, 1_000);
    expect(answer).toMatchObject({ countIsEstimate: true, countIsLowerBound: false });
    expect(Math.abs(answer.count - DEFAULT_DEMO_TRANSACTIONS) / DEFAULT_DEMO_TRANSACTIONS).toBeLessThan(0.2);
  });

  it('creates the second merchant DEMO02 with shops, employees, sales and points of its own', async () => {
    const [second] = await first.database.rows<{ shops: number; employees: number; sales: number; points: number; foreign: number; prefixes: string }>(sql`
      with o as (select id from owners where code = 'DEMO02')
      select (select count(*)::int from shops where owner_id = (select id from o)) as shops,
        (select count(*)::int from users where owner_id = (select id from o) and type = 'submerchant') as employees,
        (select count(*)::int from transactions where owner_id = (select id from o)) as sales,
        (select count(*)::int from loyalty_events where owner_id = (select id from o)) as points,
        -- none of its sales or points names another merchant's shop or employee
        (select count(*)::int from transactions t left join shops s on s.id = t.shop_id left join users u on u.id = t.user_id
          where t.owner_id = (select id from o) and (s.owner_id <> t.owner_id or u.owner_id <> t.owner_id)) as foreign,
        (select string_agg(distinct left(reference, 2), ',') from transactions where owner_id = (select id from o)) as prefixes`);
    expect(second).toMatchObject({ shops: 5, employees: 4, sales: secondTenantTransactions(DEFAULT_DEMO_TRANSACTIONS), foreign: 0, prefixes: 'TB' });
    expect(second.points).toBeGreaterThan(0);
  });

  it('seeds points settlements: DEMO01 one requested, one paid, one rejected with its events freed; DEMO02 one', async () => {
    const rows = await first.database.rows<{ code: string; status: string; period_from: string; points: number; amount: number; covered: number; reason: string | null }>(sql`
      select o.code, s.status, s.period_from::text, s.points::int, s.amount::float8 as amount, s.reason,
        (select coalesce(-sum(e.points), 0)::int from loyalty_events e where e.settlement_id = s.id) as covered
      from point_settlements s join owners o on o.id = s.owner_id order by o.code, s.period_from`);
    expect(rows.map((row) => [row.code, row.status, row.period_from])).toEqual([
      ['DEMO01', 'paid', '2026-08-01'], ['DEMO01', 'rejected', '2026-09-01'], ['DEMO01', 'requested', '2026-10-01'], ['DEMO02', 'requested', '2026-10-01'],
    ]);
    for (const row of rows) {
      expect(row.points).toBeGreaterThan(0);
      expect(row.amount).toBe(row.points * 1_000);
      // A rejected settlement covers nothing: its month can be settled again.
      expect(row.covered).toBe(row.status === 'rejected' ? 0 : row.points);
    }
    expect(rows[1].reason).toMatch(/đối soát/);
  });

  it('gives DEMO01 and DEMO02 their details, bank accounts (DEMO01: two verified, one not) and channels with fees', async () => {
    const rows = await first.database.rows<{ code: string; tax: string; province: string; verified: number; unverified: number; channels: number }>(sql`
      select o.code, o.tax_code as tax, o.province_code as province,
        (select count(*)::int from bank_accounts b where b.owner_id = o.id and b.verified_at is not null) as verified,
        (select count(*)::int from bank_accounts b where b.owner_id = o.id and b.verified_at is null) as unverified,
        (select count(*)::int from payment_channels c where c.owner_id = o.id) as channels
      from owners o where o.code in ('DEMO01', 'DEMO02') order by o.code`);
    expect(rows).toEqual([
      { code: 'DEMO01', tax: '0316789012', province: '79', verified: 2, unverified: 1, channels: 4 },
      { code: 'DEMO02', tax: '0109876543', province: '01', verified: 1, unverified: 0, channels: 2 },
    ]);
  });

  it("gives the demo employee's role shop scope 'own' and assigns the employee two shops", async () => {
    const rows = await first.database.rows<{ scope: string; shops: number }>(sql`
      select r.shop_scope as scope, (select count(*)::int from user_shops us join shops s on s.id = us.shop_id
        where us.user_id = u.id and s.owner_id = u.owner_id) as shops
      from users u join roles r on r.id = u.role_id where u.username = '0912345678'`);
    expect(rows).toEqual([{ scope: 'own', shops: 2 }]);
  });

  it('gives the demo employee an identity document and a device at each of their shops', async () => {
    const rows = await first.database.rows<{ identity: string; devices: number; atTheirShops: number }>(sql`
      select u.identity_type || ' ' || u.identity_number as identity,
        (select count(*)::int from pos_devices d where d.user_id = u.id and d.owner_id = u.owner_id) as devices,
        (select count(*)::int from pos_devices d join user_shops us on us.user_id = d.user_id and us.shop_id = d.shop_id
          where d.user_id = u.id) as "atTheirShops"
      from users u where u.username = '0912345678'`);
    expect(rows).toEqual([{ identity: 'CCCD 001090012345', devices: 2, atTheirShops: 2 }]);
  });

  it("gives each merchant's three best customers two usable vouchers and an expired one, all their own", async () => {
    const rows = await first.database.rows<{ code: string; customers: number; usable: number; expired: number; strangers: number }>(sql`
      select o.code, count(distinct v.customer_phone)::int as customers,
        count(*) filter (where v.ends_at is null or v.ends_at > ${DEMO_REFERENCE_DATE.toISOString()}::timestamptz)::int as usable,
        count(*) filter (where v.ends_at <= ${DEMO_REFERENCE_DATE.toISOString()}::timestamptz)::int as expired,
        count(*) filter (where not exists (select 1 from loyalty_events e where e.owner_id = v.owner_id and e.customer_phone = v.customer_phone))::int as strangers
      from customer_vouchers v join owners o on o.id = v.owner_id where v.status = 'held' group by o.code order by o.code`);
    expect(rows).toEqual([
      { code: 'DEMO01', customers: 3, usable: 6, expired: 3, strangers: 0 },
      { code: 'DEMO02', customers: 3, usable: 6, expired: 3, strangers: 0 },
    ]);
  });

  it('gives the same rows on every run', async () => {
    expect(await databaseDigest(second.database)).toEqual(await databaseDigest(first.database));
  });

  it('adds more sales to a seeded database in bulk (constraints dropped, then restored), keeping it consistent', async () => {
    // A threshold below the 500 sales: the bulk path a million-row `npm run seed` takes, at a test's size.
    await addDemoTransactions(second.database, 500, { bulkThreshold: 400 });
    expect(await count(second.database, 'transactions')).toBe(DEFAULT_DEMO_TRANSACTIONS + secondTenantTransactions(DEFAULT_DEMO_TRANSACTIONS) + 500);
    const [orphans] = await second.database.rows<{ n: number }>(sql`
      select count(*)::int as n from loyalty_events e left join transactions t on t.id = e.transaction_id
      where e.transaction_id is not null and t.id is null`);
    expect(orphans.n).toBe(0);
    expect(await constraintsOf(second.database)).toEqual(CONSTRAINTS);
  });
});

describe.each(databaseKinds())('npm run seed -- --transactions N [%s]', (kind) => {
  let target: TestDatabase | undefined;
  let dataDir: string | undefined;

  afterAll(async () => {
    await target?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('seeds exactly N sales and leaves every constraint in place', async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_OPTIONS: '', PASSWORD_HASH_COST: 'test' };
    if (kind === 'postgres') {
      target = await openTestDatabase('postgres');
      env.DATABASE_URL = target.url;
    } else {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-seed-'));
      // A migrated data folder: the command starts without initdb and every migration.
      await (await openMigratedDataDir(dataDir)).close();
      env.DATA_DIR = dataDir;
      delete env.DATABASE_URL;
    }
    // Few: the bulk path is the in-process test's above; this one proves the command.
    const n = 300;
    const { stdout } = await run(path.join(ROOT, 'node_modules/.bin/tsx'), ['server/db/seedCli.ts', '--transactions', String(n)], { cwd: ROOT, env });
    expect(stdout).toMatch(new RegExp(`transactions ${n + secondTenantTransactions(n)}\\b`));

    const seeded = target?.database ?? (await openDatabase({ dataDir: dataDir! }));
    try {
      expect(await count(seeded, 'transactions')).toBe(n + secondTenantTransactions(n));
      expect(await constraintsOf(seeded)).toEqual(CONSTRAINTS);
    } finally {
      if (!target) await seeded.close();
    }
  });
});
