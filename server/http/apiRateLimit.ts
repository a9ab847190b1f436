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

/** The bearer sent, a session's or an API key's (`customer` marks a call without one). */
const credentialOf = (request: FastifyRequest): string | null => {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match && match[1] !== 'customer' ? match[1] : null;
};
/**
 * Who is calling, for the general limit: the credential sent (hashed so that no secret is kept as a map key), else
 * the address. Read before the credential is checked, so a flood of requests is refused before it costs a database
 * read.
 */
const callerOf = (credential: string | null, request: FastifyRequest): string =>
  credential !== null ? `k:${createHash('sha256').update(credential).digest('base64url')}` : `a:${request.ip}`;
/**
 * Credentials refused (401) from one address. Each made-up bearer would otherwise open a window of its own, and cost
 * the session read or the key's lookup every time: past `perMinute` refusals in a minute, the address's calls with a
 * credential are refused here, before anything reads the database.
 */
const refusedFrom = (request: FastifyRequest): string => `r:${request.ip}`;

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
  const windowOf = (key: string, at: number) => {
    let window = windows.get(key);
    if (!window || window.start + WINDOW_MS <= at) {
      window = { start: at, count: 0 };
      windows.set(key, window);
    }
    return window;
  };
  const secondsLeft = (window: { start: number }, at: number) => Math.max(1, Math.ceil((window.start + WINDOW_MS - at) / 1000));
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const at = now().getTime();
    if (at - lastSweep >= WINDOW_MS || windows.size >= SWEEP_AT) sweep(at);
    const credential = credentialOf(request);
    if (credential !== null) {
      const refused = windows.get(refusedFrom(request));
      if (refused && refused.start + WINDOW_MS > at && refused.count >= perMinute) {
        const wait = secondsLeft(refused, at);
        noteRateQuota(request, { policy: API_POLICY, quota: perMinute, windowSeconds: WINDOW_MS / 1000, remaining: 0, resetSeconds: wait });
        request.log.warn({ wait }, 'refused credentials from one address');
        throw tooMany(TOO_MANY_REQUESTS, wait);
      }
    }
    const window = windowOf(callerOf(credential, request), at);
    const resetSeconds = secondsLeft(window, at);
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
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode === 401 && request.url.startsWith('/api/') && credentialOf(request) !== null) {
      windowOf(refusedFrom(request), now().getTime()).count += 1;
    }
  });
};
