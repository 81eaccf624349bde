// `npm run test:scale` (part of `npm test`, after test:crash): three instances of the last build on
// one PostgreSQL database, sharing Next's cache in Redis, behind HAProxy (.scripts/scale-rig.mjs), as
// docs/operations.md describes a deployment. It proves that:
//  (a) a publish through one instance shows on all three within 2 s (each asked directly), and,
//      with the hosted-mode build, so does a hosted project's publish through its one webhook;
//  (b) under steady load through the balancer, a rolling restart (each instance in turn: SIGTERM,
//      wait for its exit, start it again, wait until HAProxy sends it traffic) fails no request
//      and loses no acknowledged contact message or booking;
//  (c) with Redis stopped under load, pages are still served, and once Redis is back the cache
//      refills;
//  (d) with PostgreSQL cut off (a relay between the instances and the server drops every
//      connection), cached pages are still served, whatever needs the database answers 503 with
//      Retry-After (never a 500), every acknowledged write is stored, and writes succeed again once
//      it is back, without a restart.
// The restart starts the same build again (a real deploy starts a new one). Skipped when
// redis-server, haproxy or PostgreSQL is missing (PostgreSQL fails instead under REQUIRE_POSTGRES=1).
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { createClient } from '@redis/client';
import { Client } from 'pg';
import { HOSTED, hostedSiteEnv, startHostedProject } from './hosted-project.mjs';
import {
  AVAILABILITY_PATH,
  clientAddresses,
  createDatabase,
  databaseRelay,
  PORTS,
  redisServer,
  SHUTDOWN_GRACE_MS,
  startBalancer,
  whatIsMissing,
} from './scale-rig.mjs';
import { startServer } from './start-server.mjs';
import { MANY_GUESTS } from './many-guests.mjs';
import { fetchProof } from './proof-of-work.mjs';

const root = path.resolve(import.meta.dirname, '..');
const INSTANCES = [1, 2, 3].map(PORTS.instance);
const PUBLISH_VISIBLE_MS = 2000;
// The lake's mutate endpoint, at the API version the site speaks (lib/lake/identity.ts).
const LAKE_API = '/api/lake/v2025-02-19/data/mutate/production';
const robotToken = randomBytes(24).toString('hex');
const webhookSecret = randomBytes(24).toString('hex');
const nextAddress = clientAddresses();

const missing = await whatIsMissing();
if (missing) {
  if (missing.startsWith('PostgreSQL') && process.env.REQUIRE_POSTGRES === '1') {
    console.error(`test:scale: ${missing}`);
    process.exit(1);
  }
  console.log(`test:scale skipped: ${missing}.`);
  process.exit(0);
}
if (!existsSync(path.join(root, '.next', 'BUILD_ID'))) {
  console.error('test:scale serves the last build: run `npm run build` first.');
  process.exit(1);
}

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
async function phase(title, run) {
  const started = Date.now();
  console.log(`\n${title}`);
  await run();
  console.log(`  ✓ ${seconds(started)}`);
}
const pageAt = async (origin, route = '/about') =>
  (await fetch(`${origin}${route}`, { headers: { accept: 'text/html' } })).text();

/** The three instances, the first alone (it migrates and imports the seed), then the others. */
async function startInstances(env) {
  const first = await startServer(INSTANCES[0], env);
  const others = await Promise.all(INSTANCES.slice(1).map((port) => startServer(port, env)));
  return [first, ...others];
}

/**
 * (a) Fills every instance's caches with the page, publishes `description`, then asks each
 * instance directly until its page shows it: each must within PUBLISH_VISIBLE_MS.
 */
