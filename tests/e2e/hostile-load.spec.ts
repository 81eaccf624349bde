// Bounded cost: while twenty of the most expensive content queries and twenty of the largest image
// transforms an anonymous visitor can ask for are under way, the site keeps answering, measured by
// `/api/health`, on PGlite (the suite's app) and on PostgreSQL (an instance of its own).
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
// Plain HTTP, no page: Playwright's own `test` (the fixture's starts a browser).
import { expect, test } from '@playwright/test';
import { startServer } from '../../.scripts/start-server.mjs';
import { POSTGRES_URL } from '../fixtures/databases';

const HOSTILE_QUERIES = 20;
const HOSTILE_TRANSFORMS = 20;
// Health alone answers in about 10 ms; before the fix one query held the server's thread for
// minutes and every check waited it out. Under this load the typical check stays well under
// 100 ms (measured: p50 10 to 31 ms); the slowest are main-thread GC pauses and, on PGlite, the
// health check's own database work (its WASM runs on the server's thread) on a shared 2-core
// machine: p99 measured 80 to 300 ms. The bounds leave room for that, none for a blocked thread.
const HEALTH_P50_MS = 100;
const HEALTH_P99_MS = 1_000;
const ARRIVAL_MS = 1_000;
// Around a hundred checks or more, so that the 99th percentile is not simply the slowest one.
const SAMPLING_MS = 6_000;
const POSTGRES_PORT = 3130;

const lakeQuery = (origin: string, query: string, extra = '') =>
  `${origin}/api/lake/v2025-02-19/data/query/production?query=${encodeURIComponent(query)}${extra}`;

async function read<T>(origin: string, query: string): Promise<T> {
  const response = await fetch(lakeQuery(origin, query));
  expect(response.status).toBe(200);
  return ((await response.json()) as { result: T }).result;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

async function healthMs(origin: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(5_000) });
  await response.arrayBuffer();
  expect(response.status).toBe(200);
  return performance.now() - started;
}

/**
 * Starts the hostile requests, samples `/api/health` one request after another meanwhile, then
 * abandons the hostile requests (the server drops the queued ones) and says what it saw.
 */
async function underHostileLoad(origin: string) {
  const types = await read<string[]>(origin, 'array::unique(*[]._type)');
  const image = await read<string>(
    origin,
    '*[_type == "sanity.imageAsset"] | order(size desc)[0].url',
  );
  // Every document, four levels deep: about 157 million evaluations on the seed.
  const expensive = `count(*[_type in ${JSON.stringify(types)}]{"a":*[]{"b":*[]{"c":*[]{_id}}}})`;
  const abandon = new AbortController();
  const statuses: number[] = [];
  const hostile = [
    ...Array.from({ length: HOSTILE_QUERIES }, (_, i) =>
      lakeQuery(origin, expensive, `&%24attempt=${i}`),
    ),
    // A different quality each, so that neither the cache nor a shared transform helps.
    ...Array.from(
      { length: HOSTILE_TRANSFORMS },
      (_, i) => `${origin}${image}?w=8192&h=8192&fit=crop&dpr=3&q=${50 + i}`,
    ),
  ].map((url) =>
    fetch(url, { signal: abandon.signal })
      .then((response) => statuses.push(response.status))
      .catch(() => {}),
  );

  const samples: number[] = [];
  try {
    // Forty requests arriving at once cost the server a few hundred ms whatever they ask for (forty
    // cheap queries: 260 ms); what is measured is the work they start, from once they are taken in.
    await new Promise((resolve) => setTimeout(resolve, ARRIVAL_MS));
    const until = performance.now() + SAMPLING_MS;
    while (performance.now() < until) {
      samples.push(await healthMs(origin));
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  } finally {
    abandon.abort();
    await Promise.all(hostile);
  }
  return { samples, statuses };
}

async function expectHealthyUnderLoad(origin: string) {
  // Warm: a process's first health check, query and transform load their code once; that is a
  // start's cost, not the load's.
  await healthMs(origin);
  const image = await read<string>(origin, '*[_type == "sanity.imageAsset"][0].url');
  expect((await fetch(`${origin}${image}?w=64`)).status).toBe(200);
  const { samples, statuses } = await underHostileLoad(origin);
  const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(samples, p));
  console.log(
    `[hostile-load] ${origin}: ${samples.length} health checks, p50 ${p50!.toFixed(1)} ms, ` +
      `p95 ${p95!.toFixed(1)} ms, p99 ${p99!.toFixed(1)} ms, max ${Math.max(...samples).toFixed(1)} ms; ` +
      `hostile answers ${JSON.stringify(statuses)}`,
  );
  expect(samples.length).toBeGreaterThan(50);
  expect(p50).toBeLessThan(HEALTH_P50_MS);
  expect(p99).toBeLessThan(HEALTH_P99_MS);
  // What was answered in the window was a refusal (400 over budget, 503 queue full) or an image.
  expect(statuses.every((status) => [200, 400, 503].includes(status))).toBe(true);
  // The site reads its content as before once the load is gone.
  expect(await read<number>(origin, 'count(*[_type == "page"])')).toBeGreaterThan(0);
}

test.describe('hostile load', () => {
  test('on PGlite, health answers within 100 ms at p50 and 1 s at p99 while the costliest requests run', async ({
    baseURL,
  }) => {
    await expectHealthyUnderLoad(baseURL!);
  });

  test.describe('on PostgreSQL', () => {
    const servers: { stop: () => Promise<void> }[] = [];
    let database = '';

    test.beforeAll(async () => {
      test.setTimeout(180_000);
      const admin = new Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3000 });
      try {
        await admin.connect();
      } catch (error) {
        if (process.env.REQUIRE_POSTGRES === '1') throw error;
        test.skip(true, `PostgreSQL at ${POSTGRES_URL} is not reachable`);
      }
      database = `studio_hostile_${randomBytes(5).toString('hex')}`;
      await admin.query(`create database ${database}`);
      await admin.end();
      const url = new URL(POSTGRES_URL);
      url.pathname = `/${database}`;
      servers.push(await startServer(POSTGRES_PORT, { DATABASE_URL: url.toString() }));
    });

    test.afterAll(async () => {
      for (const server of servers) await server.stop();
      if (!database) return;
      const admin = new Client({ connectionString: POSTGRES_URL });
      await admin.connect();
      await admin.query(`drop database if exists ${database} with (force)`);
      await admin.end();
    });

    test('health answers within 100 ms at p50 and 1 s at p99 while the costliest requests run', async () => {
      await expectHealthyUnderLoad(`http://127.0.0.1:${POSTGRES_PORT}`);
    });
  });
});
