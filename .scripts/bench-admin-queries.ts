// `tsx .scripts/bench-admin-queries.ts`: the queries behind each back-office page, timed in this
// process against a database seeded with `npm run content:seed:history` (no build, no server, no
// sign-in): p50/p95 of each page's reads, run as the page runs them, to find the slow ones. The page
// bench (`npm run bench:admin`) measures the same pages over HTTP. Target: --url, else DATABASE_URL,
// else the PGlite under --data-dir (a DATA_DIR), else the app's ($DATA_DIR/pglite). `--runs N` (default 20).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { auditFilterChoices, listAuditEntries, parseAuditFilters } from '@/lib/audit';
import { backOfficeCounts, listAdminUsersPage } from '@/lib/auth';
import { listBookings, parseAdminFilters } from '@/lib/booking';
import { bookingsCsv } from '@/lib/booking/csv';
import { monthlyReport } from '@/lib/booking/invoices';
import { listOwedRefunds } from '@/lib/booking/payments';
import { listPromoCodes } from '@/lib/booking/promo-codes';
import { staffBookingView } from '@/lib/booking/staff-view';
import { customerRecord, customersQuerySchema, listCustomers } from '@/lib/customers';
import { dashboardFigures } from '@/lib/dashboard';
import { runSheet } from '@/lib/dashboard/run-sheet';
import { openDatabase, queryRows } from '@/lib/db';
import { appEnv } from '@/lib/env';
import { experimentResults } from '@/lib/experiments/results';
import { listOutboxMessages } from '@/lib/mail';
import {
  cancellationsByMonth,
  occupancyByHour,
  promoCodeReturns,
  revenueAgainstLastYear,
} from '@/lib/reports';
import { addDays, londonDateOf, londonWallTimeToInstant } from '@/lib/time';
import { adminUsersQuerySchema } from '@/lib/validation/auth';
import { percentile } from './bench-server.mjs';
import { loadSeedCatalog } from './seed-history-catalog';
import { SEED_MANAGER_EMAIL } from './seed-history-plan';

// Page names as arguments (`/admin/customers`) time only the pages that start with them.
const { values, positionals: only } = parseArgs({
  options: { url: { type: 'string' }, 'data-dir': { type: 'string' }, runs: { type: 'string' } },
  allowPositionals: true,
});
const runs = Math.max(1, Number(values.runs ?? 20) || 20);
const env = appEnv();
const url = values.url ?? (values['data-dir'] ? undefined : env.DATABASE_URL);
const dataDir = path.resolve(values['data-dir'] ?? env.DATA_DIR, 'pglite');
const handle = await openDatabase(url ? { url } : { dataDir });
const { db } = handle;

const now = new Date();
const today = londonDateOf(now);
const lastMonth = addDays(`${today.slice(0, 7)}-01`, -1);
const { settings, studios } = loadSeedCatalog();
type Sample = { reference: string; key: string; admin: string };
const [sample] = await queryRows<Sample>(
  db,
  sql`select
    (select reference from bookings where start_at < ${now} order by start_at desc limit 1) as reference,
    (select coalesce(guest_email_key, lower(guest_email)) from bookings group by 1 order by count(*) desc limit 1) as key,
    (select id from users where lower(email) = ${SEED_MANAGER_EMAIL} or role = 'admin' order by role limit 1) as admin`,
);
if (!sample?.reference || !sample.admin) {
  console.error('No seeded history here: run `npm run content:seed:history` first.');
  process.exit(1);
}
const filters = (params: Record<string, string>) => parseAdminFilters(params, now).query;
const customers = (params: Record<string, string>) =>
  listCustomers(db, customersQuerySchema.parse(params), now);

const occupancy = () =>
  occupancyByHour(db, {
    today,
    weeks: 4,
    settings,
    studios: studios.map(({ id, title }) => ({ id, title })),
  });
const codeReturns = () => promoCodeReturns(db, londonWallTimeToInstant(addDays(today, -365), 0));

/**
 * What each back-office page reads, as the page reads it (in parallel where it does), and the
 * heavier reads alone (`page: function`), to tell which one is slow.
 */
