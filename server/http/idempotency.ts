import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { idempotentRequests } from '../db/schema';
import { AppError } from './envelope';

/** How long a first answer is replayed; clients retry within minutes, a day leaves room for a lost phone. */
export const IDEMPOTENCY_KEEP_HOURS = 24;

export const IDEMPOTENCY_MESSAGES = {
  keyRequired: 'idempotencyKeyRequired',
  keyReused: 'idempotencyKeyReused',
  inProgress: 'idempotencyInProgress',
} as const;

/** A key is what clients generate (a UUID or similar): printable, no spaces, at most 255 characters. */
const KEY = /^[\x21-\x7e]{8,255}$/;

/** JSON with object keys in order, so that the same body written in another order hashes alike. */
const canonical = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonical(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
};

export const requestHash = (body: unknown): string => createHash('sha256').update(canonical(body ?? null)).digest('hex');

const REPLAYED = { 'idempotent-replayed': 'true' };

interface StoredRefusal {
  err: number;
  message: string;
  data: unknown;
}

type Mine = ReturnType<typeof and>;

/** The first request's answer again: its body, or its refusal thrown; 409 while it runs, 422 for another body. */
const replay = async <T>(db: Db, mine: Mine, hash: string): Promise<T> => {
  const [first] = await db.select().from(idempotentRequests).where(mine);
  if (!first || first.statusCode === null) throw new AppError(409, IDEMPOTENCY_MESSAGES.inProgress, { headers: { 'retry-after': '1' } });
  if (first.requestHash !== hash) throw new AppError(422, IDEMPOTENCY_MESSAGES.keyReused);
  if (first.statusCode !== 200) {
    const refusal = first.response as StoredRefusal;
    throw new AppError(refusal.err, refusal.message, { status: first.statusCode, data: refusal.data, headers: REPLAYED });
  }
  return first.response as T;
};

const checkedKey = (key: string | undefined): string => {
  if (key === undefined || !KEY.test(key)) {
    throw new AppError(400, IDEMPOTENCY_MESSAGES.keyRequired, { data: { field: 'Idempotency-Key' } });
  }
  return key;
};

interface KeyInput {
  userId: number;
  scope: string;
  key: string | undefined;
  body: unknown;
  now?: () => Date;
}

/** Forgets the user's expired use of the key, then claims it: `claimed` false when a live claim holds it already. */
const claimKey = async (db: Db, input: KeyInput): Promise<{ mine: Mine; hash: string; claimed: boolean }> => {
  const { userId, scope } = input;
  const key = checkedKey(input.key);
  const hash = requestHash(input.body);
  const at = input.now?.() ?? new Date();
  const mine = and(eq(idempotentRequests.userId, userId), eq(idempotentRequests.scope, scope), eq(idempotentRequests.key, key));
  await db.delete(idempotentRequests).where(and(mine, lt(idempotentRequests.createdAt, new Date(at.getTime() - IDEMPOTENCY_KEEP_HOURS * 3_600_000))));
  const claimed = await db.insert(idempotentRequests).values({ userId, scope, key, requestHash: hash, createdAt: at })
    .onConflictDoNothing().returning({ key: idempotentRequests.key });
  return { mine, hash, claimed: claimed.length > 0 };
};

/** A refusal `run` threw, kept to be committed with the key and thrown once the transaction is over. */
class Refused {
  constructor(readonly error: AppError) {}
}

/**
 * Runs `run` once per (user, call, `Idempotency-Key`), for a write that is all database work: the key, the write and its remembered answer are ONE
 * transaction. Whatever happens to the connection (PostgreSQL restarting mid-request, the commit's answer lost),
 * either all three are committed, and a retry with the key replays the answer, or none is, and the retry runs the
 * write afresh: an acknowledged write is never lost and a retry never makes a second one. (A key kept in a statement
 * of its own would be left claimed forever by a connection lost between the write and its answer, or, if the key's
 * removal got through, free for the retry to write twice.)
 *
 * A concurrent request with the same key waits on the key's primary key until this transaction ends, then
 * replays its answer. `run` gets the transaction and must write through it only (PGlite has one connection: a
 * statement outside it would wait for the transaction's end). A refusal (AppError below 500) is rolled back to a
 * savepoint and remembered, so that replays answer it too; anything else rolls everything back.
 */
