import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './address-check.ts';

/** The two 16-bit groups of an IPv4 address, in hexadecimal, inverted bit by bit when asked (Teredo). */
function groups(ipv4: string, invert = false): [string, string] {
  const [a = 0, b = 0, c = 0, d = 0] = ipv4.split('.').map(Number);
  const value = (((a << 24) | (b << 16) | (c << 8) | d) ^ (invert ? 0xffffffff : 0)) >>> 0;
  return [(value >>> 16).toString(16), (value & 0xffff).toString(16)];
}

// Every IPv6 form that carries an IPv4 address, and whether it may reach a public one.
const embeddingForms: readonly { form: string; write: (ipv4: string) => string; reachesPublic: boolean }[] = [
  { form: 'IPv4-mapped', write: (ipv4) => `::ffff:${ipv4}`, reachesPublic: true },
  { form: 'IPv4-mapped, in hexadecimal', write: (ipv4) => `::ffff:${groups(ipv4).join(':')}`, reachesPublic: true },
  { form: 'IPv4-translated', write: (ipv4) => `::ffff:0:${ipv4}`, reachesPublic: true },
  { form: 'IPv4-compatible', write: (ipv4) => `::${ipv4}`, reachesPublic: true },
  { form: 'NAT64, well-known prefix', write: (ipv4) => `64:ff9b::${ipv4}`, reachesPublic: true },
  { form: 'NAT64, well-known prefix in hexadecimal', write: (ipv4) => `64:ff9b::${groups(ipv4).join(':')}`, reachesPublic: true },
  { form: 'NAT64, local-use prefix', write: (ipv4) => `64:ff9b:1::${ipv4}`, reachesPublic: false },
  { form: '6to4', write: (ipv4) => `2002:${groups(ipv4).join(':')}::1`, reachesPublic: true },
  { form: 'Teredo', write: (ipv4) => `2001:0:4136:e378:8000:63bf:${groups(ipv4, true).join(':')}`, reachesPublic: false },
];

const nonPublicIpv4 = ['127.0.0.1', '10.0.0.1', '169.254.169.254', '192.168.1.1', '100.64.0.1'];
const publicIpv4 = '93.184.216.34';

describe('isPublicAddress', () => {
  it.each(['93.184.216.34', '8.8.8.8', '100.63.255.255', '100.128.0.0', '172.15.255.255', '172.32.0.0', '2606:4700:4700::1111', '2a00:1450:4007:80f::2003'])(
    'lets %s through',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );

  it.each([
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', '"this network"'],
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'link-local (cloud metadata)'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['100.127.255.255', 'carrier-grade NAT'],
    ['192.0.0.8', 'IETF protocol assignments'],
    ['192.0.2.1', 'documentation'],
    ['198.51.100.7', 'documentation'],
    ['203.0.113.9', 'documentation'],
    ['198.18.0.1', 'benchmarking'],
    ['192.88.99.1', '6to4 relay anycast'],
    ['224.0.0.251', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'broadcast'],
  ])('refuses %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local with a zone'],
    ['fec0::1', 'deprecated site-local'],
    ['fc00::1', 'unique local'],
    ['fd12:3456:789a::1', 'unique local'],
    ['ff02::1', 'multicast'],
    ['100::1', 'discard-only'],
    ['4000::1', 'outside global unicast'],
    ['5f00::1', 'segment routing'],
    ['2001:1::1', 'IETF protocol assignments'],
    ['2001:2::1', 'benchmarking'],
    ['2001:10::1', 'deprecated ORCHID'],
    ['2001:20::1', 'ORCHIDv2'],
    ['2001:db8::1', 'documentation'],
    ['3fff::1', 'documentation'],
  ])('refuses %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  describe.each(embeddingForms)('$form', ({ write, reachesPublic }) => {
    it.each(nonPublicIpv4)('carrying %s is refused', (ipv4) => {
      expect(isPublicAddress(write(ipv4))).toBe(false);
    });

    it(`carrying ${publicIpv4} is ${reachesPublic ? 'let through' : 'refused: the form is not routable from the service'}`, () => {
      expect(isPublicAddress(write(publicIpv4))).toBe(reachesPublic);
    });
  });

  it('refuses what is not an address, or an IPv4 address in a form other than four decimal parts', () => {
    for (const text of ['localhost', '', '2130706433', '0x7f.0.0.1', '127.1', '93.184.216.34.']) expect(isPublicAddress(text)).toBe(false);
  });
});
