// The one ledger query the money figures of the dashboard, the charts and the CSV's columns agree on:
// money taken for sessions, i.e. succeeded payments in less refunds handed back, dated by the
// session's start. It sums the bookings' ledger columns (paid, refunded), which the database keeps
// equal to their payment rows at every commit (migration 0013): the same pence as the payments
// table, without joining every payment (half the time on three years of history, bench:admin). A
// cancelled booking counts only for what it kept (its fee); an unpaid balance counts nothing; a
// refund still owed by the studio counts once it is handed back.
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db';
import { queryRows } from '../db';
import { addDays, londonWallTimeToInstant, type LocalDate } from '../time';
import type { PeriodUnit } from './periods';

/** A run of instants, start included, end excluded. */
export type InstantRange = { from: Date; to: Date };

/** Money in less money out over the payments `p` selected (pence). */
export const NET_TAKEN = sql`coalesce(sum(case when p.direction = 'in' then p.amount_pence else -p.amount_pence end), 0)::bigint`;

const sessionsWithin = (ranges: InstantRange[]): SQL =>
  sql.join(
    ranges.map(
      (range) =>
        sql`(b.start_at >= ${range.from.toISOString()}::timestamptz and b.start_at < ${range.to.toISOString()}::timestamptz)`,
    ),
    sql` or `,
  );

const TAKEN_FOR_SESSIONS = sql`coalesce(sum(b.paid_pence - b.refunded_pence), 0)::bigint`;

/** Money taken for the sessions that start between two London dates, both included. */
export async function takenForSessions(
  db: Database,
  first: LocalDate,
  last: LocalDate,
): Promise<number> {
  const range = {
    from: londonWallTimeToInstant(first, 0),
    to: londonWallTimeToInstant(addDays(last, 1), 0),
  };
  const [row] = await queryRows<{ taken: string | number }>(
    db,
    sql`select ${TAKEN_FOR_SESSIONS} as taken from bookings b where ${sessionsWithin([range])}`,
  );
  return Number(row?.taken ?? 0);
}

/**
 * Money taken for sessions in the given ranges, by the London week (from Monday) or month their
 * sessions start in: period start date → pence. Periods without money are absent.
 */
export async function takenByPeriod(
  db: Database,
  unit: PeriodUnit,
  ranges: InstantRange[],
): Promise<Map<LocalDate, number>> {
  const rows = await queryRows<{ period: string; taken: string | number }>(
    db,
    sql`select to_char(date_trunc(${sql.raw(`'${unit}'`)}, b.start_at at time zone 'Europe/London'), 'YYYY-MM-DD') as period,
      ${TAKEN_FOR_SESSIONS} as taken
      from bookings b where ${sessionsWithin(ranges)}
      group by 1`,
  );
  return new Map(rows.map((row) => [row.period, Number(row.taken)]));
}
