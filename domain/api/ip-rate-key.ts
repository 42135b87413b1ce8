// The key a per-IP rate limit counts under. An IPv4 address is one subscriber (or one NAT), but an
// IPv6 subscriber is usually given a whole /64 (often a /56 or more) and picks addresses inside it at
// will, so counting each IPv6 address apart would let one client rotate through 2^64 fresh keys. Every
// per-IP window counts an IPv6 client by its /64; IPv4 (and IPv4-mapped IPv6) by the address.
import { canonicalIp, formatV6, ipv6Groups } from '../engagement/ip-address.ts';

export const IPV6_RATE_PREFIX_BITS = 64;

/** `203.0.113.7` → `203.0.113.7`; `2001:db8:1:2:aaaa::1` → `2001:db8:1:2::/64`; anything else as given. */
export function ipRateKey(ip: string): string {
  const canonical = canonicalIp(ip);
  if (!canonical) return ip.trim();
  if (canonical.family === 4) return canonical.address;
  const groups = ipv6Groups(canonical.address)!;
  const kept = IPV6_RATE_PREFIX_BITS / 16;
  return `${formatV6(groups.map((g, i) => (i < kept ? g : 0)))}/${IPV6_RATE_PREFIX_BITS}`;
}
