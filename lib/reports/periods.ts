// London calendar periods the reports group by: weeks start on Monday, months on the 1st. Pure.
import { addDays, londonWallTimeToInstant, weekdayOf, WEEKDAYS, type LocalDate } from '../time';

export type PeriodUnit = 'week' | 'month';

/** The first London date of the week (Monday) or month holding `date`. */
export function periodStart(unit: PeriodUnit, date: LocalDate): LocalDate {
  if (unit === 'month') return `${date.slice(0, 7)}-01`;
  const sinceMonday = (WEEKDAYS.indexOf(weekdayOf(date)) + 6) % 7;
  return addDays(date, -sinceMonday);
}

/** The period `count` periods after (or before, when negative) the one starting at `start`. */
export function shiftPeriod(unit: PeriodUnit, start: LocalDate, count: number): LocalDate {
  if (unit === 'week') return addDays(start, 7 * count);
  const [year, month] = start.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/**
 * The same period a year earlier: the same month, or the week 52 weeks before (so Monday stays
 * Monday and the weeks compared hold the same weekdays).
 */
export function yearEarlier(unit: PeriodUnit, start: LocalDate): LocalDate {
  return shiftPeriod(unit, start, unit === 'week' ? -52 : -12);
}

/** The `count` periods ending with the one holding `today`, oldest first. */
export function lastPeriods(unit: PeriodUnit, today: LocalDate, count: number): LocalDate[] {
  const current = periodStart(unit, today);
  return Array.from({ length: count }, (_, index) => shiftPeriod(unit, current, index - count + 1));
}

/** The instants a run of periods covers: from the first's start to the end of the last. */
export function instantsOf(unit: PeriodUnit, first: LocalDate, last: LocalDate) {
  return {
    from: londonWallTimeToInstant(first, 0),
    to: londonWallTimeToInstant(shiftPeriod(unit, last, 1), 0),
  };
}

const monthName = new Intl.DateTimeFormat('en-GB', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const dayName = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** "Mar 2026" for a month, "2 Mar" for the week starting that Monday. */
export function periodLabel(unit: PeriodUnit, start: LocalDate): string {
  const date = new Date(`${start}T12:00:00Z`);
  return unit === 'month' ? monthName.format(date) : dayName.format(date);
}
