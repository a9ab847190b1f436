import { createHash } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { DEFAULT_LOYALTY_RULES } from '../../src/api/loyaltyRules';
import { DEFAULT_ROLE_ACTIONS } from '../../src/api/permissions';
import { ensureBuiltInRoles } from '../auth/builtInRoles';
import { hashPassword, type PasswordParams } from '../auth/passwords';
import { selectRows, type Database, type Db } from './client';
import { DEMO_ACCOUNTS, DEMO_EMPLOYEE_USERNAME, DEMO_OWNERS, DEMO_ROLES } from './demo/accounts';
import { seedDemoDevices } from './demo/devices';
import { demoEmployees } from './demo/employees';
import { createRandom } from './demo/random';
import { seedDemoMoney } from './demo/money';
import { seedDemoPages } from './demo/seedPages';
import { DEMO02_SHOPS, demoShops } from './demo/shops';
import { BULK_THRESHOLD, withoutConstraints } from './demo/bulkLoad';
import { insertCustomerVouchers } from './demo/customerVouchers';
import { DEMO01_SETTLEMENTS, DEMO02_SETTLEMENTS, insertPointSettlements } from './demo/pointSettlements';
import { insertLoyaltyHistory, insertSettlements, insertTransactions, type TransactionBatch } from './demo/transactions';
import { owners, roleActions, roles, shops, transactions, users, userShops } from './schema';

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
  /** scrypt cost of the demo passwords' hashes (the server's PASSWORD_HASH_COST); default the standard one. */
  passwordParams?: PasswordParams;
  /** Sales from which the load drops and rebuilds the constraints (default BULK_THRESHOLD; tests use a small one). */
  bulkThreshold?: number;
}

/** Reproducible salts: the same seed gives byte-identical rows (the demo passwords are public anyway). */
const demoSalt = (seed: number, label: string) =>
  createHash('sha256').update(`demo-salt:${seed}:${label}`).digest().subarray(0, 16);

/** Sales and the loyalty history of those with an id from `firstTransactionId` on. */
const insertSales = async (tx: Db, batch: TransactionBatch, firstTransactionId: number, bulkThreshold = BULK_THRESHOLD) => {
  const load = async () => {
    await insertTransactions(tx, batch);
    await insertLoyaltyHistory(tx, {
      ownerId: batch.ownerId, fromTransactionId: firstTransactionId, toTransactionId: Number.MAX_SAFE_INTEGER,
      referenceDate: batch.referenceDate,
    });
  };
  if (batch.count >= bulkThreshold) await withoutConstraints(tx, ['transactions', 'loyalty_events'], load);
  else await load();
};

export const isDatabaseEmpty = async (database: Database): Promise<boolean> => {
  const [row] = await database.rows<{ seeded: boolean }>(sql`select exists (select 1 from owners) as seeded`);
  return !row.seeded;
};

/** The second merchant's share of the demo sales: a third of the first's. */
export const secondTenantTransactions = (count: number): number => Math.ceil(count / 3);
const SECOND_TENANT_EMPLOYEES = 4;

/**
 * Statistics for what was just loaded: without them the planner guesses, so a list above its count bound says
 * "1,000+" instead of "about 3,000", and large exports pick slow plans. PGlite and a server with autovacuum off never
 * gather them by themselves.
 */
const analyzeLoaded = (db: Db) => selectRows(db, sql`analyze`);

/**
 * The demo data set: the CONTRACT.md accounts with their roles, shops across several provinces, more
 * employees (each assigned to a shop; the demo employee to two), a year of sales and loyalty history, the
 * back-office's demo pages and their records; and the second merchant DEMO02 with shops, employees, sales and
 * points of its own. Each merchant's three best customers hold vouchers for the checkout. Same options → same rows. Expects an empty database.
 */
