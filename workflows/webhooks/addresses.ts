// What kind of address a webhook would reach, read by ipaddr.js (its special ranges) rather than
// by hand: loopback, private, link-local, metadata, unique-local, CGNAT, multicast, unspecified,
// reserved, or public. An IPv4-mapped IPv6 address counts as the IPv4 address it reaches.
import ipaddr from 'ipaddr.js';

export type IpAddress = ipaddr.IPv4 | ipaddr.IPv6;

export type AddressClass =
  | 'loopback'
  | 'private'
  | 'linkLocal'
  | 'metadata'
  | 'uniqueLocal'
  | 'carrierGradeNat'
  | 'multicast'
  | 'unspecified'
  | 'reserved';

/** The cloud metadata services' addresses (AWS and its ECS and EKS agents, GCP, Azure, Alibaba). */
const METADATA_ADDRESSES = [
  '169.254.169.254',
  '169.254.170.2',
  '169.254.170.23',
  '100.100.100.200',
  'fd00:ec2::254',
  'fd00:ec2::23',
].map((address) => ipaddr.parse(address));

/** IPv6 global unicast (RFC 4291): everything outside it is not an Internet receiver. */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

/** A URL's host without brackets, in lower case and without a trailing dot. */
export const bareHost = (hostname: string) =>
  hostname
    .replace(/^\[|\]$/g, '')
    .toLowerCase()
    .replace(/\.$/, '');

/** The address as ipaddr.js reads it (an IPv4-mapped IPv6 one as its IPv4), or null if it is none. */
export function parseAddress(address: string): IpAddress | null {
  const bare = bareHost(address);
  if (!ipaddr.isValid(bare)) return null;
  const parsed = ipaddr.parse(bare);
  if (parsed.kind() === 'ipv6') {
    const v6 = parsed as ipaddr.IPv6;
    return v6.isIPv4MappedAddress() ? v6.toIPv4Address() : v6;
  }
  return parsed;
}

export const sameAddress = (a: IpAddress, b: IpAddress) =>
  a.kind() === b.kind() && a.toNormalizedString() === b.toNormalizedString();

/** Which kind of non-public address this is, or null for a public unicast one. */
export function classifyAddress(address: string): AddressClass | null {
  const ip = parseAddress(address);
  if (!ip) return 'reserved';
  if (METADATA_ADDRESSES.some((metadata) => sameAddress(metadata, ip))) return 'metadata';
  const range = ip.range();
  switch (range) {
    case 'loopback':
    case 'private':
    case 'linkLocal':
    case 'uniqueLocal':
    case 'carrierGradeNat':
    case 'unspecified':
    case 'multicast':
      return range;
    case 'broadcast':
      return 'multicast';
    case 'unicast':
      // IPv4-compatible (::a.b.c.d), discard-only and unassigned IPv6 space read as unicast too.
      return ip.kind() === 'ipv6' && !ip.match(GLOBAL_UNICAST_V6) ? 'reserved' : null;
    default:
      // Documentation, benchmarking, 6to4, Teredo, NAT64 and the rest: not a receiver's address.
      return 'reserved';
  }
}
