import { hashPassword, verifyPassword } from '../../../server/auth/passwords';

describe('password hashing', () => {
  let stored: string;

  beforeAll(async () => {
    stored = await hashPassword('demo-merchant-2026');
  });

  it('stores scrypt parameters, salt and hash, never the password', () => {
    const [scheme, N, r, p, salt, hash] = stored.split('$');
    expect([scheme, N, r, p]).toEqual(['scrypt', String(2 ** 17), '8', '1']);
    expect(Buffer.from(salt, 'base64')).toHaveLength(16);
    expect(Buffer.from(hash, 'base64').length).toBeGreaterThanOrEqual(32);
    expect(stored).not.toContain('demo-merchant-2026');
  });

  it('verifies the right password only', async () => {
    expect(await verifyPassword('demo-merchant-2026', stored)).toBe(true);
    expect(await verifyPassword('demo-merchant-2027', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('demo-merchant-2026')).not.toBe(stored);
  });

  it('refuses malformed or tampered hashes', async () => {
    const parts = stored.split('$');
    for (const bad of ['', 'plain-text', parts.slice(0, 5).join('$'), ['bcrypt', ...parts.slice(1)].join('$'),
      ['scrypt', String(2 ** 30), ...parts.slice(2)].join('$'), ['scrypt', '1000', ...parts.slice(2)].join('$')]) {
      expect(await verifyPassword('demo-merchant-2026', bad)).toBe(false);
    }
  });
});
