import { isIpv4, isIpv6, parseIpRange } from '../../../src/core/ipRange';

// The allow-list entries the key form and the server accept alike: addresses and CIDR ranges of both families.

test('IPv4 addresses: four parts of 0 to 255, no leading zeros', () => {
  for (const address of ['0.0.0.0', '203.113.152.14', '255.255.255.255']) expect({ address, ok: isIpv4(address) }).toEqual({ address, ok: true });
  for (const address of ['256.1.1.1', '1.2.3', '1.2.3.4.5', '01.2.3.4', '1.2.3.x', '']) expect({ address, ok: isIpv4(address) }).toEqual({ address, ok: false });
});

test('IPv6 addresses: eight groups, one :: at most, an IPv4 tail', () => {
  for (const address of ['2001:db8::1', '::', '::1', 'fe80::', '2001:0db8:0000:0000:0000:ff00:0042:8329', '::ffff:192.0.2.1', '64:ff9b::192.0.2.33']) {
    expect({ address, ok: isIpv6(address) }).toEqual({ address, ok: true });
  }
  for (const address of ['2001:db8:::1', '1::2::3', '2001:db8:0:0:0:0:0:0:1', '12345::', 'g::1', '1:2:3:4:5:6:7', '192.0.2.1::']) {
    expect({ address, ok: isIpv6(address) }).toEqual({ address, ok: false });
  }
});

test('ranges: the prefix within the family\'s bits; an address alone is its whole length', () => {
  expect(parseIpRange('10.0.0.0/8')).toEqual({ family: 'ipv4', address: '10.0.0.0', prefix: 8 });
  expect(parseIpRange(' 203.0.113.7 ')).toEqual({ family: 'ipv4', address: '203.0.113.7', prefix: 32 });
  expect(parseIpRange('2001:db8::/32')).toEqual({ family: 'ipv6', address: '2001:db8::', prefix: 32 });
  for (const entry of ['10.0.0.0/33', '2001:db8::/129', '10.0.0.0/', '10.0.0.0/8/1', 'localhost', '*', '10.0.0.0/-1']) {
    expect({ entry, range: parseIpRange(entry) }).toEqual({ entry, range: null });
  }
});
