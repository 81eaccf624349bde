// Cancellations and no-shows per London month of the session, beside the sessions held, for the chart.
import { sql } from 'drizzle-orm';
import type { Database } from '../db';
import { queryRows } from '../db';
import type { LocalDate } from '../time';
import { instantsOf, lastPeriods, periodLabel } from './periods';

export type CancellationPoint = {
  month: LocalDate;
  label: string;
  /** Sessions that were or will be held (active ones and no-shows). */
  sessions: number;
  cancelled: number;
  noShows: number;
  /** Late-cancellation fees charged (what the cancelled bookings kept of their price). */
  feesPence: number;
};

type Row = {
  month: string;
  sessions: number;
  cancelled: number;
  no_shows: number;
  fees: string | number;
};

/** The `count` months up to the one holding `today`, oldest first. */
export async function cancellationsByMonth(
  db: Database,
  today: LocalDate,
  count: number,
): Promise<CancellationPoint[]> {
  const months = lastPeriods('month', today, count);
  const { from, to } = instantsOf('month', months[0]!, months.at(-1)!);
  const rows = await queryRows<Row>(
    db,
    sql`select to_char(date_trunc('month', start_at at time zone 'Europe/London'), 'YYYY-MM-DD') as month,
      count(*) filter (where status in ('active', 'no_show'))::int as sessions,
      count(*) filter (where status = 'cancelled')::int as cancelled,
      count(*) filter (where status = 'no_show')::int as no_shows,
      coalesce(sum(cancellation_fee_pence) filter (where status = 'cancelled'), 0)::bigint as fees
    from bookings
    where start_at >= ${from.toISOString()}::timestamptz and start_at < ${to.toISOString()}::timestamptz
    group by 1`,
  );
  const byMonth = new Map(rows.map((row) => [row.month, row]));
  return months.map((month) => {
    const row = byMonth.get(month);
    return {
      month,
      label: periodLabel('month', month),
      sessions: Number(row?.sessions ?? 0),
      cancelled: Number(row?.cancelled ?? 0),
      noShows: Number(row?.no_shows ?? 0),
      feesPence: Number(row?.fees ?? 0),
    };
  });
}
