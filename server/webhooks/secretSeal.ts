import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { WEBHOOK_SECRET_PREFIX } from '../../src/api/webhooks';

/** Its own HKDF label: no other use of AUTH_SECRET shares this key (factorCrypto.ts does the same for its keys). */
const SEAL_INFO = 'merchant-portal/webhook-secret-seal/v1';
const SEALED_PREFIX = 'v1.';
/** What lists show of a secret: the prefix and four characters. */
const SHOWN = WEBHOOK_SECRET_PREFIX.length + 4;

/**
 * Endpoint signing secrets: unlike API keys they must be read back to sign, so they are sealed (AES-256-GCM under
 * a key derived from AUTH_SECRET) and bound to their endpoint's id, so that a sealed value copied to another row
 * does not open.
 */
export const createWebhookSecrets = (authSecret: string) => {
  const key = Buffer.from(hkdfSync('sha256', authSecret, '', SEAL_INFO, 32));
  const aad = (endpointId: string) => Buffer.from(`webhook:${endpointId}`);
  return {
    /** A new secret: whsec_ and 32 random bytes, base64url. */
    issue(): { secret: string; prefix: string } {
      const secret = WEBHOOK_SECRET_PREFIX + randomBytes(32).toString('base64url');
      return { secret, prefix: secret.slice(0, SHOWN) };
    },
    seal(endpointId: string, plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(aad(endpointId));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return SEALED_PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    /** Throws when the value was not sealed for this endpoint under this key. */
    open(endpointId: string, sealed: string): string {
      if (!sealed.startsWith(SEALED_PREFIX)) throw new Error('unknown sealed format');
      const raw = Buffer.from(sealed.slice(SEALED_PREFIX.length), 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12)).setAAD(aad(endpointId));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
};

export type WebhookSecrets = ReturnType<typeof createWebhookSecrets>;
