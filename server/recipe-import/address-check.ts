import ipaddr from 'ipaddr.js';
import { isIPv4, isIPv6 } from 'node:net';

/**
 * Whether a page may be fetched from this address: only the public Internet. Everything else
 * reaches the service's own machine or network (the emulators, a cloud metadata service, a
 * router's admin page), which a recipe address must never make the service call. The special
 * ranges are ipaddr.js's, which follow the IANA special-purpose registries.
 */
export function isPublicAddress(address: string): boolean {
  // node:net first: ipaddr.js also reads octal, hexadecimal and one-number IPv4 forms.
  if (isIPv4(address)) return isPublicIpv4(ipaddr.IPv4.parse(address));
  if (isIPv6(address)) return isPublicIpv6(ipaddr.IPv6.parse(address));
  return false;
}

/** Unicast in no special range: private, loopback, link-local, CGNAT, reserved, documentation, benchmarking… all say otherwise. */
function isPublicIpv4(address: ipaddr.IPv4): boolean {
  return address.range() === 'unicast';
}

// 2000::/3, the only block IANA hands out as global unicast.
const globalUnicast = ipaddr.IPv6.parseCIDR('2000::/3');
// Its NAT64 prefix for local use (RFC 8215): the operator's own translator, and where the IPv4
// address sits in it depends on the prefix length the operator chose.
const localUseNat64 = ipaddr.IPv6.parseCIDR('64:ff9b:1::/48');

function isPublicIpv6(address: ipaddr.IPv6): boolean {
  // A form that carries an IPv4 address reaches that address: judged by it, whatever the form.
  const embedded = embeddedIpv4(address);
  if (embedded) return isPublicIpv4(embedded);
  if (address.match(localUseNat64)) return false;
  // Teredo tunnels through a relay and a server of its own: refused whatever client it names.
  return address.match(globalUnicast) && address.range() === 'unicast';
}

function ipv4(high: number, low: number): ipaddr.IPv4 {
  return new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
}

/**
 * The IPv4 address an IPv6 address stands for: mapped (::ffff:a.b.c.d), translated
 * (::ffff:0:a.b.c.d), the well-known NAT64 prefix (64:ff9b::a.b.c.d), 6to4 (2002:aabb:ccdd::)
 * and the old compatible form (::a.b.c.d; :: and ::1 read as 0.0.0.0 and 0.0.0.1, refused
 * like them). Null for any other address.
 */
function embeddedIpv4(address: ipaddr.IPv6): ipaddr.IPv4 | null {
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, g = 0, h = 0] = address.parts;
  switch (address.range()) {
    case 'ipv4Mapped':
    case 'rfc6145':
      return ipv4(g, h);
    case 'rfc6052':
      return address.match(localUseNat64) ? null : ipv4(g, h);
    case '6to4':
      return ipv4(b, c);
    default:
      return [a, b, c, d, e, f].every((part) => part === 0) ? ipv4(g, h) : null;
  }
}
