// The generated studio history (npm run content:seed:history), scaled down to 500 bookings, written
// into a real database: the database accepts it (its ledger triggers check every row at the commit),
// nothing blocking overlaps, the money columns are their payments' and documents' sums, invoice
// numbers run without gaps, the VAT report answers what the rows say, and the same seed gives the
// same history.
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { monthlyReport } from '@/lib/booking/invoices';
import { queryRows } from '@/lib/db';
import { loadSeedCatalog } from '@/.scripts/seed-history-catalog';
import { planHistory, type HistoryOptions, type HistoryPlan } from '@/.scripts/seed-history-plan';
import { hasBookings, writeHistory } from '@/.scripts/seed-history-write';
import { describeOnEachEngine, enginesUnderTest } from '../fixtures/databases';

const engines = await enginesUnderTest();
const options: HistoryOptions = {
  ...loadSeedCatalog(),
  bookings: 500,
  customers: 60,
  days: 400,
  daysAhead: 30,
  seed: 7,
  now: new Date('2026-06-15T11:00:00Z'),
  passwordHash: 'not-a-real-hash',
};
const plan = planHistory(options);

const londonMonth = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
});

/** The VAT report of `year` computed from the planned rows, apart from the SQL under test. */
function reportFromPlan(history: HistoryPlan, year: number) {
  const months = new Map<
    string,
    { invoices: number; creditNotes: number; gross: number; vat: number; refunded: number }
  >();
  const month = (at: Date) => {
    const key = londonMonth.format(at);
    if (!months.has(key))
      months.set(key, { invoices: 0, creditNotes: 0, gross: 0, vat: 0, refunded: 0 });
    return months.get(key)!;
  };
  for (const document of history.invoices) {
    const entry = month(document.issuedAt as Date);
    const sign = document.kind === 'credit_note' ? -1 : 1;
    if (sign > 0) entry.invoices += 1;
    else entry.creditNotes += 1;
    entry.gross += sign * document.grossPence;
    entry.vat += sign * document.vatPence;
  }
  for (const payment of history.payments) {
    if (payment.direction === 'out' && payment.status === 'succeeded' && payment.settledAt) {
      month(payment.settledAt).refunded += payment.amountPence;
    }
  }
  return Array.from({ length: 12 }, (_, index) => {
    const key = `${year}-${String(index + 1).padStart(2, '0')}`;
    const entry = months.get(key) ?? { invoices: 0, creditNotes: 0, gross: 0, vat: 0, refunded: 0 };
    return {
      month: key,
      invoices: entry.invoices,
      creditNotes: entry.creditNotes,
      grossPence: entry.gross,
      vatPence: entry.vat,
      refundedPence: entry.refunded,
    };
  });
}

it('plans the same history from the same seed, with every kind of booking and money', () => {
  expect(JSON.stringify(planHistory(options))).toBe(JSON.stringify(plan));
  expect(plan.bookings).toHaveLength(500);
  const statuses = new Set(plan.bookings.map((booking) => booking.status));
  expect([...statuses].sort()).toEqual(['active', 'cancelled', 'expired', 'no_show']);
  expect(
    plan.bookings.some(
      (booking) => booking.status === 'cancelled' && booking.cancellationFeePence! > 0,
    ),
  ).toBe(true);
  expect(plan.bookings.some((booking) => booking.startAt > options.now)).toBe(true);
  expect(plan.bookings.some((booking) => booking.userId)).toBe(true);
  expect(plan.bookings.some((booking) => !booking.userId)).toBe(true);
  const refunds = plan.payments.filter((payment) => payment.direction === 'out');
  expect(refunds.length).toBeGreaterThan(0);
  expect(plan.invoices.some((document) => document.kind === 'credit_note')).toBe(true);
  expect(plan.promoRedemptions.length).toBeGreaterThan(0);
  // Only the studios and add-ons the content defines, by their names.
  const titles = new Set(options.studios.map((studio) => studio.title));
  expect(plan.bookings.every((booking) => titles.has(booking.studioName))).toBe(true);
});

