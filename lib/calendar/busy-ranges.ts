// The busy times in an external calendar. ical.js (kewisch, Mozilla's) parses it: time zones defined
// in the file, all-day events, durations, and recurrences with their exceptions and exclusions.
import { runInNewContext } from 'node:vm';
import ICAL from 'ical.js';
import { z } from 'zod';
import type { BusyRange } from '../db/schema/calendar';
import { londonWallTimeToInstant } from '../time';

const DAY_MS = 86_400_000;
/** How far ahead busy times are kept: as far as anyone books. */
export const BUSY_HORIZON_DAYS = 180;
/** At most this many ranges are kept (the earliest): a bound on what availability reads. */
export const MAX_BUSY_RANGES = 2000;
/**
 * The most time reading one calendar may take. It runs in the web server's process, and ical.js
 * loops for ever on some impossible rules (FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30): node:vm's watchdog
 * stops it there. A 2 MB calendar of single events takes about 0.3 s on the 2-core test machine.
 */
export const READ_TIME_LIMIT_MS = 2000;

/** The calendar's text is not iCalendar, is too broken to read, or too slow to expand. */
export class IcsUnreadable extends Error {
  constructor(
    message = 'The address did not return a calendar this site can read (iCalendar, .ics).',
  ) {
    super(message);
    this.name = 'IcsUnreadable';
  }
}

// What an occurrence says about itself, checked: ical.js hands back whatever the file holds.
const occurrence = z
  .object({
    start: z.date(),
    end: z.date(),
    transp: z.string().toUpperCase().nullish(),
    status: z.string().toUpperCase().nullish(),
  })
  .refine(({ start, end }) => end > start);

/**
 * The busy ranges of an iCalendar text that overlap now → now + 180 days, earliest first, at most
 * MAX_BUSY_RANGES. Free (TRANSP:TRANSPARENT) and cancelled events are left out. Throws IcsUnreadable.
 */
export function busyRangesOf(
  text: string,
  now: Date,
  timeLimitMs = READ_TIME_LIMIT_MS,
): BusyRange[] {
  let ranges: { start: Date; end: Date }[];
  try {
    const read = () => occurrencesOf(text, now);
    ranges = runInNewContext('read()', { read }, { timeout: timeLimitMs });
  } catch (error) {
    if (error instanceof IcsUnreadable) throw error;
    if ((error as NodeJS.ErrnoException).code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') {
      throw new IcsUnreadable(
        'The calendar takes too long to read: one of its repeating events has a rule that never or hardly ever matches.',
      );
    }
    // ical.js throws its own errors on a broken line, rule or date: all mean "cannot read it".
    throw new IcsUnreadable();
  }
  return ranges
    .sort((a, b) => a.start.getTime() - b.start.getTime())
    .slice(0, MAX_BUSY_RANGES)
    .map(({ start, end }) => ({ start: start.toISOString(), end: end.toISOString() }));
}

/** Every busy occurrence between now and the horizon, in no order. */
function occurrencesOf(text: string, now: Date): { start: Date; end: Date }[] {
  const horizon = new Date(now.getTime() + BUSY_HORIZON_DAYS * DAY_MS);
  const ranges: { start: Date; end: Date }[] = [];
  const keep = (item: ICAL.Event, start: ICAL.Time, end: ICAL.Time) => {
    const parsed = occurrence.safeParse({
      start: instantOf(start),
      end: instantOf(end),
      transp: item.component.getFirstPropertyValue('transp'),
      status: item.component.getFirstPropertyValue('status'),
    });
    if (!parsed.success) return;
    const { transp, status, ...range } = parsed.data;
    // Free time (shown as "available") and cancelled events do not block the studio.
    if (transp === 'TRANSPARENT' || status === 'CANCELLED') return;
    if (range.end > now && range.start < horizon) ranges.push(range);
  };
  for (const event of eventsOf(text)) {
    if (!event.isRecurring()) {
      keep(event, event.startDate, event.endDate);
      continue;
    }
    fastForward(event, now);
    const steps = event.iterator();
    for (let next = steps.next(); next && instantOf(next) < horizon; next = steps.next()) {
      const details = event.getOccurrenceDetails(next);
      keep(details.item, details.startDate, details.endDate);
    }
  }
  return ranges;
}

