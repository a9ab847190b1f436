import {
  generateAuthenticationOptions, generateRegistrationOptions, verifyAuthenticationResponse, verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { and, asc, count, eq } from 'drizzle-orm';
import {
  PASSKEY_TRANSPORTS, type PasskeyAuthenticationOptions, type PasskeyAuthenticationResponse, type PasskeyRegistrationOptions,
  type PasskeyRegistrationResponse,
} from '../../src/api/factors';
import type { WebauthnConfig } from '../config';
import type { Db } from '../db/client';
import { passkeys } from '../db/schema';
import { createPasskeyChallenges, type PasskeyChallengeScope } from './passkeyChallenges';

export const PASSKEY_RP_NAME = 'Merchant Portal';
/** What the authenticator is told to allow for its own prompt; the server's challenge lives longer (passkeyChallenges.ts). */
const PROMPT_MS = 60_000;

export type Passkey = typeof passkeys.$inferSelect;

/**
 * Why an answer was refused, for the security history: `passkeyReplayed` (its challenge was already taken, expired, or
 * not this user's), `passkeyUnknown` (no passkey of this user has that id), `passkeyCounter` (a signature counter that
 * did not go up: a cloned authenticator), `passkeyOrigin` (signed for another site), `passkeyInvalid` (anything else:
 * a bad signature, a malformed answer).
 */
export type PasskeyRefusal = 'passkeyReplayed' | 'passkeyUnknown' | 'passkeyCounter' | 'passkeyOrigin' | 'passkeyInvalid';

export type PasskeyCheck = { result: 'ok'; passkey: Passkey } | { result: 'refused'; reason: PasskeyRefusal };

type Transport = (typeof PASSKEY_TRANSPORTS)[number];
const isTransport = (part: string): part is Transport => (PASSKEY_TRANSPORTS as readonly string[]).includes(part);
const transportsOf = (stored: string): Transport[] => stored.split(',').filter(isTransport);
/** The options' credential list as the wire schema names it (transports this portal knows). */
const wireDescriptors = (list: { id: string; transports?: string[] }[] | undefined) =>
  list?.map((credential) => ({ id: credential.id, type: 'public-key' as const, transports: credential.transports?.filter(isTransport) }));

const refusalOf = (error: unknown): PasskeyRefusal => {
  const message = error instanceof Error ? error.message : '';
  if (/counter/i.test(message)) return 'passkeyCounter';
  if (/origin/i.test(message)) return 'passkeyOrigin';
  if (/challenge/i.test(message)) return 'passkeyReplayed';
  return 'passkeyInvalid';
};

/**
 * Passkeys (WebAuthn) with @simplewebauthn/server: registration with attestation `none` (the portal trusts the
 * password and the session that register a key, not the key's maker), assertions for the sign-in challenge. Each
 * challenge is the server's and is taken once; the relying party id and the allowed origins come from configuration;
 * a signature counter must go up whenever the authenticator keeps one.
 */
export const createPasskeys = (db: Db, now: () => Date, config: WebauthnConfig) => {
  const challenges = createPasskeyChallenges(db, now);
  const takeFor = (scope: PasskeyChallengeScope) => (challenge: string) => challenges.take(challenge, scope);
  /** The challenge's bytes: given as text, the library would send the text's UTF-8 bytes (base64url of base64url). */
  const issue = async (scope: PasskeyChallengeScope) => new Uint8Array(Buffer.from(await challenges.issue(scope), 'base64url'));
  const listOf = (userId: number) => db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.id));
  const descriptors = (rows: Passkey[]) => rows.map((row) => ({ id: row.credentialId, transports: transportsOf(row.transports) }));

  return {
    list: listOf,

    async count(userId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
      return row?.n ?? 0;
    },

    /** Options for `navigator.credentials.create`, excluding the user's passkeys (no second copy on one device). */
    async registrationOptions(userId: number, userName: string, displayName: string): Promise<PasskeyRegistrationOptions> {
      const options = await generateRegistrationOptions({
        rpName: PASSKEY_RP_NAME, rpID: config.rpId, userName, userDisplayName: displayName,
        challenge: await issue({ purpose: 'register', userId }), timeout: PROMPT_MS, attestationType: 'none',
        excludeCredentials: descriptors(await listOf(userId)),
        authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
      });
      return { ...options, excludeCredentials: wireDescriptors(options.excludeCredentials) };
    },

    /** Stores a verified new passkey; `taken` when that credential is registered already (to anyone). */
    async register(userId: number, name: string, response: PasskeyRegistrationResponse): Promise<PasskeyCheck | { result: 'taken' }> {
      let verified;
      try {
        verified = await verifyRegistrationResponse({
          response, expectedChallenge: takeFor({ purpose: 'register', userId }), expectedOrigin: config.origins, expectedRPID: config.rpId,
          requireUserVerification: false,
        });
      } catch (error) {
        return { result: 'refused', reason: refusalOf(error) };
      }
      if (!verified.verified) return { result: 'refused', reason: 'passkeyInvalid' };
      const { credential } = verified.registrationInfo;
      const [stored] = await db.insert(passkeys).values({
        userId, credentialId: credential.id, publicKey: Buffer.from(credential.publicKey).toString('base64url'), counter: credential.counter,
        transports: (credential.transports ?? response.response.transports ?? []).join(','), name, createdAt: now(),
      }).onConflictDoNothing().returning();
      return stored ? { result: 'ok', passkey: stored } : { result: 'taken' };
    },

    /** Options for `navigator.credentials.get` answering the sign-in challenge `loginIdHash`: the user's passkeys only. */
    async authenticationOptions(userId: number, loginIdHash: string): Promise<PasskeyAuthenticationOptions> {
      const options = await generateAuthenticationOptions({
        rpID: config.rpId, challenge: await issue({ purpose: 'signIn', userId, loginIdHash }), timeout: PROMPT_MS,
        allowCredentials: descriptors(await listOf(userId)), userVerification: 'preferred',
      });
      return { ...options, allowCredentials: wireDescriptors(options.allowCredentials) };
    },

    /**
     * An assertion for the sign-in challenge `loginIdHash` by one of this user's passkeys (another user's credential
     * id is unknown here). Right, the new counter and the time are kept, only if no other answer moved the counter.
     */
    async check(userId: number, loginIdHash: string, response: PasskeyAuthenticationResponse): Promise<PasskeyCheck> {
      const [passkey] = await db.select().from(passkeys).where(and(eq(passkeys.userId, userId), eq(passkeys.credentialId, response.id)));
      if (!passkey) return { result: 'refused', reason: 'passkeyUnknown' };
      let verified;
      try {
        verified = await verifyAuthenticationResponse({
          response, expectedChallenge: takeFor({ purpose: 'signIn', userId, loginIdHash }), expectedOrigin: config.origins,
          expectedRPID: config.rpId, requireUserVerification: false,
          credential: {
            id: passkey.credentialId, publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')), counter: passkey.counter,
            transports: transportsOf(passkey.transports),
          },
        });
      } catch (error) {
        return { result: 'refused', reason: refusalOf(error) };
      }
      if (!verified.verified) return { result: 'refused', reason: 'passkeyInvalid' };
      const [used] = await db.update(passkeys).set({ counter: verified.authenticationInfo.newCounter, lastUsedAt: now() })
        .where(and(eq(passkeys.id, passkey.id), eq(passkeys.counter, passkey.counter))).returning();
      return used ? { result: 'ok', passkey: used } : { result: 'refused', reason: 'passkeyCounter' };
    },

    /** True when the user had a passkey with this id (another user's id removes nothing). */
    async remove(userId: number, id: number): Promise<boolean> {
      const removed = await db.delete(passkeys).where(and(eq(passkeys.userId, userId), eq(passkeys.id, id))).returning({ id: passkeys.id });
      return removed.length > 0;
    },
  };
};

export type Passkeys = ReturnType<typeof createPasskeys>;
