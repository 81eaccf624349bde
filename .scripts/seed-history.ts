// `npm run content:seed:history`: three years of a busy studio up to today (40,000 bookings, 3,000
// customers, their payments, refunds, invoices and codes) in the configured database, to measure the
// back office against (`npm run bench:admin`). The target is --url, else DATABASE_URL, else the
// embedded PGlite under --data-dir (a DATA_DIR: its pglite/ folder), else the app's own ($DATA_DIR/pglite). A database that already
// holds bookings is refused unless --force (the history is then added beside them, or nothing is
// written when anything clashes). Deterministic: the same --seed and --now give the same history.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { hashPassword } from '@/lib/auth/password';
import { openDatabase } from '@/lib/db';
import { appEnv } from '@/lib/env';
import { loadSeedCatalog } from './seed-history-catalog';
import { HISTORY_DEFAULTS, planHistory } from './seed-history-plan';
import { hasBookings, invoiceCounters, writeHistory } from './seed-history-write';

const count = (max: number) => z.coerce.number().int().min(1).max(max);
const argsSchema = z.object({
  bookings: count(1_000_000).default(HISTORY_DEFAULTS.bookings),
  customers: count(200_000).optional(),
  days: count(3_650).default(HISTORY_DEFAULTS.days),
  seed: z.coerce.number().int().default(48),
  now: z.iso.datetime({ offset: true }).optional(),
  url: z
    .string()
    .regex(/^postgres(ql)?:\/\//, '--url must be a postgres:// URL')
    .optional(),
  'data-dir': z.string().min(1).optional(),
  force: z.boolean().default(false),
});

const { values } = parseArgs({
  options: {
    bookings: { type: 'string' },
    customers: { type: 'string' },
    days: { type: 'string' },
    seed: { type: 'string' },
    now: { type: 'string' },
    url: { type: 'string' },
    'data-dir': { type: 'string' },
    force: { type: 'boolean' },
  },
});
const parsed = argsSchema.safeParse(values);
if (!parsed.success) {
  console.error(`content:seed:history: ${z.prettifyError(parsed.error)}`);
  process.exit(2);
}
const args = parsed.data;
const env = appEnv();
const url = args.url ?? (args['data-dir'] ? undefined : env.DATABASE_URL);
const dataDir = path.resolve(args['data-dir'] ?? env.DATA_DIR, 'pglite');
const target = url ? `PostgreSQL ${new URL(url).pathname.slice(1)}` : `PGlite at ${dataDir}`;

const started = performance.now();
const handle = await openDatabase(url ? { url } : { dataDir });
try {
  if ((await hasBookings(handle.db)) && !args.force) {
    console.error(
      `content:seed:history: ${target} already holds bookings; nothing was written.\n` +
        'Seed an empty database, or pass --force to add the history beside them (nothing is written if any of it clashes).',
    );
    process.exitCode = 1;
  } else {
    const now = args.now ? new Date(args.now) : new Date();
    const customers =
      args.customers ??
      Math.max(
        10,
        Math.round((args.bookings * HISTORY_DEFAULTS.customers) / HISTORY_DEFAULTS.bookings),
      );
    const plan = planHistory({
      ...loadSeedCatalog(),
      bookings: args.bookings,
      customers,
      days: args.days,
      daysAhead: HISTORY_DEFAULTS.daysAhead,
      seed: args.seed,
      now,
      // The accounts' shared password is random and forgotten: nobody signs in as them.
      passwordHash: await hashPassword(randomBytes(24).toString('base64url')),
      invoiceCountersFrom: await invoiceCounters(handle.db),
    });
    const planned = performance.now();
    await writeHistory(handle.db, plan);
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    console.log(
      `Seeded ${target} with ${args.days} days of history up to ${now.toISOString().slice(0, 10)} ` +
        `(seed ${args.seed}), planned in ${seconds(planned - started)}, written in ${seconds(performance.now() - planned)}:`,
    );
    console.table({
      bookings: plan.bookings.length,
      payments: plan.payments.length,
      'accounts (users)': plan.users.length,
      customers,
      invoices: plan.invoices.filter((row) => row.kind === 'invoice').length,
      'credit notes': plan.invoices.filter((row) => row.kind === 'credit_note').length,
      'promo redemptions': plan.promoRedemptions.length,
      'audit entries': plan.auditEntries.length,
    });
  }
} finally {
  await handle.close();
}
