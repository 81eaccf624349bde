// The production server: Next's request handler behind a few steps: deciding who the client is
// (`next start` keeps whatever X-Forwarded-For a client sends), the Content-Security-Policy of every
// response (content-security.mjs), Next's blank 404 shells replaced by the not-found page
// (not-found-document.mjs), Next's scripts requested after the first paint (deferred-scripts.mjs),
// prerendered documents served from memory (document-cache.mjs), and Next's script and style files
// Brotli-compressed once and served from memory (static-assets.mjs).
// Used by `npm start`, the end-to-end tests and the benchmarks. PORT (3000), TRUSTED_PROXIES (see
// client-address.mjs) and STUDIO_FRONT_SECRET (set by `npm start` for its own HTTPS front).
import { timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { clientAddress, plainAddress, trustedProxies } from './client-address.mjs';
import { applyContentSecurity, encodingFor } from './content-security.mjs';
import { deferScripts } from './deferred-scripts.mjs';
import { documentCache } from './document-cache.mjs';
import { notFoundDocument } from './not-found-document.mjs';
import { staticAssetCache } from './static-assets.mjs';

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

async function main() {
  // As `next start` does: production unless told otherwise (the app reads it too).
  process.env.NODE_ENV ??= 'production';
  const { default: next } = await import('next');
  const port = Number(process.env.PORT ?? 3000);
  const app = next({ dev: false, dir: path.resolve(import.meta.dirname, '..'), port });
  const handle = app.getRequestHandler();
  await app.prepare();
  const rewrite = forwardingRewriter({
    trusted: process.env.TRUSTED_PROXIES,
    frontSecret: process.env.STUDIO_FRONT_SECRET,
  });
  const replaceDocument = notFoundDocument(port);
  const documents = documentCache();
  const assets = staticAssetCache();
  const server = http.createServer((req, res) => {
    const encoding = encodingFor(req.headers['accept-encoding']);
    if (documents.serve(req, res, encoding) || assets.serve(req, res, encoding)) return;
    rewrite(req);
    applyContentSecurity(req, res, {
      replaceDocument,
      rewriteDocument: deferScripts,
      onDocument: (status, headers, body) => documents.store(req, encoding, status, headers, body),
    });
    assets.learn(req, res);
    handle(req, res);
  });
  // Idle keep-alive connections outlive a load balancer's (60 s on the big clouds): with Node's 5 s
  // default the server can close a socket just as a client reuses it, and that request gets ECONNRESET.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.listen(port, () => console.log(`  Serving the production build on port ${port}`));
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      // Live streams never end on their own: stop taking requests and leave.
      server.close(() => process.exit(0));
      server.closeIdleConnections();
      setTimeout(() => process.exit(0), 3000).unref();
    });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
