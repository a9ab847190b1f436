import { and, asc, eq } from 'drizzle-orm';
import type { CheckoutShop } from '../../../src/api/checkout';
import type { AuthContext } from '../../auth/sessions';
import type { Db } from '../../db/client';
import { shops, userShops } from '../../db/schema';

/**
 * The shops a caller may sell at: the owner at any active shop of its merchant; anyone else (an employee) at the
 * active shops assigned to them (user_shops), whatever their role's report scope, because a sale is made in person.
 */
export const checkoutShops = async (db: Db, auth: Pick<AuthContext, 'ownerId' | 'userId' | 'userType'>): Promise<CheckoutShop[]> => {
  const active = and(eq(shops.ownerId, auth.ownerId), eq(shops.status, 'active'));
  if (auth.userType === 'merchant') {
    return db.select({ id: shops.id, name: shops.name }).from(shops).where(active).orderBy(asc(shops.name), asc(shops.id));
  }
  return db.select({ id: shops.id, name: shops.name }).from(userShops)
    .innerJoin(shops, eq(shops.id, userShops.shopId))
    .where(and(eq(userShops.userId, auth.userId), active))
    .orderBy(asc(shops.name), asc(shops.id));
};

/** Whether `shopId` is a locked shop of the merchant: checkout names that refusal instead of the generic one. */
export const isLockedShopOf = async (db: Db, ownerId: number, shopId: number): Promise<boolean> => {
  const [shop] = await db.select({ id: shops.id }).from(shops)
    .where(and(eq(shops.id, shopId), eq(shops.ownerId, ownerId), eq(shops.status, 'locked')));
  return shop !== undefined;
};
