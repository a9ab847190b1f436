import { ipAllowed, newApiKey } from '../../../server/auth/apiKeys';
import { sha256 } from '../../../server/auth/tokens';

// The key's shape (a prefix secret scanners match, base62, about 256 bits) and the allow-list match.

test('a key is mpk_live_ and 43 base62 characters; its prefix is shown, its sha256 stored; no two alike', () => {
  const keys = Array.from({ length: 200 }, () => newApiKey());
  for (const { key, prefix, hash } of keys) {
    expect(key).toMatch(/^mpk_live_[0-9A-Za-z]{43}$/);
    expect(prefix).toBe(key.slice(0, 13));
    expect(hash).toBe(sha256(key));
  }
  expect(new Set(keys.map((key) => key.key)).size).toBe(keys.length);
});

test('the allow-list: empty lets any address through; CIDR ranges of both families; IPv4 seen as IPv6 counts as itself', () => {
  expect(ipAllowed([], '198.51.100.1')).toBe(true);
  const list = ['203.0.113.0/24', '2001:db8::/32', '192.0.2.7'];
  expect(ipAllowed(list, '203.0.113.200')).toBe(true);
  expect(ipAllowed(list, '::ffff:203.0.113.9')).toBe(true);
  expect(ipAllowed(list, '2001:db8:1::5')).toBe(true);
  expect(ipAllowed(list, '192.0.2.7')).toBe(true);
  expect(ipAllowed(list, '192.0.2.8')).toBe(false);
  expect(ipAllowed(list, '203.0.114.1')).toBe(false);
  expect(ipAllowed(list, '2001:db9::1')).toBe(false);
  expect(ipAllowed(list, 'not-an-address')).toBe(false);
});
