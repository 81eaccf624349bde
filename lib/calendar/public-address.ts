// Which addresses an import may reach. A calendar URL is typed by an admin but fetched by the server,
// so without this check it could read the server's own network (SSRF): a loopback admin port, a
// cloud metadata service at 169.254.169.254, a database on 10.x. Only public unicast addresses pass.
import { lookup } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

// BlockList checks an IPv4-mapped IPv6 address (::ffff:127.0.0.1) against the IPv4 rules too.
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // protocol assignments
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['64:ff9b::', 96], // NAT64: any IPv4 address, private ones included
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

/** Whether an IP address is a public unicast one (false for anything that is not an address). */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return !NOT_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export class PrivateAddressRefused extends Error {
  constructor() {
    super(
      'The calendar address points into a private network; only public addresses can be imported.',
    );
    this.name = 'PrivateAddressRefused';
  }
}

/**
 * A DNS lookup for node:http that refuses a host when any of its addresses is not public. The
 * connection uses the addresses checked here, so a name that resolves differently a moment later
 * (DNS rebinding) cannot slip through between a check and the connect.
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 0);
    const [first] = addresses;
    if (!first || addresses.some(({ address }) => !isPublicAddress(address))) {
      return callback(new PrivateAddressRefused(), '', 0);
    }
    if (options.all) return callback(null, addresses);
    return callback(null, first.address, first.family);
  });
};
