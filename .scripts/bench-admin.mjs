// `npm run bench:admin`: p50/p95 of GET for every back-office page on a three-year studio history
// (`npm run content:seed:history` first), signed in as an admin, one request at a time. It serves the
// last build (`npm run build`) on the seeded database: the embedded PGlite under --data-dir (a
// DATA_DIR, default $DATA_DIR or .data, holding pglite/), or PostgreSQL when DATABASE_URL is set.
// Targets: p95 at most 300 ms a page, 150 ms for the timeline's week. `--requests N` per page
// (default 40); `--write` puts the table in docs/performance.md. The in-process twin,
// .scripts/bench-admin-queries.ts, times the same pages' queries without a build.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { benchReport } from './bench-report.mjs';
import { run, startServer } from './bench-server.mjs';

const { values } = parseArgs({
  options: {
    'data-dir': { type: 'string' },
    requests: { type: 'string' },
    write: { type: 'boolean' },
  },
});
const REQUESTS = Math.max(5, Number(values.requests ?? 40) || 40);
const PAGE_TARGET_MS = 300;
const WEEK_TARGET_MS = 150;
// Made at the first sign-in by the server itself (ADMIN_EMAIL / ADMIN_PASSWORD, lib/auth/first-admin).
const ADMIN = { email: 'bench-admin@history.example', password: 'a long bench passphrase 48' };
const postgres = !!process.env.DATABASE_URL;
const dataDir = path.resolve(values['data-dir'] ?? process.env.DATA_DIR ?? '.data');
const label = postgres ? 'PostgreSQL' : 'PGlite';
// One section per engine in docs/performance.md.
const written = benchReport('admin', { section: postgres ? 'admin-postgres' : 'admin' });

const londonDate = (instant) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(instant);
const today = londonDate(new Date());
const lastMonthEnd = londonDate(
  new Date(Date.parse(`${today.slice(0, 7)}-01T12:00:00Z`) - 86_400_000),
);
const lastMonthStart = `${lastMonthEnd.slice(0, 7)}-01`;
const aMonthAgo = londonDate(new Date(Date.now() - 30 * 86_400_000));
const year = Number(today.slice(0, 4));

/** The cookies a response sets, as a Cookie header, added to `jar`. */
function keepCookies(response, jar) {
  for (const cookie of response.headers.getSetCookie()) {
    const [pair] = cookie.split(';');
    const [name] = pair.split('=');
    jar.set(name, pair);
  }
  return [...jar.values()].join('; ');
}

/** Signs the bench admin in and answers the Cookie header of the session. */
async function signIn(base) {
  const jar = new Map();
  const csrf = await fetch(`${base}/api/auth/csrf`);
  const { token } = await csrf.json();
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-CSRF-Token': token,
      Origin: base,
      Cookie: keepCookies(csrf, jar),
    },
    body: JSON.stringify(ADMIN),
  });
  if (!response.ok) throw new Error(`Sign-in failed: ${response.status} ${await response.text()}`);
  return keepCookies(response, jar);
}

/** The first link of the page matching `pattern` (its first group), or fails: is the history seeded? */
async function firstLink(base, cookie, page, pattern) {
  const html = await (await fetch(`${base}${page}`, { headers: { Cookie: cookie } })).text();
  const found = html.match(pattern)?.[1];
  if (!found) throw new Error(`No link on ${page}: run \`npm run content:seed:history\` first.`);
  return found;
}

async function benchPages(base) {
  const cookie = await signIn(base);
  const reference = await firstLink(
    base,
    cookie,
    `/admin/bookings?view=week&date=${aMonthAgo}`,
    /\/admin\/bookings\/(LPS-[A-Z0-9]+)/,
  );
  const customer = await firstLink(
    base,
    cookie,
    '/admin/customers?sort=bookings',
    /href="\/admin\/customers\/([^"?#]+)"/,
  );
  const pages = [
    ['/admin', 'dashboard and run sheet'],
    ['/admin/bookings', 'timeline, default'],
    [`/admin/bookings?view=day&date=${today}`, 'day'],
    [`/admin/bookings?view=week&date=${today}`, 'week', WEEK_TARGET_MS],
    [`/admin/bookings?view=week&date=${aMonthAgo}`, 'a full past week', WEEK_TARGET_MS],
    [`/admin/bookings?view=list&from=${lastMonthStart}&to=${lastMonthEnd}`, 'list, last month'],
    ['/admin/bookings?view=list&status=cancelled', 'list, cancelled'],
    [`/admin/bookings/${reference}`, 'staff booking'],
    [`/admin/bookings/export?from=${lastMonthStart}&to=${lastMonthEnd}`, 'CSV, last month'],
    ['/admin/customers', 'by last visit'],
    ['/admin/customers?sort=spend', 'by spend'],
    ['/admin/customers?sort=bookings&page=40', 'by bookings, page 40'],
    ['/admin/customers?q=patel', 'search'],
    [`/admin/customers/${customer}`, 'the busiest customer'],
    ['/admin/money', 'this year'],
    [`/admin/money?year=${year - 1}`, 'last year'],
    [`/admin/money/export?year=${year - 1}`, 'VAT CSV, last year'],
    ['/admin/audit', 'newest'],
    ['/admin/audit?action=bookings.payment&page=300', 'one action, page 300'],
    ['/admin/ab-testing', ''],
    ['/admin/users', ''],
    ['/admin/outbox', ''],
    ['/admin/marketing', ''],
    ['/admin/calendars', ''],
    ['/admin/talenthr', ''],
    ['/admin/podcasts', ''],
    ['/admin/settings', ''],
    ['/admin/content', ''],
  ];
  const rows = [];
  for (const [page, what, target = PAGE_TARGET_MS] of pages) {
    const get = () => fetch(`${base}${page}`, { headers: { Cookie: cookie }, redirect: 'manual' });
    for (let i = 0; i < 3; i += 1) await (await get()).arrayBuffer();
    const { p95, row } = await run(`${label}: ${page}`, { total: REQUESTS, clients: 1 }, get);
    rows.push({
      page: page.replace(reference, '{reference}').replace(customer, '{customer}'),
      what,
      'p50 ms': row['p50 ms'],
      'p95 ms': row['p95 ms'],
      'target ms': target,
      result: p95 <= target && row.statuses === `${REQUESTS} × 200` ? 'pass' : 'FAIL',
      statuses: row.statuses,
    });
  }
  return rows;
}

const server = await startServer({
  ...(postgres ? {} : { DATA_DIR: dataDir }),
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
});
let rows;
try {
  rows = await benchPages(server.base);
} finally {
  await server.stop();
}
console.table(rows);
const failed = rows.filter((row) => row.result !== 'pass').length;
console.log(
  failed ? `${failed} of ${rows.length} pages missed their target.` : 'Every page met its target.',
);
written.write({
  rows,
  notes: [
    `${label}${postgres ? '' : ` at ${path.relative(process.cwd(), dataDir) || '.'}`}, seeded with \`npm run content:seed:history\`; ${REQUESTS} requests a page, one at a time, after three to warm up, signed in as an admin. A page passes when its p95 is within its target and every answer was 200.`,
  ],
});
