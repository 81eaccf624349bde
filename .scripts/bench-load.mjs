// `npm run bench:load`: requests per second of the home page from the production server (as
// visitors get it) against a plain Node server handing out the same HTML from memory, with
// autocannon (BENCH_CONNECTIONS 10, BENCH_SECONDS 10), and the ratio; #16's target is at least 0.5.
// Both answer uncompressed HTML (the request asks for HTML, no encoding). Needs `npm run build`
// first. `--write` puts the results in docs/performance.md.
import http from 'node:http';
import autocannon from 'autocannon';
import { benchReport } from './bench-report.mjs';
import { startServer } from './bench-server.mjs';

const written = benchReport('load');

const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const staticPort = Number(process.env.BENCH_STATIC_PORT ?? 3297);
const headers = { accept: 'text/html' };

async function requestsPerSecond(url, seconds = duration) {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0) throw new Error(`${url}: ${failed} requests failed`);
  return result.requests.average;
}

const app = await startServer();
const html = Buffer.from(await (await fetch(`${app.base}/`, { headers })).arrayBuffer());
const staticServer = http.createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': html.length });
  res.end(html);
});
await new Promise((resolve) => staticServer.listen(staticPort, '127.0.0.1', resolve));
try {
  await requestsPerSecond(`${app.base}/`, 3); // warm-up, not counted
  const site = await requestsPerSecond(`${app.base}/`);
  const bare = await requestsPerSecond(`http://127.0.0.1:${staticPort}/`);
  const ratio = site / bare;
  const target = ratio >= 0.5 ? 'holds' : 'missed';
  console.log(
    `home page, ${connections} connections for ${duration} s, ${(html.length / 1024).toFixed(0)} KiB of HTML:\n` +
      `  site ${site.toFixed(0)} req/s, static server ${bare.toFixed(0)} req/s, ratio ${ratio.toFixed(3)} ` +
      `(target >= 0.5: ${target})`,
  );
  written.write({
    rows: [
      {
        page: '/',
        'HTML KiB': (html.length / 1024).toFixed(0),
        connections,
        seconds: duration,
        'site req/s': site.toFixed(0),
        'static req/s': bare.toFixed(0),
        ratio: ratio.toFixed(3),
        'target ≥ 0.5': target,
      },
    ],
  });
} finally {
  staticServer.close();
  await app.stop();
}
