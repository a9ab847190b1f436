import { sql } from 'drizzle-orm';
import type { App } from '../../../server/app';
import type { Database } from '../../../server/db/client';
import { customerVouchers, loyaltyEvents, shops } from '../../../server/db/schema';
import { addShop } from '../support/sales';
import { type SignedIn, signedIn } from '../support/signIn';

/**
 * Two merchants for the cashier's tests: A with three shops (the third locked), its owner and an employee who
 * works at the first shop only; B with one shop. Both know the customer PHONE, each with its own points and vouchers.
 */
export const PHONE = '0901234567';
/** Another customer of A, for the concurrent checkouts. */
export const RUSH_PHONE = '0387654321';
export const NOW = new Date('2026-11-21T02:00:00.000Z');

export interface CheckoutWorld {
  ownerA: SignedIn;
  employeeA: SignedIn;
  ownerB: SignedIn;
  shopsA: number[];
  shopB: number;
  /** A's vouchers for PHONE: held, expired, used; B's voucher for PHONE. */
  vouchers: { held: number; expired: number; used: number; otherMerchant: number };
}

const daysBefore = (days: number) => new Date(NOW.getTime() - days * 86_400_000);

export const createCheckoutWorld = async (app: App, database: Database): Promise<CheckoutWorld> => {
  const ownerA = await signedIn(app, database, { type: 'merchant' });
  const employeeA = await signedIn(app, database, { type: 'submerchant', code: ownerA.account.code });
  const ownerB = await signedIn(app, database, { type: 'merchant' });
  const a = ownerA.account.ownerId;
  const b = ownerB.account.ownerId;
  const shopsA = [await addShop(database, a, 'Quận 1'), await addShop(database, a, 'Thủ Đức'), await addShop(database, a, 'Đóng cửa')];
  await database.db.update(shops).set({ status: 'locked' }).where(sql`${shops.id} = ${shopsA[2]}`);
  const shopB = await addShop(database, b, 'Hà Đông');
  await database.db.execute(sql`insert into user_shops (user_id, shop_id) values (${employeeA.account.userId}, ${shopsA[0]})`);
  // PHONE at A: 60 earned, 10 redeemed → 50; at B: 999. RUSH_PHONE at A: 30.
  await database.db.insert(loyaltyEvents).values([
    { ownerId: a, shopId: shopsA[0], customerPhone: PHONE, points: 40, kind: 'earn', createdAt: daysBefore(30) },
    { ownerId: a, shopId: shopsA[1], customerPhone: PHONE, points: 20, kind: 'earn', createdAt: daysBefore(20) },
    { ownerId: a, shopId: shopsA[0], customerPhone: PHONE, points: -10, kind: 'redeem', createdAt: daysBefore(10) },
    { ownerId: a, shopId: shopsA[0], customerPhone: RUSH_PHONE, points: 30, kind: 'earn', createdAt: daysBefore(5) },
    { ownerId: b, shopId: shopB, customerPhone: PHONE, points: 999, kind: 'earn', createdAt: daysBefore(3) },
  ]);
  const [held, expired, used, otherMerchant] = (await database.db.insert(customerVouchers).values([
    { ownerId: a, customerPhone: PHONE, name: 'Giảm 20.000 ₫', value: 20_000, endsAt: daysBefore(-30) },
    { ownerId: a, customerPhone: PHONE, name: 'Hết hạn', value: 5_000, endsAt: daysBefore(1) },
    { ownerId: a, customerPhone: PHONE, name: 'Đã dùng', value: 5_000, status: 'used' },
    { ownerId: b, customerPhone: PHONE, name: 'Của B', value: 50_000 },
  ]).returning({ id: customerVouchers.id })).map((row) => row.id);
  return { ownerA, employeeA, ownerB, shopsA, shopB, vouchers: { held, expired, used, otherMerchant } };
};

let keys = 0;
/** A fresh Idempotency-Key per call, as the app makes one per form submission. */
export const newKey = () => `test-key-${process.pid}-${Date.now()}-${keys++}`;
