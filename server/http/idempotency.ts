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

/**
 * Runs `run` once per (user, call, `Idempotency-Key`): a replay with the same key and the same body answers what the
 * first request answered, its refusals included, and never runs it again; the same key with another body is refused
 * (422); a replay while the first is still running gets 409. An unexpected failure (5xx) forgets the key, so that
 * the client's retry runs again: nothing was done. `replayed` tells the route to say so (`Idempotent-Replayed`).
 */
export const idempotent = async <T>(
  db: Db,
  input: { userId: number; scope: string; key: string | undefined; body: unknown; now?: () => Date },
  run: () => Promise<T>,
): Promise<{ body: T; replayed: boolean }> => {
  const { userId, scope, key } = input;
  if (key === undefined || !KEY.test(key)) {
    throw new AppError(400, IDEMPOTENCY_MESSAGES.keyRequired, { data: { field: 'Idempotency-Key' } });
  }
  const hash = requestHash(input.body);
  const at = input.now?.() ?? new Date();
  const mine = and(eq(idempotentRequests.userId, userId), eq(idempotentRequests.scope, scope), eq(idempotentRequests.key, key));
  await db.delete(idempotentRequests).where(and(mine, lt(idempotentRequests.createdAt, new Date(at.getTime() - IDEMPOTENCY_KEEP_HOURS * 3_600_000))));
  const claimed = await db.insert(idempotentRequests).values({ userId, scope, key, requestHash: hash, createdAt: at })
    .onConflictDoNothing().returning({ key: idempotentRequests.key });
  if (!claimed.length) {
    const [first] = await db.select().from(idempotentRequests).where(mine);
    if (!first || first.statusCode === null) throw new AppError(409, IDEMPOTENCY_MESSAGES.inProgress, { headers: { 'retry-after': '1' } });
    if (first.requestHash !== hash) throw new AppError(422, IDEMPOTENCY_MESSAGES.keyReused);
    if (first.statusCode !== 200) {
      const refusal = first.response as StoredRefusal;
      throw new AppError(refusal.err, refusal.message, { status: first.statusCode, data: refusal.data, headers: REPLAYED });
    }
    return { body: first.response as T, replayed: true };
  }
  const remember = (statusCode: number, response: unknown) => db.update(idempotentRequests).set({ statusCode, response }).where(mine);
  try {
    const body = await run();
    await remember(200, body);
    return { body, replayed: false };
  } catch (error) {
    if (error instanceof AppError && error.status < 500) {
      // A refusal (balance, limit, wrong account) is the answer to this request: replays get it too.
      const refusal: StoredRefusal = { err: error.err, message: error.message, data: error.data };
      await remember(error.status, refusal);
    } else {
      await db.delete(idempotentRequests).where(mine);
    }
    throw error;
  }
};

/** The `Idempotency-Key` header of a request. */
export const idempotencyKey = (request: FastifyRequest): string | undefined => {
  const header = request.headers['idempotency-key'];
  return typeof header === 'string' ? header : undefined;
};

/** A route's answer through `idempotent`, keyed by the signed-in user and the request's `Idempotency-Key`. */
export const answerIdempotently = async <T>(
  db: Db, request: FastifyRequest, reply: FastifyReply, scope: string, run: () => Promise<T>,
): Promise<T> => {
  const answer = await idempotent(db, { userId: request.auth.userId, scope, key: idempotencyKey(request), body: request.body }, run);
  if (answer.replayed) reply.header('idempotent-replayed', 'true');
  return answer.body;
};
