import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TOO_MANY_REQUESTS } from '../../src/api/codes';
import { tooMany } from './envelope';
import { noteRateQuota } from './rateLimitHeaders';

/** The policy every API call counts against, as `RateLimit-Policy` names it. */
export const API_POLICY = 'api';
const WINDOW_MS = 60_000;
/** Past this many callers in memory, the finished windows are dropped at once rather than once a minute. */
const SWEEP_AT = 100_000;

/**
 * Who is calling, for the general limit: the credential sent (a session or an API key, hashed so that no secret is
 * kept as a map key), else the address. Read before the credential is checked, so a flood of requests is refused
 * before it costs a database read.
 */
const callerOf = (request: FastifyRequest): string => {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match && match[1] !== 'customer'
    ? `k:${createHash('sha256').update(match[1]).digest('base64url')}`
    : `a:${request.ip}`;
};

/**
 * The general limit: at most `perMinute` API calls a minute from one caller (`callerOf`), counted in this server
 * process (a fixed window from the caller's first call). It guards every route, public ones included; routes with a
 * tighter budget (sign-in, captcha, reports, uploads, the partner API) count against theirs as well. Beyond it: 429
 * with `Retry-After`. Counting in memory costs nothing a request would notice; several instances each count their own.
 */
export const registerApiRateLimit = (app: FastifyInstance, { perMinute, now }: { perMinute: number; now: () => Date }): void => {
  const windows = new Map<string, { start: number; count: number }>();
  let lastSweep = 0;
  const sweep = (at: number) => {
    for (const [key, window] of windows) if (window.start + WINDOW_MS <= at) windows.delete(key);
    lastSweep = at;
  };
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const at = now().getTime();
    if (at - lastSweep >= WINDOW_MS || windows.size >= SWEEP_AT) sweep(at);
    const key = callerOf(request);
    let window = windows.get(key);
    if (!window || window.start + WINDOW_MS <= at) {
      window = { start: at, count: 0 };
      windows.set(key, window);
    }
    const resetSeconds = Math.max(1, Math.ceil((window.start + WINDOW_MS - at) / 1000));
    const allowed = window.count < perMinute;
    if (allowed) window.count += 1;
    noteRateQuota(request, {
      policy: API_POLICY, quota: perMinute, windowSeconds: WINDOW_MS / 1000, remaining: perMinute - window.count, resetSeconds,
    });
    if (!allowed) {
      request.log.warn({ wait: resetSeconds }, 'general rate limit reached');
      throw tooMany(TOO_MANY_REQUESTS, resetSeconds);
    }
  });
};
