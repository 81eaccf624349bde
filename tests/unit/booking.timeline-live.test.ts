// The timeline's live stream (GET /api/admin/bookings/live): an admin's open stream is told when a
// booking is made, on either engine; it is for staff only and lets go of its listener when closed.
import { expect, it, vi } from 'vitest';
import { createBooking } from '@/lib/booking';
import { dayBlocksFromMemory } from '@/lib/booking/day-blocks';
import { streamBookingChanges } from '@/lib/booking/http';
import { londonWallTimeToInstant } from '@/lib/time';
import { adminCookie } from '../fixtures/admins';
import { describeOnEachEngine, enginesUnderTest } from '../fixtures/databases';
import { browserRequest, callRoute } from '../fixtures/routes';
import { standardSettings, testStudio } from '../fixtures/studios';

const engines = await enginesUnderTest();

describeOnEachEngine(engines, 'the live timeline on $engine', 'live stream', (handle) => {
  it('tells an open stream that a studio changed, and only admins may open one', async () => {
    const cookie = await adminCookie(handle.db, 'desk.live@example.com');
    const closed = new AbortController();
    const request = new Request(browserRequest('GET', '/api/admin/bookings/live', cookie), {
      signal: closed.signal,
    });
    const response = await callRoute(streamBookingChanges, handle.db, request);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    // The listener is in force once the database says so (the day cache shares the connection).
    await vi.waitFor(() => expect(dayBlocksFromMemory(handle.db)).toBe(true), { timeout: 5000 });

    const reader = response.body!.getReader();
    let text = '';
    const told = (async () => {
      while (!text.includes('event: changed\ndata: studio-live')) {
        const { value, done } = await reader.read();
        if (done) return false;
        text += new TextDecoder().decode(value);
      }
      return true;
    })();
    const start = londonWallTimeToInstant('2026-03-04', 10 * 60);
    const outcome = await createBooking(handle.db, {
      studio: testStudio('studio-live', 'Live Studio'),
      settings: standardSettings,
      booking: {
        start,
        end: new Date(start.getTime() + 3_600_000),
        name: 'Live',
        email: 'live@example.com',
      },
      now: new Date('2026-02-23T12:00:00Z'),
    });
    expect(outcome.kind).toBe('created');
    await expect(told).resolves.toBe(true);
    expect(text).toMatch(/^retry: 5000\n\n/);
    closed.abort();
    await expect(reader.read()).resolves.toMatchObject({ done: true });

    const guest = await callRoute(
      streamBookingChanges,
      handle.db,
      browserRequest('GET', '/api/admin/bookings/live', ''),
    );
    expect(guest.status).toBe(401);
  });
});