describeOnEachEngine(engines, 'the seeded history on $engine', 'history seed', (handle) => {
  beforeAll(async () => {
    expect(await hasBookings(handle.db)).toBe(false);
    await writeHistory(handle.db, plan);
  });

  it('stores every planned row', async () => {
    const [counts] = await queryRows<Record<string, number>>(
      handle.db,
      sql`select
        (select count(*)::int from bookings) as bookings,
        (select count(*)::int from payments) as payments,
        (select count(*)::int from invoices) as invoices,
        (select count(*)::int from users) as users,
        (select count(*)::int from promo_redemptions) as redemptions`,
    );
    expect(counts).toEqual({
      bookings: plan.bookings.length,
      payments: plan.payments.length,
      invoices: plan.invoices.length,
      users: plan.users.length,
      redemptions: plan.promoRedemptions.length,
    });
    expect(await hasBookings(handle.db)).toBe(true);
  });

  it('never has two sessions in one studio at once, missed ones included', async () => {
    const [row] = await queryRows<{ overlaps: number }>(
      handle.db,
      sql`select count(*)::int as overlaps from bookings a join bookings b
        on a.studio_id = b.studio_id and a.id < b.id and a.during && b.during
        where a.status in ('active', 'pending', 'no_show') and b.status in ('active', 'pending', 'no_show')`,
    );
    expect(row?.overlaps).toBe(0);
  });

  it("keeps each booking's money columns equal to its payments and documents", async () => {
    const [row] = await queryRows<{ off: number; offDocuments: number; offCodes: number }>(
      handle.db,
      sql`select
        (select count(*)::int from bookings b where b.paid_pence <> coalesce((select sum(amount_pence) from payments p
            where p.booking_id = b.id and p.direction = 'in' and p.status = 'succeeded'), 0)
          or b.refunded_pence <> coalesce((select sum(amount_pence) from payments p
            where p.booking_id = b.id and p.direction = 'out' and p.status = 'succeeded'), 0)) as off,
        (select count(*)::int from bookings b where b.invoiced_pence <> coalesce((select
            sum(case when kind = 'invoice' then gross_pence else -gross_pence end) from invoices i
            where i.booking_id = b.id), 0)) as "offDocuments",
        (select count(*)::int from promo_codes c
          where c.uses <> (select count(*) from promo_redemptions r where r.promo_code_id = c.id)) as "offCodes"`,
    );
    expect(row).toEqual({ off: 0, offDocuments: 0, offCodes: 0 });
  });

  it('numbers invoices and credit notes without gaps, and the counters continue from the last', async () => {
    const rows = await queryRows<{
      series: string;
      year: number;
      count: number;
      last: number;
      counter: number;
    }>(
      handle.db,
      sql`select n.series, n.year, count(*)::int as count, max(n.seq) as last, c.last as counter
        from (select split_part(number, '-', 1) as series, split_part(number, '-', 2)::int as year,
            split_part(number, '-', 3)::int as seq from invoices) n
        left join invoice_counters c on c.series = n.series and c.year = n.year
        group by n.series, n.year, c.last`,
    );
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows) expect([row.last, row.counter]).toEqual([row.count, row.count]);
    // Each credit note says which invoice it credits, as the app's do.
    const [unnamed] = await queryRows<{ count: number }>(
      handle.db,
      sql`select count(*)::int as count from invoices c join invoices i on i.id = c.credits_invoice_id
        where c.kind = 'credit_note' and c.lines->0->>'description' not like '%(invoice ' || i.number || ')'`,
    );
    expect(unnamed?.count).toBe(0);
  });

  it('answers the monthly VAT report with what the rows say', async () => {
    for (const year of [2025, 2026]) {
      const report = await monthlyReport(handle.db, year);
      expect(report.map(({ netPence: _net, ...month }) => month)).toEqual(
        reportFromPlan(plan, year),
      );
      expect(report.every((month) => month.netPence === month.grossPence - month.vatPence)).toBe(
        true,
      );
    }
  });
});
