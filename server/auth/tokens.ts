import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 256 random bits, base64url: session tokens, login challenge ids, reset step tokens. */
export const randomToken = (): string => randomBytes(32).toString('base64url');

/** What the database keeps of a token: its sha256, hex. */
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/** Six digits, uniformly drawn. */
export const randomCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** HMAC-SHA256 with the server secret, hex: a leaked table alone does not let anyone try the million codes. */
export const hmac = (secret: string, value: string): string => createHmac('sha256', secret).update(value).digest('hex');

/** Constant-time equality of two hex digests. */
export const sameDigest = (a: string, b: string): boolean => {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
};
