// A query sent to the lake's HTTP API runs within a budget, off the server's thread: an expensive
// one is refused in Sanity's error shape while the others keep being answered.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@/lib/db';
import { commit } from '@/lib/lake';
import { startLakeServer } from '@/lib/lake/api/node-server';

const DOCUMENTS = 30;
// Each level walks every document again: 30⁴ = 810,000 projections, seconds in-thread.
const EXPENSIVE = 'count(*[]{"a":*[]{"b":*[]{"c":*[]{_id}}}})';
const CHEAP = '*[_type == "doc" && order < 3] | order(order asc)._id';

let handle: DatabaseHandle;
let server: { origin: string; close(): Promise<void> };

const queryUrl = (query: string, extra = '') =>
  `${server.origin}/api/lake/v2025-02-19/data/query/production?query=${encodeURIComponent(query)}${extra}`;

beforeAll(async () => {
  handle = await openDatabase();
  await commit(
    handle.db,
    Array.from({ length: DOCUMENTS }, (_, i) => ({
      create: { _id: `doc-${i}`, _type: 'doc', title: `Document ${i}`, order: i },
    })),
    { identity: 'admin-1' },
  );
  server = await startLakeServer({ db: handle.db });
});

afterAll(async () => {
  await server?.close();
  await handle?.close();
});

describe('the query budget', () => {
  it('refuses an expensive query with a 400 in Sanity shape, and the server answers meanwhile', async () => {
    const finished: string[] = [];
    const expensive = fetch(queryUrl(EXPENSIVE)).then(async (response) => {
      finished.push('expensive');
      return { status: response.status, body: await response.json() };
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Another request while the query runs (a document by id: no query, so no wait for the pool).
    const other = fetch(`${server.origin}/api/lake/v2025-02-19/data/doc/production/doc-1`).then(
      async (response) => {
        finished.push('other');
        return { status: response.status, body: await response.json() };
      },
    );

    expect(await other).toMatchObject({
      status: 200,
      body: { documents: [{ _id: 'doc-1', title: 'Document 1' }] },
    });
    expect(await expensive).toEqual({
      status: 400,
      body: {
        error: {
          description: expect.stringMatching(/^Query too expensive/),
          type: 'queryTooExpensive',
        },
        message: expect.stringMatching(/^Query too expensive/),
        statusCode: 400,
      },
    });
    // In-thread, the other request waited the expensive query out.
    expect(finished).toEqual(['other', 'expensive']);
  });

  it('answers queries after refusing one (the stopped worker is replaced)', async () => {
    expect((await fetch(queryUrl(EXPENSIVE))).status).toBe(400);
    const response = await fetch(queryUrl('count(*[_type == $type])', `&%24type=%22doc%22`));
    expect(await response.json()).toMatchObject({ result: DOCUMENTS });
    expect(await (await fetch(queryUrl(CHEAP))).json()).toMatchObject({
      query: CHEAP,
      result: ['doc-0', 'doc-1', 'doc-2'],
    });
  });

  it('refuses queries past the queue with 503 and Retry-After, at once', async () => {
    const controller = new AbortController();
    type Answer = { status: number; retryAfter: string | null; body: unknown };
    const arrived: Answer[] = [];
    let enough = () => {};
    const sixArrived = new Promise<void>((resolve) => (enough = resolve));
    const flood = Array.from({ length: 40 }, () =>
      fetch(queryUrl(EXPENSIVE), { signal: controller.signal })
        .then(async (response) => {
          const answer = {
            status: response.status,
            retryAfter: response.headers.get('retry-after'),
            body: await response.json(),
          };
          arrived.push(answer);
          if (arrived.length === 6) enough();
        })
        .catch(() => {}),
    );
    // One or two running and 32 queued: the others are refused without waiting for anything.
    await sixArrived;
    const firstSix = arrived.slice(0, 6);
    controller.abort();
    await Promise.all(flood);
    for (const answer of firstSix) {
      expect(answer).toMatchObject({
        status: 503,
        retryAfter: expect.stringMatching(/^\d+$/),
        body: { error: { type: 'serviceUnavailable' }, statusCode: 503 },
      });
    }
  });

  it('refuses a query or parameters past their bounds with 400, never 500', async () => {
    const tooLong = await fetch(`${server.origin}/api/lake/v2025-02-19/data/query/production`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `*[_id == "${'x'.repeat(100_001)}"]` }),
    });
    expect(tooLong.status).toBe(400);
    const params = Array.from({ length: 101 }, (_, i) => `&%24p${i}=1`).join('');
    const tooMany = await fetch(queryUrl('*[0]', params));
    expect(tooMany.status).toBe(400);
    expect(await tooMany.json()).toMatchObject({
      error: { description: 'A query takes at most 100 parameters.' },
    });
    const bad = await fetch(queryUrl('*[', ''));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { type: 'queryParseError' } });
  });
});
