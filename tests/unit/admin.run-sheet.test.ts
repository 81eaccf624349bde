// Today's run sheet on a real database: today's held sessions in order with what they owe, money taken
// today from the payments ledger (whatever day its session is), the week's occupancy against opening
// hours, and checking a customer in (once, on the day, never then a no-show).
import { beforeAll, expect, it } from 'vitest';
import { cancelBooking, createBooking, markNoShow } from '@/lib/booking';
import { checkIn } from '@/lib/booking/check-in';
import { checkInBooking } from '@/lib/booking/http';
import { recordStudioPayment } from '@/lib/booking/money-http';
import { runSheet } from '@/lib/dashboard/run-sheet';
import { adminCookie } from '../fixtures/admins';
import { describeOnEachEngine, enginesUnderTest } from '../fixtures/databases';
import { browserRequest, callRoute } from '../fixtures/routes';
import { standardSettings, testStudio } from '../fixtures/studios';

const engines = await enginesUnderTest();
const studios = [testStudio('studio-a', 'Studio A'), testStudio('studio-b', 'Studio B')];
// Monday 2 March 2026, 08:30 in London (GMT); the bookings were made a week before.
const today = new Date('2026-03-02T08:30:00Z');
const bookedAt = new Date('2026-02-23T12:00:00Z');
const at = (iso: string) => new Date(iso);

describeOnEachEngine(engines, "today's run sheet on $engine", 'run sheet', (handle) => {
  let cookie = '';
  beforeAll(async () => {
    cookie = await adminCookie(handle.db, 'desk.sheet@example.com');
  });
  const book = async (studioIndex: number, start: string, hours: number, name: string) => {
    const outcome = await createBooking(handle.db, {
      studio: studios[studioIndex]!,
      settings: standardSettings,
      booking: {
        start: at(start),
        end: new Date(at(start).getTime() + hours * 3_600_000),
        name,
        email: `${name.toLowerCase()}@example.com`,
      },
      now: bookedAt,
    });
    if (outcome.kind !== 'created') throw new Error(outcome.kind);
    return outcome.booking;
  };
  const pay = async (id: string, amountPence: number, key: string) => {
    const request = browserRequest('POST', `/api/admin/bookings/${id}/payments`, cookie, {
      amountPence,
      method: 'cash',
    });
    request.headers.set('Idempotency-Key', key);
    const answer = await callRoute(recordStudioPayment, handle.db, request, {
      params: { id },
      now: today,
    });
    expect(answer.status).toBe(200);
  };

  it('lists today in order with what is owed, money taken today, and the week ahead', async () => {
    // Studio B at 14:00, Studio A at 10:00 (4 hours), a cancelled one, and one tomorrow paid today.
    const afternoon = await book(1, '2026-03-02T14:00:00Z', 2, 'Ada');
    const morning = await book(0, '2026-03-02T10:00:00Z', 4, 'Grace');
    const cancelled = await book(1, '2026-03-02T10:00:00Z', 1, 'Hedy');
    expect((await cancelBooking(handle.db, cancelled, { now: bookedAt, byAdmin: true })).kind).toBe(
      'done',
    );
    const tomorrow = await book(0, '2026-03-03T10:00:00Z', 2, 'Mary');
    await pay(morning.id, 10_000, 'sheet-payment-0001');
    await pay(tomorrow.id, 16_000, 'sheet-payment-0002');

    const sheet = await runSheet(handle.db, {
      now: today,
      settings: standardSettings,
      studioCount: studios.length,
    });
    expect(sheet.date).toBe('2026-03-02');
    expect(sheet.sessions.map(({ booking }) => booking.guestName)).toEqual(['Grace', 'Ada']);
    // 4 hours at £80 less £100 paid; 2 hours at £80 unpaid.
    expect(sheet.sessions.map((session) => session.balancePence)).toEqual([22_000, 16_000]);
    expect(sheet.dueTodayPence).toBe(38_000);
    expect(sheet.takenTodayPence).toBe(26_000);
    // Monday and Tuesday are open 09:00-20:00 in both studios: 1,320 minutes a day.
    expect(sheet.occupancy.slice(0, 2)).toEqual([
      { date: '2026-03-02', bookedMinutes: 360, openMinutes: 1320 },
      { date: '2026-03-03', bookedMinutes: 120, openMinutes: 1320 },
    ]);
    expect(sheet.occupancy.map((day) => day.date).at(-1)).toBe('2026-03-08');
    expect(sheet.occupancy[5]).toMatchObject({ date: '2026-03-07', openMinutes: 960 });

    // Checked in on the day, once; a checked-in customer is not a no-show; tomorrow's waits.
    const checkInRequest = (withCookie: string | null) =>
      callRoute(
        checkInBooking,
        handle.db,
        browserRequest('POST', `/api/admin/bookings/${afternoon.id}/check-in`, withCookie, {}),
        { params: { id: afternoon.id }, now: at('2026-03-02T13:50:00Z') },
      );
    expect((await checkInRequest(null)).status).toBe(401);
    const answer = await checkInRequest(cookie);
    expect(answer.status).toBe(200);
    expect(
      ((await answer.json()) as { booking: { checkedInAt: string } }).booking.checkedInAt,
    ).toBe('2026-03-02T13:50:00.000Z');
    const arrived = await checkIn(handle.db, afternoon, at('2026-03-02T13:52:00Z'));
    expect(arrived.kind === 'done' && arrived.booking.checkedInAt).toEqual(
      at('2026-03-02T13:50:00Z'),
    );
    const again = await checkIn(handle.db, afternoon, at('2026-03-02T13:55:00Z'));
    expect(again.kind === 'done' && again.booking.checkedInAt).toEqual(at('2026-03-02T13:50:00Z'));
    if (arrived.kind !== 'done') throw new Error('not checked in');
    expect((await markNoShow(handle.db, arrived.booking, at('2026-03-02T15:00:00Z'))).kind).toBe(
      'invalid',
    );
    expect((await checkIn(handle.db, tomorrow, today)).kind).toBe('invalid');
    expect((await checkIn(handle.db, cancelled, today)).kind).toBe('invalid');
  });
});
