// A Redis connection for the shared cache (server/cache-handler.mjs) that never holds a request up:
// while Redis is unreachable a command fails at once (the cache then answers from the instance's
// memory), a command Redis does not answer fails after COMMAND_TIMEOUT_MS, and the client reconnects
// in the background, at most RECONNECT_MAX_MS apart, so the shared cache is used again (and refills)
// soon after Redis is back.
import { createClient } from '@redis/client';

export const COMMAND_TIMEOUT_MS = 500;
const CONNECT_TIMEOUT_MS = 1000;
const RECONNECT_MAX_MS = 1000;

/**
 * A client of `url` that connects (and reconnects) on its own. `queueWhileDown` keeps commands
 * until the connection is back, for a subscriber (its SUBSCRIBE must not be lost); never for a
 * client whose commands a request waits for.
 */
export function connectRedis(url, { name, queueWhileDown = false, log = console }) {
  const client = createClient({
    url,
    disableOfflineQueue: !queueWhileDown,
    commandOptions: { timeout: COMMAND_TIMEOUT_MS },
    socket: {
      connectTimeout: CONNECT_TIMEOUT_MS,
      reconnectStrategy: (retries) => Math.min(50 * 2 ** retries, RECONNECT_MAX_MS),
    },
  });
  // Said once per outage, not once per reconnection attempt.
  let down = false;
  client.on('error', (error) => {
    if (down) return;
    down = true;
    log.warn(`[shared cache] ${name}: Redis unreachable (${error.message}); retrying`);
  });
  client.on('ready', () => {
    if (!down) return;
    down = false;
    log.warn(`[shared cache] ${name}: Redis is back`);
  });
  // Retried by the reconnect strategy until it succeeds; a failure is reported by 'error' above.
  client.connect().catch(() => {});
  return client;
}
