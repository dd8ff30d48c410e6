// Which resolved addresses an image download may connect to
// (docs/operations.md, "Fetching images by URL"): the server must not be usable against its own
// network, so only ordinary global unicast space counts as public.
import ipaddr from 'ipaddr.js';

// 2000::/3 is the only IPv6 space IANA allocates for global unicast; anything
// outside it (::/8 with the deprecated IPv4-compatible form, 100::/64, fc00::/7,
// fe80::/10, ff00::/8, ...) is never a public web server.
const GLOBAL_UNICAST = ipaddr.IPv6.parseCIDR('2000::/3');
// NAT64's well-known prefix (RFC 6052): DNS64 resolvers on IPv6-only networks
// answer with it for IPv4-only hosts, so it is judged by the IPv4 it carries.
const NAT64 = ipaddr.IPv6.parseCIDR('64:ff9b::/96');

/** True for an address a download may connect to. Every special-purpose range ipaddr.js knows is refused: unspecified, loopback, private, link-local, CGNAT, multicast, broadcast, reserved, documentation, benchmarking, unique-local, 6to4, Teredo... An IPv4 address inside IPv6 (::ffff:a.b.c.d, 64:ff9b::a.b.c.d) is judged as that IPv4 address. Anything that does not parse is not public. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const ip = ipaddr.parse(address);
  if (ip.kind() === 'ipv4') return (ip as ipaddr.IPv4).range() === 'unicast';
  const ipv6 = ip as ipaddr.IPv6;
  if (ipv6.isIPv4MappedAddress()) return ipv6.toIPv4Address().range() === 'unicast';
  if (ipv6.match(NAT64)) return embeddedIPv4(ipv6).range() === 'unicast';
  return ipv6.range() === 'unicast' && ipv6.match(GLOBAL_UNICAST);
}

function embeddedIPv4(ip: ipaddr.IPv6): ipaddr.IPv4 {
  const bytes = ip.toByteArray().slice(12);
  return new ipaddr.IPv4(bytes);
}
