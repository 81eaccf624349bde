// Each step of the production server (server/main.mjs) still finds in Next's output what it works
// on, read from the real build as a visitor and a crawler get it. A Next upgrade that changes the
// shape a step relies on fails here, instead of silently switching the step off.
import { createHash } from 'node:crypto';
import net from 'node:net';
import { expect, test } from '../fixtures/test';

const NEXT_SCRIPT_TAG = /<script src="\/_next\/static\/[^"]+\.js"[^>]* async=""/;

// A page the same for everyone and a personal one (both rendered per request, with a nonce).
for (const path of ['/', '/booking']) {
  test(`deferred-scripts: ${path} hands all of Next's script tags to the loader`, async ({
    request,
  }) => {
    const html = await (await request.get(path, { headers: { accept: 'text/html' } })).text();
    // Booleans, not matchers on the whole page: a failure should not print 200 KB of HTML.
    expect(html.includes(' data-paint-first=""')).toBe(true);
    expect(NEXT_SCRIPT_TAG.test(html)).toBe(false);
    expect(
      /<script>\(function\(s\)\{var d=document[^]*?\}\)\(\["\/_next\/static\/[^"]+\.js"/.test(html),
    ).toBe(true);
  });
}

test('not-found-document: the 404 of notFound() is the server-rendered not-found page', async ({
  request,
}) => {
  const response = await request.get('/no-such-page', { headers: { accept: 'text/html' } });
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html.includes('id="__next_error__"')).toBe(false);
  expect(html.includes('Page Not Found')).toBe(true);
});

test('document-cache and compression: a crawler gets the browser bytes, from memory', async ({
  baseURL,
}) => {
  const browser = await fetch(`${baseURL}/about`, {
    headers: { accept: 'text/html', 'accept-encoding': 'br' },
  });
  expect(browser.headers.get('content-encoding')).toBe('br');
  const browserHtml = await browser.text();

  // curl and most monitors: any type, gzip. Next compresses that itself; the server decodes it, runs
  // its steps and compresses again, and from the second request on answers it from memory. Each
  // rendering has its own nonce (and Next streams its parts in whatever order they finish), so the
  // crawler's copy is the same page, not the same bytes, as the browser's.
  const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
  const kept: string[] = [];
  for (const attempt of [1, 2]) {
    const response = await fetch(`${baseURL}/about`, {
      headers: { accept: '*/*', 'accept-encoding': 'gzip' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    if (attempt === 2) expect(response.headers.get('x-document-cache')).toBe('HIT');
    // fetch decodes what it is sent: the same document, with a policy that matches it.
    const html = await response.text();
    kept.push(html);
    expect(titleOf(html)).toBeTruthy();
    expect(titleOf(html)).toBe(titleOf(browserHtml));
    const policy = response.headers.get('content-security-policy') ?? '';
    const nonce = / nonce="([^"]*)"/.exec(html)?.[1];
    expect(policy).toContain(`'nonce-${nonce}'`);
    for (const [, body] of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) {
      const hash = `'sha256-${createHash('sha256').update(body!).digest('base64')}'`;
      expect(policy).toContain(hash);
    }
  }
  expect(kept[1] === kept[0]).toBe(true);
});

test('static-assets: a script file goes out Brotli-compressed from memory once learnt', async ({
  request,
  baseURL,
}) => {
  const html = await (await request.get('/', { headers: { accept: 'text/html' } })).text();
  const file = /"(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
  expect(file).toBeTruthy();
  await expect
    .poll(
      async () =>
        (await fetch(`${baseURL}${file}`, { headers: { 'accept-encoding': 'br' } })).headers.get(
          'content-encoding',
        ),
      { timeout: 10_000 },
    )
    .toBe('br');
});

test('connection timeouts: a request head that never ends is closed within its 10 s', async ({
  baseURL,
}) => {
  test.setTimeout(30_000);
  const { hostname, port } = new URL(baseURL!);
  const socket = net.connect(Number(port), hostname);
  socket.on('error', () => {});
  const closed = new Promise<number>((done) => socket.once('close', () => done(Date.now())));
  await new Promise<void>((done) => socket.once('connect', () => done()));
  const started = Date.now();
  socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n');
  // One header line a second: each arrives well inside any idle timeout, the head never ends.
  const drip = setInterval(() => socket.writable && socket.write('X-Slow: 1\r\n'), 1_000);
  try {
    const closedAt = await Promise.race([
      closed,
      new Promise<number>((done) => setTimeout(() => done(0), 20_000)),
    ]);
    expect(closedAt, 'the socket was still open after 20 s').toBeGreaterThan(0);
    expect(closedAt - started).toBeLessThan(12_500);
  } finally {
    clearInterval(drip);
    socket.destroy();
  }
});
