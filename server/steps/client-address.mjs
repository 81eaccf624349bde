// Step `client-address`: who is really calling. The socket's address, unless the socket is a proxy
// we trust, in which case the address that proxy says it saw (X-Forwarded-For, read from the right),
// and so on. It runs before Next sees the request, so every per-address rate limit counts the real
// client and a client cannot pick its own address by sending the header (`next start` passes on
// whatever X-Forwarded-For a client sends).
import { timingSafeEqual } from 'node:crypto';
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

// Set by the project's own HTTPS front (server/https-front.mjs) with the secret `npm start` gives both.
const FRONT_HEADER = 'x-studio-front';
// Headers only a trusted proxy may set; from anyone else they are dropped.
const PROXY_HEADERS = ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-real-ip'];

function sameSecret(given, expected) {
  if (typeof given !== 'string' || !expected) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Rewrites the request's forwarding headers to say who the client is, before Next reads them. */
export function forwardingRewriter({ trusted = '', frontSecret = '' } = {}) {
  const isTrusted = trustedProxies(trusted);
  return (req) => {
    const fromFront = sameSecret(req.headers[FRONT_HEADER], frontSecret);
    delete req.headers[FRONT_HEADER];
    const socketAddress = req.socket.remoteAddress;
    const client = clientAddress({
      socketAddress,
      forwardedFor: req.headers['x-forwarded-for'],
      isTrusted,
      socketTrusted: fromFront,
    });
    if (!fromFront && !isTrusted(plainAddress(socketAddress))) {
      for (const name of PROXY_HEADERS) delete req.headers[name];
    }
    req.headers['x-forwarded-for'] = client;
    req.headers['x-real-ip'] = client;
  };
}

/** The step: TRUSTED_PROXIES (see trustedProxies) and STUDIO_FRONT_SECRET (set by `npm start`). */
export function clientAddressStep(env = process.env) {
  const rewrite = forwardingRewriter({
    trusted: env.TRUSTED_PROXIES,
    frontSecret: env.STUDIO_FRONT_SECRET,
  });
  return {
    name: 'client-address',
    request(exchange) {
      rewrite(exchange.req);
      return false;
    },
  };
}