async function publishShowsEverywhere(publish) {
  const description = `Published by the scale test ${randomBytes(6).toString('hex')}`;
  for (const port of INSTANCES) {
    await pageAt(`http://127.0.0.1:${port}`);
    await pageAt(`http://127.0.0.1:${port}`);
  }
  const published = Date.now();
  await publish(description);
  const seenAfter = await Promise.all(
    INSTANCES.map(async (port) => {
      while (Date.now() - published < 10_000) {
        if ((await pageAt(`http://127.0.0.1:${port}`)).includes(description)) {
          return Date.now() - published;
        }
        await wait(50);
      }
      return Infinity;
    }),
  );
  console.log(`  the new text shows on each instance after ${seenAfter.join(', ')} ms`);
  if (seenAfter.some((ms) => ms > PUBLISH_VISIBLE_MS)) {
    throw new Error(`A publish must show on every instance within ${PUBLISH_VISIBLE_MS} ms`);
  }
}

async function mutate(origin, description) {
  const response = await fetch(`${origin}${LAKE_API}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${robotToken}` },
    body: JSON.stringify({
      mutations: [
        { patch: { id: 'siteSettings', set: { 'defaultSeo.description': description } } },
      ],
    }),
  });
  if (response.status !== 200) throw new Error(`The publish answered ${response.status}`);
}

/** Page views through the balancer until stop(): documents, a page past the document cache, an API read. */
function pageViews(balancer) {
  let n = 0;
  const routes = ['/', '/about', () => `/about?view=${n}`, AVAILABILITY_PATH];
  const run = autocannon({
    url: balancer.url,
    connections: 6,
    duration: 600,
    headers: { accept: 'text/html' },
    requests: [
      {
        setupRequest(request) {
          const route = routes[(n += 1) % routes.length];
          request.path = typeof route === 'function' ? route() : route;
          request.headers = { ...request.headers, 'x-forwarded-for': nextAddress() };
          return request;
        },
      },
    ],
  });
  const errors = [];
  let answered = 0;
  run.on('response', () => (answered += 1));
  run.on('reqError', (error) => errors.push(error.message));
  const result = new Promise((resolve) => run.once('done', resolve));
  return {
    /** Resolves once `count` more page views have been answered. */
    async answered(count) {
      const target = answered + count;
      const deadline = Date.now() + 30_000;
      while (answered < target) {
        if (Date.now() > deadline) throw new Error(`No answer to page views: ${errors[0]}`);
        await wait(50);
      }
    },
    async stop() {
      run.stop();
      const { requests, non2xx, errors: failed, timeouts, statusCodeStats } = await result;
      const statuses = Object.entries(statusCodeStats)
        .map(([status, { count }]) => `${count} × ${status}`)
        .join(', ');
      return { total: requests.total, failed: non2xx + failed + timeouts, statuses, errors };
    },
  };
}

/** Free one-hour slots, one per booking, so bookings never refuse each other. */
async function freeSlots(origin) {
  const { studios } = await (await fetch(`${origin}/api/studios`)).json();
  const slots = [];
  for (let day = 3; day < 9; day += 1) {
    const date = new Date(Date.now() + day * 86_400_000).toISOString().slice(0, 10);
    for (const studio of studios) {
      const query = `studio=${studio.id}&date=${date}&duration=60`;
      const { starts = [] } = await (
        await fetch(`${origin}/api/bookings/availability?${query}`)
      ).json();
      // Two hours apart: a session and the studio's buffer after it never reach the next one.
      let clearFrom = 0;
      for (const start of starts) {
        const at = new Date(start).getTime();
        if (at < clearFrom) continue;
        slots.push({ studioId: studio.id, start, end: new Date(at + 3_600_000).toISOString() });
        clearFrom = at + 2 * 3_600_000;
      }
    }
  }
  return slots;
}

