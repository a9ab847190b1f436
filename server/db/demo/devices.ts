import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { posDevices, users } from '../schema';

/**
 * The demo employee's identity document and the devices they use at their two shops, so that the employee's
 * detail (/submerchant/detail/:id) shows every part of it after `npm start`. Numbers are made up.
 */
export const seedDemoDevices = async (
  tx: Db, at: { ownerId: number; userId: number; shopIds: readonly [number, number]; referenceDate: Date },
): Promise<void> => {
  await tx.update(users).set({ identityType: 'CCCD', identityNumber: '001090012345' }).where(eq(users.id, at.userId));
  const day = 86_400_000;
  await tx.insert(posDevices).values([
    { ownerId: at.ownerId, userId: at.userId, shopId: at.shopIds[0], serial: 'PAX-A920-0001', name: 'Máy POS quầy 1', kind: 'pos',
      createdAt: new Date(at.referenceDate.getTime() - 200 * day) },
    { ownerId: at.ownerId, userId: at.userId, shopId: at.shopIds[1], serial: 'Điện thoại quầy 2', name: 'Điện thoại quầy 2', kind: 'phone',
      createdAt: new Date(at.referenceDate.getTime() - 30 * day) },
  ]);
};
