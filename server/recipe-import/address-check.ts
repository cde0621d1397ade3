import { isIPv4, isIPv6 } from 'node:net';

/**
 * Whether a page may be fetched from this address: only the public Internet. Everything else
 * reaches the service's own machine or network (the emulators, a cloud metadata service, a
 * router's admin page), which a recipe address must never make the service call.
 */
export function isPublicAddress(address: string): boolean {
  if (isIPv4(address)) return isPublicIpv4(ipv4Bytes(address));
  if (isIPv6(address)) return isPublicIpv6(ipv6Bytes(address));
  return false;
}

type Range = readonly [prefix: readonly number[], bits: number];

// The IANA special-purpose registries' blocks that do not reach the public Internet.
const privateIpv4: readonly Range[] = [
  [[0, 0, 0, 0], 8], // "this network", 0.0.0.0 included
  [[10, 0, 0, 0], 8],
  [[100, 64, 0, 0], 10], // carrier-grade NAT
  [[127, 0, 0, 0], 8],
  [[169, 254, 0, 0], 16], // link-local, cloud metadata services
  [[172, 16, 0, 0], 12],
  [[192, 0, 0, 0], 24],
  [[192, 0, 2, 0], 24], // documentation
  [[192, 88, 99, 0], 24], // deprecated 6to4 relays
  [[192, 168, 0, 0], 16],
  [[198, 18, 0, 0], 15], // benchmarking
  [[198, 51, 100, 0], 24],
  [[203, 0, 113, 0], 24],
  [[224, 0, 0, 0], 4], // multicast
  [[240, 0, 0, 0], 4], // reserved, broadcast included
];

const privateIpv6: readonly Range[] = [
  [[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 128], // unspecified
  [[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1], 128], // loopback
  [[0x01, 0x00], 64], // discard-only
  [[0x20, 0x01, 0x0d, 0xb8], 32], // documentation
  [[0x20, 0x01, 0x00, 0x00], 23], // IETF protocol assignments (Teredo, ORCHID…)
  [[0xfc], 7], // unique local
  [[0xfe, 0x80], 10], // link-local
  [[0xfe, 0xc0], 10], // deprecated site-local
  [[0xff], 8], // multicast
];

function inRange(bytes: readonly number[], [prefix, bits]: Range): boolean {
  for (let bit = 0; bit < bits; bit += 1) {
    const index = bit >> 3;
    const mask = 0x80 >> (bit & 7);
    if (((bytes[index] ?? 0) & mask) !== ((prefix[index] ?? 0) & mask)) return false;
  }
  return true;
}

function isPublicIpv4(bytes: readonly number[]): boolean {
  return !privateIpv4.some((range) => inRange(bytes, range));
}

function isPublicIpv6(bytes: readonly number[]): boolean {
  // Forms that carry an IPv4 address reach it: IPv4-mapped (::ffff:a.b.c.d), the old
  // IPv4-compatible (::a.b.c.d), NAT64 (64:ff9b::a.b.c.d) and 6to4 (2002:aabb:ccdd::).
  const embedded = embeddedIpv4(bytes);
  if (embedded) return isPublicIpv4(embedded);
  return !privateIpv6.some((range) => inRange(bytes, range));
}

function embeddedIpv4(bytes: readonly number[]): number[] | null {
  const zeros = (from: number, to: number) => bytes.slice(from, to).every((byte) => byte === 0);
  if (zeros(0, 10) && bytes[10] === 0xff && bytes[11] === 0xff) return bytes.slice(12);
  if (zeros(0, 12) && !zeros(12, 16) && !(zeros(12, 15) && bytes[15] === 1)) return bytes.slice(12);
  if (inRange(bytes, [[0x00, 0x64, 0xff, 0x9b], 96])) return bytes.slice(12);
  if (bytes[0] === 0x20 && bytes[1] === 0x02) return bytes.slice(2, 6);
  return null;
}

function ipv4Bytes(address: string): number[] {
  return address.split('.').map(Number);
}

/** The sixteen bytes of a valid IPv6 address (isIPv6), a trailing dotted quad and a zone included. */
function ipv6Bytes(address: string): number[] {
  let text = address.split('%')[0] ?? '';
  const quad = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (quad) {
    const [a = 0, b = 0, c = 0, d = 0] = ipv4Bytes(quad);
    text = `${text.slice(0, -quad.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const groups = (part: string) => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)));
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const all = [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
  return all.flatMap((group) => [group >> 8, group & 0xff]);
}
