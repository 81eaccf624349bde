// `npm run bench:pages`: Lighthouse (mobile preset, simulated throttling) on each page of the
// production build, on its no-script floor and on a bare Next.js page of the same versions
// (.bench/bare), alternately, BENCH_RUNS times each (3); prints for each page the medians of all
// three, its ratios to the bare page and its LCP over its floor's, and whether the targets hold.
// Needs `npm run build` first; builds the bare page
// itself when it has no build yet.
//
// A page's no-script floor is the same page without its scripts: the HTML the production server
// sends it, with every <script> element and script preload removed, served from memory on
// BENCH_FLOOR_PORT (3297), which passes every other request (styles, font, images) to the
// production server. It paints the same content with the same styles, font and images, so its LCP
// is the best the page could do; `LCP / floor` says what the scripts and their loading cost it,
// which the bare page (a different, text-only page) cannot say.
//
// "script KiB" is what the browser downloads (headers included): the production server sends the
// scripts Brotli-compressed, `next start` gzips them. "decoded KiB" is
// the same scripts uncompressed, the code itself, so the two pages' code compares like for like.
//
// Lighthouse slows the CPU by a fixed factor (4x) relative to the host, so both pages' TBT and LCP
// follow the host's speed: on this machine the bare page's TBT has read 71 ms and 590 ms on
// different days. The bench prints the host's BenchmarkIndex (Lighthouse's CPU score, median of
// every run) so that runs can be compared; BENCH_CPU_SLOWDOWN sets another factor, e.g. to emulate
// the same phone on a slower host (factor = 4 x BenchmarkIndex / the usual host's). `--write` puts
// the results in docs/performance.md.
//
// BENCH_RUNTIME=standalone measures Next's standalone server instead of the production server (what a
// host without it serves: no document cache, no Brotli, no deferred scripts), into its own section.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { benchReport } from './bench-report.mjs';
import { startServer } from './bench-server.mjs';

const runtime = process.env.BENCH_RUNTIME ?? 'production-server';
if (!['production-server', 'standalone'].includes(runtime)) {
  throw new Error(`BENCH_RUNTIME is production-server or standalone, not ${runtime}`);
}
const written = benchReport('pages', {
  section: runtime === 'standalone' ? 'pages-standalone' : 'pages',
});