const pages: Record<string, { target: number; read: () => Promise<unknown> }> = {
  '/admin (dashboard, run sheet, charts)': {
    target: 300,
    read: () =>
      Promise.all([
        dashboardFigures(db, sample.admin, now),
        backOfficeCounts(db),
        revenueAgainstLastYear(db, 'week', today, 8),
        runSheet(db, { now, settings, studioCount: studios.length }),
        occupancy(),
      ]),
  },
  '/admin: dashboardFigures': { target: 300, read: () => dashboardFigures(db, sample.admin, now) },
  '/admin: runSheet': {
    target: 300,
    read: () => runSheet(db, { now, settings, studioCount: studios.length }),
  },
  '/admin: occupancyByHour (4 weeks)': { target: 300, read: occupancy },
  '/admin/bookings (list, 30 days)': { target: 300, read: () => listBookings(db, filters({})) },
  '/admin/bookings?view=day': {
    target: 300,
    read: () => listBookings(db, filters({ view: 'day', date: today })),
  },
  '/admin/bookings?view=week': {
    target: 150,
    read: () => listBookings(db, filters({ view: 'week', date: today })),
  },
  '/admin/bookings?status=cancelled': {
    target: 300,
    read: () => listBookings(db, filters({ status: 'cancelled' })),
  },
  '/admin/bookings/{reference}': {
    target: 300,
    read: () => staffBookingView(db, sample.reference),
  },
  '/admin/bookings/export (last month)': {
    target: 300,
    read: async () =>
      bookingsCsv(
        await listBookings(db, filters({ from: `${lastMonth.slice(0, 7)}-01`, to: lastMonth })),
      ),
  },
  '/admin/customers': { target: 300, read: () => customers({}) },
  '/admin/customers?sort=spend': { target: 300, read: () => customers({ sort: 'spend' }) },
  '/admin/customers?sort=bookings&page=40': {
    target: 300,
    read: () => customers({ sort: 'bookings', page: '40' }),
  },
  '/admin/customers?q=patel': { target: 300, read: () => customers({ q: 'patel' }) },
  '/admin/customers/{key}': { target: 300, read: () => customerRecord(db, sample.key, now) },
  '/admin/money (report, refunds, codes, charts)': {
    target: 300,
    read: () =>
      Promise.all([
        monthlyReport(db, now.getUTCFullYear()),
        listOwedRefunds(db),
        listPromoCodes(db),
        revenueAgainstLastYear(db, 'month', today, 12),
        revenueAgainstLastYear(db, 'week', today, 12),
        cancellationsByMonth(db, today, 12),
        codeReturns(),
      ]),
  },
  '/admin/money: monthlyReport': {
    target: 300,
    read: () => monthlyReport(db, now.getUTCFullYear()),
  },
  '/admin/money: revenueAgainstLastYear (12 months)': {
    target: 300,
    read: () => revenueAgainstLastYear(db, 'month', today, 12),
  },
  '/admin/money: cancellationsByMonth': {
    target: 300,
    read: () => cancellationsByMonth(db, today, 12),
  },
  '/admin/money: promoCodeReturns (a year)': { target: 300, read: codeReturns },
  '/admin/audit': {
    target: 300,
    read: () => Promise.all([listAuditEntries(db, parseAuditFilters({})), auditFilterChoices(db)]),
  },
  '/admin/audit?action=bookings.payment&page=300': {
    target: 300,
    read: () =>
      Promise.all([
        listAuditEntries(db, parseAuditFilters({ action: 'bookings.payment', page: '300' })),
        auditFilterChoices(db),
      ]),
  },
  '/admin/ab-testing': { target: 300, read: () => experimentResults(db, 'booking_confirmed') },
  '/admin/users': {
    target: 300,
    read: () => listAdminUsersPage(db, adminUsersQuerySchema.parse({})),
  },
  '/admin/outbox': { target: 300, read: () => listOutboxMessages(db) },
};

const rows = [];
try {
  for (const [page, { target, read }] of Object.entries(pages)) {
    if (only.length && !only.some((prefix) => page.startsWith(prefix))) continue;
    await read();
    await read();
    const timings: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      const started = performance.now();
      await read();
      timings.push(performance.now() - started);
    }
    timings.sort((a, b) => a - b);
    const p95 = percentile(timings, 95);
    rows.push({
      page,
      'p50 ms': percentile(timings, 50).toFixed(1),
      'p95 ms': p95.toFixed(1),
      'target ms': target,
      result: p95 <= target ? 'pass' : 'FAIL',
    });
    console.log(`${page.padEnd(48)} p50=${rows.at(-1)!['p50 ms']}ms p95=${p95.toFixed(1)}ms`);
  }
} finally {
  await handle.close();
}
console.log(`\n${handle.engine}, ${runs} runs each, in-process (no rendering, no HTTP):`);
console.table(rows);
