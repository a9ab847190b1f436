import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type PASSKEY_CHALLENGE_PURPOSES, passkeyChallenges } from '../db/schema';
import { randomToken, sha256 } from './tokens';

/** How long a browser has to answer a WebAuthn challenge (the options also say 60 s to the authenticator). */
export const PASSKEY_CHALLENGE_MINUTES = 5;

type Purpose = (typeof PASSKEY_CHALLENGE_PURPOSES)[number];

/** What a challenge is for: registering a passkey, or answering the sign-in challenge whose handle hash is `loginIdHash`. */
export type PasskeyChallengeScope = { purpose: 'register'; userId: number } | { purpose: Extract<Purpose, 'signIn'>; userId: number; loginIdHash: string };

/**
 * WebAuthn challenges, kept server-side: 32 random bytes (base64url, as the options carry them), stored as a hash with
 * their user and scope, valid a few minutes, and taken once: an answer that names a challenge already taken, expired,
 * another user's or another scope's is refused (a replay).
 */
export const createPasskeyChallenges = (db: Db, now: () => Date) => ({
  async issue(scope: PasskeyChallengeScope): Promise<string> {
    const challenge = randomToken();
    const at = now();
    // Forget challenges that ended more than a day ago.
    await db.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, new Date(at.getTime() - 86_400_000)));
    await db.insert(passkeyChallenges).values({
      challengeHash: sha256(challenge), userId: scope.userId, purpose: scope.purpose,
      loginIdHash: scope.purpose === 'signIn' ? scope.loginIdHash : null,
      createdAt: at, expiresAt: new Date(at.getTime() + PASSKEY_CHALLENGE_MINUTES * 60_000),
    });
    return challenge;
  },

  /** True once for an open challenge of this scope: only one caller can take it. */
  async take(challenge: string, scope: PasskeyChallengeScope): Promise<boolean> {
    const taken = await db.update(passkeyChallenges).set({ usedAt: now() }).where(and(
      eq(passkeyChallenges.challengeHash, sha256(challenge)),
      eq(passkeyChallenges.userId, scope.userId),
      eq(passkeyChallenges.purpose, scope.purpose),
      scope.purpose === 'signIn' ? eq(passkeyChallenges.loginIdHash, scope.loginIdHash) : isNull(passkeyChallenges.loginIdHash),
      isNull(passkeyChallenges.usedAt),
      gt(passkeyChallenges.expiresAt, now()),
    )).returning({ challengeHash: passkeyChallenges.challengeHash });
    return taken.length > 0;
  },
});

export type PasskeyChallenges = ReturnType<typeof createPasskeyChallenges>;
