// `npm run bench:booking`: p50/p95 latency under 50 concurrent clients of availability, the quote,
// create, and paying online: holding a slot (the booking and Stripe's checkout) and confirming it (the
// signed webhook); and the p99 of /api/health while 20 clients send the widest quotes allowed. Against
// BENCH_URL when set (availability, quote and create only); otherwise it serves the last build
// (`npm run build`) twice, on a fresh embedded database and on a fresh PostgreSQL database made at
// BENCH_POSTGRES_URL (default TEST_DATABASE_URL, then postgres://postgres@127.0.0.1:5432/test; dropped
// afterwards; skipped with a note when unreachable), with Stripe pointed at the offline stand-in
// (tests/fixtures/stripe-stand-in.mjs). `--write` puts the results in docs/performance.md.
import pg from 'pg';
import { startStripeStandIn } from '../tests/fixtures/stripe-stand-in.mjs';
import { benchReport } from './bench-report.mjs';
import { fetchProof } from './proof-of-work.mjs';
import { percentile, run as runTimed, startServer } from './bench-server.mjs';

const written = benchReport('booking');

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const AVAILABILITY_REQUESTS = Number(process.env.BENCH_AVAILABILITY_REQUESTS ?? 1000);
const QUOTE_REQUESTS = Number(process.env.BENCH_QUOTE_REQUESTS ?? 500);
const CREATE_REQUESTS = Number(process.env.BENCH_CREATE_REQUESTS ?? 300);
const PAID_REQUESTS = Number(process.env.BENCH_PAID_REQUESTS ?? 200);
const QUOTE_FLOOD_CLIENTS = 20;
const QUOTE_FLOOD_SECONDS = Number(process.env.BENCH_FLOOD_SECONDS ?? 10);
const WEBHOOK_SECRET = 'whsec_bench_stand_in_0123456789abcdef';
const POSTGRES_URL =
  process.env.BENCH_POSTGRES_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';

const rows = [];
const notes = [];

function londonDate(daysAhead) {
  return new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
}

/** Each request from an address of its own, so the per-address limits measure nothing here. */
const addressOf = (i) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

const postJson = (url, body, i, headers = {}) =>
  fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': addressOf(i), ...headers },
    body: JSON.stringify(body),
  });

