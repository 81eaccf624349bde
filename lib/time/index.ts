// Wall-clock maths in the studio's time zone. Intl knows the UK daylight-saving rules, so no library is needed.
export const STUDIO_TIME_ZONE = 'Europe/London';

export const WEEKDAYS = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A calendar date in London, `YYYY-MM-DD`. */
export type LocalDate = string;

/**
 * The dates the calendar holds, both inclusive. Outside them a date is refused at the boundary: far
 * years overflowed the date maths (10000-01-01 is not `YYYY-MM-DD`) and years 0-99 read as 1900-1999.
 */
export const CALENDAR_FIRST_DATE: LocalDate = '2000-01-01';
export const CALENDAR_LAST_DATE: LocalDate = '2100-12-31';

const partsFormatter = new Intl.DateTimeFormat('en-GB', {
  timeZone: STUDIO_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** London's offset at an instant, from Intl (slow: a formatToParts call). */
function offsetFromIntl(instant: Date): number {
  const parts: Record<string, string> = {};
  for (const part of partsFormatter.formatToParts(instant)) parts[part.type] = part.value;
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

// London's clocks change only at 01:00 UTC, so its offset is the same for a whole quarter hour of UTC:
// one Intl call per quarter hour seen, instead of one per instant (a day's start times made hundreds
// of calls per availability request, its largest cost).
const OFFSET_SPAN_MS = 15 * 60_000;
const MAX_REMEMBERED_SPANS = 20_000;
const offsetBySpan = new Map<number, number>();

/** Minutes London is ahead of UTC at that instant: 0 in winter (GMT), 60 in summer (BST). */
export function londonOffsetMinutes(instant: Date): number {
  const span = Math.floor(instant.getTime() / OFFSET_SPAN_MS);
  let offset = offsetBySpan.get(span);
  if (offset === undefined) {
    offset = offsetFromIntl(new Date(span * OFFSET_SPAN_MS));
    if (offsetBySpan.size >= MAX_REMEMBERED_SPANS) offsetBySpan.clear();
    offsetBySpan.set(span, offset);
  }
  return offset;
}

function londonParts(instant: Date) {
  const wall = new Date(instant.getTime() + londonOffsetMinutes(instant) * 60_000);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  };
}

/**
 * The instant at which London clocks show `date` + `minutes` after midnight. A wall time that does not
 * exist (the skipped hour in March) reads as one hour later; a repeated one (October) as its GMT occurrence.
 */
export function londonWallTimeToInstant(date: LocalDate, minutes: number): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const wallAsUtc = Date.UTC(year, month - 1, day, 0, minutes);
  const firstGuess = wallAsUtc - londonOffsetMinutes(new Date(wallAsUtc)) * 60_000;
  return new Date(wallAsUtc - londonOffsetMinutes(new Date(firstGuess)) * 60_000);
}

/** The London calendar date of an instant. */
export function londonDateOf(instant: Date): LocalDate {
  const p = londonParts(instant);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

/** `2026-03-29T10:00:00+01:00`: ISO 8601 with London's offset at that instant. */
export function toLondonIso(instant: Date): string {
  const p = londonParts(instant);
  const offset = londonOffsetMinutes(instant);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** `HH:mm` on London clocks. */
export function londonClockTime(instant: Date): string {
  const p = londonParts(instant);
  return `${pad(p.hour)}:${pad(p.minute)}`;
}

export function weekdayOf(date: LocalDate): Weekday {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()]!;
}

export function addDays(date: LocalDate, days: number): LocalDate {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** Monday and Sunday of the week that contains `date`. */
export function weekAround(date: LocalDate): [LocalDate, LocalDate] {
  const monday = addDays(date, -((WEEKDAYS.indexOf(weekdayOf(date)) + 6) % 7));
  return [monday, addDays(monday, 6)];
}

/** Whole days from `from` to `to` (calendar days, not 24-hour periods). */
export function daysBetween(from: LocalDate, to: LocalDate): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** "14:30" for a wall-clock minute after midnight. */
export function minutesToClock(minute: number): string {
  return `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;
}

/** `HH:mm` to minutes after midnight. */
export function clockToMinutes(clock: string): number {
  const [hours, minutes] = clock.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}

/** A real `YYYY-MM-DD` date (no 31 April), whether or not the calendar holds it. */
export function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
}

/** `YYYY-MM-DD` between the calendar's first and last date (equal-length strings sort as dates). */
export function isWithinCalendar(value: LocalDate): boolean {
  return value >= CALENDAR_FIRST_DATE && value <= CALENDAR_LAST_DATE;
}

/** A real date the calendar holds: what every date from outside must be. */
export function isLocalDate(value: string): boolean {
  return isRealDate(value) && isWithinCalendar(value);
}

/** An instant whose London date the calendar holds. */
export function isInstantWithinCalendar(instant: Date): boolean {
  return !Number.isNaN(instant.getTime()) && isLocalDate(londonDateOf(instant));
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** `Wednesday, 3 June 2026, 10:00-12:00` on London clocks. */
export function describeSessionTime(start: Date, end: Date): string {
  const day = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(start);
  return `${day}, ${londonClockTime(start)}-${londonClockTime(end)}`;
}
