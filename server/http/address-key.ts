import { isIPv6 } from 'node:net';

/**
 * The key one client's requests are counted under. An IPv4 address is its own key; an IPv6
 * host usually holds a whole /64, so its requests are counted per /64 — otherwise it could
 * take a fresh address for every request.
 */
export function addressKey(address: string): string {
  const mappedIpv4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mappedIpv4?.[1]) return mappedIpv4[1];
  if (!isIPv6(address)) return address;
  return `${ipv6Groups(address).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, '::' expanded, without leading zeros. */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.split('%')[0]?.split('::') ?? [];
  const split = (part: string) => (part ? part.split(':') : []);
  const headGroups = split(head);
  const tailGroups = tail === undefined ? [] : split(tail);
  const zeros = Array<string>(8 - headGroups.length - tailGroups.length).fill('0');
  return [...headGroups, ...zeros, ...tailGroups].map((group) => parseInt(group, 16).toString(16));
}
