import { eq, inArray, sql } from 'drizzle-orm';
import { AUTH_MESSAGES } from '../../src/api/authMessages';
import type { Db } from '../db/client';
import { signInFailures } from '../db/schema';
import { tooMany } from '../http/envelope';
import type { Audit, AuditEvent, AuditSource } from './audit';

const MINUTE = 60_000;

/**
 * Who is trying: the account as typed (`accountKey`, whether or not it exists) and the address the attempt comes
 * from. Wrong passwords, SMS codes and reset codes count against both.
 */
export interface Attempt {
  account: string;
  address: string;
}

/** The account key: owner code and username as typed (normalised), whether or not such an account exists. */
export const accountKey = (ownerCode: string, username: string): string =>
  `${ownerCode.trim().toUpperCase()}/${username.trim().toLowerCase()}`;

/**
 * The row of one address on one account. The prefix holds lower-case letters, which an account key never starts
 * with (its owner code is upper-cased): a username typed to look like an address cannot reach another's row.
 */
const addressKey = ({ account, address }: Attempt): string => `ip:${address}|${account}`;

/** Failures one address may make on one account before it waits (its owner's own typing errors). */
export const FREE_FAILURES = 5;
export const FIRST_WAIT_MS = 30_000;
export const MAX_WAIT_MS = 15 * MINUTE;

/** After `free` consecutive failures: 30 s after the last one, doubling, at most 15 minutes. */
export const waitAfter = (failures: number, free: number = FREE_FAILURES): number =>
  failures < free ? 0 : Math.min(MAX_WAIT_MS, FIRST_WAIT_MS * 2 ** Math.min(failures - free, 30));

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** Seconds to wait (0: none) for this address on this account, and for the account from anywhere. */
export interface Waits {
  address: number;
  account: number;
}

/**
 * Throttling of wrong passwords and codes, per (account, address) and per account; never a permanent lockout.
 * The per-address wait is what an owner's own mistakes cost. The account-wide one, which lets `accountFreeFailures`
 * failures from all addresses together through, bounds guessing spread over many addresses; strangers can make
 * the account wait, so a right password from a device the account trusts passes it (signIn/service.ts).
 */
export const createAccountThrottle = (db: Db, now: () => Date, accountFreeFailures: number) => {
  const queues = new Map<string, Promise<void>>();
  return {
    /**
     * Runs `check` (the throttle's wait, the slow password hash and the failure it counts) after every other check of
     * the same account in this process has ended: read, hash and count are not atomic, and guesses sent at once would
     * all pass a wait none of them had counted yet.
     */
    async oneAtATime<T>(attempt: Attempt, check: () => Promise<T>): Promise<T> {
      const before = queues.get(attempt.account) ?? Promise.resolve();
      let done!: () => void;
      const mine = before.then(() => new Promise<void>((resolve) => { done = resolve; }));
      queues.set(attempt.account, mine);
      await before;
      try {
        return await check();
      } finally {
        done();
        if (queues.get(attempt.account) === mine) queues.delete(attempt.account);
      }
    },

    async waits(attempt: Attempt): Promise<Waits> {
      const keys = { address: addressKey(attempt), account: attempt.account };
      const rows = await db.select().from(signInFailures).where(inArray(signInFailures.accountKey, [keys.address, keys.account]));
      const remaining = (key: string, free: number): number => {
        const row = rows.find((candidate) => candidate.accountKey === key);
        if (!row) return 0;
        const ms = row.lastFailureAt.getTime() + waitAfter(row.failures, free) - now().getTime();
        return ms > 0 ? seconds(ms) : 0;
      };
      return { address: remaining(keys.address, FREE_FAILURES), account: remaining(keys.account, accountFreeFailures) };
    },

    async fail(attempt: Attempt): Promise<void> {
      const at = now();
      for (const key of [addressKey(attempt), attempt.account]) {
        await db.insert(signInFailures).values({ accountKey: key, failures: 1, lastFailureAt: at }).onConflictDoUpdate({
          target: signInFailures.accountKey,
          set: { failures: sql`${signInFailures.failures} + 1`, lastFailureAt: at },
        });
      }
    },

    /**
     * Forgets the failures of this address, and the account's unless `keepAccountWide`: a sign-in that passed the
     * account-wide wait on a trusted device must not hand the strangers who caused it a fresh allowance.
     */
    async succeed(attempt: Attempt, { keepAccountWide = false } = {}): Promise<void> {
      await db.delete(signInFailures).where(eq(signInFailures.accountKey, addressKey(attempt)));
      if (!keepAccountWide) await db.delete(signInFailures).where(eq(signInFailures.accountKey, attempt.account));
    },
  };
};

export type AccountThrottle = ReturnType<typeof createAccountThrottle>;

type About = Pick<AuditEvent, 'userId' | 'ownerCode' | 'username'>;

/** 429 `tooManyAttempts` with the wait, audited as blocked; `scope` says which throttle held. */
export const refuseThrottled = async (
  services: { audit: Audit }, scope: keyof Waits, wait: number, about: About, source: AuditSource,
): Promise<never> => {
  await services.audit({ kind: 'throttled', outcome: 'blocked', ...about, ...source, detail: { scope: scope === 'account' ? 'account' : 'accountAddress' } });
  throw tooMany(AUTH_MESSAGES.tooManyAttempts, wait);
};

/**
 * Refuses while a throttle holds the attempt: the per-address one always, the account-wide one unless
 * `addressOnly`. `about` names the account as far as it is known: an unknown one is throttled the same way.
 */
export const refuseWhileThrottled = async (
  services: { audit: Audit; throttle: AccountThrottle }, attempt: Attempt, about: About, source: AuditSource, { addressOnly = false } = {},
): Promise<Waits> => {
  const waits = await services.throttle.waits(attempt);
  if (waits.address > 0) await refuseThrottled(services, 'address', waits.address, about, source);
  if (!addressOnly && waits.account > 0) await refuseThrottled(services, 'account', waits.account, about, source);
  return waits;
};

/** The attempt an account makes from where `source` says: the key of a known account, by its stored names. */
export const attemptOf = (account: { ownerCode: string; username: string }, source: AuditSource): Attempt => ({
  account: accountKey(account.ownerCode, account.username),
  address: source.ip ?? 'unknown',
});
