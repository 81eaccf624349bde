// `npm run bench:load`: requests per second of the home page from the production server (server/,
// as visitors get it) against a plain Node server handing out the same HTML from memory, with
// autocannon (BENCH_CONNECTIONS 10, BENCH_SECONDS 10), and the ratio (target: at least 0.5). Two
// clients: a browser (`Accept: text/html`, Brotli) and a crawler or monitor (`Accept: */*`, gzip,
// as curl and most bots send); the static server answers each with the same bytes, compressed once.
// With `--steps` it also runs the site with each switchable step of server/main.mjs off in turn
// (SERVER_STEPS_OFF), to show what each one gains, and always Next's standalone server alone (what a
// host without the production server gives). Needs `npm run build` first. `--write` puts the
// results in docs/performance.md.
import http from 'node:http';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import { benchReport } from './bench-report.mjs';
import { startServer } from './bench-server.mjs';

const written = benchReport('load');

const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const staticPort = Number(process.env.BENCH_STATIC_PORT ?? 3297);
const CLIENTS = {
  browser: { accept: 'text/html', 'accept-encoding': 'br' },
  crawler: { accept: '*/*', 'accept-encoding': 'gzip' },
};
// The steps a page request goes through that can be switched off (server/main.mjs).
const SWITCHABLE = ['document-cache', 'deferred-scripts', 'not-found-document', 'compression'];

async function requestsPerSecond(url, headers, seconds = duration) {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0) throw new Error(`${url}: ${failed} requests failed`);
  return result.requests.average;
}

/** A static server answering the site's home page bytes, compressed as each client asks. */
async function startStaticServer(html) {
  const bodies = { br: zlib.brotliCompressSync(html), gzip: zlib.gzipSync(html), identity: html };
  const server = http.createServer((req, res) => {
    const encoding = /\bbr\b/.test(req.headers['accept-encoding'] ?? '')
      ? 'br'
      : /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')
        ? 'gzip'
        : 'identity';
    const body = bodies[encoding];
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-length': body.length,
      ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
    });
    res.end(body);
  });
  await new Promise((resolve) => server.listen(staticPort, '127.0.0.1', resolve));
  return server;
}

/** The site's req/s for each client, with these steps off (or on another runtime). */
async function measureSite(stepsOff, runtime) {
  const app = await startServer(
    stepsOff.length ? { SERVER_STEPS_OFF: stepsOff.join(',') } : {},
    { runtime },
  );
  try {
    const html = Buffer.from(
      await (await fetch(`${app.base}/`, { headers: { accept: 'text/html' } })).arrayBuffer(),
    );
    const rates = {};
    for (const [client, headers] of Object.entries(CLIENTS)) {
      await requestsPerSecond(`${app.base}/`, headers, 3); // warm-up, not counted
      rates[client] = await requestsPerSecond(`${app.base}/`, headers);
    }
    return { html, rates };
  } finally {
    await app.stop();
  }
}

const site = await measureSite([]);
const staticServer = await startStaticServer(site.html);
const rows = [];
try {
  const bare = {};
  for (const [client, headers] of Object.entries(CLIENTS)) {
    bare[client] = await requestsPerSecond(`http://127.0.0.1:${staticPort}/`, headers);
  }
  const row = (steps, rates) => {
    const result = { steps };
    for (const client of Object.keys(CLIENTS)) {
      const ratio = rates[client] / bare[client];
      result[`${client} req/s`] = rates[client].toFixed(0);
      result[`${client} ratio`] = `${ratio.toFixed(2)} (${ratio >= 0.5 ? 'holds' : 'missed'})`;
    }
    return result;
  };
  rows.push(row('all on', site.rates));
  if (process.argv.includes('--steps')) {
    for (const step of SWITCHABLE) rows.push(row(`${step} off`, (await measureSite([step])).rates));
  }
  rows.push(row('standalone server (no steps)', (await measureSite([], 'standalone')).rates));
  rows.push({
    steps: 'static server, same bytes',
    'browser req/s': bare.browser.toFixed(0),
    'browser ratio': '1',
    'crawler req/s': bare.crawler.toFixed(0),
    'crawler ratio': '1',
  });
  console.log(
    `home page, ${(site.html.length / 1024).toFixed(0)} KiB of HTML, ${connections} connections ` +
      `for ${duration} s; ratio = site / static server (target >= 0.5)`,
  );
  console.table(rows);
  written.write({
    rows,
    notes: [
      `Home page, ${(site.html.length / 1024).toFixed(0)} KiB of HTML, ${connections} connections for ${duration} s each. ` +
        'Browser: `Accept: text/html`, Brotli; crawler: `Accept: */*`, gzip. Ratio: the site against ' +
        'a static server handing out the same bytes from memory (target ≥ 0.5).',
    ],
  });
} finally {
  staticServer.close();
}