/** A fresh PostgreSQL database for one run, or null (with a note) when none can be made. */
async function freshPostgres() {
  const name = `bench_booking_${Date.now()}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  try {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
  } catch (error) {
    notes.push(`PostgreSQL skipped: ${POSTGRES_URL} answered "${error.message}".`);
    await admin.end().catch(() => {});
    return null;
  }
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** The instant of a London wall-clock hour on a date (`YYYY-MM-DD`). */
function londonInstant(date, hour) {
  const noon = new Date(`${date}T12:00:00Z`);
  const londonNoon = Number(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      hour: 'numeric',
      hourCycle: 'h23',
    }).format(noon),
  );
  return new Date(noon.getTime() + (hour - londonNoon) * 3_600_000);
}

/**
 * /api/health's latencies while QUOTE_FLOOD_CLIENTS clients send the widest quote the rules allow
 * (the longest session any studio takes, from a Friday's opening into its evening rate) as fast as
 * they are answered.
 */
async function healthUnderQuoteFlood(base, label, studios) {
  const widest = studios.reduce((a, b) => (b.durations.at(-1) > a.durations.at(-1) ? b : a));
  const minutes = widest.durations.at(-1);
  let friday = 14;
  while (new Date(Date.now() + friday * 86_400_000).getUTCDay() !== 5) friday += 1;
  const start = londonInstant(londonDate(friday), 9);
  const body = {
    studioId: widest.id,
    start: start.toISOString(),
    end: new Date(start.getTime() + minutes * 60_000).toISOString(),
  };
  const until = performance.now() + QUOTE_FLOOD_SECONDS * 1000;
  let sent = 0;
  const quoteStatuses = {};
  const flood = Promise.all(
    Array.from({ length: QUOTE_FLOOD_CLIENTS }, async () => {
      while (performance.now() < until) {
        const response = await postJson(`${base}/api/bookings/quote`, body, 50_000 + sent++);
        await response.arrayBuffer();
        quoteStatuses[response.status] = (quoteStatuses[response.status] ?? 0) + 1;
      }
    }),
  );
  const timings = [];
  while (performance.now() < until) {
    const t0 = performance.now();
    await (await fetch(`${base}/api/health`)).arrayBuffer();
    timings.push(performance.now() - t0);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await flood;
  timings.sort((a, b) => a - b);
  const [p50, p99] = [percentile(timings, 50), percentile(timings, 99)];
  console.log(
    `${label}health under ${QUOTE_FLOOD_CLIENTS} widest quotes: n=${timings.length} p50=${p50.toFixed(1)}ms p99=${p99.toFixed(1)}ms quotes=${JSON.stringify(quoteStatuses)}`,
  );
  rows.push({
    measurement: `${label}/api/health, ${QUOTE_FLOOD_CLIENTS} clients quoting ${minutes / 60} h`,
    requests: timings.length,
    clients: 1,
    'p50 ms': p50.toFixed(1),
    'p95 ms': `p99 ${p99.toFixed(1)}`,
    'max ms': timings.at(-1).toFixed(1),
    'req/s': '',
    statuses: Object.entries(quoteStatuses)
      .map(([status, count]) => `quotes: ${count} × ${status}`)
      .join(', '),
  });
}

/** Every measurement against one server; `paid` adds holding and confirming through the stand-in. */
async function benchOne(base, { label, standIn }) {
  const run = async (name, total, makeRequest) =>
    rows.push((await runTimed(`${label}${name}`, { total, clients: CLIENTS }, makeRequest)).row);
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

  // Distinct free slots: fetch each day's free starts once, then quote and book them in parallel.
  const slots = [];
  const wanted = CREATE_REQUESTS + (standIn ? PAID_REQUESTS : 0);
  for (let day = 20; slots.length < wanted && day < 200; day += 1) {
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
  const slotBody = (i) => {
    const { studio, start, minutes } = slots[i % slots.length];
    const end = new Date(new Date(start).getTime() + minutes * 60_000).toISOString();
    return { studioId: studio.id, start, end };
  };
  await run('quote', QUOTE_REQUESTS, (i) => postJson(`${base}/api/bookings/quote`, slotBody(i), i));
  await healthUnderQuoteFlood(base, label, studios);

  const created = Math.min(CREATE_REQUESTS, slots.length);
  const holds = standIn ? Math.min(PAID_REQUESTS, slots.length - created) : 0;
  // A guest's booking carries a solved challenge (lib/anti-abuse): solved before the clock starts,
  // as the page's widget does while the visitor fills in the form.
  const proofs = await Promise.all(
    Array.from({ length: created + holds }, (_, i) =>
      fetchProof(base, { 'X-Forwarded-For': addressOf(i) }),
    ),
  );
  const book = (i, extra = {}) =>
    postJson(
      `${base}/api/bookings`,
      { ...slotBody(i), name: 'Bench Client', email: `bench${i}@example.com`, ...extra },
      i,
      { 'Idempotency-Key': `bench-${Date.now()}-${i}`, ...proofs[i] },
    );
  await run('create', created, (i) => book(i));

  if (standIn) {
    // Hold: the pending booking and its Stripe checkout, answered with the checkout's address.
    const checkouts = [];
    await run('hold (online)', holds, async (i) => {
      const response = await book(created + i, { payment: 'online' });
      const body = await response.clone().json();
      if (body.checkoutUrl) checkouts.push(body.checkoutUrl.split('/').pop());
      return response;
    });
    // Confirm: the stand-in pays each checkout and posts the signed event; timed until the app
    // has answered it (verified, stored, booking confirmed, invoiced and e-mailed).
    await run('confirm (webhook)', checkouts.length, async (i) => {
      const event = await standIn.completeSession(checkouts[i]);
      const status = event.deliveries.at(-1)?.status ?? 0;
      return { status, arrayBuffer: async () => new ArrayBuffer(0) };
    });
  }
}

/** The last build on a fresh database of one engine, paying through the Stripe stand-in. */
async function benchEngine(label, databaseEnv) {
  const port = Number(process.env.BENCH_PORT ?? 3299);
  const standIn = await startStripeStandIn({
    webhookUrl: `http://localhost:${port}/api/payments/stripe/webhook`,
    webhookSecret: WEBHOOK_SECRET,
  });
  const server = await startServer({
    ...databaseEnv,
    STRIPE_SECRET_KEY: 'sk_test_bench_stand_in',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: standIn.url,
  });
  try {
    await benchOne(server.base, { label, standIn });
  } finally {
    await server.stop();
    await standIn.close();
  }
}

if (process.env.BENCH_URL) {
  await benchOne(process.env.BENCH_URL, { label: '', standIn: null });
} else {
  await benchEngine('PGlite: ', {});
  const postgres = await freshPostgres();
  if (postgres) {
    try {
      await benchEngine('PostgreSQL: ', { DATABASE_URL: postgres.url });
    } finally {
      await postgres.drop();
    }
  }
}
written.write({
  rows,
  notes: [
    `Against ${process.env.BENCH_URL ? 'BENCH_URL' : 'the last build, on a fresh embedded database and then on a fresh PostgreSQL database'}; quotes and creates each take a distinct free slot, from an address of their own.`,
    `The health row: one request every 50 ms for ${QUOTE_FLOOD_SECONDS} s while ${QUOTE_FLOOD_CLIENTS} clients quote the longest session any studio takes, from a Friday's opening into the evening, as fast as they are answered; its "p95 ms" column holds the p99.`,
    ...(process.env.BENCH_URL
      ? []
      : [
          'Paying online runs against the Stripe stand-in on this machine: a hold includes creating the checkout through the official client; a confirmation is timed from the stand-in paying the checkout until the app has answered its signed webhook.',
        ]),
    ...notes,
  ],
});
