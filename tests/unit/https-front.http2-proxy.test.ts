import http from 'node:http';
import http2 from 'node:http2';
import https from 'node:https';
import { mkdtemp } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHttpsFront } from '../../server/https-front.mjs';

describe('HTTPS front (HTTP/2 with HTTP/1.1 fallback)', () => {
  let upstream: http.Server;
  let front: http2.Http2SecureServer;
  let origin: string;
  let openStreams = 0;

  beforeAll(async () => {
    upstream = http.createServer((req, res) => {
      if (req.url === '/once-per-socket') {
        // Like an app closing an idle kept-alive connection just as the front reuses it.
        const socket = req.socket as typeof req.socket & { served?: boolean };
        if (socket.served) {
          socket.destroy();
          return;
        }
        socket.served = true;
        res.end('fresh');
        return;
      }
      if (req.url === '/events') {
        openStreams += 1;
        req.on('close', () => (openStreams -= 1));
        res.writeHead(200, {
          'content-type': 'text/event-stream',
          'cache-control': 'no-cache, no-transform',
        });
        res.write('event: welcome\ndata: {}\n\n');
        return;
      }
      res.writeHead(200, {
        'content-type': 'application/json',
        'strict-transport-security': 'max-age=63072000',
        connection: 'keep-alive',
      });
      // Chunked on purpose: forwarding Transfer-Encoding into HTTP/2 would break the stream.
      res.write(
        JSON.stringify({ host: req.headers.host, proto: req.headers['x-forwarded-proto'] }),
      );
      res.end();
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const upstreamPort = (upstream.address() as AddressInfo).port;
    front = await startHttpsFront({
      port: 0,
      upstream: `http://127.0.0.1:${upstreamPort}`,
      certDir: path.join(await mkdtemp(path.join(tmpdir(), 'tls-')), 'tls'),
    });
    origin = `https://localhost:${(front.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => front?.close(resolve));
    upstream?.closeAllConnections();
    await new Promise((resolve) => upstream?.close(resolve));
  });

  it('answers HTTP/2 requests with the upstream body, forwarding host and protocol, without HSTS on localhost', async () => {
    const session = http2.connect(origin, { rejectUnauthorized: false });
    const request = session.request({ ':path': '/api' });
    const chunks: Buffer[] = [];
    const headers = await new Promise<http2.IncomingHttpHeaders>((resolve) =>
      request.on('response', resolve),
    );
    for await (const chunk of request) chunks.push(chunk as Buffer);
    session.close();
    expect(headers[':status']).toBe(200);
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(JSON.parse(Buffer.concat(chunks).toString())).toEqual({
      host: new URL(origin).host,
      proto: 'https',
    });
  });

  it('still serves HTTP/1.1 clients', async () => {
    const body = await new Promise<string>((resolve, reject) => {
      https
        .get(`${origin}/api`, { rejectUnauthorized: false }, (res) => {
          let text = '';
          res.on('data', (chunk) => (text += chunk));
          res.on('end', () => resolve(text));
        })
        .on('error', reject);
    });
    expect(JSON.parse(body).proto).toBe('https');
  });

  it('sends a GET again on a fresh connection when the reused upstream one was closed', async () => {
    const get = () =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        https
          .get(`${origin}/once-per-socket`, { rejectUnauthorized: false }, (res) => {
            let body = '';
            res.on('data', (chunk) => (body += chunk));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
          })
          .on('error', reject);
      });
    expect(await get()).toEqual({ status: 200, body: 'fresh' });
    expect(await get()).toEqual({ status: 200, body: 'fresh' });
  });

  it('streams server-sent events unbuffered and closes the upstream stream when the client leaves', async () => {
    const session = http2.connect(origin, { rejectUnauthorized: false });
    const streams = Array.from({ length: 10 }, () => session.request({ ':path': '/events' }));
    const firstEvents = await Promise.all(
      streams.map(
        (stream) =>
          new Promise<string>((resolve) =>
            stream.once('data', (chunk: Buffer) => resolve(chunk.toString())),
          ),
      ),
    );
    expect(firstEvents.every((text) => text.startsWith('event: welcome'))).toBe(true);
    expect(openStreams).toBe(10);
    session.destroy();
    await expect.poll(() => openStreams).toBe(0);
  });
});
