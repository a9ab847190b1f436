/**
 * IPv4 and IPv6 addresses and CIDR ranges as an API key's allow-list holds them ("203.0.113.7", "10.0.0.0/8",
 * "2001:db8::/32"). Pure text checks, so that the form and the server refuse the same entries; the server matches
 * addresses with node:net's BlockList.
 */

const IPV4_PART = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;
const HEX_GROUP = /^[0-9a-f]{1,4}$/i;

export const isIpv4 = (text: string): boolean => {
  const parts = text.split('.');
  return parts.length === 4 && parts.every((part) => IPV4_PART.test(part));
};

/** Eight hex groups, one `::` standing for one or more zero groups, the last two groups possibly an IPv4 address. */
export const isIpv6 = (text: string): boolean => {
  if (text.length > 45 || (text.match(/::/g) ?? []).length > 1) return false;
  const groupsOf = (side: string): string[] | null => {
    if (side === '') return [];
    const groups = side.split(':');
    const last = groups.at(-1)!;
    // An embedded IPv4 address takes the place of two groups.
    const tail = isIpv4(last) ? ['0', '0'] : null;
    const hex = tail ? groups.slice(0, -1) : groups;
    if (!hex.every((group) => HEX_GROUP.test(group))) return null;
    return tail ? [...hex, ...tail] : hex;
  };
  const [head, rest] = text.split('::');
  if (rest === undefined) return groupsOf(head)?.length === 8;
  const left = groupsOf(head);
  const right = groupsOf(rest);
  // An embedded IPv4 belongs at the end only.
  if (left === null || right === null || (rest === '' && head.includes('.'))) return false;
  return left.length + right.length <= 7;
};

export type IpFamily = 'ipv4' | 'ipv6';

/** An address or range, split: its family, the address and the prefix length (the whole address when none). */
export interface IpRange {
  family: IpFamily;
  address: string;
  prefix: number;
}

/** The range an allow-list entry names, or null when it is neither an address nor a CIDR range. */
export const parseIpRange = (entry: string): IpRange | null => {
  const [address, prefixText, extra] = entry.trim().split('/');
  if (extra !== undefined) return null;
  const family: IpFamily | null = isIpv4(address) ? 'ipv4' : isIpv6(address) ? 'ipv6' : null;
  if (family === null) return null;
  const max = family === 'ipv4' ? 32 : 128;
  if (prefixText === undefined) return { family, address, prefix: max };
  if (!/^\d{1,3}$/.test(prefixText) || Number(prefixText) > max) return null;
  return { family, address, prefix: Number(prefixText) };
};
