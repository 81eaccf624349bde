// Who is really calling: the socket's address, unless the socket is a proxy we trust, in which case
// the address that proxy says it saw (X-Forwarded-For, read from the right), and so on. Used by the
// production server (.scripts/serve.mjs) before Next sees the request, so every per-address rate
// limit counts the real client and a client cannot pick its own address by sending the header.
import { BlockList, isIP } from 'node:net';

const NAMED = {
  loopback: [
    ['127.0.0.0', 8, 'ipv4'],
    ['::1', 128, 'ipv6'],
  ],
  private: [
    ['10.0.0.0', 8, 'ipv4'],
    ['172.16.0.0', 12, 'ipv4'],
    ['192.168.0.0', 16, 'ipv4'],
    ['fc00::', 7, 'ipv6'],
  ],
};

/** `::ffff:127.0.0.1` (an IPv4 client on a dual-stack socket) → `127.0.0.1`. */
export function plainAddress(address) {
  const trimmed = String(address ?? '').trim();
  return trimmed.startsWith('::ffff:') && isIP(trimmed.slice(7)) === 4 ? trimmed.slice(7) : trimmed;
}

/**
 * TRUSTED_PROXIES: a comma-separated list of addresses, CIDR ranges and the names `loopback` and
 * `private`. Empty (the default): no proxy is trusted but the project's own HTTPS front.
 */
export function trustedProxies(value = '') {
  const list = new BlockList();
  for (const entry of value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    if (NAMED[entry]) {
      for (const [network, prefix, family] of NAMED[entry]) list.addSubnet(network, prefix, family);
      continue;
    }
    const [network, prefix] = entry.split('/');
    const family = isIP(network ?? '');
    if (!family) throw new Error(`TRUSTED_PROXIES: "${entry}" is not an address or CIDR range`);
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(network, type);
    else list.addSubnet(network, Number(prefix), type);
  }
  return (address) => {
    const family = isIP(address);
    return family !== 0 && list.check(address, family === 4 ? 'ipv4' : 'ipv6');
  };
}

/**
 * The client's address: walk the hops from the socket leftwards through X-Forwarded-For while the
 * hop is trusted. `socketTrusted` marks the socket as a trusted proxy whatever its address (the
 * HTTPS front proves itself with a secret, not an address).
 */
export function clientAddress({ socketAddress, forwardedFor, isTrusted, socketTrusted = false }) {
  const hops = String(forwardedFor ?? '')
    .split(',')
    .map(plainAddress)
    .filter(Boolean);
  let client = plainAddress(socketAddress) || 'unknown';
  let trusted = socketTrusted || isTrusted(client);
  while (trusted && hops.length > 0) {
    const next = hops.pop();
    // What a trusted proxy appended is an address; anything else came from the client.
    if (!isIP(next)) break;
    client = next;
    trusted = isTrusted(client);
  }
  return client;
}
