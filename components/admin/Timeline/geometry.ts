// The timeline's arithmetic, apart from React: London wall-clock minutes of a day on a horizontal
// axis, snapped to the booking step, and a proposed position moved by a key or a drag.
import { SLOT_STEP_MINUTES } from '@/lib/booking/rules';
import type { LocalDate } from '@/lib/time';

export type Axis = { fromMinute: number; toMinute: number };

/** Where a booking would go: a row (a day's studio) and its session's wall-clock minutes. */
export type Position = {
  date: LocalDate;
  studioId: string;
  startMinute: number;
  endMinute: number;
};

export type Row = { date: LocalDate; studioId: string };

export const rowKey = (row: Row) => `${row.date}|${row.studioId}`;

/** Percent of the axis' width at a minute (for `left` and `width`). */
export function percentAt(axis: Axis, minute: number): number {
  return ((minute - axis.fromMinute) / (axis.toMinute - axis.fromMinute)) * 100;
}

export function snap(minutes: number): number {
  return Math.round(minutes / SLOT_STEP_MINUTES) * SLOT_STEP_MINUTES;
}

/** The axis of whole hours covering every opening and every drawn block. */
export function axisOf(spans: { fromMinute: number; toMinute: number }[]): Axis {
  if (spans.length === 0) return { fromMinute: 9 * 60, toMinute: 20 * 60 };
  const from = Math.min(...spans.map((span) => span.fromMinute));
  const to = Math.max(...spans.map((span) => span.toMinute));
  return {
    fromMinute: Math.max(0, Math.floor(from / 60) * 60),
    toMinute: Math.min(24 * 60, Math.max(Math.ceil(to / 60) * 60, Math.floor(from / 60) * 60 + 60)),
  };
}

/** The step a point across the track falls in (`fraction` 0 at its left edge, 1 at its right). */
export function stepAt(axis: Axis, fraction: number): number {
  const minute = axis.fromMinute + fraction * (axis.toMinute - axis.fromMinute);
  const step = Math.floor(minute / SLOT_STEP_MINUTES) * SLOT_STEP_MINUTES;
  return Math.min(Math.max(axis.fromMinute, step), axis.toMinute - SLOT_STEP_MINUTES);
}

/** A session moved by whole steps, kept on the axis with its length. */
export function shifted(position: Position, steps: number, axis: Axis): Position {
  const length = position.endMinute - position.startMinute;
  const start = Math.min(
    Math.max(axis.fromMinute, position.startMinute + steps * SLOT_STEP_MINUTES),
    axis.toMinute - length,
  );
  return { ...position, startMinute: start, endMinute: start + length };
}

/** A session made longer or shorter by whole steps at its end: one step at least, on the axis. */
export function resized(position: Position, steps: number, axis: Axis): Position {
  const end = Math.min(
    Math.max(
      position.startMinute + SLOT_STEP_MINUTES,
      position.endMinute + steps * SLOT_STEP_MINUTES,
    ),
    axis.toMinute,
  );
  return { ...position, endMinute: end };
}

/** The position moved to another row (`by` rows down, negative up), kept within the rows. */
export function onRow(position: Position, rows: Row[], by: number): Position {
  const index = rows.findIndex((row) => rowKey(row) === rowKey(position));
  const next = rows[Math.min(rows.length - 1, Math.max(0, index + by))];
  return next ? { ...position, date: next.date, studioId: next.studioId } : position;
}

export function samePosition(a: Position, b: Position): boolean {
  return rowKey(a) === rowKey(b) && a.startMinute === b.startMinute && a.endMinute === b.endMinute;
}

/** "14:30" for a wall-clock minute. */
export { minutesToClock as clockOf } from '@/lib/time';
