// Today's run sheet on the dashboard: the day's sessions in order with what the desk needs (who, which
// room, what they booked, notes, what they still owe), the money taken and due today, and how full the
// next seven days are. A fixed number of queries, each bounded by a day or a week of sessions.
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { openingWindow } from '../booking/availability';
import type { Booking } from '../booking/booking';
import { paymentState } from '../booking/payment-state';
import type { BookingSettings } from '../booking/rules';
import type { Database } from '../db';
import { tables } from '../db';
import { notesFor, type Note } from '../notes';
import { addDays, londonDateOf, londonWallTimeToInstant, type LocalDate } from '../time';

export type RunSheetSession = {
  booking: Booking;
  /** What the customer still owes for this session (0 when paid, cancelled or a no-show). */
  balancePence: number;
  /** The staff's internal notes on the booking, oldest first. */
  staffNotes: Note[];
};

export type DayOccupancy = {
  date: LocalDate;
  /** Minutes of sessions booked across every studio. */
  bookedMinutes: number;
  /** Minutes the studios are open that day (0 when closed). */
  openMinutes: number;
};

export type RunSheet = {
  date: LocalDate;
  sessions: RunSheetSession[];
  /** Payments taken today less refunds handed back today, whatever day their sessions are. */
  takenTodayPence: number;
  /** What today's sessions still owe. */
  dueTodayPence: number;
  /** Today and the six days after it. */
  occupancy: DayOccupancy[];
};

const dayStart = (date: LocalDate) => londonWallTimeToInstant(date, 0);

/** Money in less money out that settled between two instants, from the payments ledger. */
async function takenBetween(db: Database, from: Date, to: Date): Promise<number> {
  const payments = tables.payments;
  const settled = sql`coalesce(${payments.settledAt}, ${payments.createdAt})`;
  const [row] = await db
    .select({
      net: sql<string>`coalesce(sum(case when ${payments.direction} = 'in' then ${payments.amountPence} else -${payments.amountPence} end), 0)`,
    })
    .from(payments)
    .where(and(eq(payments.status, 'succeeded'), gte(settled, from), lt(settled, to)));
  return Number(row?.net ?? 0);
}

/** Sessions that start between two instants and will be or were held: active ones and no-shows. */
async function sessionsBetween(db: Database, from: Date, to: Date): Promise<Booking[]> {
  const bookings = tables.bookings;
  return db
    .select()
    .from(bookings)
    .where(
      and(
        inArray(bookings.status, ['active', 'no_show']),
        gte(bookings.startAt, from),
        lt(bookings.startAt, to),
      ),
    )
    .orderBy(asc(bookings.startAt), asc(bookings.studioName));
}

/**
 * The run sheet of London date `date` (today by default). `studioCount` and `settings` say how many
 * studios are open for how long, for the occupancy.
 */
export async function runSheet(
  db: Database,
  input: { now: Date; settings: BookingSettings; studioCount: number },
): Promise<RunSheet> {
  const date = londonDateOf(input.now);
  const tomorrow = addDays(date, 1);
  const weekEnd = addDays(date, 7);
  const [week, takenTodayPence] = await Promise.all([
    sessionsBetween(db, dayStart(date), dayStart(weekEnd)),
    takenBetween(db, dayStart(date), dayStart(tomorrow)),
  ]);
  const today = week.filter((booking) => booking.startAt < dayStart(tomorrow));
  const notes = await notesFor(
    db,
    'booking',
    today.map((booking) => booking.id),
  );
  const sessions = today.map((booking) => ({
    booking,
    balancePence: booking.status === 'active' ? paymentState(booking).balancePence : 0,
    staffNotes: notes.get(booking.id) ?? [],
  }));
  const occupancy = Array.from({ length: 7 }, (_, offset): DayOccupancy => {
    const day = addDays(date, offset);
    const window = openingWindow(input.settings, day);
    const bookedMinutes = week
      .filter((booking) => londonDateOf(booking.startAt) === day && booking.status === 'active')
      .reduce(
        (sum, booking) => sum + (booking.endAt.getTime() - booking.startAt.getTime()) / 60_000,
        0,
      );
    const openMinutes = window
      ? ((window.closes.getTime() - window.opens.getTime()) / 60_000) * input.studioCount
      : 0;
    return { date: day, bookedMinutes, openMinutes };
  });
  return {
    date,
    sessions,
    takenTodayPence,
    dueTodayPence: sessions.reduce((sum, session) => sum + session.balancePence, 0),
    occupancy,
  };
}
