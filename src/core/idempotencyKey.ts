/**
 * A new `Idempotency-Key` (server/http/idempotency.ts): 128 random bits as hex. `crypto.getRandomValues` rather than
 * `randomUUID`, which browsers offer on secure origins only.
 */
export const newIdempotencyKey = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
