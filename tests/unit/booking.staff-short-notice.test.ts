// Staff book and move at any notice (a walk-in, a same-day session); everyone else gives the studio
// its notice (24 hours for the test studio). Quote, availability, booking and the timeline's move
// all read the rule from one place (service.ts studioFor). Real database, the real routes, the real
// clock (the routes book at the real now).
import { expect, it, vi } from 'vitest';
import { findBooking } from '@/lib/booking';
import { moveBookingOnTimeline, readAvailability, requestBooking } from '@/lib/booking/http';
import { requestQuote } from '@/lib/booking/money-http';
import { DEFAULT_BOOKING_HOURS } from '@/lib/booking/rules';
import { clockToMinutes, londonClockTime, londonDateOf, weekdayOf } from '@/lib/time';
import { adminCookie } from '../fixtures/admins';
import { describeOnEachEngine, enginesUnderTest } from '../fixtures/databases';
import { browserRequest, callRoute } from '../fixtures/routes';

// The booking route reads the booking page's A/B cookie: absent, as for a first visit.
vi.mock('next/headers', () => import('../fixtures/next-headers'));
vi.mock('@/lib/booking/catalog', async (importOriginal) =>
  (await import('../fixtures/catalog')).withTestStudios(importOriginal, 50),
);

const engines = await enginesUnderTest();
const HOUR = 3_600_000;

/** The first hour-long session on a 30-minute mark, an hour or more from now, inside opening hours. */
function soonestSession(): { start: Date; end: Date } {
  let start = new Date(Math.ceil((Date.now() + HOUR) / (HOUR / 2)) * (HOUR / 2));
  for (;;) {
    const date = londonDateOf(start);
    const hours = DEFAULT_BOOKING_HOURS.find((entry) => entry.day === weekdayOf(date))!;
    const minute = clockToMinutes(londonClockTime(start));
    if (minute >= clockToMinutes(hours.opens) && minute + 60 <= clockToMinutes(hours.closes)) {
      return { start, end: new Date(start.getTime() + HOUR) };
    }
    start = new Date(start.getTime() + HOUR / 2);
  }
}

describeOnEachEngine(engines, 'short notice on $engine', 'staff short notice', (handle) => {
  it('lets staff book and move within the notice, and nobody else', async () => {
    const cookie = await adminCookie(handle.db, 'desk.notice@example.com');
    const session = soonestSession();
    // The session is inside the test studio's 24 hours' notice, wherever the clock is.
    expect(session.start.getTime() - Date.now()).toBeLessThan(24 * HOUR);
    const body = {
      studioId: 'studio-walk-in',
      start: session.start.toISOString(),
      end: session.end.toISOString(),
    };
    const quote = (as: string) =>
      callRoute(requestQuote, handle.db, browserRequest('POST', '/api/bookings/quote', as, body));
    const guest = await quote('');
    expect(guest.status).toBe(422);
    expect(JSON.stringify(await guest.json())).toContain('at least 24 hours ahead');
    expect((await quote(cookie)).status).toBe(200);

    const date = londonDateOf(session.start);
    const starts = async (as: string) => {
      const response = await callRoute(
        readAvailability,
        handle.db,
        browserRequest(
          'GET',
          `/api/bookings/availability?studio=studio-walk-in&date=${date}&duration=60`,
          as,
        ),
      );
      return ((await response.json()) as { starts: string[] }).starts.map((iso) => Date.parse(iso));
    };
    expect(await starts('')).not.toContain(session.start.getTime());
    expect(await starts(cookie)).toContain(session.start.getTime());

    const booking = browserRequest('POST', '/api/bookings', cookie, {
      ...body,
      name: 'Walk In',
      email: 'walk.in@example.com',
    });
    booking.headers.set('Idempotency-Key', 'walk-in-booking-0001');
    const created = await callRoute(requestBooking, handle.db, booking);
    expect(created.status).toBe(201);
    const { booking: made } = (await created.json()) as { booking: { id: string } };

    // Moved on the timeline to another room at the same time: still inside the notice, still the
    // staff's call (the same rates, so no question about the price).
    const elsewhere = { ...body, studioId: 'studio-walk-in-2' };
    const moved = await callRoute(
      moveBookingOnTimeline,
      handle.db,
      browserRequest('POST', `/api/admin/bookings/${made.id}/move`, cookie, elsewhere),
      { params: { id: made.id } },
    );
    expect(moved.status, JSON.stringify(await moved.clone().json())).toBe(200);
    expect(await moved.json()).toHaveProperty('booking');
    expect((await findBooking(handle.db, made.id))!.studioId).toBe('studio-walk-in-2');
  });
});
