import { SLOT_STEP_MINUTES, type BookingSettings, type StudioRules } from './rules';
import {
  clockToMinutes,
  daysBetween,
  londonDateOf,
  londonWallTimeToInstant,
  weekdayOf,
  type LocalDate,
} from '../time';

/** Time a stored booking blocks: its session plus the buffer after it. */
export type BlockedRange = { start: Date; end: Date };

export type DayWindow = { opens: Date; closes: Date };

export type DayOpening =
  { open: true; opensMinute: number; closesMinute: number } | { open: false; reason: string };

/** A London date's booking hours in wall-clock minutes, or why it is closed (a closure, a closed weekday). */
export function dayOpening(settings: BookingSettings, date: LocalDate): DayOpening {
  const closure = settings.closures.find((entry) => entry.date === date);
  if (closure) return { open: false, reason: closure.reason ?? 'Closed' };
  const hours = settings.bookingHours.find((entry) => entry.day === weekdayOf(date));
  if (!hours) return { open: false, reason: 'Closed' };
  return {
    open: true,
    opensMinute: clockToMinutes(hours.opens),
    closesMinute: clockToMinutes(hours.closes),
  };
}

/** When the studio is open on a London date, or null (closed weekday or a closure). */
export function openingWindow(settings: BookingSettings, date: LocalDate): DayWindow | null {
  const day = dayOpening(settings, date);
  if (!day.open) return null;
  const opens = londonWallTimeToInstant(date, day.opensMinute);
  const closes = londonWallTimeToInstant(date, day.closesMinute);
  return opens < closes ? { opens, closes } : null;
}

/** Setup before and teardown after a session that its add-ons need, in minutes. */
export type ExtraTime = { minutesBefore: number; minutesAfter: number };
const NO_EXTRA: ExtraTime = { minutesBefore: 0, minutesAfter: 0 };

/**
 * The range a session occupies in the studio: from its add-ons' setup before the start until their
 * teardown and the studio's buffer have passed after the end.
 */
export function blockedRangeOf(
  studio: Pick<StudioRules, 'bufferMinutes'>,
  start: Date,
  end: Date,
  extra: ExtraTime = NO_EXTRA,
) {
  return {
    start: new Date(start.getTime() - extra.minutesBefore * 60_000),
    end: new Date(end.getTime() + (extra.minutesAfter + studio.bufferMinutes) * 60_000),
  };
}

/** The time the staff of a session are at work on it: the add-ons' setup, the session, their teardown. */
export function workRangeOf(start: Date, end: Date, extra: ExtraTime = NO_EXTRA): BlockedRange {
  return {
    start: new Date(start.getTime() - extra.minutesBefore * 60_000),
    end: new Date(end.getTime() + extra.minutesAfter * 60_000),
  };
}

/** Whether the add-ons' setup and teardown fit in the day's opening hours, where staff are in. */
export function extraTimeFits(
  settings: BookingSettings,
  start: Date,
  end: Date,
  extra: ExtraTime,
): boolean {
  const window = openingWindow(settings, londonDateOf(start));
  if (!window) return false;
  const work = workRangeOf(start, end, extra);
  return work.start >= window.opens && work.end <= window.closes;
}

function overlaps(a: BlockedRange, b: BlockedRange): boolean {
  return a.start < b.end && b.start < a.end;
}

export type SessionProblem = { field: 'start' | 'end' | 'duration'; message: string };

/**
 * Whether a session may be booked under the studio's rules at `now`, ignoring other bookings (the
 * database decides those). Returns the first problem in words a customer understands, or null.
 */
export function sessionProblem(
  studio: StudioRules,
  settings: BookingSettings,
  start: Date,
  end: Date,
  now: Date,
): SessionProblem | null {
  const minutes = (end.getTime() - start.getTime()) / 60_000;
  if (!(minutes > 0)) return { field: 'end', message: 'The session must end after it starts.' };
  if (minutes < studio.minDurationMinutes || minutes > studio.maxDurationMinutes) {
    return {
      field: 'duration',
      message: `Sessions in this studio last between ${durationWords(studio.minDurationMinutes)} and ${durationWords(studio.maxDurationMinutes)}.`,
    };
  }
  if (minutes % SLOT_STEP_MINUTES !== 0 || start.getTime() % (SLOT_STEP_MINUTES * 60_000) !== 0) {
    return {
      field: 'start',
      message: `Sessions start and end on the ${SLOT_STEP_MINUTES}-minute marks.`,
    };
  }
  if (start.getTime() < now.getTime() + studio.minNoticeHours * 3_600_000) {
    return {
      field: 'start',
      message: `Sessions must be booked at least ${studio.minNoticeHours} hours ahead.`,
    };
  }
  const date = londonDateOf(start);
  if (daysBetween(londonDateOf(now), date) > studio.maxAdvanceDays) {
    return {
      field: 'start',
      message: `Sessions can be booked up to ${studio.maxAdvanceDays} days ahead.`,
    };
  }
  const window = openingWindow(settings, date);
  if (!window) return { field: 'start', message: 'The studio is closed on that day.' };
  if (start < window.opens || end > window.closes) {
    return { field: 'start', message: 'The session must fit within opening hours.' };
  }
  return null;
}

/**
 * Free start times on a London date for a session of `durationMinutes`: inside opening hours, after
 * the minimum notice, within the advance window, and clear (buffers included) of every blocked range.
 */
export function freeStartTimes(input: {
  studio: StudioRules;
  settings: BookingSettings;
  date: LocalDate;
  durationMinutes: number;
  blocked: BlockedRange[];
  now: Date;
  extra?: ExtraTime;
  /** Whether someone its add-ons need is free for a session at work then and held for that range. */
  staffFree?: (times: { work: BlockedRange; held: BlockedRange }) => boolean;
}): Date[] {
  const { studio, settings, date, durationMinutes, blocked, now } = input;
  const extra = input.extra ?? NO_EXTRA;
  const window = openingWindow(settings, date);
  if (!window) return [];
  const starts: Date[] = [];
  const step = SLOT_STEP_MINUTES * 60_000;
  const duration = durationMinutes * 60_000;
  for (let t = window.opens.getTime(); t + duration <= window.closes.getTime(); t += step) {
    const start = new Date(t);
    const end = new Date(t + duration);
    if (sessionProblem(studio, settings, start, end, now)) continue;
    if (!extraTimeFits(settings, start, end, extra)) continue;
    const range = blockedRangeOf(studio, start, end, extra);
    if (blocked.some((taken) => overlaps(range, taken))) continue;
    if (input.staffFree && !input.staffFree({ work: workRangeOf(start, end, extra), held: range }))
      continue;
    starts.push(start);
  }
  return starts;
}

/** Durations a customer may choose in this studio. */
export function durationChoices(studio: StudioRules): number[] {
  const choices: number[] = [];
  const first = Math.ceil(studio.minDurationMinutes / SLOT_STEP_MINUTES) * SLOT_STEP_MINUTES;
  for (let m = first; m <= studio.maxDurationMinutes; m += SLOT_STEP_MINUTES) choices.push(m);
  return choices;
}

export function durationWords(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [];
  if (hours) parts.push(`${hours} hour${hours === 1 ? '' : 's'}`);
  if (rest) parts.push(`${rest} minutes`);
  return parts.join(' ') || '0 minutes';
}
