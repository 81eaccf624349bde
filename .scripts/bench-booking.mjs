// `npm run bench:booking`: p50/p95 latency of availability and create under 50 concurrent clients,
// and of paying online: holding a slot (the booking and Stripe's checkout) and confirming it (the
// signed webhook). Against BENCH_URL when set (without the paid part); otherwise it serves the last
// build (`npm run build`) on a fresh embedded database on BENCH_PORT (default 3299), with Stripe
// pointed at the offline stand-in (tests/fixtures/stripe-stand-in.mjs), and stops both afterwards.
// `--write` puts the results in docs/performance.md.
import { startStripeStandIn } from '../tests/fixtures/stripe-stand-in.mjs';
import { benchReport } from './bench-report.mjs';
import { run as runTimed, startServer } from './bench-server.mjs';

const written = benchReport('booking');

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const AVAILABILITY_REQUESTS = Number(process.env.BENCH_AVAILABILITY_REQUESTS ?? 1000);
const CREATE_REQUESTS = Number(process.env.BENCH_CREATE_REQUESTS ?? 300);
const PAID_REQUESTS = Number(process.env.BENCH_PAID_REQUESTS ?? 200);
const WEBHOOK_SECRET = 'whsec_bench_stand_in_0123456789abcdef';

const rows = [];
const run = async (name, total, makeRequest) =>
  rows.push((await runTimed(name, { total, clients: CLIENTS }, makeRequest)).row);

function londonDate(daysAhead) {
  return new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
}

const paid = !process.env.BENCH_URL;
const standIn = paid
  ? await startStripeStandIn({
      webhookUrl: `http://localhost:${process.env.BENCH_PORT ?? 3299}/api/payments/stripe/webhook`,
      webhookSecret: WEBHOOK_SECRET,
    })
  : null;
const server = paid
  ? await startServer({
      STRIPE_SECRET_KEY: 'sk_test_bench_stand_in',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: standIn.url,
    })
  : null;
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
  const wanted = CREATE_REQUESTS + (paid ? PAID_REQUESTS : 0);
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
  const book = (i, extra = {}) => {
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
        ...extra,
      }),
    });
  };
  const created = Math.min(CREATE_REQUESTS, slots.length);
  await run('create', created, (i) => book(i));

  if (paid) {
    // Hold: the pending booking and its Stripe checkout, answered with the checkout's address.
    const checkouts = [];
    const holds = Math.min(PAID_REQUESTS, slots.length - created);
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
} finally {
  await server?.stop();
  await standIn?.close();
}
written.write({
  rows,
  notes: [
    `Against ${process.env.BENCH_URL ? 'BENCH_URL' : 'the last build on a fresh embedded database'}; each create books a distinct free slot, from its own address.`,
    ...(paid
      ? [
          'Paying online runs against the Stripe stand-in on this machine: a hold includes creating the checkout through the official client; a confirmation is timed from the stand-in paying the checkout until the app has answered its signed webhook.',
        ]
      : []),
  ],
});
