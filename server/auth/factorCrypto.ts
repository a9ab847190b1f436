import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { hmac } from './tokens';

/** HKDF info labels: each use of AUTH_SECRET gets its own key. */
const TOTP_SEAL_INFO = 'merchant-portal/totp-secret-seal/v1';
const RECOVERY_HASH_INFO = 'merchant-portal/recovery-code-hmac/v1';
const SEALED_PREFIX = 'v1.';

const derive = (secret: string, info: string): Buffer => Buffer.from(hkdfSync('sha256', secret, '', info, 32));

/**
 * The keys of second factors, derived from AUTH_SECRET with HKDF: authenticator-app secrets sealed with
 * AES-256-GCM (bound to their user, so that a sealed value moved to another row does not open), and the HMAC of
 * recovery codes (a leaked table alone does not let anyone test guesses).
 */
export const createFactorCrypto = (secret: string) => {
  const sealKey = derive(secret, TOTP_SEAL_INFO);
  const recoveryKey = derive(secret, RECOVERY_HASH_INFO).toString('base64url');
  const aad = (userId: number) => Buffer.from(`totp:${userId}`);
  return {
    seal(userId: number, plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', sealKey, iv).setAAD(aad(userId));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return SEALED_PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    /** The plain secret; throws when the value was not sealed for this user under this key. */
    open(userId: number, sealed: string): string {
      if (!sealed.startsWith(SEALED_PREFIX)) throw new Error('unknown sealed format');
      const raw = Buffer.from(sealed.slice(SEALED_PREFIX.length), 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', sealKey, raw.subarray(0, 12)).setAAD(aad(userId));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
    recoveryHash: (userId: number, code: string): string => hmac(recoveryKey, `${userId}:${code}`),
  };
};

export type FactorCrypto = ReturnType<typeof createFactorCrypto>;
