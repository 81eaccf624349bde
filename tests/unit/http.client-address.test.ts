// Who counts as the client for rate limits: the production server's forwarding step
// (server/steps/client-address.mjs) in front of a real route, over real sockets, directly and
// through the HTTPS front.
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { mkdtemp, rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_RATE_LIMIT, sendContactMessage } from '@/lib/contact/http';
import {
  clientAddress,
  forwardingRewriter,
  trustedProxies,
} from '../../server/steps/client-address.mjs';
import { startHttpsFront } from '../../server/https-front.mjs';
import { databaseForSuite } from '../fixtures/databases';

describe('the client address', () => {
  const none = trustedProxies('');
  const proxies = trustedProxies('loopback, 10.1.0.0/16');

  it('is the socket address unless the socket is a trusted proxy', () => {
    expect(
      clientAddress({ socketAddress: '198.51.100.4', forwardedFor: '1.2.3.4', isTrusted: none }),
    ).toBe('198.51.100.4');
    expect(
      clientAddress({
        socketAddress: '::ffff:127.0.0.1',
        forwardedFor: '1.2.3.4',
        isTrusted: none,
      }),
    ).toBe('127.0.0.1');
  });

  it('walks back through trusted proxies only, from the right', () => {
    const forwardedFor = '6.6.6.6, 203.0.113.9, 10.1.2.3';
    expect(clientAddress({ socketAddress: '127.0.0.1', forwardedFor, isTrusted: proxies })).toBe(
      '203.0.113.9',
    );
    // A socket the list does not name is the client, whatever it forwards.
    expect(clientAddress({ socketAddress: '10.2.0.1', forwardedFor, isTrusted: proxies })).toBe(
      '10.2.0.1',
    );
    // Something that is not an address stops the walk at the last trusted hop's word.
    expect(
      clientAddress({
        socketAddress: '127.0.0.1',
        forwardedFor: 'evil, 10.1.0.9',
        isTrusted: proxies,
      }),
    ).toBe('10.1.0.9');
  });

  it('refuses a TRUSTED_PROXIES entry that is not an address or a range', () => {
    expect(() => trustedProxies('localhost')).toThrow(/TRUSTED_PROXIES/);
  });
});

describe('rate limits behind the production server', () => {
  const handle = databaseForSuite();
  const secret = 'front-secret-for-tests-0123456789abcdef';
  let app: http.Server;
  let front: http2Server;
  let appPort = 0;
  let frontPort = 0;
  let certDir = '';
  type http2Server = Awaited<ReturnType<typeof startHttpsFront>>;

  beforeAll(async () => {
    const rewrite = forwardingRewriter({ trusted: '', frontSecret: secret });
    // The contact route as Next would run it, behind the server's forwarding step.
    app = http.createServer(async (req, res) => {
      rewrite(req);
      const request = new Request(`http://localhost${req.url}`, {
        method: req.method,
        headers: req.headers as Record<string, string>,
        body: req.method === 'POST' ? (Readable.toWeb(req) as ReadableStream) : undefined,
        duplex: 'half',
      } as RequestInit);
      const response = await sendContactMessage.run(request, {
        db: handle.db,
        kickJobs: () => {},
      });
      res.writeHead(response.status, { 'x-seen-client': req.headers['x-forwarded-for'] });
      res.end(await response.text());
    });
    await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));
    appPort = (app.address() as AddressInfo).port;
    certDir = await mkdtemp(path.join(os.tmpdir(), 'front-tls-'));
    front = await startHttpsFront({
      port: 0,
      upstream: `http://127.0.0.1:${appPort}`,
      certDir,
      secret,
    });
    frontPort = (front.address() as AddressInfo).port;
  });

  afterAll(async () => {
    front?.close();
    app?.closeAllConnections();
    app?.close();
    await rm(certDir, { recursive: true, force: true });
  });

  const message = (n: number) =>
    JSON.stringify({
      name: 'Rotating Client',
      email: 'rotate@example.com',
      message: `Hello ${n}, a long enough message.`,
    });

  /** One POST from `localAddress` (a loopback address of its own), straight or through the front. */
  function post(n: number, forwardedFor: string, via: 'direct' | 'front', localAddress: string) {
    const body = message(n);
    const options = {
      host: '127.0.0.1',
      port: via === 'front' ? frontPort : appPort,
      localAddress,
      method: 'POST',
      path: '/api/contact',
      rejectUnauthorized: false,
      agent: false,
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        'x-forwarded-for': forwardedFor,
        // Only the front knows the secret; a client that guesses gains nothing.
        ...(via === 'direct' ? { 'x-studio-front': 'a-guessed-secret' } : {}),
      },
    };
    return new Promise<{ status: number; client: string }>((resolve, reject) => {
      const request = (via === 'front' ? https : http).request(options as never, (response) => {
        response.resume();
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            client: String(response.headers['x-seen-client']),
          }),
        );
      });
      request.on('error', reject);
      request.end(body);
    });
  }

  it('counts one socket rotating X-Forwarded-For as one client, and refuses it past the limit', async () => {
    const statuses: number[] = [];
    for (let n = 0; n <= CONTACT_RATE_LIMIT.limit; n += 1) {
      const { status, client } = await post(n, `203.0.113.${n + 1}`, 'direct', '127.0.0.3');
      statuses.push(status);
      expect(client).toBe('127.0.0.3');
    }
    expect(statuses.slice(0, -1).every((status) => status === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('sees the real client through the HTTPS front, not what the client forwards', async () => {
    const { status, client } = await post(100, '198.51.100.77', 'front', '127.0.0.4');
    expect(status).toBe(201);
    expect(client).toBe('127.0.0.4');
  });
});
