import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../server/db/client';
import { createRandom } from '../../../server/db/demo/random';
import { roles, shops, transactions, users, userShops } from '../../../server/db/schema';
import type { TransactionStatus, TransactionType } from '../../../src/api/sales';

export interface Sale {
  ownerId: number;
  shopId: number | null;
  userId: number | null;
  serviceCode: string;
  amount: number;
  fee: number;
  status: TransactionStatus;
  type: TransactionType;
  reference: string;
  createdAt: Date;
}

export const addShop = async (database: Database, ownerId: number, name: string): Promise<number> =>
  (await database.db.insert(shops).values({ ownerId, name, code: name, address: `${name} street` }).returning({ id: shops.id }))[0].id;

/** Inserts sales in one statement (the rollup triggers see one batch) and answers their ids in order. */
export const addSales = async (database: Database, sales: readonly Sale[]): Promise<number[]> =>
  (await database.db.insert(transactions).values([...sales]).returning({ id: transactions.id })).map((row) => row.id);

/** Makes the user's role see only `shopIds` (shop scope 'own'). */
export const scopeToShops = async (database: Database, userId: number, shopIds: readonly number[]): Promise<void> => {
  const [user] = await database.db.select({ roleId: users.roleId }).from(users).where(eq(users.id, userId));
  await database.db.update(roles).set({ shopScope: 'own' }).where(eq(roles.id, user.roleId!));
  if (shopIds.length) await database.db.insert(userShops).values(shopIds.map((shopId) => ({ userId, shopId })));
};

const SERVICES = ['QRPAY', 'CARD', 'TOPUP', 'BILL'];
const STATUSES: TransactionStatus[] = ['success', 'success', 'success', 'pending', 'failed'];
const TYPES: TransactionType[] = ['payment', 'payment', 'payment', 'topup', 'refund', 'withdraw'];

/** `count` random sales of one merchant between `from` and `to` (seeded: the same arguments give the same rows). */
export const randomSales = (
  seed: number, count: number, owner: { ownerId: number; shopIds: readonly (number | null)[]; userIds: readonly (number | null)[] },
  from: Date, to: Date, prefix: string,
): Sale[] => {
  const random = createRandom(seed);
  const span = to.getTime() - from.getTime();
  return Array.from({ length: count }, (_, index) => {
    const amount = (1 + random.int(500)) * 1000;
    return {
      ownerId: owner.ownerId, shopId: random.pick(owner.shopIds), userId: random.pick(owner.userIds),
      serviceCode: random.pick(SERVICES), amount, fee: Math.floor(amount / 100), status: random.pick(STATUSES), type: random.pick(TYPES),
      reference: `${prefix}${String(index + 1).padStart(6, '0')}`, createdAt: new Date(from.getTime() + Math.floor(random.next() * span)),
    };
  });
};

/** The reference computation of the reports, over the sales themselves: what the rollups must agree with. */
export const rawFigures = async (
  database: Database, ownerId: number, key: 'day' | 'month' | 'shop_id' | 'service_code' | 'user_id', fromDay: string, toDay: string,
): Promise<Record<string, { count: number; amount: number }>> => {
  const group = {
    day: sql`((created_at at time zone 'Asia/Ho_Chi_Minh')::date)::text`,
    month: sql`to_char((created_at at time zone 'Asia/Ho_Chi_Minh')::date, 'YYYY-MM')`,
    shop_id: sql`shop_id::text`, service_code: sql`service_code`, user_id: sql`user_id::text`,
  }[key];
  const rows = await database.rows<{ key: string; count: number; amount: number }>(sql`
    select ${group} as key,
      count(*) filter (where status = 'success' and type in ('payment', 'topup'))::int as count,
      coalesce(sum(case when status <> 'success' then 0 when type in ('payment', 'topup') then amount
        when type = 'refund' then -amount else 0 end), 0)::float8 as amount
    from transactions
    where owner_id = ${ownerId} and (created_at at time zone 'Asia/Ho_Chi_Minh')::date between ${fromDay}::date and ${toDay}::date
    group by 1`);
  return Object.fromEntries(rows.filter((row) => row.count !== 0 || row.amount !== 0).map((row) => [row.key, { count: row.count, amount: row.amount }]));
};
