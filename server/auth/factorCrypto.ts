import { createSealer, deriveKey } from './sealer';
import { hmac } from './tokens';

/** HKDF info labels: each use of AUTH_SECRET gets its own key. */
const TOTP_SEAL_INFO = 'merchant-portal/totp-secret-seal/v1';
const RECOVERY_HASH_INFO = 'merchant-portal/recovery-code-hmac/v1';

/**
 * The keys of second factors, derived from AUTH_SECRET with HKDF: authenticator-app secrets sealed with
 * AES-256-GCM (bound to their user, so that a sealed value moved to another row does not open), and the HMAC of
 * recovery codes (a leaked table alone does not let anyone test guesses).
 */
export const createFactorCrypto = (secret: string) => {
  const sealer = createSealer(secret, TOTP_SEAL_INFO, 'totp');
  const recoveryKey = deriveKey(secret, RECOVERY_HASH_INFO).toString('base64url');
  return {
    seal: (userId: number, plain: string): string => sealer.seal(userId, plain),
    /** The plain secret; throws when the value was not sealed for this user under this key. */
    open: (userId: number, sealed: string): string => sealer.open(userId, sealed),
    recoveryHash: (userId: number, code: string): string => hmac(recoveryKey, `${userId}:${code}`),
  };
};

export type FactorCrypto = ReturnType<typeof createFactorCrypto>;
