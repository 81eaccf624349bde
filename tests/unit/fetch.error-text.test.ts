import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRequest, queryJson } from '@/lib/fetch';

// A real HTTP server answering what each test needs.
let base = '';
let lastRequest: { method?: string; headers: http.IncomingHttpHeaders; body: string } | null = null;
const server = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    lastRequest = { method: req.method, headers: req.headers, body };
    if (req.url === '/ok')
      return res.writeHead(200, { 'content-type': 'application/json' }).end('{"a":1}');
    if (req.url === '/with-body') return res.writeHead(429).end('{"error":"Too many messages"}');
    if (req.url === '/empty') return res.writeHead(503, 'Service Unavailable').end();
    if (req.url === '/unauthorised') return res.writeHead(401, 'Unauthorized').end();
    res.writeHead(404).end('nope');
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('generic fetch helper (spec §7, §8)', () => {
  it('raises "{status}: {body}" for a non-ok answer with a body', async () => {
    await expect(apiRequest('POST', `${base}/with-body`, { a: 1 })).rejects.toThrow(
      '429: {"error":"Too many messages"}',
    );
  });

  it('raises "{status}: {status text}" when the body is empty', async () => {
    await expect(apiRequest('GET', `${base}/empty`)).rejects.toThrow('503: Service Unavailable');
  });

  it('sends JSON bodies with a JSON content type', async () => {
    const response = await apiRequest('POST', `${base}/ok`, { name: 'Ana' });
    expect(await response.json()).toEqual({ a: 1 });
    expect(lastRequest).toMatchObject({
      method: 'POST',
      body: '{"name":"Ana"}',
      headers: { 'content-type': 'application/json' },
    });
  });

  it('reads the first element of the query key as a GET; 401 throws unless asked to return null', async () => {
    expect(await queryJson([`${base}/ok`, 'ignored'])).toEqual({ a: 1 });
    expect(lastRequest?.method).toBe('GET');
    await expect(queryJson([`${base}/unauthorised`])).rejects.toThrow('401: Unauthorized');
    expect(await queryJson([`${base}/unauthorised`], { on401: 'returnNull' })).toBeNull();
  });

  it('rejects URLs that are not http or https', async () => {
    await expect(apiRequest('GET', 'file:///etc/passwd')).rejects.toThrow(/Only http and https/);
    await expect(apiRequest('GET', 'javascript:alert(1)')).rejects.toThrow(/Only http and https/);
  });
});
