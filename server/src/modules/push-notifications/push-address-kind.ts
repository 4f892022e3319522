import { isIP } from 'node:net';

/**
 * Where an IP address leads: the public internet, this machine, or anywhere else a push service
 * cannot be (private networks, link local, shared address space, documentation, multicast…).
 */
export type AddressKind = 'public' | 'loopback' | 'private';

type Prefix = readonly [bytes: readonly number[], bits: number];

const inPrefix = (bytes: readonly number[], [prefix, bits]: Prefix): boolean => {
  for (let index = 0; index * 8 < bits; index += 1) {
    const take = Math.min(8, bits - index * 8);
    const mask = (0xff << (8 - take)) & 0xff;
    if (((bytes[index] ?? 0) & mask) !== ((prefix[index] ?? 0) & mask)) return false;
  }
  return true;
};

const IPV4_NOT_PUBLIC: readonly Prefix[] = [
  [[0], 8],
  [[10], 8],
  [[100, 64], 10],
  [[169, 254], 16],
  [[172, 16], 12],
  [[192, 0, 0], 24],
  [[192, 0, 2], 24],
  [[192, 168], 16],
  [[198, 18], 15],
  [[198, 51, 100], 24],
  [[203, 0, 113], 24],
  // Multicast, reserved and broadcast (224.0.0.0/4 and 240.0.0.0/4).
  [[224], 3],
];

const ipv4Kind = (bytes: readonly number[]): AddressKind => {
  if (bytes[0] === 127) return 'loopback';
  return IPV4_NOT_PUBLIC.some((prefix) => inPrefix(bytes, prefix)) ? 'private' : 'public';
};

/** IPv6 ranges that carry an IPv4 address in their last four bytes: that address decides. */
const IPV6_WITH_IPV4_TAIL: readonly Prefix[] = [
  [[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff], 96],
  // IPv4-compatible (deprecated) and NAT64's well-known prefix.
  [[], 96],
  [[0, 0x64, 0xff, 0x9b], 96],
];

const IPV6_NOT_PUBLIC: readonly Prefix[] = [
  [[0, 0x64, 0xff, 0x9b, 0, 1], 48],
  [[1, 0], 64],
  [[0x20, 0x01, 0x0d, 0xb8], 32],
  [[0xfc], 7],
  [[0xfe, 0x80], 10],
  [[0xfe, 0xc0], 10],
  [[0xff], 8],
];

const ipv4Bytes = (address: string): number[] => address.split('.').map(Number);

/** The 16 bytes of a valid IPv6 address (zone dropped, a dotted IPv4 tail included). */
const ipv6Bytes = (address: string): number[] => {
  let text = address.toLowerCase().replace(/%.*$/, '');
  const dotted = /^(.*:)(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1] && dotted[2]) {
    const [a = 0, b = 0, c = 0, d = 0] = ipv4Bytes(dotted[2]);
    text = `${dotted[1]}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - headGroups.length - tailGroups.length).fill('0');
  return [...headGroups, ...zeros, ...tailGroups].flatMap((group) => {
    const value = Number.parseInt(group, 16);
    return [value >> 8, value & 0xff];
  });
};

const ipv6Kind = (bytes: readonly number[]): AddressKind => {
  const zeroHead = bytes.slice(0, 15).every((byte) => byte === 0);
  if (zeroHead && bytes[15] === 1) return 'loopback';
  if (zeroHead && bytes[15] === 0) return 'private';
  if (IPV6_WITH_IPV4_TAIL.some((prefix) => inPrefix(bytes, prefix))) return ipv4Kind(bytes.slice(12));
  // 6to4: the IPv4 address follows 2002::/16.
  if (bytes[0] === 0x20 && bytes[1] === 0x02) return ipv4Kind(bytes.slice(2, 6));
  return IPV6_NOT_PUBLIC.some((prefix) => inPrefix(bytes, prefix)) ? 'private' : 'public';
};

/** The kind of an IP address (brackets allowed), or null when the text is no IP address. */
export const addressKind = (text: string): AddressKind | null => {
  const address = text.replace(/^\[|\]$/g, '');
  const version = isIP(address.replace(/%.*$/, ''));
  if (version === 4) return ipv4Kind(ipv4Bytes(address));
  if (version === 6) return ipv6Kind(ipv6Bytes(address));
  return null;
};