export const seedDemo = async (database: Database, options: SeedOptions = {}): Promise<void> => {
  const { transactions: transactionCount = DEFAULT_DEMO_TRANSACTIONS, referenceDate = DEMO_REFERENCE_DATE, seed = DEMO_SEED } = options;
  const random = createRandom(seed);
  const daysAgo = (days: number) => new Date(referenceDate.getTime() - days * DAY);

  const taken = new Set(DEMO_ACCOUNTS.map((a) => a.username));
  const employees = demoEmployees(random, EXTRA_EMPLOYEES, taken);
  const shopRows = demoShops(random);
  const secondEmployees = demoEmployees(random, SECOND_TENANT_EMPLOYEES, taken, 'merchant2-employee');
  const secondShopRows = demoShops(random, DEMO02_SHOPS);
  // scrypt is slow on purpose: hash in parallel, before the transaction; extra employees share one hash.
  const [employeeHash, ...accountHashes] = await Promise.all([
    hashPassword(createHash('sha256').update(`employees:${seed}`).digest('base64url'), demoSalt(seed, 'employees'), options.passwordParams),
    ...DEMO_ACCOUNTS.map((account) => hashPassword(account.password, demoSalt(seed, account.username), options.passwordParams)),
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
        .values({
          ownerId: ownerIds.get(role.code)!, name: role.name, description: role.description, shopScope: role.shopScope ?? 'all', builtin: role.builtin ?? null,
          createdAt: daysAgo(730),
        })
        .returning({ id: roles.id });
      roleIds.set(`${role.code}/${role.type}`, row.id);
      await tx.insert(roleActions).values(DEFAULT_ROLE_ACTIONS[role.type].map((action) => ({ roleId: row.id, action })));
    }
    // Each merchant's people, in id order: they are who made its sales.
    const userIds = new Map<string, number[]>([['DEMO01', []], ['DEMO02', []]]);
    const accountIds = new Map<string, number>();
    for (const [index, account] of DEMO_ACCOUNTS.entries()) {
      const [row] = await tx.insert(users).values({
        ownerId: ownerIds.get(account.code)!, username: account.username, email: account.email, fullName: account.fullName,
        passwordHash: accountHashes[index], type: account.type, roleId: roleIds.get(`${account.code}/${account.type}`)!,
        createdAt: daysAgo(700 - index),
      }).returning({ id: users.id });
      userIds.get(account.code)?.push(row.id);
      accountIds.set(account.username, row.id);
    }
    // Every merchant's built-in roles (manager, accountant, …) besides the demo's, which carry the keys; after the
    // users, so that the platform's owner (the one with a staff user) gets none.
    await ensureBuiltInRoles(tx, undefined, daysAgo(730));
    const insertEmployees = async (code: string, rows: typeof employees) => {
      const ids: number[] = [];
      for (const [index, employee] of rows.entries()) {
        const [row] = await tx.insert(users).values({
          ownerId: ownerIds.get(code)!, ...employee, passwordHash: employeeHash, type: 'submerchant',
          roleId: roleIds.get(`${code}/submerchant`)!, createdAt: daysAgo(600 - index * 30),
        }).returning({ id: users.id });
        ids.push(row.id);
      }
      userIds.get(code)!.push(...ids);
      return ids;
    };
    const insertShops = async (code: string, rows: typeof shopRows) => {
      const ids: number[] = [];
      for (const [index, shop] of rows.entries()) {
        const [row] = await tx.insert(shops).values({ ownerId: ownerIds.get(code)!, code: `S${String(index + 1).padStart(3, '0')}`, ...shop, createdAt: daysAgo(720 - index * 20) })
          .returning({ id: shops.id });
        ids.push(row.id);
      }
      return ids;
    };
    const firstEmployees = await insertEmployees('DEMO01', employees);
    const shopIds = await insertShops('DEMO01', shopRows);
    const secondEmployeeIds = await insertEmployees('DEMO02', secondEmployees);
    const secondShopIds = await insertShops('DEMO02', secondShopRows);
    // Shop employees see their own shops' sales: the demo employee works at two, every other employee at one.
    const demoEmployee = accountIds.get(DEMO_EMPLOYEE_USERNAME)!;
    await tx.insert(userShops).values([
      { userId: demoEmployee, shopId: shopIds[0] }, { userId: demoEmployee, shopId: shopIds[3] },
      ...firstEmployees.map((userId, index) => ({ userId, shopId: shopIds[index % shopIds.length] })),
      ...secondEmployeeIds.map((userId, index) => ({ userId, shopId: secondShopIds[index % secondShopIds.length] })),
    ]);

    await seedDemoDevices(tx, { ownerId: ownerIds.get('DEMO01')!, userId: demoEmployee, shopIds: [shopIds[0], shopIds[3]], referenceDate });

    await seedDemoPages(tx, { ownerId: ownerIds.get('ADMIN')!, referenceDate });
    const demoOwnerId = ownerIds.get('DEMO01')!;
    await insertSales(tx, { ownerId: demoOwnerId, shopIds, userIds: userIds.get('DEMO01')!, count: transactionCount, firstIndex: 1, referenceDate, salt: seed }, 1);
    await insertSettlements(tx, demoOwnerId, referenceDate);
    await insertCustomerVouchers(tx, demoOwnerId, referenceDate);
    const secondOwnerId = ownerIds.get('DEMO02')!;
    await insertSales(tx, {
      ownerId: secondOwnerId, shopIds: secondShopIds, userIds: userIds.get('DEMO02')!, count: secondTenantTransactions(transactionCount),
      firstIndex: 1, referenceDate, salt: seed + 2, referencePrefix: 'TB',
    }, 1);
    await insertSettlements(tx, secondOwnerId, referenceDate);
    await insertCustomerVouchers(tx, secondOwnerId, referenceDate);
    await seedDemoMoney(tx, ownerIds, referenceDate);
    // Settlements of redeemed points with the platform (/settlement-point), decided by the demo staff member.
    const staff = accountIds.get(DEMO_ACCOUNTS.find((account) => account.type === 'staff')!.username)!;
    const ownerOf = (code: string) => accountIds.get(DEMO_ACCOUNTS.find((account) => account.code === code && account.type === 'merchant')!.username)!;
    const rate = DEFAULT_LOYALTY_RULES.settlementRate;
    await insertPointSettlements(tx, demoOwnerId, ownerOf('DEMO01'), staff, referenceDate, DEMO01_SETTLEMENTS, rate);
    await insertPointSettlements(tx, secondOwnerId, ownerOf('DEMO02'), staff, referenceDate, DEMO02_SETTLEMENTS, rate);
  });
  await analyzeLoaded(database.db);
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
    await insertSales(tx, { ownerId: owner.id, shopIds, userIds, count, firstIndex: existing + 1, referenceDate, salt: seed }, maxId + 1, options.bulkThreshold);
  });
  await analyzeLoaded(db);
};