const PERIOD_DAYS: Partial<Record<string, number>> = { DAILY: 1, WEEKLY: 7 };

/**
 * Moves a plain daily or weekly series forward to an occurrence shortly before now: the same
 * occurrences from there on, without stepping through years of past ones (ical.js cannot seek).
 * Plain: one RRULE, no RDATE, no COUNT, no BY-part but a weekly BYDAY that holds the first day
 * (else the moved first day would be an occurrence the series never had).
 */
function fastForward(event: ICAL.Event, now: Date): void {
  const rules = event.component.getAllProperties('rrule');
  const rule = rules.length === 1 ? rules[0]!.getFirstValue() : null;
  if (!(rule instanceof ICAL.Recur) || event.component.hasProperty('rdate') || rule.count) return;
  const { BYDAY: byDay, ...otherParts } = rule.parts;
  const periodDays = PERIOD_DAYS[rule.freq] ?? 0;
  const firstDay = ICAL.Recur.numericDayToIcalDay(event.startDate.dayOfWeek());
  const plain =
    periodDays > 0 &&
    Object.keys(otherParts).length === 0 &&
    (!byDay || (rule.freq === 'WEEKLY' && byDay.includes(firstDay)));
  if (!plain) return;
  const periodMs = periodDays * (rule.interval || 1) * DAY_MS;
  const start = instantOf(event.startDate).getTime();
  const length = instantOf(event.endDate).getTime() - start;
  // A period of margin (a clock change shifts the arithmetic by an hour) and an occurrence's length.
  const periods = Math.floor((now.getTime() - length - periodMs - start) / periodMs);
  if (periods <= 0) return;
  const days = (periods * periodMs) / DAY_MS;
  // Wall-clock days: a 09:00 London series stays at 09:00 across the clock changes.
  const movedStart = event.startDate.clone();
  const movedEnd = event.endDate.clone();
  movedStart.adjust(days, 0, 0, 0);
  movedEnd.adjust(days, 0, 0, 0);
  event.startDate = movedStart;
  event.endDate = movedEnd;
}

/** The calendar's events, each changed occurrence (RECURRENCE-ID) tied to the series it changes. */
function eventsOf(text: string): ICAL.Event[] {
  const parsed: unknown = ICAL.parse(text);
  // One component parses to ['vcalendar', ...]; none or several to a list of them.
  if (!Array.isArray(parsed) || parsed[0] !== 'vcalendar') throw new IcsUnreadable();
  const calendar = new ICAL.Component(parsed);
  const events: ICAL.Event[] = [];
  const series = new Map<string, ICAL.Event>();
  const changes: ICAL.Event[] = [];
  for (const component of calendar.getAllSubcomponents('vevent')) {
    // Given no exceptions, ical.js would relate every RECURRENCE-ID in the file to every series
    // (whatever its UID), scanning the whole file once per event.
    const event = new ICAL.Event(component, { strictExceptions: true, exceptions: [] });
    if (event.isRecurrenceException()) {
      changes.push(event);
      continue;
    }
    events.push(event);
    if (event.uid) series.set(event.uid, event);
  }
  for (const event of changes) {
    const parent = series.get(event.uid);
    // A change whose series is not in the file still takes the time it names.
    if (parent) parent.relateException(event);
    else events.push(event);
  }
  return events;
}

/**
 * The instant of an iCalendar time. Times in UTC or in a zone the file defines carry their offset;
 * a floating time, an all-day date, or a TZID the file does not define (RFC 5545 requires it to)
 * is read as London time, the studio's.
 */
function instantOf(time: ICAL.Time): Date {
  if (time.isDate || time.zone === ICAL.Timezone.localTimezone) {
    const date = `${time.year}-${pad(time.month)}-${pad(time.day)}`;
    return londonWallTimeToInstant(date, time.hour * 60 + time.minute);
  }
  return time.toJSDate();
}

const pad = (value: number) => String(value).padStart(2, '0');
