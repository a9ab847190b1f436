import { lookup } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/** Addresses a webhook never reaches: private, loopback, link-local, unique-local, and the like (SSRF). */
const refused = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.168.0.0', 16], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) refused.addSubnet(network, prefix, 'ipv4');
// 64:ff9b::/96 is NAT64: it reaches IPv4 addresses, private ones too, through a translator.
for (const [network, prefix] of [['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8], ['64:ff9b::', 96]] as const) {
  refused.addSubnet(network, prefix, 'ipv6');
}
const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/**
 * An IPv4 address written as IPv6 is checked as the IPv4 address it is, in either spelling: `::ffff:10.0.0.1`, or
 * `::ffff:a00:1` as the URL parser writes a bracketed literal.
 */
const unmapped = (address: string): { address: string; family: 'ipv4' | 'ipv6' } => {
  const dotted = /^(?:0{0,4}:){0,5}:?ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (dotted) return { address: dotted[1], family: 'ipv4' };
  const hex = /^(?:0{0,4}:){0,5}:?ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (hex) {
    const [high, low] = [parseInt(hex[1], 16), parseInt(hex[2], 16)];
    return { address: [high >> 8, high & 255, low >> 8, low & 255].join('.'), family: 'ipv4' };
  }
  return { address, family: isIP(address) === 6 ? 'ipv6' : 'ipv4' };
};

export const isLoopback = (address: string): boolean => {
  const plain = unmapped(address);
  return loopback.check(plain.address, plain.family);
};

export interface AddressRules {
  /** Development only: loopback targets (a receiver on this machine) are allowed, and plain http to them. */
  allowLoopback: boolean;
}

/** Whether an outbound call may connect to this resolved address. */
export const addressAllowed = (address: string, rules: AddressRules): boolean => {
  if (isIP(address) === 0) return false;
  const plain = unmapped(address);
  if (rules.allowLoopback && loopback.check(plain.address, plain.family)) return true;
  return !refused.check(plain.address, plain.family);
};

const bare = (hostname: string) => hostname.replace(/^\[|\]$/g, '');

/**
 * What can be said of an endpoint URL without resolving it (at registration): https only (http to loopback in
 * development), no user or password in it, and a literal address must be allowed. Null when fine, else why not.
 */
export const urlProblem = (text: string, rules: AddressRules): string | null => {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'not a URL';
  }
  if (url.username || url.password) return 'a URL with a user name or password';
  const host = bare(url.hostname);
  const literal = isIP(host) !== 0;
  const name = host.toLowerCase().replace(/\.$/, '');
  const local = literal ? isLoopback(host) : name === 'localhost' || name.endsWith('.localhost');
  if (url.protocol === 'http:' && !(rules.allowLoopback && local)) return 'not https';
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'not https';
  if (literal && !addressAllowed(host, rules)) return 'a private, loopback or link-local address';
  if (!literal && local && !rules.allowLoopback) return 'a loopback address';
  return null;
};

export class RefusedAddressError extends Error {}

/**
 * node's `lookup` for the outbound request: resolves the name, refuses it when any of its addresses is refused, and
 * hands the socket the address that was checked, so the connection goes where the check looked (no second
 * resolution a DNS rebinding could answer differently).
 */
export const checkedLookup = (rules: AddressRules): LookupFunction => (hostname, options, callback) => {
  lookup(bare(hostname), { all: true }, (error, addresses) => {
    if (error) return callback(error, '', 0);
    const bad = addresses.find((entry) => !addressAllowed(entry.address, rules));
    if (bad || addresses.length === 0) {
      return callback(new RefusedAddressError(`refused address ${bad?.address ?? 'none'} for ${hostname}`), '', 0);
    }
    const [first] = addresses;
    if (options.all) return (callback as unknown as (e: null, all: typeof addresses) => void)(null, [first]);
    return callback(null, first.address, first.family);
  });
};
