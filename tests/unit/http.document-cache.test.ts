import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentCache } from '../../server/steps/document-cache.mjs';
import { purgeDocuments, SHARED_DOCUMENT_HEADER } from '@/server/contract.mjs';

// The production server's cache of the documents the app marks as the same for everyone, over a real socket: what it keeps, for how
// long, and that the app's purge (called on every revalidation) empties it.

// As Next sends every page (rendered per request), with the proxy's mark of a shared document.
const SHARED = {
  'content-type': 'text/html',
  'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate',
  [SHARED_DOCUMENT_HEADER]: '1',
};
let clock = 0;
let rendered = 0;
let answer: { status: number; headers: Record<string, string> } = { status: 200, headers: SHARED };
// A publish landing while a page renders (on this instance or, with the shared cache, another).
let publishDuringRender = false;
const cache = documentCache({ now: () => clock });
const server = http.createServer((req, res) => {
  if (cache.serve(req, res, null)) return;
  if (publishDuringRender) purgeDocuments();
  rendered += 1;
  const body = Buffer.from(`<html>render ${rendered}</html>`);
  res.writeHead(answer.status, answer.headers);
  res.end(body);
  cache.store(req, null, answer.status, answer.headers, body);
});
let base = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

const get = async (path: string, headers: Record<string, string> = {}) =>
  (await fetch(`${base}${path}`, { headers: { accept: 'text/html', ...headers } })).text();

describe('the document cache', () => {
  it('serves a shared document again without rendering, until purged or 10 s old', async () => {
    cache.purge();
    answer = { status: 200, headers: SHARED };
    const first = await get('/about');
    expect(await get('/about')).toBe(first);
    expect(await get('/about?x=1')).not.toBe(first); // another URL, another entry

    purgeDocuments(); // what a publish or an A/B change calls
    const afterPurge = await get('/about');
    expect(afterPurge).not.toBe(first);

    clock += 10_001;
    expect(await get('/about')).not.toBe(afterPurge);
  });

  it('does not keep a page whose request came before a purge: it may show what was replaced', async () => {
    cache.purge();
    answer = { status: 200, headers: SHARED };
    publishDuringRender = true;
    const rendering = await get('/pricing');
    publishDuringRender = false;
    const next = await get('/pricing');
    expect(next).not.toBe(rendering);
    expect(await get('/pricing')).toBe(next);
  });

  it('never keeps or serves what depends on more than the URL', async () => {
    cache.purge();
    answer = { status: 200, headers: SHARED };
    const cached = await get('/');
    const uncacheable: Record<string, string>[] = [
      { cookie: '__prerender_bypass=1' }, // draft mode
      { rsc: '1' }, // a client navigation's payload
      { 'if-none-match': '"x"' },
    ];
    for (const headers of uncacheable) {
      expect(await get('/', headers), JSON.stringify(headers)).not.toBe(cached);
    }
    // A crawler or a monitor (curl sends `*/*`) gets the same bytes as a browser, from the cache.
    expect(await get('/', { accept: '*/*' })).toBe(cached);
    for (const headers of [
      { 'content-type': 'text/html', 'cache-control': 'private, no-cache' }, // not marked shared
      { ...SHARED, [SHARED_DOCUMENT_HEADER]: 'yes' }, // only the proxy's exact mark
      { ...SHARED, 'set-cookie': 'a=b' },
    ]) {
      answer = { status: 200, headers };
      const once = await get('/dynamic');
      expect(await get('/dynamic')).not.toBe(once);
    }
    answer = { status: 404, headers: SHARED };
    const missing = await get('/missing');
    expect(await get('/missing')).not.toBe(missing);
  });
});
