import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import type { Db } from '../db/client';
import { authenticatorApps } from '../db/schema';
import type { FactorCrypto } from './factorCrypto';

/** RFC 6238's defaults, which every authenticator app reads: SHA-1, six digits, 30-second steps. */
const PERIOD_SECONDS = 30;
/** One step either side of the server's clock: a phone a little fast or slow, or a code typed as it turned. */
const TOLERANCE_SECONDS = PERIOD_SECONDS;
export const AUTHENTICATOR_ISSUER = 'Merchant Portal';
/**
 * How long a started setup waits for its first code: a secret shown on a screen left open (or photographed) must not
 * become a factor days later. After it, the setup counts as none and is started again.
 */
export const PENDING_SETUP_MINUTES = 30;

export type AppState = 'none' | 'pending' | 'active';

export interface AppStatus {
  state: AppState;
  confirmedAt: Date | null;
  lastUsedAt: Date | null;
}

/** `ok`, a code that matches no step of the window, or one whose step was already used (a replay). */
export type AppCodeCheck = { result: 'ok'; timeStep: number } | { result: 'wrong' } | { result: 'replayed' } | { result: 'none' };

/**
 * Authenticator apps (TOTP, RFC 6238) with otplib: one per user, its secret sealed at rest (factorCrypto.ts),
 * pending until a first code confirms it. A code is accepted once: the step it matched is kept, and a code of that
 * step or an earlier one is refused. The clock is the server's injected `now`.
 */
export const createAuthenticatorApps = (db: Db, now: () => Date, crypto: FactorCrypto) => {
  const epoch = () => Math.floor(now().getTime() / 1000);
  const rowOf = async (userId: number) => (await db.select().from(authenticatorApps).where(eq(authenticatorApps.userId, userId)))[0];

  /** The step `code` matches within the window, or null; anything but six digits matches none. */
  const matchedStep = async (secret: string, code: string): Promise<number | null> => {
    if (!/^\d{6}$/.test(code)) return null;
    const result = await verify({ secret, token: code, epoch: epoch(), epochTolerance: TOLERANCE_SECONDS, period: PERIOD_SECONDS });
    // A TOTP answer carries the step it matched (an HOTP one would not).
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  };

  /** Takes `step` for the row, once: a racing request with the same code finds it taken. */
  const takeStep = async (userId: number, step: number, confirming: boolean): Promise<boolean> => {
    const taken = await db.update(authenticatorApps)
      .set({ lastTimeStep: step, lastUsedAt: now(), ...(confirming ? { confirmedAt: now() } : {}) })
      .where(and(
        eq(authenticatorApps.userId, userId),
        confirming ? isNull(authenticatorApps.confirmedAt) : isNotNull(authenticatorApps.confirmedAt),
        or(isNull(authenticatorApps.lastTimeStep), lt(authenticatorApps.lastTimeStep, step)),
      ))
      .returning({ userId: authenticatorApps.userId });
    return taken.length > 0;
  };

  const openOrNull = (userId: number, sealed: string): string | null => {
    try {
      return crypto.open(userId, sealed);
    } catch {
      return null;
    }
  };

  /** A setup started more than PENDING_SETUP_MINUTES ago and never confirmed. */
  const lapsed = (row: typeof authenticatorApps.$inferSelect): boolean =>
    row.confirmedAt === null && row.createdAt.getTime() < now().getTime() - PENDING_SETUP_MINUTES * 60_000;

  const checkRow = async (userId: number, code: string, state: 'pending' | 'active'): Promise<AppCodeCheck> => {
    const row = await rowOf(userId);
    if (!row || (row.confirmedAt === null) !== (state === 'pending') || lapsed(row)) return { result: 'none' };
    const secret = openOrNull(userId, row.secretSealed);
    // Sealed under another AUTH_SECRET (rotated) or for another user: no code matches; SMS remains "another way".
    if (secret === null) return { result: 'wrong' };
    const step = await matchedStep(secret, code);
    if (step === null) return { result: 'wrong' };
    if (row.lastTimeStep !== null && step <= row.lastTimeStep) return { result: 'replayed' };
    return (await takeStep(userId, step, state === 'pending')) ? { result: 'ok', timeStep: step } : { result: 'replayed' };
  };

  return {
    async status(userId: number): Promise<AppStatus> {
      const row = await rowOf(userId);
      if (!row || lapsed(row)) return { state: 'none', confirmedAt: null, lastUsedAt: null };
      return { state: row.confirmedAt ? 'active' : 'pending', confirmedAt: row.confirmedAt, lastUsedAt: row.confirmedAt ? row.lastUsedAt : null };
    },

    async isActive(userId: number): Promise<boolean> {
      return (await this.status(userId)).state === 'active';
    },

    /**
     * A new pending secret (replacing a pending one), its otpauth URI for the QR code; null when the user already
     * has an active app (removed first).
     */
    async start(userId: number, label: string): Promise<{ secret: string; uri: string } | null> {
      const row = await rowOf(userId);
      if (row?.confirmedAt) return null;
      const secret = generateSecret();
      const sealed = crypto.seal(userId, secret);
      await db.insert(authenticatorApps).values({ userId, secretSealed: sealed, createdAt: now() }).onConflictDoUpdate({
        target: authenticatorApps.userId,
        set: { secretSealed: sealed, createdAt: now(), lastTimeStep: null, lastUsedAt: null },
        setWhere: isNull(authenticatorApps.confirmedAt),
      });
      return { secret, uri: generateURI({ issuer: AUTHENTICATOR_ISSUER, label, secret, period: PERIOD_SECONDS }) };
    },

    /** The first code of a pending app: right, it becomes active. */
    confirm: (userId: number, code: string): Promise<AppCodeCheck> => checkRow(userId, code, 'pending'),

    /** A code of the active app (sign-in). */
    check: (userId: number, code: string): Promise<AppCodeCheck> => checkRow(userId, code, 'active'),

    /** True when there was an app (active or pending) to remove. */
    async remove(userId: number): Promise<boolean> {
      const removed = await db.delete(authenticatorApps).where(eq(authenticatorApps.userId, userId)).returning({ userId: authenticatorApps.userId });
      return removed.length > 0;
    },
  };
};

export type AuthenticatorApps = ReturnType<typeof createAuthenticatorApps>;
