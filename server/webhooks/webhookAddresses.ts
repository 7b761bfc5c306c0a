// Which IP addresses a webhook may be sent to: only those a public service could be at (docs/security.md, Webhooks).
// Every spelling counts: IPv4 inside IPv6 (mapped, compatible, NAT64, 6to4) is judged by the IPv4 address it carries.
import { BlockList, isIPv4, isIPv6 } from 'node:net';

// IPv4 special-purpose ranges that are not globally reachable: this network, private, carrier-grade NAT, loopback,
// link-local, IETF protocol assignments, documentation, 6to4 relay, benchmarking, multicast, reserved and broadcast.
const nonPublicIPv4 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  nonPublicIPv4.addSubnet(network, prefix, 'ipv4');

// IPv6: only global unicast (2000::/3) can be public; inside it, IETF protocol assignments (Teredo 2001::/32 among
// them), documentation, and 6to4 (judged by its IPv4 address instead, below) are not.
const globalUnicast = new BlockList();
globalUnicast.addSubnet('2000::', 3, 'ipv6');
const nonPublicGlobalIPv6 = new BlockList();
for (const [network, prefix] of [
  ['2001::', 23],
  ['2001:db8::', 32],
  ['3fff::', 20],
] as const)
  nonPublicGlobalIPv6.addSubnet(network, prefix, 'ipv6');

/** The eight 16-bit groups of an IPv6 address in any spelling (with "::", with a dotted IPv4 tail), or null. */
export function ipv6Groups(address: string): number[] | null {
  if (!isIPv6(address) || address.includes('%')) return null;
  let text = address.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const part = (groups: string) => (groups ? groups.split(':').map((group) => parseInt(group, 16)) : []);
  const front = part(head);
  const back = tail === undefined ? [] : part(tail);
  return [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
}

const ipv4Of = (high: number, low: number) => [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');

/** The IPv4 address an IPv6 address stands for (mapped, NAT64, 6to4), or null when it carries none. */
function embeddedIPv4(groups: number[]): string | null {
  const zeros = (from: number, to: number) => groups.slice(from, to).every((group) => group === 0);
  if (zeros(0, 5) && groups[5] === 0xffff) return ipv4Of(groups[6]!, groups[7]!);
  if (groups[0] === 0x64 && groups[1] === 0xff9b && zeros(2, 6)) return ipv4Of(groups[6]!, groups[7]!);
  if (groups[0] === 0x2002) return ipv4Of(groups[1]!, groups[2]!);
  return null;
}

/**
 * Whether a public service could be at this address: false for anything private, reserved, or not an address at all.
 */
export function isPublicAddress(address: string): boolean {
  if (isIPv4(address)) return !nonPublicIPv4.check(address, 'ipv4');
  const groups = ipv6Groups(address);
  if (!groups) return false;
  const ipv4 = embeddedIPv4(groups);
  if (ipv4) return !nonPublicIPv4.check(ipv4, 'ipv4');
  const canonical = groups.map((group) => group.toString(16)).join(':');
  return globalUnicast.check(canonical, 'ipv6') && !nonPublicGlobalIPv6.check(canonical, 'ipv6');
}

export const isPrivateAddress = (address: string): boolean => !isPublicAddress(address);
