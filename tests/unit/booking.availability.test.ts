import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BOOKING_HOURS,
  freeStartTimes,
  londonWallTimeToInstant,
  sessionPricePence,
  sessionProblem,
  toLondonIso,
  type BookingSettings,
  type StudioRules,
} from '@/lib/booking';

const studio: StudioRules = {
  id: 'studio-a',
  capacity: 4,
  hourlyRate: 75,
  minDurationMinutes: 60,
  maxDurationMinutes: 480,
  bufferMinutes: 30,
  minNoticeHours: 24,
  maxAdvanceDays: 365,
};
const settings: BookingSettings = { bookingHours: DEFAULT_BOOKING_HOURS, closures: [] };
const longBefore = new Date('2026-01-01T12:00:00Z');

const startsOn = (
  date: string,
  durationMinutes: number,
  extra: Partial<Parameters<typeof freeStartTimes>[0]> = {},
) =>
  freeStartTimes({
    studio,
    settings,
    date,
    durationMinutes,
    blocked: [],
    now: longBefore,
    ...extra,
  }).map(toLondonIso);

describe('booking availability in Europe/London', () => {
  it('opens at 10:00 BST on Sunday 29 March 2026, the day the clocks go forward', () => {
    const starts = startsOn('2026-03-29', 60);
    expect(starts[0]).toBe('2026-03-29T10:00:00+01:00');
    expect(starts.at(-1)).toBe('2026-03-29T17:00:00+01:00');
    expect(starts).toHaveLength(15);
    // 10:00 BST is 09:00 UTC.
    expect(londonWallTimeToInstant('2026-03-29', 600).toISOString()).toBe(
      '2026-03-29T09:00:00.000Z',
    );
  });

  it('opens at 10:00 GMT on Sunday 25 October 2026, the day the clocks go back', () => {
    const starts = startsOn('2026-10-25', 60);
    expect(starts[0]).toBe('2026-10-25T10:00:00+00:00');
    expect(starts.at(-1)).toBe('2026-10-25T17:00:00+00:00');
    expect(starts).toHaveLength(15);
    expect(londonWallTimeToInstant('2026-10-25', 600).toISOString()).toBe(
      '2026-10-25T10:00:00.000Z',
    );
  });

  it('keeps the wall-clock hours on the days either side of a change', () => {
    expect(startsOn('2026-03-28', 60)[0]).toBe('2026-03-28T10:00:00+00:00');
    expect(startsOn('2026-03-30', 60)[0]).toBe('2026-03-30T09:00:00+01:00');
    expect(startsOn('2026-10-24', 60)[0]).toBe('2026-10-24T10:00:00+01:00');
    expect(startsOn('2026-10-26', 60).at(-1)).toBe('2026-10-26T19:00:00+00:00');
  });

  it('resolves the skipped and the repeated hour deterministically', () => {
    // 01:30 does not exist on 29 March; it is read as 02:30 BST.
    expect(toLondonIso(londonWallTimeToInstant('2026-03-29', 90))).toBe(
      '2026-03-29T02:30:00+01:00',
    );
    // 01:30 happens twice on 25 October; the second (GMT) one is taken.
    expect(toLondonIso(londonWallTimeToInstant('2026-10-25', 90))).toBe(
      '2026-10-25T01:30:00+00:00',
    );
  });

  it('uses weekday hours 09:00-20:00 and weekend hours 10:00-18:00', () => {
    const weekday = startsOn('2026-06-03', 120);
    expect(weekday[0]).toBe('2026-06-03T09:00:00+01:00');
    expect(weekday.at(-1)).toBe('2026-06-03T18:00:00+01:00');
    const saturday = startsOn('2026-06-06', 120);
    expect(saturday[0]).toBe('2026-06-06T10:00:00+01:00');
    expect(saturday.at(-1)).toBe('2026-06-06T16:00:00+01:00');
  });

  it('offers nothing on a closure day', () => {
    const closed = { ...settings, closures: [{ date: '2026-12-25', reason: 'Christmas Day' }] };
    expect(
      freeStartTimes({
        studio,
        settings: closed,
        date: '2026-12-25',
        durationMinutes: 60,
        blocked: [],
        now: longBefore,
      }),
    ).toEqual([]);
  });

  it('keeps the buffer after an existing booking free', () => {
    // Booked 12:00-14:00 BST with a 30-minute buffer: blocked until 14:30.
    const blocked = [
      { start: new Date('2026-06-03T11:00:00Z'), end: new Date('2026-06-03T13:30:00Z') },
    ];
    const starts = startsOn('2026-06-03', 60, { blocked });
    expect(starts).toContain('2026-06-03T10:30:00+01:00'); // ends 11:30, its buffer ends 12:00
    expect(starts).not.toContain('2026-06-03T11:00:00+01:00'); // its buffer would run into 12:00
    expect(starts).not.toContain('2026-06-03T14:00:00+01:00');
    expect(starts).toContain('2026-06-03T14:30:00+01:00');
  });

  it('respects the minimum notice and the advance window', () => {
    const now = new Date('2026-06-02T10:15:00Z'); // 11:15 BST
    const tomorrow = startsOn('2026-06-03', 60, { now });
    expect(tomorrow[0]).toBe('2026-06-03T11:30:00+01:00');
    expect(startsOn('2027-06-03', 60, { now })).toEqual([]);
    expect(startsOn('2027-06-02', 60, { now })).not.toEqual([]);
  });

  it('refuses sessions that break the studio rules, saying why', () => {
    const at = (iso: string) => new Date(iso);
    expect(
      sessionProblem(
        studio,
        settings,
        at('2026-06-03T08:00:00Z'),
        at('2026-06-03T08:30:00Z'),
        longBefore,
      )?.message,
    ).toMatch(/between 1 hour and 8 hours/);
    expect(
      sessionProblem(
        studio,
        settings,
        at('2026-06-03T07:00:00Z'),
        at('2026-06-03T09:00:00Z'),
        longBefore,
      )?.message,
    ).toMatch(/opening hours/);
    expect(
      sessionProblem(
        studio,
        settings,
        at('2026-06-03T08:15:00Z'),
        at('2026-06-03T09:15:00Z'),
        longBefore,
      )?.message,
    ).toMatch(/30-minute/);
    expect(
      sessionProblem(
        studio,
        settings,
        at('2026-06-03T08:00:00Z'),
        at('2026-06-03T10:00:00Z'),
        longBefore,
      ),
    ).toBeNull();
  });

  it('prices a session pro rata from the hourly rate', () => {
    expect(sessionPricePence(studio, 60)).toBe(7500);
    expect(sessionPricePence(studio, 90)).toBe(11250);
    expect(sessionPricePence({ hourlyRate: 55 }, 150)).toBe(13750);
  });
});