/** Contact messages and bookings through the balancer until stop(), each with its answer. */
function acknowledgedWrites(balancer, slots, workers = 3) {
  const writes = [];
  let running = true;
  const send = async () => {
    const slot = writes.length % 2 === 0 ? slots.pop() : undefined;
    const n = writes.length;
    const write = slot
      ? { kind: 'booking', body: { ...slot, name: 'Scale Test', email: `scale-${n}@example.com` } }
      : {
          kind: 'contact',
          body: { name: 'Scale Test', email: `scale-${n}@example.com`, message: `Message ${n}.` },
        };
    writes.push(write);
    try {
      const client = { 'x-forwarded-for': nextAddress() };
      // A guest's booking carries a solved challenge (lib/anti-abuse), issued by any instance.
      const proof = write.kind === 'booking' ? await fetchProof(balancer.url, client) : {};
      const response = await fetch(
        `${balancer.url}/api/${write.kind === 'booking' ? 'bookings' : 'contact'}`,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'idempotency-key': randomUUID(),
            ...client,
            ...proof,
          },
          body: JSON.stringify(write.body),
        },
      );
      write.status = response.status;
      const answer = await response.json().catch(() => ({}));
      write.id = answer.id ?? answer.booking?.id;
    } catch (error) {
      // No challenge to solve is the app's answer to the booking (fetchProof carries its status).
      if (error.status) write.status = error.status;
      else write.error = error.cause?.code ?? error.message;
    }
  };
  const loops = Array.from({ length: workers }, async () => {
    while (running) await send();
  });
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
      return writes;
    },
  };
}

/** How many of these ids each table holds. */
async function stored(databaseUrl, writes) {
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const count = async (table, kind) => {
      const ids = writes.filter((w) => w.kind === kind && w.id).map((w) => w.id);
      const { rows } = await db.query(
        `select count(*)::int as n from ${table} where id = any($1)`,
        [ids],
      );
      return { acknowledged: ids.length, stored: rows[0].n };
    };
    return {
      contact: await count('contact_messages', 'contact'),
      booking: await count('bookings', 'booking'),
    };
  } finally {
    await db.end();
  }
}

/** (b) Restarts every instance in turn while pages are viewed and writes are made through the balancer. */
async function rollingRestart({ instances, env, balancer, databaseUrl }) {
  const slots = await freeSlots(balancer.url);
  const views = pageViews(balancer);
  const writes = acknowledgedWrites(balancer, slots);
  let viewed, made;
  try {
    for (const [i, port] of INSTANCES.entries()) {
      const started = Date.now();
      const code = await instances[i].signal('SIGTERM');
      await instances[i].stop();
      if (code !== 0) throw new Error(`Instance ${i + 1} exited with ${code}, not 0`);
      instances[i] = await startServer(port, env);
      await balancer.waitUp(INSTANCES.length);
      console.log(
        `  instance ${i + 1} restarted and back in the balancer after ${seconds(started)}`,
      );
    }
  } finally {
    viewed = await views.stop();
    made = await writes.stop();
  }
  const failedWrites = made.filter((w) => !(w.status >= 200 && w.status < 300));
  const counts = await stored(databaseUrl, made);
  console.log(
    `  page views: ${viewed.total} (${viewed.statuses}); writes: ${made.length}, ` +
      `${counts.contact.acknowledged} messages and ${counts.booking.acknowledged} bookings acknowledged, ` +
      `${counts.contact.stored} and ${counts.booking.stored} stored`,
  );
  if (viewed.failed > 0 || failedWrites.length > 0) {
    const examples = [
      ...viewed.errors,
      ...failedWrites.map((w) => `${w.kind}: ${w.status ?? w.error}`),
    ];
    throw new Error(
      `${viewed.failed} page views and ${failedWrites.length} writes failed, e.g. ${examples.slice(0, 5).join('; ')}`,
    );
  }
  if (
    counts.contact.stored !== counts.contact.acknowledged ||
    counts.booking.stored !== counts.booking.acknowledged
  ) {
    throw new Error('An acknowledged write is missing from PostgreSQL');
  }
  if (counts.booking.acknowledged === 0 || counts.contact.acknowledged === 0) {
    throw new Error('The load made no booking or no contact message');
  }
}

/** Milliseconds until the first cache entry lands in a Redis that just started. */
async function refilled(redis) {
  const started = Date.now();
  const keys = createClient({ url: redis.url });
  await keys.connect();
  try {
    while ((await keys.scan('0', { MATCH: 'studio:*', COUNT: 1000 })).keys.length === 0) {
      if (Date.now() - started > 20_000) throw new Error('No cache entry was written to Redis');
      await wait(100);
    }
    return Date.now() - started;
  } finally {
    await keys.quit();
  }
}

