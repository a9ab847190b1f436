import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { addressAllowed, type AddressRules, checkedLookup, RefusedAddressError, urlProblem } from './outboundAddress';

export interface PostLimits extends AddressRules {
  timeoutMs: number;
  /** Bytes of the answer read at most; the rest is not waited for. */
  maxAnswerBytes: number;
}

export interface PostResult {
  /** The HTTP status; null when there was no answer (refused address, timeout, connection error). */
  status: number | null;
  durationMs: number;
  /** The answer's first bytes as text, or why there was no answer. */
  response: string;
}

/**
 * One POST of a delivery: to an address checked as it is connected to (outboundAddress.ts), within `timeoutMs`
 * from start to the answer's status line and first bytes, reading at most `maxAnswerBytes`, following no redirect
 * (a 3xx is an answer like any other, and not a success).
 */
export const postWebhook = (url: string, body: string, headers: Record<string, string>, limits: PostLimits, clock: () => number = Date.now): Promise<PostResult> => {
  const started = clock();
  const done = (status: number | null, response: string): PostResult => ({ status, durationMs: Math.max(0, Math.round(clock() - started)), response });
  const problem = urlProblem(url, limits);
  if (problem) return Promise.resolve(done(null, `refused: ${problem}`));
  const target = new URL(url);
  const host = target.hostname.replace(/^\[|\]$/g, '');
  // A literal address is connected to without a lookup: it is checked here instead.
  if (isIP(host) !== 0 && !addressAllowed(host, limits)) return Promise.resolve(done(null, 'refused: address not allowed'));
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (status: number | null, response: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.destroy();
      resolve(done(status, response));
    };
    const request = client.request(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'user-agent': 'merchant-portal-webhooks/1', ...headers },
      lookup: checkedLookup(limits),
      // No connection pooling: each delivery resolves and checks afresh.
      agent: false,
    }, (answer) => {
      const chunks: Buffer[] = [];
      let size = 0;
      const complete = () => finish(answer.statusCode ?? null, Buffer.concat(chunks).subarray(0, limits.maxAnswerBytes).toString('utf8'));
      answer.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        size += chunk.length;
        if (size >= limits.maxAnswerBytes) complete();
      });
      answer.on('end', complete);
      answer.on('error', complete);
    });
    const timer = setTimeout(() => finish(null, `timeout after ${limits.timeoutMs} ms`), limits.timeoutMs);
    request.on('error', (error: Error) => {
      const cause = error instanceof RefusedAddressError ? `refused: ${error.message}` : `connection failed: ${error.message}`;
      finish(null, cause.slice(0, 300));
    });
    request.end(body);
  });
};
