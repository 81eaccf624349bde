// An HTTP/2 (TLS) front for the app server (server/main.mjs). The Sanity Studio keeps more live
// (SSE) connections open than browsers allow per host over HTTP/1.1, so it must be reached over
// HTTP/2; plain HTTP/1.1 clients are served too (allowHTTP1). A self-signed certificate is made on first start.
//
//   node server/https-front.mjs            (HTTPS_PORT=3443, UPSTREAM=http://127.0.0.1:3000)
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  capConnectionsPerAddress,
  CONNECTION_LIMITS,
  maxConnectionsPerAddress,
} from './connection-guard.mjs';

// Connection-specific headers are forbidden in HTTP/2 and meaningless across a proxy hop.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
  'http2-settings',
]);

/** The certificate and key in `dir`, made with openssl (valid for localhost and 127.0.0.1) if absent. */
export function ensureCertificate(dir) {
  const keyPath = path.join(dir, 'localhost-key.pem');
  const certPath = path.join(dir, 'localhost-cert.pem');
  if (!existsSync(keyPath) || !existsSync(certPath)) {
    mkdirSync(dir, { recursive: true });
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-sha256',
        '-days',
        '825',
        '-keyout',
        keyPath,
        '-out',
        certPath,
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost,IP:127.0.0.1,IP:::1',
      ],
      { stdio: 'ignore' },
    );
    console.log(`Generated a self-signed TLS certificate in ${dir}`);
  }
  return { key: readFileSync(keyPath), cert: readFileSync(certPath) };
}

function isLocalHost(authority) {
  const host = authority.replace(/:\d+$/, '').replace(/^\[|\]$/g, '');
  return host === 'localhost' || host === '127.0.0.1' || host === '::1';
}

/**
 * Starts the front and resolves with the server once it listens. Each request is forwarded to
 * `upstream` over a keep-alive agent with unlimited sockets (every live stream holds one); the
 * upstream request is destroyed when the client goes away, so listen streams never leak.
 */
export async function startHttpsFront({
  port = 3443,
  upstream = 'http://127.0.0.1:3000',
  certDir = '.data/tls',
  // Proves to the app server (server/main.mjs) that the forwarding headers are the front's.
  secret = '',
} = {}) {
  const target = new URL(upstream);
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity, maxFreeSockets: 64 });
  const { key, cert } = ensureCertificate(certDir);

  // A TLS handshake that has not finished in the time a request head may take is a held socket.
  const tlsOptions = {
    key,
    cert,
    allowHTTP1: true,
    handshakeTimeout: CONNECTION_LIMITS.headersTimeoutMs,
  };
  const server = http2.createSecureServer(tlsOptions, (req, res) => {
    const authority = req.headers[':authority'] ?? req.headers.host ?? `localhost:${port}`;
    const headers = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (name.startsWith(':') || HOP_BY_HOP.has(name) || value === undefined) continue;
      headers[name] = value;
    }
    headers.host = authority;
    headers['x-forwarded-host'] = authority;
    headers['x-forwarded-proto'] = 'https';
    if (secret) headers['x-studio-front'] = secret;
    const remote = req.socket?.remoteAddress ?? req.stream?.session?.socket?.remoteAddress;
    if (remote)
      headers['x-forwarded-for'] = req.headers['x-forwarded-for']
        ? `${req.headers['x-forwarded-for']}, ${remote}`
        : remote;

    // A kept-alive upstream socket may be closed by the app just as it is reused; a request
    // without a body is then safely sent again once on a fresh socket (Node's advice for
    // `reusedSocket`). Requests with a body are streamed and cannot be replayed.
    const replayable = req.method === 'GET' || req.method === 'HEAD';
    const forward = (attempt) => {
      const proxied = http.request(
        {
          protocol: target.protocol,
          hostname: target.hostname,
          port: target.port,
          method: req.method,
          path: req.url,
          headers,
          agent,
        },
        (response) => {
          const outgoing = {};
          for (const [name, value] of Object.entries(response.headers)) {
            if (HOP_BY_HOP.has(name) || value === undefined) continue;
            // HSTS on localhost would make the browser upgrade the plain-HTTP site on :3000 too.
            if (name === 'strict-transport-security' && isLocalHost(authority)) continue;
            outgoing[name] = value;
          }
          res.writeHead(response.statusCode ?? 502, outgoing);
          response.pipe(res);
        },
      );
      proxied.on('error', (error) => {
        const stale = proxied.reusedSocket && ['ECONNRESET', 'EPIPE'].includes(error.code);
        if (stale && replayable && attempt === 0 && !res.headersSent) {
          forward(1);
        } else if (!res.headersSent) {
          res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
          res.end('The site is not reachable behind the HTTPS front yet.');
        } else {
          res.destroy();
        }
      });
      res.once('close', () => proxied.destroy());
      if (replayable) proxied.end();
      else req.pipe(proxied);
    };
    forward(0);
  });
  // Its clients are browsers (HTTP/2 needs one connection each): the same cap per address.
  capConnectionsPerAddress(server, { maxPerAddress: maxConnectionsPerAddress() });
  // Without this every HTTP/1.1 response over TLS waits ~40 ms for Nagle's algorithm.
  server.on('secureConnection', (socket) => socket.setNoDelay(true));

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve(undefined));
  });
  return server;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const port = Number(process.env.HTTPS_PORT ?? 3443);
  const upstream = process.env.UPSTREAM ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;
  const certDir = path.resolve(process.env.DATA_DIR ?? '.data', 'tls');
  await startHttpsFront({ port, upstream, certDir });
  console.log(`HTTPS (HTTP/2) front on https://localhost:${port} -> ${upstream}`);
}
