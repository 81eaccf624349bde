// How full each studio is by weekday and hour over recent weeks (a heat map): minutes of sessions
// held in each London hour over the minutes the studios were open in it. Booked minutes are summed
// in SQL; open minutes come from the opening hours and closures, as the run sheet's occupancy does.
import { sql } from 'drizzle-orm';
import { openingWindow } from '../booking/availability';
import type { BookingSettings } from '../booking/rules';
import type { Database } from '../db';
import { queryRows } from '../db';
import { addDays, clockToMinutes, londonWallTimeToInstant, weekdayOf, WEEKDAYS } from '../time';
import type { LocalDate, Weekday } from '../time';

/** Monday first, as the studio's week is read. */
export const WEEK_ORDER: Weekday[] = [...WEEKDAYS.slice(1), WEEKDAYS[0]];

export type OccupancyCell = {
  weekday: Weekday;
  /** The London hour the cell starts at, 0-23. */
  hour: number;
  bookedMinutes: number;
  openMinutes: number;
};

export type StudioOccupancy = { studioId: string; studioName: string; cells: OccupancyCell[] };

export type OccupancyReport = {
  /** The first and last London dates counted. */
  from: LocalDate;
  to: LocalDate;
  /** The hours any day is open, in order: the heat map's columns. */
  hours: number[];
  studios: StudioOccupancy[];
};

type Row = { studio_id: string; weekday: number; hour: number; minutes: number };

/** Minutes each weekday's hour is open across the dates, per studio (every studio keeps the same hours). */
function openMinutes(settings: BookingSettings, dates: LocalDate[]) {
  const minutes = new Map<string, number>();
  for (const date of dates) {
    if (!openingWindow(settings, date)) continue;
    const weekday = weekdayOf(date);
    const hours = settings.bookingHours.find((entry) => entry.day === weekday)!;
    const [opens, closes] = [clockToMinutes(hours.opens), clockToMinutes(hours.closes)];
    for (let hour = Math.floor(opens / 60); hour * 60 < closes; hour++) {
      const overlap = Math.min(closes, (hour + 1) * 60) - Math.max(opens, hour * 60);
      const key = `${weekday}:${hour}`;
      minutes.set(key, (minutes.get(key) ?? 0) + overlap);
    }
  }
  return minutes;
}

/**
 * The `weeks` whole weeks before `today` (today excluded, so a day half gone does not read as
 * empty), per studio of `studios`.
 */
export async function occupancyByHour(
  db: Database,
  input: {
    today: LocalDate;
    weeks: number;
    settings: BookingSettings;
    studios: { id: string; title: string }[];
  },
): Promise<OccupancyReport> {
  const from = addDays(input.today, -7 * input.weeks);
  const dates = Array.from({ length: 7 * input.weeks }, (_, index) => addDays(from, index));
  const rows = await queryRows<Row>(
    db,
    sql`select b.studio_id, extract(isodow from h.hour)::int as weekday, extract(hour from h.hour)::int as hour,
      round(sum(extract(epoch from least(l.ends, h.hour + interval '1 hour') - greatest(l.starts, h.hour)) / 60))::int as minutes
    from bookings b
    cross join lateral (select b.start_at at time zone 'Europe/London' as starts, b.end_at at time zone 'Europe/London' as ends) l
    cross join lateral generate_series(date_trunc('hour', l.starts), l.ends - interval '1 second', interval '1 hour') as h(hour)
    where b.status in ('active', 'no_show')
      and b.start_at >= ${londonWallTimeToInstant(from, 0).toISOString()}::timestamptz
      and b.start_at < ${londonWallTimeToInstant(input.today, 0).toISOString()}::timestamptz
    group by 1, 2, 3`,
  );
  const open = openMinutes(input.settings, dates);
  // ISO weekday: 1 is Monday, 7 Sunday.
  const booked = new Map(
    rows.map((row) => [
      `${row.studio_id}:${WEEKDAYS[Number(row.weekday) % 7]}:${Number(row.hour)}`,
      Number(row.minutes),
    ]),
  );
  const all = [
    ...[...open.keys()].map((key) => Number(key.split(':')[1])),
    ...rows.map((row) => Number(row.hour)),
  ];
  const first = Math.min(...all);
  const hours =
    all.length === 0
      ? []
      : Array.from({ length: Math.max(...all) - first + 1 }, (_, index) => first + index);
  return {
    from,
    to: addDays(input.today, -1),
    hours,
    studios: input.studios.map((studio) => ({
      studioId: studio.id,
      studioName: studio.title,
      cells: WEEK_ORDER.flatMap((weekday) =>
        hours.map((hour) => ({
          weekday,
          hour,
          bookedMinutes: booked.get(`${studio.id}:${weekday}:${hour}`) ?? 0,
          openMinutes: open.get(`${weekday}:${hour}`) ?? 0,
        })),
      ),
    })),
  };
}
