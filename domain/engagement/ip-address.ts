// IP addresses as the visit log keeps them: written in one canonical form when recorded, and cut to
// their network after VISIT_IP_KEEP_DAYS (the privacy policy's promise): IPv4 to its /24 (the last
// byte zeroed), IPv6 to its /48 (a site's prefix; the rest zeroed). Pure: no node:net here.

/** Full addresses are kept this many days, then truncated. */
export const VISIT_IP_KEEP_DAYS = 30;
export const IPV4_KEPT_BITS = 24;
export const IPV6_KEPT_BITS = 48;

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

function ipv4Bytes(text: string): number[] | null {
  return IPV4.test(text) ? text.split('.').map(Number) : null;
}

/** The eight 16-bit groups of an IPv6 address (a dotted IPv4 tail allowed), or null. */
export function ipv6Groups(text: string): number[] | null {
  if (!/^[0-9a-f:.]+$/i.test(text) || text.length > 45) return null;
  let body = text;
  const lastColon = body.lastIndexOf(':');
  if (lastColon < 0) return null;
  const last = body.slice(lastColon + 1);
  if (last.includes('.')) {
    // A dotted IPv4 tail stands for the last two groups.
    const v4 = ipv4Bytes(last);
    if (!v4) return null;
    body = `${body.slice(0, lastColon + 1)}${((v4[0]! << 8) | v4[1]!).toString(16)}:${((v4[2]! << 8) | v4[3]!).toString(16)}`;
  }
  const halves = body.split('::');
  if (halves.length > 2) return null;
  const parse = (part: string) => (part === '' ? [] : part.split(':'));
  const head = parse(halves[0]!);
  const rest = halves.length === 2 ? parse(halves[1]!) : [];
  if ([...head, ...rest].some((g) => !/^[0-9a-f]{1,4}$/i.test(g))) return null;
  const present = head.length + rest.length;
  if (halves.length === 2 ? present > 7 : present !== 8) return null;
  const zeros = new Array<number>(8 - present).fill(0);
  return [...head.map((g) => parseInt(g, 16)), ...zeros, ...rest.map((g) => parseInt(g, 16))];
}

/** Eight 16-bit groups written as RFC 5952 says (lower case, the longest zero run as "::"). */
export const formatV6 = (groups: number[]) => {
  // The longest run of two or more zero groups becomes "::" (RFC 5952).
  let best = { at: -1, len: 0 };
  for (let i = 0; i < 8;) {
    if (groups[i] !== 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < 8 && groups[j] === 0) j++;
    if (j - i > best.len) best = { at: i, len: j - i };
    i = j;
  }
  const hex = groups.map((g) => g.toString(16));
  if (best.len < 2) return hex.join(':');
  return `${hex.slice(0, best.at).join(':')}::${hex.slice(best.at + best.len).join(':')}`;
};

export type CanonicalIp = { family: 4 | 6; address: string };

/**
 * The address in one form: IPv4 dotted, IPv6 compressed lower case, an IPv4-mapped IPv6 address
 * (::ffff:a.b.c.d, how a dual-stack socket reports an IPv4 peer) as its IPv4; null when not an IP.
 */
export function canonicalIp(text: string | null | undefined): CanonicalIp | null {
  if (!text) return null;
  const trimmed = text
    .trim()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/%.*$/, '');
  if (ipv4Bytes(trimmed)) return { family: 4, address: trimmed };
  const groups = ipv6Groups(trimmed);
  if (!groups) return null;
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return { family: 4, address: [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.') };
  }
  return { family: 6, address: formatV6(groups) };
}

/** The address cut to its network (IPv4 /24, IPv6 /48); null for anything that is not an IP. Idempotent. */
export function truncateIp(text: string | null | undefined): string | null {
  const ip = canonicalIp(text);
  if (!ip) return null;
  if (ip.family === 4) return ip.address.replace(/\.\d+$/, '.0');
  const groups = ipv6Groups(ip.address)!;
  return formatV6(groups.map((g, i) => (i < IPV6_KEPT_BITS / 16 ? g : 0)));
}
