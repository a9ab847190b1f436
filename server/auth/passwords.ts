import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export interface PasswordParams {
  N: number;
  r: number;
  p: number;
}

/**
 * scrypt cost: N = 2^17, r = 8, p = 1 (about 128 MiB and a few hundred ms per hash), OWASP's equivalent of
 * Argon2id with 19 MiB, 2 iterations, 1 lane. Tests may hash with cheaper parameters; the stored hash names its own.
 */
export const PASSWORD_PARAMS: PasswordParams = { N: 2 ** 17, r: 8, p: 1 };

/**
 * PASSWORD_HASH_COST=test: N = 2^10, about a thousandth of the cost, for test runs that sign in hundreds of times.
 * Outside NODE_ENV=production only (loadConfig refuses it there); a stored hash names its own parameters.
 */
export const TEST_PASSWORD_PARAMS: PasswordParams = { N: 2 ** 10, r: 8, p: 1 };
const MAX_MEM = 256 * 1024 * 1024;
const SALT_BYTES = 16;
const KEY_BYTES = 32;

const derive = (password: string, salt: Buffer, options: ScryptOptions, keyLength: number): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyLength, { ...options, maxmem: MAX_MEM }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });

/**
 * `scrypt$N$r$p$salt$hash` (salt and hash in base64). A salt can be given so that the demo seed is
 * reproducible; everything else uses a random one.
 */
export const hashPassword = async (
  password: string, salt: Buffer = randomBytes(SALT_BYTES), params: PasswordParams = PASSWORD_PARAMS,
): Promise<string> => {
  const key = await derive(password, salt, params, KEY_BYTES);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
};

const isPowerOfTwo = (n: number) => Number.isInteger(n) && n > 1 && (n & (n - 1)) === 0;

/** Constant-time check; a malformed or out-of-bounds stored hash never verifies. */
export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  // Bounds keep a tampered row from making one check cost unbounded memory or time.
  if (!isPowerOfTwo(N) || N > 2 ** 20 || !(r >= 1 && r <= 32) || !(p >= 1 && p <= 4) || 128 * N * r > MAX_MEM) {
    return false;
  }
  const salt = Buffer.from(parts[4], 'base64');
  const expected = Buffer.from(parts[5], 'base64');
  if (salt.length === 0 || expected.length === 0) return false;
  const actual = await derive(password, salt, { N, r, p }, expected.length);
  return timingSafeEqual(actual, expected);
};