/** (c) Stops Redis under load, then starts it again (empty) and waits for the cache to refill it. */
async function redisOutage({ redis, balancer }) {
  const views = pageViews(balancer);
  let result;
  try {
    await views.answered(100);
    await redis.stop();
    const stopped = Date.now();
    await views.answered(1000);
    console.log(`  Redis stopped: 1000 page views answered in the next ${seconds(stopped)}`);
    await redis.start();
    console.log(
      `  Redis back (empty): the first cache entry landed in it after ${await refilled(redis)} ms`,
    );
  } finally {
    result = await views.stop();
  }
  console.log(`  page views: ${result.total} (${result.statuses})`);
  if (result.failed > 0) {
    throw new Error(
      `${result.failed} page views failed while Redis was away, e.g. ${result.errors[0]}`,
    );
  }
}

/** Asks through the balancer; resolves to the status, Retry-After and JSON error of the answer. */
async function ask(balancer, route, init = {}) {
  const response = await fetch(`${balancer.url}${route}`, {
    ...init,
    headers: { accept: 'text/html', 'x-forwarded-for': nextAddress(), ...init.headers },
  });
  const text = await response.text();
  let error = null;
  try {
    error = JSON.parse(text).error ?? null;
  } catch {}
  return { status: response.status, retryAfter: response.headers.get('retry-after'), error };
}

const sendContactMessage = (balancer, email) =>
  ask(balancer, '/api/contact', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body: JSON.stringify({ name: 'Scale Test', email, message: 'Hello from the scale test.' }),
  });

/** (d) Cuts PostgreSQL off from every instance under writes, checks what visitors get, restores it. */
async function databaseOutage({ relay, balancer, databaseUrl }) {
  const slots = await freeSlots(balancer.url);
  for (const route of ['/', '/about']) await ask(balancer, route);
  const writes = acknowledgedWrites(balancer, slots, 1);
  let made;
  try {
    await wait(300);
    await relay.cut();
    const cut = Date.now();
    await balancer.waitUp(0);
    console.log(`  PostgreSQL cut off: HAProxy took every instance out after ${seconds(cut)}`);
    const answers = {
      'GET /': await ask(balancer, '/'),
      'GET /about': await ask(balancer, '/about'),
      'GET availability': await ask(balancer, AVAILABILITY_PATH),
      'POST /api/contact': await sendContactMessage(balancer, 'away@example.com'),
      'GET /api/health (instance 1)': await (async () => {
        const response = await fetch(`http://127.0.0.1:${INSTANCES[0]}/api/health`);
        return { status: response.status, retryAfter: response.headers.get('retry-after') };
      })(),
    };
    for (const [request, answer] of Object.entries(answers)) {
      console.log(
        `  ${request}: ${answer.status}${answer.retryAfter ? `, Retry-After ${answer.retryAfter}` : ''}${answer.error ? ` "${answer.error}"` : ''}`,
      );
    }
    const page = (answer) => answer.status === 200;
    const away = (answer) => answer.status === 503 && answer.retryAfter;
    if (!page(answers['GET /']) || !page(answers['GET /about'])) {
      throw new Error('A cached page was not served while PostgreSQL was away');
    }
    if (
      !away(answers['GET availability']) ||
      !away(answers['POST /api/contact']) ||
      !away(answers['GET /api/health (instance 1)']) ||
      !answers['POST /api/contact'].error
    ) {
      throw new Error('What needs the database must answer 503 with Retry-After and a message');
    }
    await relay.restore();
    const restored = Date.now();
    await balancer.waitUp(INSTANCES.length);
    console.log(
      `  PostgreSQL back: every instance in the balancer again after ${seconds(restored)}`,
    );
    const again = await sendContactMessage(balancer, 'back@example.com');
    if (again.status !== 201) throw new Error(`A write after the outage answered ${again.status}`);
  } finally {
    made = await writes.stop();
  }
  const statuses = Object.entries(Object.groupBy(made, (w) => w.status ?? w.error)).map(
    ([status, list]) => `${list.length} × ${status}`,
  );
  const counts = await stored(databaseUrl, made);
  console.log(
    `  writes during the outage: ${statuses.join(', ')}; ${counts.contact.acknowledged + counts.booking.acknowledged} acknowledged, ${counts.contact.stored + counts.booking.stored} stored`,
  );
  const unclear = made.filter((w) => !(w.status >= 200 && w.status < 300) && w.status !== 503);
  if (unclear.length > 0) {
    throw new Error(
      `Writes must succeed or answer 503; got ${unclear[0].status ?? unclear[0].error}`,
    );
  }
  if (
    counts.contact.stored !== counts.contact.acknowledged ||
    counts.booking.stored !== counts.booking.acknowledged
  ) {
    throw new Error('An acknowledged write is missing from PostgreSQL');
  }
}

