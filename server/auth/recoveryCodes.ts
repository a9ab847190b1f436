import { randomInt } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { recoveryCodes } from '../db/schema';
import type { FactorCrypto } from './factorCrypto';

export const RECOVERY_CODE_COUNT = 10;
/** Letters and digits that cannot be mistaken for one another (no i, l, o, 0, 1): ten of them, about 49.5 bits. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const LENGTH = 10;

const newCode = (): string => {
  const chars = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
};

/** What was typed, as it was issued: lower case, without spaces or dashes. */
export const normaliseRecoveryCode = (typed: string): string => typed.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * Recovery codes: ten one-time codes that stand in for a strong factor when its device is lost. Only their HMAC
 * is kept (factorCrypto.ts); a new set replaces the old one whole.
 */
export const createRecoveryCodes = (db: Db, now: () => Date, crypto: FactorCrypto) => {
  const hashOf = (userId: number, code: string) => crypto.recoveryHash(userId, normaliseRecoveryCode(code));
  return {
    /** A new set (the old codes stop working), to show once. */
    async replace(userId: number): Promise<string[]> {
      const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
      await db.transaction(async (tx) => {
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
        await tx.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashOf(userId, code), createdAt: now() })));
      });
      return codes;
    },

    /** Takes one unused code: true once, false for a wrong, used or another user's code. */
    async use(userId: number, typed: string): Promise<boolean> {
      if (normaliseRecoveryCode(typed).length !== LENGTH) return false;
      const taken = await db.update(recoveryCodes).set({ usedAt: now() })
        .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, hashOf(userId, typed)), isNull(recoveryCodes.usedAt)))
        .returning({ id: recoveryCodes.id });
      return taken.length > 0;
    },

    async remaining(userId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(recoveryCodes).where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
      return row?.n ?? 0;
    },

    async clear(userId: number): Promise<void> {
      await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    },
  };
};

export type RecoveryCodes = ReturnType<typeof createRecoveryCodes>;
