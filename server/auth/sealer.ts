import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const SEALED_PREFIX = 'v1.';

/** A 32-byte key derived from AUTH_SECRET with HKDF under its own label: each use of the secret gets its own key. */
export const deriveKey = (secret: string, info: string): Buffer => Buffer.from(hkdfSync('sha256', secret, '', info, 32));

/**
 * Secrets the server must read back (an authenticator app's, a webhook endpoint's signing secret), sealed with
 * AES-256-GCM under a key derived from AUTH_SECRET (`info` names the use) and bound to their row (`scope:id` as the
 * additional data), so that a sealed value copied to another row does not open. `v1.` + base64url(iv, tag, body).
 */
export const createSealer = (secret: string, info: string, scope: string) => {
  const key = deriveKey(secret, info);
  const aad = (id: string | number) => Buffer.from(`${scope}:${id}`);
  return {
    seal(id: string | number, plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(aad(id));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return SEALED_PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    /** The plain value; throws when it was not sealed for this row under this key. */
    open(id: string | number, sealed: string): string {
      if (!sealed.startsWith(SEALED_PREFIX)) throw new Error('unknown sealed format');
      const raw = Buffer.from(sealed.slice(SEALED_PREFIX.length), 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12)).setAAD(aad(id));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
};
