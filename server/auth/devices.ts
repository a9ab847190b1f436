import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { trustedDevices } from '../db/schema';
import { sha256 } from './tokens';

/** Device ids are kept hashed: they stand in for a second factor for `trustedDeviceDays`. */
export const deviceHash = (deviceId: string): string => sha256(`device:${deviceId}`);

export const createTrustedDevices = (db: Db, now: () => Date, trustedDays: number) => ({
  async isTrusted(userId: number, device: string): Promise<boolean> {
    const [row] = await db.select({ userId: trustedDevices.userId }).from(trustedDevices)
      .where(and(eq(trustedDevices.userId, userId), eq(trustedDevices.deviceHash, device), gt(trustedDevices.trustedUntil, now())));
    return row !== undefined;
  },
  async trust(userId: number, device: string): Promise<void> {
    const trustedUntil = new Date(now().getTime() + trustedDays * 86_400_000);
    await db.insert(trustedDevices).values({ userId, deviceHash: device, trustedUntil })
      .onConflictDoUpdate({ target: [trustedDevices.userId, trustedDevices.deviceHash], set: { trustedUntil } });
  },
});

export type TrustedDevices = ReturnType<typeof createTrustedDevices>;
