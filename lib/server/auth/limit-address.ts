// The part of a client's address that throttles and rate limits count. An IPv4 address counts
// whole; an IPv6 client counts by its /64, because one home, office or phone network is given a
// whole /64 and may send each request from a new address in it (RFC 4941 privacy addresses, or
// on purpose), so counting whole IPv6 addresses would count nothing.
import { isIPv4, isIPv6 } from 'node:net';

/** An IPv6 address's eight groups, "::" and a trailing dotted IPv4 spelled out. */
function groupsOf(ip: string): number[] {
  const [head = '', tail] = ip.split('::');
  const part = (text: string) => {
    if (text === '') return [];
    return text.split(':').flatMap((group) => {
      if (!group.includes('.')) return [parseInt(group, 16)];
      const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
      return [(a << 8) | b, (c << 8) | d];
    });
  };
  const front = part(head);
  const back = tail === undefined ? [] : part(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/** "203.0.113.5" as it is; "2001:db8:1:2:a:b:c:d" as "2001:db8:1:2::/64"; null as "unknown". */
export function limitAddress(ip: string | null): string {
  if (!ip) return 'unknown';
  const bare = ip.replace(/%.*$/, ''); // an interface zone ("fe80::1%eth0")
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(bare)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (isIPv4(bare) || !isIPv6(bare)) return bare.slice(0, 64);
  return `${groupsOf(bare)
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}
