// What the bench:* scripts share: serving the last build on a fresh embedded database, percentiles
// and a timed run of requests with a fixed number in flight.
import { startServer as startInstance } from './start-server.mjs';

/**
 * Serves the last build (`npm run build`) on BENCH_PORT with a new data folder, on the production
 * server unless `runtime` says otherwise (.scripts/start-server.mjs); `stop()` ends it.
 */
export async function startServer(extraEnv = {}, { runtime } = {}) {
  const port = Number(process.env.BENCH_PORT ?? 3299);
  // The benchmarks spread their clients over many addresses, as a proxy on this machine would.
  const instance = await startInstance(
    port,
    { ...extraEnv, TRUSTED_PROXIES: 'loopback' },
    { runtime },
  );
  return { base: `http://localhost:${port}`, stop: instance.stop };
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Runs `total` requests with `clients` of them in flight at any time and prints the latencies. */
export async function run(name, { total, clients }, makeRequest) {
  const timings = [];
  const statuses = {};
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
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
  const p50 = percentile(timings, 50);
  const p95 = percentile(timings, 95);
  console.log(
    `${name.padEnd(13)} n=${total} clients=${clients} p50=${p50.toFixed(1)}ms ` +
      `p95=${p95.toFixed(1)}ms max=${timings.at(-1).toFixed(1)}ms ` +
      `rps=${(total / seconds).toFixed(0)} statuses=${JSON.stringify(statuses)}`,
  );
  // The same figures as a row of the bench's results table (docs/performance.md with --write).
  const row = {
    measurement: name,
    requests: total,
    clients,
    'p50 ms': p50.toFixed(1),
    'p95 ms': p95.toFixed(1),
    'max ms': timings.at(-1).toFixed(1),
    'req/s': (total / seconds).toFixed(0),
    statuses: Object.entries(statuses)
      .map(([status, count]) => `${count} × ${status}`)
      .join(', '),
  };
  return { p50, p95, statuses, row };
}
