// `npm run bench:booking`: p50/p95 latency of availability and create under 50 concurrent clients.
// Against BENCH_URL when set; otherwise it serves the last build (`npm run build`) on a fresh
// embedded database on BENCH_PORT (default 3299) and stops it afterwards. `--write` puts the
// results in docs/performance.md.
import { benchReport } from './bench-report.mjs';
import { run as runTimed, startServer } from './bench-server.mjs';

const written = benchReport('booking');

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const AVAILABILITY_REQUESTS = Number(process.env.BENCH_AVAILABILITY_REQUESTS ?? 1000);
const CREATE_REQUESTS = Number(process.env.BENCH_CREATE_REQUESTS ?? 300);

const rows = [];
const run = async (name, total, makeRequest) =>
  rows.push((await runTimed(name, { total, clients: CLIENTS }, makeRequest)).row);

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
  await server?.stop();
}
written.write({
  rows,
  notes: [
    `Against ${process.env.BENCH_URL ? 'BENCH_URL' : 'the last build on a fresh embedded database'}; each create books a distinct free slot, from its own address.`,
  ],
});
