import { and, asc, eq, gt, inArray, lt } from 'drizzle-orm';
import { importedBusyRanges } from '../calendar/import';
import type { Database } from '../db';
import { tables } from '../db';
import { addDays, londonWallTimeToInstant, type LocalDate } from '../time';
import { dayOpening } from './availability';
import type { BookingSettings } from './rules';
import type { Booking } from './store';
import type { StaffPerson } from '../staff/availability';
import { listStaff } from '../staff/store';

// What the studio timeline (/admin/bookings, day and week) draws: for each London day and studio,
// the opening hours or the closure, the sessions and payment holds with the time their add-ons and
// buffer block around them, and the busy times of the calendar the studio imports. One query for
// the bookings of the whole range; one per studio for its imported calendar.

export type TimelineDay = {
  date: LocalDate;
  /** London wall-clock minutes after midnight; null when the studio is closed that day. */
  opensMinute: number | null;
  closesMinute: number | null;
  closure: string | null;
};

export type TimelineStudio = { id: string; title: string };

export type TimelineBusy = { studioId: string; start: Date; end: Date };

export type Timeline = {
  days: TimelineDay[];
  studios: TimelineStudio[];
  bookings: Booking[];
  busy: TimelineBusy[];
  /** Everyone on the rota, for who runs each session. */
  rota: StaffPerson[];
};

/** Opening hours and closures of each day, as the booking rules read them (dayOpening). */
export function timelineDays(settings: BookingSettings, dates: LocalDate[]): TimelineDay[] {
  return dates.map((date) => {
    const day = dayOpening(settings, date);
    return day.open
      ? { date, opensMinute: day.opensMinute, closesMinute: day.closesMinute, closure: null }
      : { date, opensMinute: null, closesMinute: null, closure: day.reason };
  });
}

/**
 * The timeline of `first`..`first + dayCount - 1` for these studios (and any other studio a booking
 * of the range is in): sessions, holds and no-shows, never cancelled or lapsed ones.
 */
export async function studioTimeline(
  db: Database,
  input: {
    first: LocalDate;
    dayCount: number;
    studios: TimelineStudio[];
    settings: BookingSettings;
    /** Only this studio's row (the page's studio filter). */
    studioId?: string;
  },
): Promise<Timeline> {
  const dates = Array.from({ length: input.dayCount }, (_, i) => addDays(input.first, i));
  const from = londonWallTimeToInstant(input.first, 0);
  const to = londonWallTimeToInstant(addDays(input.first, input.dayCount), 0);
  const bookings = tables.bookings;
  const [rows, busy, rota] = await Promise.all([
    db
      .select()
      .from(bookings)
      .where(
        and(
          inArray(bookings.status, ['active', 'pending', 'no_show']),
          input.studioId ? eq(bookings.studioId, input.studioId) : undefined,
          lt(bookings.blockedFrom, to),
          gt(bookings.blockedUntil, from),
        ),
      )
      .orderBy(asc(bookings.startAt))
      // A week of the busiest studio is a few hundred; the bound keeps a bad range cheap.
      .limit(5000),
    Promise.all(
      input.studios.map(async (studio) =>
        (await importedBusyRanges(db, studio.id, from, to)).map((range) => ({
          studioId: studio.id,
          ...range,
        })),
      ),
    ),
    listStaff(db),
  ]);
  const known = new Set(input.studios.map((studio) => studio.id));
  const others = new Map<string, TimelineStudio>();
  for (const row of rows) {
    if (!known.has(row.studioId))
      others.set(row.studioId, { id: row.studioId, title: row.studioName });
  }
  return {
    days: timelineDays(input.settings, dates),
    studios: [...input.studios, ...others.values()],
    bookings: rows,
    busy: busy.flat(),
    rota,
  };
}
