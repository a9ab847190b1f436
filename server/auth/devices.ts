import { randomBytes } from 'node:crypto';
import { and, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { trustedDevices } from '../db/schema';
import type { ClientOrigin } from './sessions';
import { sha256 } from './tokens';

const DAY = 86_400_000;

/**
 * A remembered device is a secret this server issued after a right SMS code (256 random bits, base64url): it
 * stands in for the second factor, so only its hash is stored, and a value the client made up matches nothing.
 */
const secretHash = (value: string): string => sha256(`trusted-device:${value}`);

/** A short, non-reversible name of a device value, for audit rows and sessions: never the value itself. */
export const deviceFingerprint = (value: string): string => sha256(`device-fingerprint:${value}`).slice(0, 12);

const newSecret = (): string => randomBytes(32).toString('base64url');

export const createTrustedDevices = (db: Db, now: () => Date, trustedDays: number) => ({
  /** A fresh device secret for a user who just answered a code, trusted for `trustedDays`. */
  async issue(userId: number, origin: ClientOrigin = {}): Promise<string> {
    const at = now();
    await db.delete(trustedDevices).where(and(eq(trustedDevices.userId, userId), lte(trustedDevices.trustedUntil, at)));
    const value = newSecret();
    await db.insert(trustedDevices).values({
      userId, deviceHash: secretHash(value), trustedUntil: new Date(at.getTime() + trustedDays * DAY), createdAt: at,
      ip: origin.ip?.slice(0, 64) ?? null, client: origin.client ?? null,
    });
    return value;
  },

  /**
   * Trades a trusted value of this user for a new one, which keeps the old one's expiry (the trust never outlives
   * the code that earned it); the old value stops working. Null when the value is unknown, expired, another
   * user's, or already traded: the caller then asks for the code. One update, so that two logins racing with
   * the same value cannot both skip the code.
   */
  async rotate(userId: number, value: string, origin: ClientOrigin = {}): Promise<string | null> {
    if (!value) return null;
    const next = newSecret();
    // The sign-in it let through is its latest use: when, and from where, for the user's list of trusted devices.
    const used = { lastUsedAt: now(), ...(origin.ip ? { ip: origin.ip.slice(0, 64) } : {}), ...(origin.client ? { client: origin.client } : {}) };
    const rows = await db.update(trustedDevices).set({ deviceHash: secretHash(next), ...used })
      .where(and(eq(trustedDevices.userId, userId), eq(trustedDevices.deviceHash, secretHash(value)), gt(trustedDevices.trustedUntil, now())))
      .returning({ userId: trustedDevices.userId });
    return rows.length > 0 ? next : null;
  },

  /**
   * Whether the value is one this user holds now, without trading it: lets a sign-in through the account-wide
   * wait (accountThrottle.ts), after which `rotate` still has to succeed.
   */
  async isTrusted(userId: number, value: string): Promise<boolean> {
    if (!value) return false;
    const rows = await db.select({ userId: trustedDevices.userId }).from(trustedDevices)
      .where(and(eq(trustedDevices.userId, userId), eq(trustedDevices.deviceHash, secretHash(value)), gt(trustedDevices.trustedUntil, now())));
    return rows.length > 0;
  },

  /** "Forget this device": the value stops skipping the code; an unknown or another user's value changes nothing. */
  async revoke(userId: number, value: string): Promise<void> {
    if (!value) return;
    await db.delete(trustedDevices).where(and(eq(trustedDevices.userId, userId), eq(trustedDevices.deviceHash, secretHash(value))));
  },

  /** The handle (`id`) of a value this user holds, to mark "this browser" in their list; null when none. */
  async idOf(userId: number, value: string): Promise<string | null> {
    if (!value) return null;
    const [row] = await db.select({ id: trustedDevices.id }).from(trustedDevices)
      .where(and(eq(trustedDevices.userId, userId), eq(trustedDevices.deviceHash, secretHash(value))));
    return row?.id ?? null;
  },

  /** Forgets one device of the user by its handle (answering its label); null when the user has none by that id (another's included). */
  async forget(userId: number, id: string): Promise<{ client: string | null } | null> {
    const [row] = await db.delete(trustedDevices).where(and(eq(trustedDevices.userId, userId), eq(trustedDevices.id, id)))
      .returning({ client: trustedDevices.client });
    return row ?? null;
  },

  /** Forgets every device of a user: a password change or reset asks every browser for the code again (`tx`: inside its transaction). */
  async revokeAll(userId: number, tx: Db = db): Promise<void> {
    await tx.delete(trustedDevices).where(eq(trustedDevices.userId, userId));
  },
});

export type TrustedDevices = ReturnType<typeof createTrustedDevices>;
