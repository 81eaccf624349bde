import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  londonClockTime,
  londonDateOf,
  londonOffsetMinutes,
  londonWallTimeToInstant,
  toLondonIso,
} from '@/lib/time';

// lib/time reads London's offset once per quarter hour of UTC; these compare it with Intl asked
// directly, at any instant of the calendar's years and around every clock change.
const reference = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  timeZoneName: 'longOffset',
});

/** `2026-03-29T02:00:00+01:00`, straight from Intl. */
function intlIso(instant: Date): string {
  const parts = Object.fromEntries(
    reference.formatToParts(instant).map((part) => [part.type, part.value]),
  );
  const offset = parts.timeZoneName === 'GMT' ? '+00:00' : parts.timeZoneName!.slice(3);
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${offset}`;
}

const calendarInstants = fc.date({
  min: new Date('2000-01-01T00:00:00Z'),
  max: new Date('2100-12-31T23:59:59Z'),
  noInvalidDate: true,
});

describe('London wall-clock time', () => {
  it('agrees with Intl at any instant from 2000 to 2100', () => {
    fc.assert(
      fc.property(calendarInstants, (instant) => {
        const iso = intlIso(instant);
        expect(toLondonIso(instant)).toBe(iso);
        expect(londonDateOf(instant)).toBe(iso.slice(0, 10));
        expect(londonClockTime(instant)).toBe(iso.slice(11, 16));
      }),
      { numRuns: 5000 },
    );
  });

  it('changes offset exactly at 01:00 UTC on the clock-change Sundays', () => {
    const at = (iso: string) => new Date(iso);
    expect(toLondonIso(at('2026-03-29T00:59:59.999Z'))).toBe('2026-03-29T00:59:59+00:00');
    expect(toLondonIso(at('2026-03-29T01:00:00Z'))).toBe('2026-03-29T02:00:00+01:00');
    expect(toLondonIso(at('2026-10-25T00:59:59Z'))).toBe('2026-10-25T01:59:59+01:00');
    expect(toLondonIso(at('2026-10-25T01:00:00Z'))).toBe('2026-10-25T01:00:00+00:00');
    expect(londonOffsetMinutes(at('2026-07-01T12:00:00Z'))).toBe(60);
    expect(londonOffsetMinutes(at('2026-12-01T12:00:00Z'))).toBe(0);
  });

  it('turns a London date and time back into the instant that shows it', () => {
    fc.assert(
      fc.property(calendarInstants, (instant) => {
        // Whole minutes: the wall time of the instant, then back.
        const minute = new Date(Math.floor(instant.getTime() / 60_000) * 60_000);
        const iso = toLondonIso(minute);
        const minutes = Number(iso.slice(11, 13)) * 60 + Number(iso.slice(14, 16));
        const back = londonWallTimeToInstant(iso.slice(0, 10), minutes);
        if (back.getTime() !== minute.getTime()) {
          // Only in October's repeated hour: its BST minute reads as the GMT one, an hour later.
          expect(iso).toMatch(/-10-\d\dT01:\d\d:\d\d\+01:00$/);
          expect(back.getTime() - minute.getTime()).toBe(3_600_000);
        }
      }),
      { numRuns: 2000 },
    );
    // The skipped hour in March reads as one hour later.
    expect(londonWallTimeToInstant('2026-03-29', 90).toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
  });
});