const began = Date.now();
const cleanup = [];
let instances = [];
try {
  const database = await createDatabase(`scale_${process.pid}`);
  cleanup.push(() => database.drop());
  const relay = await databaseRelay(database.url);
  cleanup.push(() => relay.stop());
  const redis = redisServer();
  cleanup.push(() => redis.remove());
  await redis.start();
  const env = {
    DATABASE_URL: relay.url,
    REDIS_URL: redis.url,
    CONTENT_API_TOKEN: robotToken,
    TRUSTED_PROXIES: 'loopback',
    ...MANY_GUESTS,
    SHUTDOWN_GRACE_MS: String(SHUTDOWN_GRACE_MS),
  };
  await phase('Three instances on one PostgreSQL and one Redis, behind HAProxy', async () => {
    instances = await startInstances(env);
    cleanup.push(() => Promise.all(instances.map((instance) => instance.stop())));
  });
  const balancer = await startBalancer(INSTANCES);
  cleanup.push(() => balancer.stop());

  await phase('(a) A publish through instance 1 shows on all three', () =>
    publishShowsEverywhere((text) => mutate(`http://127.0.0.1:${INSTANCES[0]}`, text)),
  );
  await phase('(b) Rolling restart under load', () =>
    rollingRestart({ instances, env, balancer, databaseUrl: database.url }),
  );
  await phase('(c) Redis stopped under load, then started again', () =>
    redisOutage({ redis, balancer }),
  );

  await phase('(d) PostgreSQL cut off under writes, then back', () =>
    databaseOutage({ relay, balancer, databaseUrl: database.url }),
  );

  if (existsSync(path.join(root, HOSTED.distDir, 'BUILD_ID'))) {
    await phase(
      '(a) Hosted mode: one publish webhook, through the balancer, reaches all three',
      async () => {
        await Promise.all(instances.map((instance) => instance.stop()));
        const project = await startHostedProject({
          CONTENT_API_TOKEN: robotToken,
          LAKE_WEBHOOK_URL: `${balancer.url}/api/content/webhook`,
          LAKE_WEBHOOK_SECRET: webhookSecret,
        });
        cleanup.push(() => project.stop());
        instances = await startInstances({
          ...env,
          ...hostedSiteEnv(),
          SANITY_API_READ_TOKEN: robotToken,
          SANITY_REVALIDATE_SECRET: webhookSecret,
        });
        await balancer.waitUp(INSTANCES.length);
        await publishShowsEverywhere((text) =>
          mutate(`http://127.0.0.1:${HOSTED.projectPort}`, text),
        );
      },
    );
  } else {
    console.log(`\n(a) Hosted mode skipped: no ${HOSTED.distDir} build (npm run build:hosted).`);
  }
  console.log(`\n✓ Scale-out holds (${seconds(began)}).`);
} finally {
  for (const step of cleanup.reverse()) await step().catch((error) => console.error(error));
}
