// `npm run bench:booking`: p50/p95 latency of availability and create under 50 concurrent clients.
// Against BENCH_URL when set; otherwise it serves the last build (`npm run build`) on a fresh
// embedded database on BENCH_PORT (default 3299) and stops it afterwards.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const AVAILABILITY_REQUESTS = Number(process.env.BENCH_AVAILABILITY_REQUESTS ?? 1000);
const CREATE_REQUESTS = Number(process.env.BENCH_CREATE_REQUESTS ?? 300);

async function startServer() {
  const port = Number(process.env.BENCH_PORT ?? 3299);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'studio-bench-'));
  const server = spawn(
    path.join(root, 'node_modules', '.bin', 'next'),
    ['start', '-p', String(port)],
    {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'production' },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const base = `http://localhost:${port}`;
  for (let i = 0; i < 240; i += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    base,
    stop() {
      server.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Runs `total` requests with `CLIENTS` of them in flight at any time. */
async function run(name, total, makeRequest) {
  const timings = [];
  const statuses = {};
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (next < total) {
        const i = next++;
        const t0 = performance.now();
        const response = await makeRequest(i);
        await response.arrayBuffer();
        timings.push(performance.now() - t0);
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  timings.sort((a, b) => a - b);
  console.log(
    `${name.padEnd(13)} n=${total} clients=${CLIENTS} p50=${percentile(timings, 50).toFixed(1)}ms ` +
      `p95=${percentile(timings, 95).toFixed(1)}ms max=${timings.at(-1).toFixed(1)}ms ` +
      `rps=${(total / seconds).toFixed(0)} statuses=${JSON.stringify(statuses)}`,
  );
}

function londonDate(daysAhead) {
  return new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
}

const server = process.env.BENCH_URL ? null : await startServer();
const base = process.env.BENCH_URL ?? server.base;
try {
  const { studios } = await (await fetch(`${base}/api/studios`)).json();
  if (!studios?.length) throw new Error('No bookable studios: is the content seeded?');
  const durations = studios.map((studio) => studio.durations[0]);

  await run('availability', AVAILABILITY_REQUESTS, (i) => {
    const studio = studios[i % studios.length];
    const query = new URLSearchParams({
      studio: studio.id,
      date: londonDate(7 + (i % 60)),
      duration: String(durations[i % studios.length]),
    });
    return fetch(`${base}/api/bookings/availability?${query}`);
  });

  // Distinct free slots: fetch each day's free starts once, then book them in parallel.
  const slots = [];
  for (let day = 20; slots.length < CREATE_REQUESTS && day < 200; day += 1) {
    for (const [index, studio] of studios.entries()) {
      const query = new URLSearchParams({
        studio: studio.id,
        date: londonDate(day),
        duration: String(durations[index]),
      });
      const { starts = [] } = await (
        await fetch(`${base}/api/bookings/availability?${query}`)
      ).json();
      // Every fourth start (two hours apart) keeps sessions and their buffers apart.
      starts
        .filter((_, n) => n % 4 === 0)
        .forEach((start) => slots.push({ studio, start, minutes: durations[index] }));
    }
  }
  await run('create', Math.min(CREATE_REQUESTS, slots.length), (i) => {
    const { studio, start, minutes } = slots[i];
    const end = new Date(new Date(start).getTime() + minutes * 60_000).toISOString();
    return fetch(`${base}/api/bookings`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        // One address per request, so the per-IP booking limit measures nothing here.
        'X-Forwarded-For': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
        'Idempotency-Key': `bench-${Date.now()}-${i}`,
      },
      body: JSON.stringify({
        studioId: studio.id,
        start,
        end,
        name: 'Bench Client',
        email: `bench${i}@example.com`,
      }),
    });
  });
} finally {
  server?.stop();
}
