import { createHash } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { DEFAULT_ROLE_ACTIONS } from '../../src/api/permissions';
import { hashPassword } from '../auth/passwords';
import { selectRows, type Database, type Db } from './client';
import { DEMO_ACCOUNTS, DEMO_OWNERS, DEMO_ROLES } from './demo/accounts';
import { demoEmployees } from './demo/employees';
import { createRandom } from './demo/random';
import { seedDemoPages } from './demo/seedPages';
import { demoShops } from './demo/shops';
import { BULK_THRESHOLD, withoutConstraints } from './demo/bulkLoad';
import { insertLoyaltyHistory, insertSettlements, insertTransactions, type TransactionBatch } from './demo/transactions';
import { owners, roleActions, roles, shops, transactions, users } from './schema';

/** Midnight, 21 November 2026 in Vietnam: the demo's "today"; every seeded row is dated before it. */
export const DEMO_REFERENCE_DATE = new Date('2026-11-20T17:00:00.000Z');
export const DEMO_SEED = 20261121;
export const DEFAULT_DEMO_TRANSACTIONS = 3000;
const EXTRA_EMPLOYEES = 10;
const DAY = 86_400_000;

export interface SeedOptions {
  transactions?: number;
  referenceDate?: Date;
  seed?: number;
}

/** Reproducible salts: the same seed gives byte-identical rows (the demo passwords are public anyway). */
const demoSalt = (seed: number, label: string) =>
  createHash('sha256').update(`demo-salt:${seed}:${label}`).digest().subarray(0, 16);

/** Sales and the loyalty history of those with an id from `firstTransactionId` on. */
const insertSales = async (tx: Db, batch: TransactionBatch, firstTransactionId: number) => {
  const load = async () => {
    await insertTransactions(tx, batch);
    await insertLoyaltyHistory(tx, {
      ownerId: batch.ownerId, fromTransactionId: firstTransactionId, toTransactionId: Number.MAX_SAFE_INTEGER,
      referenceDate: batch.referenceDate,
    });
  };
  if (batch.count >= BULK_THRESHOLD) await withoutConstraints(tx, ['transactions', 'loyalty_events'], load);
  else await load();
};

export const isDatabaseEmpty = async (database: Database): Promise<boolean> => {
  const [row] = await database.rows<{ seeded: boolean }>(sql`select exists (select 1 from owners) as seeded`);
  return !row.seeded;
};

/**
 * The demo data set: the CONTRACT.md accounts with their roles, shops across several provinces, more
 * employees, a year of sales and loyalty history, the back-office's demo pages and their records.
 * Same options → same rows. Expects an empty database.
 */
export const seedDemo = async (database: Database, options: SeedOptions = {}): Promise<void> => {
  const { transactions: transactionCount = DEFAULT_DEMO_TRANSACTIONS, referenceDate = DEMO_REFERENCE_DATE, seed = DEMO_SEED } = options;
  const random = createRandom(seed);
  const daysAgo = (days: number) => new Date(referenceDate.getTime() - days * DAY);

  const employees = demoEmployees(random, EXTRA_EMPLOYEES, new Set(DEMO_ACCOUNTS.map((a) => a.username)));
  const shopRows = demoShops(random);
  // scrypt is slow on purpose: hash in parallel, before the transaction; extra employees share one hash.
  const [employeeHash, ...accountHashes] = await Promise.all([
    hashPassword(createHash('sha256').update(`employees:${seed}`).digest('base64url'), demoSalt(seed, 'employees')),
    ...DEMO_ACCOUNTS.map((account) => hashPassword(account.password, demoSalt(seed, account.username))),
  ]);

  await database.db.transaction(async (tx) => {
    const ownerIds = new Map<string, number>();
    for (const owner of DEMO_OWNERS) {
      const [row] = await tx.insert(owners).values({ ...owner, createdAt: daysAgo(730) }).returning({ id: owners.id });
      ownerIds.set(owner.code, row.id);
    }
    const roleIds = new Map<string, number>();
    for (const role of DEMO_ROLES) {
      const [row] = await tx.insert(roles)
        .values({ ownerId: ownerIds.get(role.code)!, name: role.name, description: role.description })
        .returning({ id: roles.id });
      roleIds.set(`${role.code}/${role.type}`, row.id);
      await tx.insert(roleActions).values(DEFAULT_ROLE_ACTIONS[role.type].map((action) => ({ roleId: row.id, action })));
    }
    const demoOwnerId = ownerIds.get('DEMO01')!;
    // The demo merchant's people, in id order: they are who made the sales.
    const userIds: number[] = [];
    for (const [index, account] of DEMO_ACCOUNTS.entries()) {
      const [row] = await tx.insert(users).values({
        ownerId: ownerIds.get(account.code)!, username: account.username, email: account.email, fullName: account.fullName,
        passwordHash: accountHashes[index], type: account.type, roleId: roleIds.get(`${account.code}/${account.type}`)!,
        createdAt: daysAgo(700 - index),
      }).returning({ id: users.id });
      if (account.code === 'DEMO01') userIds.push(row.id);
    }
    for (const [index, employee] of employees.entries()) {
      const [row] = await tx.insert(users).values({
        ownerId: demoOwnerId, ...employee, passwordHash: employeeHash, type: 'submerchant',
        roleId: roleIds.get('DEMO01/submerchant')!, createdAt: daysAgo(600 - index * 30),
      }).returning({ id: users.id });
      userIds.push(row.id);
    }
    const shopIds: number[] = [];
    for (const [index, shop] of shopRows.entries()) {
      const [row] = await tx.insert(shops).values({ ownerId: demoOwnerId, ...shop, createdAt: daysAgo(720 - index * 20) })
        .returning({ id: shops.id });
      shopIds.push(row.id);
    }

    await seedDemoPages(tx, { ownerId: ownerIds.get('ADMIN')!, referenceDate });
    await insertSales(tx, { ownerId: demoOwnerId, shopIds, userIds, count: transactionCount, firstIndex: 1, referenceDate, salt: seed }, 1);
    await insertSettlements(tx, demoOwnerId, referenceDate);
  });
};

/** Adds `count` more demo sales (and their loyalty history) to an already seeded database, for benchmarks. */
export const addDemoTransactions = async (database: Database, count: number, options: Omit<SeedOptions, 'transactions'> = {}): Promise<void> => {
  const { referenceDate = DEMO_REFERENCE_DATE, seed = DEMO_SEED } = options;
  const { db } = database;
  const [owner] = await db.select({ id: owners.id }).from(owners).where(eq(owners.code, 'DEMO01'));
  if (!owner) throw new Error('the demo merchant DEMO01 is missing: seed an empty database first');
  const idsOf = async (rows: Promise<{ id: number }[]>) => (await rows).map((row) => row.id);
  const shopIds = await idsOf(db.select({ id: shops.id }).from(shops).where(eq(shops.ownerId, owner.id)).orderBy(asc(shops.id)));
  const userIds = await idsOf(db.select({ id: users.id }).from(users).where(eq(users.ownerId, owner.id)).orderBy(asc(users.id)));
  await db.transaction(async (tx: Db) => {
    const [{ existing, maxId }] = await selectRows<{ existing: number; maxId: number }>(tx, sql`
      select count(*)::int as existing, coalesce(max(id), 0)::bigint::float8 as "maxId" from ${transactions}
      where ${transactions.ownerId} = ${owner.id}`);
    await insertSales(tx, { ownerId: owner.id, shopIds, userIds, count, firstIndex: existing + 1, referenceDate, salt: seed }, maxId + 1);
  });
};