const root = path.resolve(import.meta.dirname, '..');
const bareDir = path.join(root, '.bench', 'bare');
const runs = Number(process.env.BENCH_RUNS ?? 3);
const barePort = Number(process.env.BENCH_BARE_PORT ?? 3298);
const floorPort = Number(process.env.BENCH_FLOOR_PORT ?? 3297);
const PAGES = process.env.BENCH_PAGES?.split(',') ?? [
  '/',
  '/recording-sessions',
  '/insights/why-the-room-matters',
  '/booking',
];
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function startBarePage() {
  if (!existsSync(path.join(bareDir, '.next', 'BUILD_ID'))) {
    const build = spawnSync(process.execPath, [nextBin, 'build', bareDir], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('The bare page did not build');
  }
  // Its own process group: `next start` forks a next-server that outlives a signal to the parent
  // (it held the port after the bench, and test:crash could not listen there).
  const child = spawn(process.execPath, [nextBin, 'start', bareDir, '-p', String(barePort)], {
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const base = `http://127.0.0.1:${barePort}`;
  for (let i = 0; i < 120; i += 1) {
    try {
      if ((await fetch(base)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { base, stop: () => process.kill(-child.pid, 'SIGTERM') };
}

// Every script element, inline or with src (Next's bootstrap and data, the server's inline loader,
// JSON data blocks): the HTML parser ends each at its first `</script`, so a lazy match does too.
const SCRIPT_ELEMENT = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
const preloadsScript = (link) =>
  /\brel="modulepreload"/i.test(link) ||
  (/\brel="preload"/i.test(link) && /\bas="script"/i.test(link));

/** The page's HTML with no script in it and no script preloaded (a preload would still download). */
function withoutScripts(html) {
  const stripped = html
    .replace(SCRIPT_ELEMENT, '')
    .replace(/<link\b[^>]*>/gi, (link) => (preloadsScript(link) ? '' : link));
  if (/<script\b/i.test(stripped)) throw new Error('A script survived the floor');
  return stripped;
}

/**
 * The floor server: each path of `pages` (path to HTML) answers its no-script HTML from memory,
 * Brotli-compressed as the production server sends documents (quality 5), so that the floor's
 * document costs the simulated network what the page's would for the same bytes; every other
 * request goes to the production server at `target` unchanged, so styles, font and images are the
 * page's own, served the same way.
 */
async function startFloorServer(target, pages) {
  const upstream = new URL(target);
  const documents = new Map(
    [...pages].map(([page, html]) => {
      const body = withoutScripts(html);
      const brotli = zlib.brotliCompressSync(body, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 },
      });
      return [page, { body, brotli }];
    }),
  );
  const server = http.createServer((req, res) => {
    const doc = req.method === 'GET' && documents.get(new URL(req.url, target).pathname);
    if (doc) {
      const br = /\bbr\b/.test(req.headers['accept-encoding'] ?? '');
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        vary: 'accept-encoding',
        ...(br ? { 'content-encoding': 'br' } : {}),
      });
      res.end(br ? doc.brotli : doc.body);
      return;
    }
    const headers = { ...req.headers, host: upstream.host };
    const forward = http.request(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        path: req.url,
        method: req.method,
        headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  await new Promise((resolve) => server.listen(floorPort, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${floorPort}`,
    stop: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

const cpuSlowdownMultiplier = Number(process.env.BENCH_CPU_SLOWDOWN) || undefined;

/** One Lighthouse run: score (0-100), LCP and TBT (ms), CLS, script transfer and decoded (KiB). */
async function measure(chrome, url) {
  const { lhr } = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    ...(cpuSlowdownMultiplier ? { throttling: { cpuSlowdownMultiplier } } : {}),
  });
  const scripts = lhr.audits['resource-summary'].details.items.find(
    (item) => item.resourceType === 'script',
  );
  return {
    score: Math.round(lhr.categories.performance.score * 100),
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    scriptKib: (scripts?.transferSize ?? 0) / 1024,
    // The same scripts uncompressed: the code itself, whatever each server's compression.
    decodedKib:
      lhr.audits['network-requests'].details.items
        .filter((item) => item.resourceType === 'Script')
        .reduce((sum, item) => sum + (item.resourceSize ?? 0), 0) / 1024,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

const medians = (samples) =>
  Object.fromEntries(
    ['score', 'lcp', 'tbt', 'cls', 'scriptKib', 'decodedKib'].map((key) => [
      key,
      median(samples.map((s) => s[key])),
    ]),
  );

const app = await startServer({}, { runtime });
const bare = await startBarePage();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    // Headless Chromium's compositor (viz) offers a page that keeps submitting frames with nothing new
    // in them only one BeginFrame a second (ThrottleRepeatedNoDamageFrames; the older name is
    // ThrottleConsecutiveNoDamageMainFrames). A page whose first content is ready after the blank
    // frames have started waits up to a whole second or two to paint it: observed FCP came out at
    // about 0.3, 1.3 or 2.3 s for one and the same page, even with its scripts and CSS removed, and
    // Lantern then counts every script as render-blocking. Lighthouse issue #17148 reports the same
    // whole-second steps on PageSpeed Insights for pages that paint in well under a second for real
    // visitors, so neither page here gets the throttling.
    '--disable-features=ThrottleRepeatedNoDamageFrames,ThrottleConsecutiveNoDamageMainFrames',
  ],
});
// LCP is held to the page's own floor: a bare page with no stylesheet, font or picture is no floor
// for a page that has them.
const TARGETS = [
  { name: 'score ≥ bare − 3', holds: ({ site, bare }) => site.score >= bare.score - 3 },
  { name: 'LCP ≤ 1.1 × floor', holds: ({ site, floor }) => site.lcp <= 1.1 * floor.lcp },
  { name: 'TBT ≤ bare + 100 ms', holds: ({ site, bare }) => site.tbt <= bare.tbt + 100 },
  { name: 'CLS ≤ 0.02', holds: ({ site }) => site.cls <= 0.02 },
  {
    name: 'script ≤ 1.2 × bare (home page)',
    page: '/',
    holds: ({ site, bare }) => site.scriptKib <= 1.2 * bare.scriptKib,
  },
];
const against = (a, b, format) => `${format(a)} / ${format(b)} (${(a / b).toFixed(2)}x)`;
const seconds = (ms) => (ms / 1000).toFixed(2);
const kib = (value) => value.toFixed(0);

const rows = [];
const benchmarkIndexes = [];
// Each run's LCP, not only the median: Lantern counts in its LCP estimate whatever happened to
// finish before the largest paint in the real trace, so the bare page's LCP jumps between runs
// (0.61 to 1.98 s in one bench on this host: with its scripts or without) and so does the ratio.
const lcpRuns = [];
const lcpSeconds = (samples) => samples.map((s) => seconds(s.lcp)).join(' ');
let allHold = true;
let floor;
try {
  // A first visit of each warms the servers' caches (the documents, and the Brotli copies of the
  // scripts and styles they name); it is not counted.
  // Each page's HTML is fetched once, here, for its floor.
  const documents = new Map();
  for (const page of PAGES) {
    const response = await fetch(`${app.base}${page}`, { headers: { accept: 'text/html' } });
    if (!response.ok) throw new Error(`${page} answered ${response.status}`);
    const html = await response.text();
    documents.set(page, html);
    for (const file of new Set(html.match(/\/_next\/static\/[\w./-]+\.(?:js|css)/g))) {
      await (await fetch(`${app.base}${file}`)).arrayBuffer();
    }
  }
  await fetch(bare.base);
  floor = await startFloorServer(app.base, documents);
  for (const page of PAGES) {
    const samples = { site: [], floor: [], bare: [] };
    for (let run = 0; run < runs; run += 1) {
      samples.bare.push(await measure(chrome, `${bare.base}/`));
      samples.site.push(await measure(chrome, `${app.base}${page}`));
      samples.floor.push(await measure(chrome, `${floor.base}${page}`));
    }
    const all = Object.values(samples).flat();
    benchmarkIndexes.push(...all.map((sample) => sample.benchmarkIndex));
    lcpRuns.push(
      `${page}: ${lcpSeconds(samples.site)} | ${lcpSeconds(samples.floor)} | ${lcpSeconds(samples.bare)}`,
    );
    const m = Object.fromEntries(Object.entries(samples).map(([name, of]) => [name, medians(of)]));
    const s = m.site;
    const b = m.bare;
    const missed = TARGETS.filter(
      (target) => (!target.page || target.page === page) && !target.holds(m),
    );
    allHold &&= missed.length === 0;
    rows.push({
      page,
      score: `${s.score} / ${b.score}`,
      'LCP s': against(s.lcp, b.lcp, seconds),
      'LCP / floor s': against(s.lcp, m.floor.lcp, seconds),
      'TBT ms': `${Math.round(s.tbt)} / ${Math.round(b.tbt)}`,
      CLS: `${s.cls.toFixed(3)} / ${b.cls.toFixed(3)}`,
      'script KiB': against(s.scriptKib, b.scriptKib, kib),
      'decoded KiB': against(s.decodedKib, b.decodedKib, kib),
      targets: missed.length ? `missed: ${missed.map((target) => target.name).join(', ')}` : 'hold',
    });
  }
} finally {
  await chrome.kill();
  floor?.stop();
  bare.stop();
  await app.stop();
}
const heading =
  `Lighthouse mobile (CPU slowdown ${cpuSlowdownMultiplier ?? 4}x; host BenchmarkIndex ` +
  `${Math.round(median(benchmarkIndexes))}), medians of ${runs} runs each, site / bare page ` +
  `("LCP / floor": site / its no-script floor):`;
const verdict =
  `Targets: ${TARGETS.map((target) => target.name).join('; ')}. ` +
  (allHold ? 'Every target holds.' : 'Some targets are missed (see the last column).');
console.log(heading);
console.table(rows);
console.log(`LCP of each run in seconds (site | floor | bare page):\n  ${lcpRuns.join('\n  ')}`);
console.log(verdict);
written.write({
  rows,
  notes: [
    heading.replace(/:$/, '.'),
    `LCP of each run in seconds (site | floor | bare page): ${lcpRuns.join('; ')}.`,
    verdict,
  ],
});
