// `npm run bench:scale`: requests per second through HAProxy with 1, 2 and 3 instances of the last
// build on one PostgreSQL and one Redis (.scripts/scale-rig.mjs), for the home page as a browser asks
// for it and for the booking availability API (a database read on every request); then one instance
// with its document cache off, with Next's cache in Redis and on local disk, to show what that cache
// still gains with the shared cache. autocannon, BENCH_CONNECTIONS (10) for BENCH_SECONDS (10) after
// a 3 s warm-up. Needs `npm run build` first. `--write` puts the table into docs/operations.md.
import autocannon from 'autocannon';
import { benchReport, OPERATIONS_PAGE } from './bench-report.mjs';
import {
  AVAILABILITY_PATH,
  createDatabase,
  PORTS,
  redisServer,
  startBalancer,
  whatIsMissing,
} from './scale-rig.mjs';
import { startServer } from './start-server.mjs';
import { MANY_GUESTS } from './many-guests.mjs';

const written = benchReport('scale', { page: OPERATIONS_PAGE });
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const INSTANCES = [1, 2, 3].map(PORTS.instance);

const missing = await whatIsMissing();
if (missing) {
  console.error(`bench:scale cannot run: ${missing}.`);
  process.exit(1);
}

const TARGETS = {
  home: { path: '/', headers: { accept: 'text/html', 'accept-encoding': 'br' } },
  availability: { path: AVAILABILITY_PATH, headers: {} },
};

async function requestsPerSecond(url, { path, headers }) {
  await autocannon({ url: `${url}${path}`, connections, duration: 3, headers }); // warm-up
  const result = await autocannon({ url: `${url}${path}`, connections, duration, headers });
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0) throw new Error(`${path}: ${failed} requests failed`);
  return Math.round(result.requests.average);
}

/** Both targets' req/s through a balancer in front of these instances. */
async function measure(ports, targets = Object.keys(TARGETS)) {
  const balancer = await startBalancer(ports);
  try {
    const rates = {};
    for (const name of targets) rates[name] = await requestsPerSecond(balancer.url, TARGETS[name]);
    return rates;
  } finally {
    await balancer.stop();
  }
}

const database = await createDatabase(`bench_scale_${process.pid}`);
const redis = redisServer();
await redis.start();
const env = {
  DATABASE_URL: database.url,
  REDIS_URL: redis.url,
  TRUSTED_PROXIES: 'loopback',
  ...MANY_GUESTS,
};
const instances = [];
const rows = [];
const row = (setup, rates) => {
  const line = {
    setup,
    'home page req/s': rates.home ?? '–',
    'availability req/s': rates.availability ?? '–',
  };
  console.log(Object.values(line).join('  '));
  rows.push(line);
};
try {
  // The first alone: it migrates the new database and imports the seed.
  instances.push(await startServer(INSTANCES[0], env));
  instances.push(...(await Promise.all(INSTANCES.slice(1).map((port) => startServer(port, env)))));
  for (const count of [1, 2, 3]) {
    row(`${count} instance${count > 1 ? 's' : ''}`, await measure(INSTANCES.slice(0, count)));
  }
  for (const [setup, extra] of [
    ['1 instance, document cache off', { SERVER_STEPS_OFF: 'document-cache' }],
    [
      '1 instance, document cache off, no Redis',
      { SERVER_STEPS_OFF: 'document-cache', REDIS_URL: '' },
    ],
  ]) {
    await instances[0].stop();
    instances[0] = await startServer(INSTANCES[0], { ...env, ...extra });
    row(setup, await measure(INSTANCES.slice(0, 1), ['home']));
  }
} finally {
  await Promise.all(instances.map((instance) => instance.stop()));
  await redis.remove();
  await database.drop();
}

written.write({
  rows,
  notes: [
    `Through HAProxy on the same machine as the instances, PostgreSQL, Redis and autocannon (${connections} connections, ${duration} s per figure after a 3 s warm-up). "No Redis": Next's cache on the instance's disk, as without \`REDIS_URL\`.`,
  ],
});
