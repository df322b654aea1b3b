import net from 'node:net';

/**
 * Whether an IP address may be reached by a request the server makes on a user's or an import's
 * behalf (docs/product/listing-health.md#what-the-checker-may-reach): only public unicast addresses.
 * Refused: unspecified, loopback, private, shared (CGNAT), link-local, multicast, reserved and
 * documentation ranges, and IPv6 forms that carry such an IPv4 address (mapped, compatible, NAT64, 6to4).
 */
export function isPublicAddress(address: string): boolean {
  const plain = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  const family = net.isIP(plain);
  if (family === 4) return isPublicIpv4(plain);
  if (family === 6) return isPublicIpv6(plain);
  return false;
}

const V4_REFUSED: [string, number][] = [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // shared address space (carrier-grade NAT)
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local (cloud metadata lives here)
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
];

const v4Refused = new net.BlockList();
for (const [prefix, bits] of V4_REFUSED) v4Refused.addSubnet(prefix, bits, 'ipv4');

function isPublicIpv4(address: string): boolean {
  return !v4Refused.check(address, 'ipv4');
}

/** The eight 16-bit groups of an IPv6 address (with an embedded dotted IPv4 tail expanded). */
function ipv6Groups(address: string): number[] | undefined {
  let text = address.toLowerCase().split('%')[0]!;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const parts = dotted[1]!.split('.').map(Number);
    const hex = `${((parts[0]! << 8) | parts[1]!).toString(16)}:${((parts[2]! << 8) | parts[3]!).toString(16)}`;
    text = text.slice(0, -dotted[1]!.length) + hex;
  }
  const [head, tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail !== undefined && tail !== '' ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? left.length !== 8 : missing < 0) return undefined;
  const groups = [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right].map((g) => parseInt(g, 16));
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : undefined;
}

const v4Of = (high: number, low: number) => `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;

function isPublicIpv6(address: string): boolean {
  const g = ipv6Groups(address);
  if (!g) return false;
  const [g0, g1, g2, g3, g4, g5, g6, g7] = g as [number, number, number, number, number, number, number, number];
  const zeroTo = (n: number) => g.slice(0, n).every((x) => x === 0);
  if (zeroTo(8)) return false; // ::
  if (zeroTo(7) && g7 === 1) return false; // ::1
  if (zeroTo(5) && g5 === 0xffff) return isPublicIpv4(v4Of(g6, g7)); // ::ffff:a.b.c.d (mapped)
  if (zeroTo(6)) return false; // ::a.b.c.d (compatible, deprecated)
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) return isPublicIpv4(v4Of(g6, g7)); // NAT64
  if (g0 === 0x2002) return isPublicIpv4(v4Of(g1, g2)); // 6to4
  if ((g0 & 0xfe00) === 0xfc00) return false; // unique local fc00::/7
  if ((g0 & 0xffc0) === 0xfe80) return false; // link-local fe80::/10
  if ((g0 & 0xffc0) === 0xfec0) return false; // site-local fec0::/10 (deprecated)
  if ((g0 & 0xff00) === 0xff00) return false; // multicast
  if (g0 === 0x2001 && g1 === 0x0db8) return false; // documentation
  if (g0 === 0x0100 && g1 === 0 && g2 === 0 && g3 === 0) return false; // discard-only 100::/64
  // Only global unicast (2000::/3) is public.
  return (g0 & 0xe000) === 0x2000;
}