export const idempotentInTransaction = async <T>(
  db: Db,
  input: KeyInput,
  run: (tx: Db) => Promise<T>,
): Promise<{ body: T; replayed: boolean }> => {
  const outcome = await db.transaction(async (tx): Promise<{ body: T; replayed: boolean } | Refused> => {
    const { mine, hash, claimed } = await claimKey(tx, input);
    if (!claimed) return { body: await replay<T>(tx, mine, hash), replayed: true };
    try {
      const body = await tx.transaction((savepoint) => run(savepoint));
      await tx.update(idempotentRequests).set({ statusCode: 200, response: body }).where(mine);
      return { body, replayed: false };
    } catch (error) {
      if (!(error instanceof AppError) || error.status >= 500) throw error;
      const refusal: StoredRefusal = { err: error.err, message: error.message, data: error.data };
      await tx.update(idempotentRequests).set({ statusCode: error.status, response: refusal }).where(mine);
      return new Refused(error);
    }
  });
  if (outcome instanceof Refused) throw outcome.error;
  return outcome;
};

/**
 * The key of a write that commits in a transaction of its own and then does what no rollback takes back (an SMS):
 * `claim` and `remember` run INSIDE that transaction, so a committed write always has its answer remembered and a
 * retry replays it instead of writing again, whatever happens to the connection afterwards. A refusal rolls the
 * transaction back, claim included: `refused` remembers it after, for replays. When the after-effect fails and the
 * write is undone, `forget` frees the key for the retry.
 */
export interface TransactionKey<T> {
  /** Claims the key in `tx`: null, or the first request's answer to replay (its refusal thrown; 409 while it runs, 422 for another body). */
  claim: (tx: Db) => Promise<T | null>;
  remember: (tx: Db, body: T) => Promise<void>;
  refused: (error: AppError) => Promise<void>;
  forget: () => Promise<void>;
  /** Whether the answer was a replay (the route says so in `Idempotent-Replayed`). */
  readonly replayed: boolean;
}

export const transactionKey = <T>(db: Db, input: KeyInput): TransactionKey<T> => {
  let mine: Mine | undefined;
  let replayed = false;
  return {
    async claim(tx) {
      const claim = await claimKey(tx, input);
      mine = claim.mine;
      if (claim.claimed) return null;
      replayed = true;
      return replay<T>(tx, claim.mine, claim.hash);
    },
    async remember(tx, body) {
      if (mine) await tx.update(idempotentRequests).set({ statusCode: 200, response: body }).where(mine);
    },
    async refused(error) {
      if (error.status >= 500 || replayed) return;
      const { mine: key, claimed } = await claimKey(db, input);
      const refusal: StoredRefusal = { err: error.err, message: error.message, data: error.data };
      if (claimed) await db.update(idempotentRequests).set({ statusCode: error.status, response: refusal }).where(key);
    },
    async forget() {
      if (mine) await db.delete(idempotentRequests).where(mine);
    },
    get replayed() {
      return replayed;
    },
  };
};

/** The `Idempotency-Key` header of a request. */
export const idempotencyKey = (request: FastifyRequest): string | undefined => {
  const header = request.headers['idempotency-key'];
  return typeof header === 'string' ? header : undefined;
};

/** The `TransactionKey` of a route's request, keyed by the signed-in user and its `Idempotency-Key` (checked at once: 400 without one). */
export const requestTransactionKey = <T>(db: Db, request: FastifyRequest, scope: string): TransactionKey<T> => {
  const input = { userId: request.auth.userId, scope, key: idempotencyKey(request), body: request.body };
  checkedKey(input.key);
  return transactionKey<T>(db, input);
};

/** A route's answer through `idempotentInTransaction`: the write, its key and its answer commit together. */
export const answerIdempotentlyInTransaction = async <T>(
  db: Db, request: FastifyRequest, reply: FastifyReply, scope: string, run: (tx: Db) => Promise<T>,
): Promise<T> => {
  const answer = await idempotentInTransaction(db, { userId: request.auth.userId, scope, key: idempotencyKey(request), body: request.body }, run);
  if (answer.replayed) reply.header('idempotent-replayed', 'true');
  return answer.body;
};
