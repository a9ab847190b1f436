import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type CHALLENGE_PURPOSES, otpChallenges } from '../db/schema';
import { hmac, randomCode, randomToken, sameDigest, sha256 } from './tokens';

/** The fifth wrong code kills the challenge. */
export const MAX_WRONG_CODES = 5;

type Purpose = (typeof CHALLENGE_PURPOSES)[number];

export type Challenge = typeof otpChallenges.$inferSelect;

export type CodeCheck =
  | { result: 'ok'; challenge: Challenge }
  | { result: 'wrong'; challenge: Challenge; killed: boolean }
  /** Unknown, expired, used or killed: start again. */
  | { result: 'gone'; challenge: Challenge | null };

/**
 * One-time codes: six digits, kept as an HMAC bound to the challenge (its purpose and creation instant, which a new
 * handle keeps), valid `ttlMinutes`, single use, bound to the device when `deviceHash` is given. The public handle
 * (login `otpId`, reset step token) is stored hashed; only a caller holding it finds the challenge.
 */
export const createChallengeService = (db: Db, now: () => Date, secret: string, ttlMinutes: number) => {
  const codeHash = (challenge: { purpose: Purpose; createdAt: Date }, code: string) =>
    hmac(secret, `${challenge.purpose}:${challenge.createdAt.getTime()}:${code}`);
  const ttl = () => new Date(now().getTime() + ttlMinutes * 60_000);
  const open = (idHash: string) => and(eq(otpChallenges.idHash, idHash), isNull(otpChallenges.closedAt), gt(otpChallenges.expiresAt, now()));

  /** Single use: only one caller can close it. */
  const closeWith = async (idHash: string, challenge: Challenge): Promise<CodeCheck> => {
    const closed = await db.update(otpChallenges).set({ closedAt: now() }).where(open(idHash)).returning();
    return closed.length > 0 ? { result: 'ok', challenge: closed[0] } : { result: 'gone', challenge };
  };
  const countWrong = async (idHash: string, challenge: Challenge): Promise<CodeCheck> => {
    const [counted] = await db.update(otpChallenges).set({
      failedAttempts: sql`${otpChallenges.failedAttempts} + 1`,
      closedAt: sql`case when ${otpChallenges.failedAttempts} + 1 >= ${MAX_WRONG_CODES} then ${now().toISOString()}::timestamptz else null end`,
    }).where(open(idHash)).returning();
    if (!counted) return { result: 'gone', challenge };
    return { result: 'wrong', challenge: counted, killed: counted.closedAt !== null };
  };

  return {
    /**
     * A new challenge and its code; `userId` null makes a decoy that never verifies (unknown accounts). `handle`:
     * a handle derived from what the code is bound to (a transfer and its amount), so that the code checks against
     * that thing itself; by default a random one.
     */
    async create(input: { purpose: Purpose; userId: number | null; deviceHash?: string; destination: string; handle?: string }) {
      const handle = input.handle ?? randomToken();
      const code = randomCode();
      const at = now();
      // Forget challenges that ended more than a day ago.
      await db.delete(otpChallenges).where(lt(otpChallenges.expiresAt, new Date(at.getTime() - 86_400_000)));
      await db.insert(otpChallenges).values({
        idHash: sha256(handle), purpose: input.purpose, userId: input.userId, deviceHash: input.deviceHash ?? null,
        destination: input.destination,
        codeHash: input.userId === null ? randomBytes(32).toString('hex') : codeHash({ purpose: input.purpose, createdAt: at }, code),
        createdAt: at, expiresAt: ttl(), sentAt: at,
      });
      return { handle, code };
    },

    /** Its code did not go out after all (held back a minute): nothing to go on with until a resend sends one. */
    async unsent(handle: string): Promise<void> {
      await db.update(otpChallenges).set({ sentAt: null }).where(eq(otpChallenges.idHash, sha256(handle)));
    },

    /**
     * The user's newest open challenge of `purpose` whose code went out, under a new handle (the old one stops
     * working), with when it was sent: a second sign-in while a code is still valid goes on with that code instead
     * of another SMS. Null when none is open.
     */
    async resume(purpose: Purpose, userId: number): Promise<{ handle: string; sentAt: Date } | null> {
      const [latest] = await db.select().from(otpChallenges)
        .where(and(eq(otpChallenges.purpose, purpose), eq(otpChallenges.userId, userId), isNull(otpChallenges.closedAt),
          gt(otpChallenges.expiresAt, now()), isNotNull(otpChallenges.sentAt)))
        .orderBy(desc(otpChallenges.createdAt)).limit(1);
      if (!latest) return null;
      const handle = randomToken();
      const moved = await db.update(otpChallenges).set({ idHash: sha256(handle) })
        .where(open(latest.idHash)).returning({ idHash: otpChallenges.idHash });
      return moved.length > 0 && latest.sentAt ? { handle, sentAt: latest.sentAt } : null;
    },

    /** The open challenge behind a handle, or null. */
    async find(purpose: Purpose, handle: string): Promise<Challenge | null> {
      const [row] = await db.select().from(otpChallenges).where(and(open(sha256(handle)), eq(otpChallenges.purpose, purpose)));
      return row ?? null;
    },

    /** A new code for an open challenge (the old one stops working); a fresh validity period. */
    async reissue(handle: string): Promise<string | null> {
      const [challenge] = await db.select().from(otpChallenges).where(and(open(sha256(handle)), sql`${otpChallenges.userId} is not null`));
      if (!challenge) return null;
      const code = randomCode();
      const rows = await db.update(otpChallenges).set({ codeHash: codeHash(challenge, code), expiresAt: ttl(), sentAt: now() })
        .where(and(open(sha256(handle)), sql`${otpChallenges.userId} is not null`)).returning({ idHash: otpChallenges.idHash });
      return rows.length > 0 ? code : null;
    },

    async check(purpose: Purpose, handle: string, code: string, deviceHash?: string): Promise<CodeCheck> {
      const idHash = sha256(handle);
      const [challenge] = await db.select().from(otpChallenges).where(and(open(idHash), eq(otpChallenges.purpose, purpose)));
      if (!challenge) return { result: 'gone', challenge: null };
      const deviceMatches = challenge.deviceHash === null || (deviceHash !== undefined && sameDigest(deviceHash, challenge.deviceHash));
      const codeMatches = /^\d{6}$/.test(code) && sameDigest(codeHash(challenge, code), challenge.codeHash);
      if (deviceMatches && codeMatches && challenge.userId !== null) return closeWith(idHash, challenge);
      return countWrong(idHash, challenge);
    },

    /**
     * Settles an open challenge by another factor's answer (an authenticator app's code, a recovery code), checked by
     * the caller: right closes it like its own code would; wrong counts toward the same limit of wrong codes.
     */
    async settle(purpose: Purpose, handle: string, right: boolean): Promise<CodeCheck> {
      const idHash = sha256(handle);
      const [challenge] = await db.select().from(otpChallenges)
        .where(and(open(idHash), eq(otpChallenges.purpose, purpose), isNotNull(otpChallenges.userId)));
      if (!challenge) return { result: 'gone', challenge: null };
      return right ? closeWith(idHash, challenge) : countWrong(idHash, challenge);
    },

    /**
     * Gives a decoy (an open challenge with no user) its user and a code: a challenge made alike for every login
     * becomes a real one once its code can be sent. Null when it is no longer an open decoy.
     */
    async arm(handle: string, userId: number): Promise<string | null> {
      const [challenge] = await db.select().from(otpChallenges).where(and(open(sha256(handle)), isNull(otpChallenges.userId)));
      if (!challenge) return null;
      const code = randomCode();
      const rows = await db.update(otpChallenges).set({ userId, codeHash: codeHash(challenge, code) })
        .where(and(open(sha256(handle)), isNull(otpChallenges.userId))).returning({ idHash: otpChallenges.idHash });
      return rows.length > 0 ? code : null;
    },

    /** Back to a decoy (its code never went out): it keeps answering like a challenge with a wrong code. */
    async disarm(handle: string): Promise<void> {
      await db.update(otpChallenges).set({ userId: null, codeHash: randomBytes(32).toString('hex') })
        .where(eq(otpChallenges.idHash, sha256(handle)));
    },

    async close(handle: string): Promise<void> {
      await db.update(otpChallenges).set({ closedAt: now() }).where(eq(otpChallenges.idHash, sha256(handle)));
    },
  };
};

export type ChallengeService = ReturnType<typeof createChallengeService>;
