import type { onRequestHookHandler } from 'fastify';
import { TOO_MANY_REQUESTS } from '../../src/api/codes';
import { countRateEvent, perMinute } from '../auth/rateLimits';
import type { Db } from '../db/client';
import { answering } from './answers';
import { tooMany } from './envelope';
import { noteRateQuota } from './rateLimitHeaders';

/**
 * At most `limit` requests a minute from one signed-in user to the routes sharing `bucket` (kept in the database,
 * so it holds across restarts and processes); beyond, 429 `app.http.tooManyRequests` with the wait. A route hook:
 * it runs after the session guard, before the body is read.
 */
export const userRateLimit = (db: Db, now: () => Date, bucket: string, limit: number): onRequestHookHandler =>
  answering([429], async (request) => {
    const { ownerId, userId } = request.auth;
    const { wait, remaining, resetSeconds } = await countRateEvent(db, bucket, `${ownerId}/${userId}`, perMinute(limit), now());
    noteRateQuota(request, { policy: bucket, quota: limit, windowSeconds: 60, remaining, resetSeconds });
    if (wait > 0) {
      request.log.warn({ bucket, ownerId, userId, wait }, 'per-user rate limit reached');
      throw tooMany(TOO_MANY_REQUESTS, wait);
    }
  });
