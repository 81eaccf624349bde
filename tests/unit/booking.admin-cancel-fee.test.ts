// Issue #48 item 3: staff cancel a booking for a customer with or without the late fee. By default
// the studio waives it; asked to keep it, the policy's fee is kept and the rest credited. A customer
// cannot choose: their cancellation is always under the policy. Real database, the real route.
import { beforeAll, expect, it, vi } from 'vitest';
import { createBooking, findBooking } from '@/lib/booking';
import { requestCancellation } from '@/lib/booking/http';
import { addDays, londonDateOf, londonWallTimeToInstant } from '@/lib/time';
import { adminCookie } from '../fixtures/admins';
import { describeOnEachEngine, enginesUnderTest } from '../fixtures/databases';
import { browserRequest, callRoute } from '../fixtures/routes';
import { standardSettings, testStudio } from '../fixtures/studios';

vi.mock('@/lib/booking/catalog', async (importOriginal) =>
  (await import('../fixtures/catalog')).withTestStudios(importOriginal, 50),
);

const engines = await enginesUnderTest();

describeOnEachEngine(engines, 'staff cancellations on $engine', 'the late fee', (handle) => {
  let cookie = '';
  beforeAll(async () => {
    cookie = await adminCookie(handle.db, 'desk.cancel@example.com');
  });
  // Tomorrow in London, booked a week ago: inside the policy's 48 hours, so a late fee is due.
  const bookSoon = async (name: string, hour: number) => {
    const start = londonWallTimeToInstant(addDays(londonDateOf(new Date()), 1), (10 + hour) * 60);
    const outcome = await createBooking(handle.db, {
      studio: testStudio(`studio-fee-${name}`, 'Studio'),
      settings: standardSettings,
      booking: {
        start,
        end: new Date(start.getTime() + 3_600_000),
        name,
        email: `${name.toLowerCase()}@example.com`,
      },
      now: new Date(start.getTime() - 7 * 86_400_000),
    });
    if (outcome.kind !== 'created') throw new Error(outcome.kind);
    return outcome.booking;
  };
  const cancel = (id: string, body: Record<string, unknown>) =>
    callRoute(
      requestCancellation,
      handle.db,
      browserRequest('POST', `/api/bookings/${id}/cancel`, cookie, body),
      { params: { id } },
    );

  it('waives the fee unless staff keep it', async () => {
    const waived = await bookSoon('Ada', 2);
    expect((await cancel(waived.id, {})).status).toBe(200);
    expect((await findBooking(handle.db, waived.id))!.cancellationFeePence).toBe(0);

    const kept = await bookSoon('Grace', 3);
    expect((await cancel(kept.id, { keepFee: true })).status).toBe(200);
    const row = (await findBooking(handle.db, kept.id))!;
    expect(row.status).toBe('cancelled');
    // £80 an hour, the policy's late fee kept and the rest credited.
    expect(row.cancellationFeePence).toBeGreaterThan(0);
    expect(row.invoicedPence).toBe(row.cancellationFeePence);
  });

  it('refuses a keepFee that is not a yes or no', async () => {
    const booking = await bookSoon('Hedy', 4);
    expect((await cancel(booking.id, { keepFee: 'please' })).status).toBe(400);
  });
});
