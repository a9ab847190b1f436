import { randomBytes } from 'node:crypto';
import { WEBHOOK_SECRET_PREFIX } from '../../src/api/webhooks';
import { createSealer } from '../auth/sealer';

/** Its own HKDF label: no other use of AUTH_SECRET shares this key (factorCrypto.ts does the same for its keys). */
const SEAL_INFO = 'merchant-portal/webhook-secret-seal/v1';
/** What lists show of a secret: the prefix and four characters. */
const SHOWN = WEBHOOK_SECRET_PREFIX.length + 4;

/**
 * Endpoint signing secrets: unlike API keys they must be read back to sign, so they are sealed (AES-256-GCM under
 * a key derived from AUTH_SECRET) and bound to their endpoint's id, so that a sealed value copied to another row
 * does not open.
 */
export const createWebhookSecrets = (authSecret: string) => {
  const sealer = createSealer(authSecret, SEAL_INFO, 'webhook');
  return {
    /** A new secret: whsec_ and 32 random bytes, base64url. */
    issue(): { secret: string; prefix: string } {
      const secret = WEBHOOK_SECRET_PREFIX + randomBytes(32).toString('base64url');
      return { secret, prefix: secret.slice(0, SHOWN) };
    },
    seal: (endpointId: string, plain: string): string => sealer.seal(endpointId, plain),
    /** Throws when the value was not sealed for this endpoint under this key. */
    open: (endpointId: string, sealed: string): string => sealer.open(endpointId, sealed),
  };
};

export type WebhookSecrets = ReturnType<typeof createWebhookSecrets>;
