// The production server: Next's request handler behind the ordered steps below (server/steps.mjs
// runs them; ARCHITECTURE.md has a table of why each exists, what it gains and what replaces it
// behind a CDN). Used by `npm start` (server/start.mjs), the end-to-end tests and the benchmarks.
//
//   PORT               3000
//   TRUSTED_PROXIES    proxies whose X-Forwarded-For is believed (steps/client-address.mjs)
//   SERVER_STEPS_OFF   comma-separated names of steps to switch off, to measure what each gains
//   MAX_CONNECTIONS_PER_ADDRESS   open sockets one client may hold (server/connection-guard.mjs): 50
//   SHUTDOWN_GRACE_MS, SHUTDOWN_TIMEOUT_MS   graceful shutdown (server/shutdown.mjs): 0 and 10000
//   REDIS_URL          Next's cache in Redis, shared by every instance: next.config.ts then names
//                      server/cache-handler.mjs, which Next loads as it prepares
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  applyTimeouts,
  capConnectionsPerAddress,
  maxConnectionsPerAddress,
  serverOptions,
} from './connection-guard.mjs';
import { ownShutdownSignals } from './contract.mjs';
import { gracefulShutdown } from './shutdown.mjs';
import { internalRequests, pipeline } from './steps.mjs';
import { clientAddressStep, trustedProxies } from './steps/client-address.mjs';
import { compressionStep } from './steps/compression.mjs';
import { contentSecurityStep } from './steps/content-security.mjs';
import { deferredScriptsStep } from './steps/deferred-scripts.mjs';
import { documentCacheStep } from './steps/document-cache.mjs';
import { drainStep } from './steps/drain.mjs';
import { notFoundDocumentStep } from './steps/not-found-document.mjs';
import { staticAssetsStep } from './steps/static-assets.mjs';

// Who the client is, what a page may run and a clean shutdown are not options.
const REQUIRED = new Set(['drain', 'client-address', 'content-security']);

/** The steps in the order they see a request (and, for documents, the order they change it). */
export function serverSteps({ internal, shutdown, env = process.env }) {
  const steps = [
    drainStep(shutdown),
    clientAddressStep(env),
    staticAssetsStep(),
    documentCacheStep(),
    notFoundDocumentStep(internal),
    deferredScriptsStep(),
    contentSecurityStep(),
    compressionStep(),
  ];
  const off = new Set(
    String(env.SERVER_STEPS_OFF ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
  for (const name of off) {
    if (REQUIRED.has(name)) throw new Error(`SERVER_STEPS_OFF: ${name} cannot be switched off`);
    if (!steps.some((step) => step.name === name)) {
      throw new Error(`SERVER_STEPS_OFF: there is no step called ${name}`);
    }
  }
  return steps.filter((step) => !off.has(step.name));
}

async function main() {
  // As `next start` does: production unless told otherwise (the app reads it too).
  process.env.NODE_ENV ??= 'production';
  // Before the app starts: this server's shutdown drains it, not the app's own signal handlers.
  ownShutdownSignals();
  const { default: next } = await import('next');
  const port = Number(process.env.PORT ?? 3000);
  const app = next({ dev: false, dir: path.resolve(import.meta.dirname, '..'), port });
  const handle = app.getRequestHandler();
  await app.prepare();
  const internal = internalRequests(port);
  const shutdownState = { draining: false };
  const steps = serverSteps({ internal, shutdown: shutdownState });
  const server = http.createServer(serverOptions(), pipeline(steps, handle, internal));
  applyTimeouts(server);
  // Loopback (the HTTPS front, a proxy on this host) and trusted proxies speak for many clients.
  capConnectionsPerAddress(server, {
    maxPerAddress: maxConnectionsPerAddress(),
    exempt: trustedProxies(['loopback', process.env.TRUSTED_PROXIES ?? ''].join(',')),
  });
  server.listen(port, () =>
    console.log(
      `  Serving the production build on port ${port} (steps: ${steps.map((s) => s.name).join(', ')})`,
    ),
  );
  const shutdown = gracefulShutdown(server, {
    state: shutdownState,
    graceMs: Number(process.env.SHUTDOWN_GRACE_MS ?? 0),
    timeoutMs: Number(process.env.SHUTDOWN_TIMEOUT_MS ?? 10_000),
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void shutdown(signal));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
