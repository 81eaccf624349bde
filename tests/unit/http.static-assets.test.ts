import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticAssetCache } from '../../server/steps/static-assets.mjs';

// The production server's Brotli copies of Next's script and style files, over a real socket. The
// stand-in for Next serves each file gzipped (as `next start` does) with its own headers; the cache
// watches that, compresses the file once, and then answers a Brotli-taking browser itself.

const SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word ${i % 37}`))};\n`;
const HEADERS = {
  'content-type': 'application/javascript; charset=UTF-8',
  'cache-control': 'public, max-age=31536000, immutable',
  etag: 'W/"script-1"',
  'content-security-policy': "default-src 'none'",
};
let served = 0;
const ready = new Set<string>();
const waiters = new Map<string, () => void>();
const cache = staticAssetCache({
  onReady: (path) => {
    ready.add(path);
    waiters.get(path)?.();
  },
});
const server = http.createServer((req, res) => {
  const encoding = /\bbr\b/.test(String(req.headers['accept-encoding'])) ? 'br' : null;
  if (cache.serve(req, res, encoding)) return;
  cache.learn(req, res);
  served += 1;
  if (req.url?.includes('missing')) {
    res.writeHead(404, { 'content-type': 'text/plain' });
    return res.end('not found');
  }
  const plain = req.url?.includes('plain');
  const body = plain ? Buffer.from(SCRIPT) : zlib.gzipSync(SCRIPT);
  // Set one by one, as Next's file server and compression do.
  for (const [name, value] of Object.entries(HEADERS)) res.setHeader(name, value);
  if (!plain) res.setHeader('content-encoding', 'gzip');
  res.statusCode = 200;
  // In two writes, as a file stream sends it.
  res.write(body.subarray(0, 100));
  res.end(body.subarray(100));
});
let base = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

const get = (path: string, encodings = 'gzip, deflate, br', headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { headers: { 'accept-encoding': encodings, ...headers } });
const kept = (path: string) =>
  ready.has(path) ? Promise.resolve() : new Promise<void>((resolve) => waiters.set(path, resolve));

describe('the Brotli copies of static files', () => {
  it('answers the second request for a script in Brotli, same bytes and headers, without Next', async () => {
    const path = '/_next/static/chunks/app-1.js';
    const first = await get(path);
    expect(first.headers.get('content-encoding')).toBe('gzip');
    expect(await first.text()).toBe(SCRIPT);
    await kept(path);
    const before = served;
    const second = await get(path);
    expect(served).toBe(before);
    expect(second.headers.get('content-encoding')).toBe('br');
    expect(second.headers.get('vary')).toBe('Accept-Encoding');
    for (const [name, value] of Object.entries(HEADERS))
      expect(second.headers.get(name)).toBe(value);
    expect(await second.text()).toBe(SCRIPT);
    // Smaller than the gzip copy it was made from.
    expect(Number(second.headers.get('content-length'))).toBeLessThan(zlib.gzipSync(SCRIPT).length);
  });

  it('keeps a copy of a file Next sent uncompressed too', async () => {
    const path = '/_next/static/chunks/plain-1.js';
    await get(path);
    await kept(path);
    const again = await get(path);
    expect(again.headers.get('content-encoding')).toBe('br');
    expect(await again.text()).toBe(SCRIPT);
  });

  it('answers a revalidation with the same validator 304, and leaves a gzip-only browser to Next', async () => {
    const path = '/_next/static/chunks/app-1.js';
    await kept(path);
    const revalidated = await get(path, 'br', { 'if-none-match': HEADERS.etag });
    expect(revalidated.status).toBe(304);
    const before = served;
    const gzipOnly = await get(path, 'gzip');
    expect(served).toBe(before + 1);
    expect(gzipOnly.headers.get('content-encoding')).toBe('gzip');
  });

  it('never keeps a page, an API answer, an error or an address that leaves the folder', async () => {
    for (const path of [
      '/about',
      '/api/auth/me',
      '/_next/static/chunks/missing.js',
      '/_next/static/../../secret.js',
      `/_next/data/${randomBytes(4).toString('hex')}.json`,
    ]) {
      await get(path);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const before = served;
      await get(path);
      expect(served, path).toBe(before + 1);
    }
  });
});
