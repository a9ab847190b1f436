import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The delivery signature: HMAC-SHA256 over `${t}.${body}` with the endpoint's secret, hex, in a header
 * `t=<unix seconds>,v1=<hex>[,v1=<hex>]`. The timestamp is inside what is signed, so a receiver that refuses old
 * timestamps refuses replays; during a secret's roll overlap each secret gives a `v1`, so the receiver may hold
 * either.
 */
export const signPayload = (secret: string, t: number, body: string): string =>
  createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');

export const signatureHeader = (secrets: readonly string[], t: number, body: string): string =>
  [`t=${t}`, ...secrets.map((secret) => `v1=${signPayload(secret, t, body)}`)].join(',');

export interface VerifyOptions {
  /** Seconds since the epoch, now. */
  now: number;
  /** Older (or further ahead) timestamps are refused: replays. Default five minutes. */
  toleranceSeconds?: number;
}

/** What a receiver does (docs/webhooks.md shows it): true when a `v1` matches and `t` is recent. */
export const verifySignature = (header: string, secret: string, body: string, { now, toleranceSeconds = 300 }: VerifyOptions): boolean => {
  const parts = header.split(',').map((part) => part.trim().split('=', 2) as [string, string | undefined]);
  const t = Number(parts.find(([key]) => key === 't')?.[1]);
  if (!Number.isSafeInteger(t) || Math.abs(now - t) > toleranceSeconds) return false;
  const expected = Buffer.from(signPayload(secret, t, body), 'hex');
  return parts.some(([key, value]) => {
    if (key !== 'v1' || value === undefined || !/^[0-9a-f]{64}$/.test(value)) return false;
    return timingSafeEqual(Buffer.from(value, 'hex'), expected);
  });
};
