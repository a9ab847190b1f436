import { HttpError } from './HttpError';

/** The server's word for a request whose key is still being answered (server/http/idempotency.ts). */
const IN_PROGRESS = 'idempotencyInProgress';

/**
 * Whether a new try must carry the same `Idempotency-Key`: the answer never came (offline, a server failure) or the
 * first request is still running, so it may have been carried out. A refusal is final: the next try gets a new key,
 * or the server would replay that refusal after the situation changed (a shop unlocked, a transfer expired).
 */
export const retryWithSameKey = (error: unknown): boolean =>
  !(error instanceof HttpError) || error.status === 0 || error.status >= 500 || error.serverMessage === IN_PROGRESS;
