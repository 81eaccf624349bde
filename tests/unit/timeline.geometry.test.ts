// The timeline's arithmetic: the hour axis, moves and new lengths by whole 30-minute steps that keep
// a session on the axis, and moves between rows.
import { expect, it } from 'vitest';
import {
  axisOf,
  clockOf,
  onRow,
  percentAt,
  resized,
  shifted,
  snap,
  stepAt,
} from '@/components/admin/Timeline/geometry';

const axis = { fromMinute: 9 * 60, toMinute: 20 * 60 };
const at = { date: '2026-03-04', studioId: 'a', startMinute: 10 * 60, endMinute: 12 * 60 };

it('covers every opening and block in whole hours, 09:00-20:00 when nothing is open', () => {
  expect(axisOf([])).toEqual(axis);
  expect(axisOf([{ fromMinute: 9 * 60 + 45, toMinute: 18 * 60 + 10 }])).toEqual({
    fromMinute: 9 * 60,
    toMinute: 19 * 60,
  });
  expect(percentAt(axis, 9 * 60)).toBe(0);
  expect(percentAt(axis, 20 * 60)).toBe(100);
});

it('moves by steps with the same length and never off the axis', () => {
  expect(shifted(at, 3, axis)).toMatchObject({
    startMinute: 11 * 60 + 30,
    endMinute: 13 * 60 + 30,
  });
  expect(shifted(at, -10, axis)).toMatchObject({ startMinute: 9 * 60, endMinute: 11 * 60 });
  expect(shifted(at, 40, axis)).toMatchObject({ startMinute: 18 * 60, endMinute: 20 * 60 });
  expect(snap(44)).toBe(30);
  expect(snap(46)).toBe(60);
  expect(clockOf(9 * 60 + 30)).toBe('09:30');
});

it('reads a click across the track as the step it falls in, never off the axis', () => {
  expect(stepAt(axis, 0)).toBe(9 * 60);
  // 11 hours across: a quarter of the way is 11:45, in the 11:30 step.
  expect(stepAt(axis, 0.25)).toBe(11 * 60 + 30);
  expect(stepAt(axis, 1)).toBe(19 * 60 + 30);
  expect(stepAt(axis, -0.1)).toBe(9 * 60);
});

it('changes the length at the end, one step at least, up to closing', () => {
  expect(resized(at, 2, axis)).toMatchObject({ startMinute: 600, endMinute: 780 });
  expect(resized(at, -10, axis)).toMatchObject({ startMinute: 600, endMinute: 630 });
  expect(resized(at, 100, axis)).toMatchObject({ endMinute: 20 * 60 });
});

it('moves between rows within the rows there are', () => {
  const rows = [
    { date: '2026-03-04', studioId: 'a' },
    { date: '2026-03-04', studioId: 'b' },
    { date: '2026-03-05', studioId: 'a' },
  ];
  expect(onRow(at, rows, 1)).toMatchObject({ date: '2026-03-04', studioId: 'b' });
  expect(onRow(at, rows, 2)).toMatchObject({ date: '2026-03-05', studioId: 'a', startMinute: 600 });
  expect(onRow(at, rows, -1)).toMatchObject({ studioId: 'a', date: '2026-03-04' });
});
