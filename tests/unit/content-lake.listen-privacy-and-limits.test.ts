// The lake's listen stream: anonymous listeners never learn which admin published, and what an
// anonymous visitor can hold open or ask for is bounded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@/lib/db';
import { issueLakeToken } from '@/lib/lake';
import { startLakeServer } from '@/lib/lake/api/node-server';

const ADMIN_ID = 'admin-7c1d';

let handle: DatabaseHandle;
let server: { origin: string; close(): Promise<void> };
let token: string;

const listenUrl = (query = '*') =>
  `${server.origin}/api/lake/v2025-02-19/data/listen/production?query=${encodeURIComponent(query)}&includeResult=false`;

beforeAll(async () => {
  handle = await openDatabase();
  server = await startLakeServer({ db: handle.db });
  token = await issueLakeToken(handle.db, { id: ADMIN_ID, name: 'Ada', email: 'ada@example.com' });
});

afterAll(async () => {
  await server?.close();
  await handle?.close();
});

/** Opens a stream and resolves with the text of its first `mutation` event. */
async function firstMutation(response: Response): Promise<Record<string, unknown>> {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`The stream ended before a mutation: ${text}`);
    text += value;
    const match = /event: mutation\ndata: (.*)\n/.exec(text);
    if (match) {
      await reader.cancel();
      return JSON.parse(match[1]!) as Record<string, unknown>;
    }
  }
}

async function opened(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  return { response, close: () => controller.abort() };
}

describe('listen events', () => {
  it('carry the admin id to an admin listener only, never to an anonymous one', async () => {
    const anonymous = await opened(listenUrl());
    const admin = await opened(listenUrl(), { authorization: `Bearer ${token}` });
    const anonymousEvent = firstMutation(anonymous.response);
    const adminEvent = firstMutation(admin.response);
    const published = await fetch(`${server.origin}/api/lake/v2025-02-19/data/mutate/production`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ mutations: [{ create: { _id: 'post-1', _type: 'post' } }] }),
    });
    expect(published.status).toBe(200);

    const seenAnonymously = await anonymousEvent;
    expect(seenAnonymously).toMatchObject({ documentId: 'post-1', transition: 'appear' });
    expect(seenAnonymously).not.toHaveProperty('identity');
    expect(JSON.stringify(seenAnonymously)).not.toContain(ADMIN_ID);
    expect(await adminEvent).toMatchObject({ documentId: 'post-1', identity: ADMIN_ID });
  });
});

describe('listen limits', () => {
  it('refuses an address more than 32 anonymous streams with 429, and frees a place on close', async () => {
    // One address of its own (the lake believes X-Forwarded-For, as the production server sets it).
    const visitor = { 'x-forwarded-for': '203.0.113.7' };
    const streams = [];
    for (let i = 0; i < 32; i += 1) {
      const stream = await opened(listenUrl(), visitor);
      expect(stream.response.status).toBe(200);
      streams.push(stream);
    }
    const refused = await fetch(listenUrl(), { headers: visitor });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refused.json()).toMatchObject({ statusCode: 429, error: { type: 'rateLimited' } });
    // An admin's Studio is not counted against the address.
    const admin = await opened(listenUrl(), { ...visitor, authorization: `Bearer ${token}` });
    expect(admin.response.status).toBe(200);
    admin.close();
    // Nor is another address.
    const neighbour = await opened(listenUrl(), { 'x-forwarded-for': '203.0.113.8' });
    expect(neighbour.response.status).toBe(200);
    neighbour.close();

    streams.pop()!.close();
    await expect
      .poll(async () => {
        const again = await opened(listenUrl(), visitor);
        again.close();
        return again.response.status;
      })
      .toBe(200);
    for (const stream of streams) stream.close();
  });

  it('refuses a long anonymous filter and bad parameters with 400', async () => {
    const long = await fetch(listenUrl(`*[_id in [${'"x",'.repeat(600)}"y"]]`));
    expect(long.status).toBe(400);
    expect(await long.json()).toMatchObject({ error: { type: 'queryParseError' } });
    const bad = await fetch(`${listenUrl()}&%24p=%7Bnot-json`);
    expect(bad.status).toBe(400);
  });
});
