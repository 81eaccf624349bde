// How long a client may take and how many sockets one address may hold, so that a few slow or
// greedy clients cannot hold all of the server's connections (a "slowloris": one header byte every
// few seconds keeps a socket whose headers never end). `next start` has Node's defaults (headers
// 60 s, request 300 s, no cap per address): docs/operations.md says which proxy settings give it these.
//
//   MAX_CONNECTIONS_PER_ADDRESS   open sockets one client address may hold (50; 0 switches the cap off)
import { plainAddress } from './steps/client-address.mjs';

export const CONNECTION_LIMITS = {
  /** The whole request head must arrive in this time. */
  headersTimeoutMs: 10_000,
  /** The whole request, body included (an image upload from a phone), must arrive in this time. */
  requestTimeoutMs: 120_000,
  /** Idle keep-alive sockets outlive a load balancer's (60 s on the big clouds), so the balancer
   *  never reuses one the server is closing (that request would get ECONNRESET). */
  keepAliveTimeoutMs: 65_000,
  /** How often Node checks the two timeouts above (its default, 30 s, lets a slow head live 40 s). */
  checkingIntervalMs: 1_000,
  maxPerAddress: 50,
};

/** Options for `http.createServer` that only take effect at creation. */
export const serverOptions = (limits = CONNECTION_LIMITS) => ({
  connectionsCheckingInterval: limits.checkingIntervalMs,
});

export function maxConnectionsPerAddress(env = process.env) {
  const value = env.MAX_CONNECTIONS_PER_ADDRESS;
  if (value === undefined || value === '') return CONNECTION_LIMITS.maxPerAddress;
  const max = Number(value);
  if (!Number.isInteger(max) || max < 0) {
    throw new Error(`MAX_CONNECTIONS_PER_ADDRESS: "${value}" is not a whole number`);
  }
  return max;
}

/** Sets the timeouts on an http.Server made with `serverOptions()`. */
export function applyTimeouts(server, limits = CONNECTION_LIMITS) {
  server.headersTimeout = limits.headersTimeoutMs;
  server.requestTimeout = limits.requestTimeoutMs;
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
}

/**
 * Closes each socket over `maxPerAddress` from one address as it connects (0: no cap). `exempt`
 * names addresses that speak for many clients (a trusted proxy, the project's own HTTPS front on
 * loopback), which are never capped.
 */
export function capConnectionsPerAddress(
  server,
  {
    maxPerAddress = CONNECTION_LIMITS.maxPerAddress,
    exempt = () => false,
    log = console.warn,
  } = {},
) {
  if (maxPerAddress === 0) return;
  const open = new Map();
  const refused = new Set();
  server.on('connection', (socket) => {
    const address = plainAddress(socket.remoteAddress);
    if (!address || exempt(address)) return;
    const count = (open.get(address) ?? 0) + 1;
    if (count > maxPerAddress) {
      // Logged once while the address stays over the cap, not once per socket.
      if (!refused.has(address)) {
        log(`[server] ${address} holds ${maxPerAddress} connections: refusing more`);
      }
      refused.add(address);
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = open.get(address) - 1;
      if (left > 0) return void open.set(address, left);
      open.delete(address);
      refused.delete(address);
    });
  });
}
