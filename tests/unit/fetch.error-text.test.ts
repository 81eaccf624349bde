import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRequest, queryJson, requestJson, UNREACHABLE_MESSAGE } from '@/lib/fetch';

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
    if (req.url === '/refused')
      return res
        .writeHead(400, { 'content-type': 'application/json' })
        .end('{"error":"Check the form.","fieldErrors":{"email":["Enter an e-mail"]}}');
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
  it('requestJson hands forms the answer, or the server sentence and field errors, without throwing', async () => {
    expect(await requestJson('POST', `${base}/ok`, { a: 1 })).toEqual({
      ok: true,
      status: 200,
      body: { a: 1 },
    });
    expect(await requestJson('POST', `${base}/refused`, { a: 1 })).toMatchObject({
      ok: false,
      status: 400,
      error: 'Check the form.',
      fieldErrors: { email: ['Enter an e-mail'] },
    });
    expect(await requestJson('GET', `${base}/empty`)).toMatchObject({
      ok: false,
      status: 503,
      error: 'Something went wrong (503 Service Unavailable). Please try again.',
      fieldErrors: {},
    });
  });

  it("requestJson says so when the server cannot be reached; only the caller's abort throws", async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(await requestJson('GET', `http://127.0.0.1:${port}/`)).toEqual({
      ok: false,
      status: 0,
      error: UNREACHABLE_MESSAGE,
      fieldErrors: {},
      body: {},
    });
    const controller = new AbortController();
    controller.abort();
    await expect(
      requestJson('GET', `${base}/ok`, undefined, { signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('sends form data as multipart and extra headers as given', async () => {
    const form = new FormData();
    form.set('name', 'Ana');
    await requestJson('POST', `${base}/ok`, form, { headers: { 'Idempotency-Key': 'key-1' } });
    expect(lastRequest?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(lastRequest?.headers['idempotency-key']).toBe('key-1');
    expect(lastRequest?.body).toContain('name="name"');
  });
});
