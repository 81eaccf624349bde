// Issue #48 item 1: a move made on the studio timeline goes through the one rule set. Staff move a
// booking to another studio and time, make it longer (asked about the new price first, then
// re-invoiced), shorter with money paid (the difference refunded), and are refused a clash and a
// time outside opening hours with the reason. Real database (PGlite and PostgreSQL), the real route.
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it, vi } from 'vitest';
import { createBooking, findBooking } from '@/lib/booking';
import { moveBookingOnTimeline } from '@/lib/booking/http';
import { recordStudioPayment } from '@/lib/booking/money-http';
import { SLOT_TAKEN_MESSAGE } from '@/lib/booking/store';
import { documentsOfBooking } from '@/lib/booking/invoices';
import { tables } from '@/lib/db';
import { londonWallTimeToInstant } from '@/lib/time';
import { adminCookie } from '../fixtures/admins';
import { describeOnEachEngine, enginesUnderTest } from '../fixtures/databases';
import { browserRequest, callRoute } from '../fixtures/routes';
import { standardSettings, testStudio } from '../fixtures/studios';

// Every studio id is a test studio: £80 an hour on weekdays before 18:00, 30 minutes' buffer.
vi.mock('@/lib/booking/catalog', async (importOriginal) =>
  (await import('../fixtures/catalog')).withTestStudios(importOriginal, 50),
);

const engines = await enginesUnderTest();
// Monday 2 March 2026, 08:00 in London; the sessions are on Wednesday 4 March.
const now = new Date('2026-03-02T08:00:00Z');
const day = '2026-03-04';
const at = (hour: number) => londonWallTimeToInstant(day, hour * 60);

describeOnEachEngine(engines, 'timeline moves on $engine', 'timeline move', (handle) => {
  let cookie = '';
  beforeAll(async () => {
    cookie = await adminCookie(handle.db, 'desk.timeline@example.com');
  });
  const book = async (studioId: string, startHour: number, hours: number, name: string) => {
    const outcome = await createBooking(handle.db, {
      studio: testStudio(studioId, studioId),
      settings: standardSettings,
      booking: {
        start: at(startHour),
        end: at(startHour + hours),
        name,
        email: `${name.toLowerCase()}@example.com`,
      },
      now: new Date('2026-02-23T12:00:00Z'),
    });
    if (outcome.kind !== 'created') throw new Error(outcome.kind);
    return outcome.booking;
  };
  const move = async (id: string, body: Record<string, unknown>, as = cookie) => {
    const response = await callRoute(
      moveBookingOnTimeline,
      handle.db,
      browserRequest('POST', `/api/admin/bookings/${id}/move`, as, body),
      { params: { id }, now },
    );
    return { status: response.status, body: (await response.json()) as unknown };
  };
  const to = (studioId: string, startHour: number, endHour: number, extra = {}) => ({
    studioId,
    start: at(startHour).toISOString(),
    end: at(endHour).toISOString(),
    ...extra,
  });

  it('moves a booking to another studio and time, e-mails the customer and audits it', async () => {
    const booking = await book('studio-a', 10, 2, 'Ada');
    const answer = await move(booking.id, to('studio-b', 13, 15));
    expect(answer.status).toBe(200);
    const moved = (await findBooking(handle.db, booking.id))!;
    expect([moved.studioId, moved.studioName, moved.startAt, moved.endAt]).toEqual([
      'studio-b',
      'studio-b',
      at(13),
      at(15),
    ]);
    // Same length, same rate: the price stands and nothing was asked.
    expect(moved.pricePence).toBe(16_000);
    const mails = await handle.db
      .select()
      .from(tables.mailMessages)
      .where(eq(tables.mailMessages.to, 'ada@example.com'));
    expect(mails.map((mail) => mail.kind)).toContain('booking_rescheduled');
    const audit = await handle.db
      .select()
      .from(tables.adminAuditLog)
      .where(eq(tables.adminAuditLog.targetId, booking.id));
    expect(audit.map((entry) => entry.action)).toEqual(['bookings.reschedule']);
  });

  it('asks before a longer session is re-priced, then re-invoices it', async () => {
    const booking = await book('studio-a', 15, 1, 'Grace');
    const asked = await move(booking.id, to('studio-a', 15, 17));
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({
      reprice: { fromPence: 8_000, toPence: 16_000, refundPence: 0, balanceDuePence: 16_000 },
    });
    // Nothing changed yet.
    expect((await findBooking(handle.db, booking.id))!.endAt).toEqual(at(16));
    // A different price than the one shown is not an answer to the question.
    const stale = await move(booking.id, to('studio-a', 15, 17, { acceptedPricePence: 12_000 }));
    expect(stale.body).toHaveProperty('reprice');
    const accepted = await move(booking.id, to('studio-a', 15, 17, { acceptedPricePence: 16_000 }));
    expect(accepted.status).toBe(200);
    const moved = (await findBooking(handle.db, booking.id))!;
    expect([moved.endAt, moved.pricePence, moved.invoicedPence]).toEqual([at(17), 16_000, 16_000]);
    const documents = await documentsOfBooking(handle.db, booking.id);
    expect(documents.map((d) => `${d.kind} ${d.grossPence}`).sort()).toEqual([
      'credit_note 8000',
      'invoice 16000',
      'invoice 8000',
    ]);
  });

  it('refunds what was paid beyond the price of a shorter session, after asking', async () => {
    const booking = await book('studio-c', 10, 3, 'Hedy');
    const payment = browserRequest('POST', `/api/admin/bookings/${booking.id}/payments`, cookie, {
      amountPence: 24_000,
      method: 'cash',
    });
    payment.headers.set('Idempotency-Key', 'timeline-paid-0001');
    expect(
      (
        await callRoute(recordStudioPayment, handle.db, payment, {
          params: { id: booking.id },
          now,
        })
      ).status,
    ).toBe(200);
    const asked = await move(booking.id, to('studio-c', 10, 12));
    expect(asked.body).toEqual({
      reprice: { fromPence: 24_000, toPence: 16_000, refundPence: 8_000, balanceDuePence: 0 },
    });
    await move(booking.id, to('studio-c', 10, 12, { acceptedPricePence: 16_000 }));
    const moved = (await findBooking(handle.db, booking.id))!;
    expect([moved.pricePence, moved.refundsRecordedPence]).toEqual([16_000, 8_000]);
  });

  it('refuses a clash and a time outside opening hours with the reason, changing nothing', async () => {
    const first = await book('studio-d', 10, 2, 'Mary');
    const second = await book('studio-d', 14, 2, 'Joan');
    // 12:30-14:00 ends where the 14:00 session starts, but the 30 minutes' buffer is in the way.
    const clash = await move(first.id, to('studio-d', 12.5, 14));
    expect(clash.status).toBe(409);
    expect(JSON.stringify(clash.body)).toContain(SLOT_TAKEN_MESSAGE);
    const late = await move(second.id, to('studio-d', 19, 21));
    expect(late.status).toBe(422);
    expect(JSON.stringify(late.body)).toMatch(/opening hours|open/i);
    expect((await findBooking(handle.db, first.id))!.startAt).toEqual(at(10));
    expect((await findBooking(handle.db, second.id))!.startAt).toEqual(at(14));
  });

  it('is for staff only', async () => {
    const booking = await book('studio-e', 10, 1, 'Rosalind');
    const answer = await move(booking.id, to('studio-e', 11, 12), '');
    expect(answer.status).toBe(401);
    const bad = await move(booking.id, { studioId: 'studio-e', start: 'soon' });
    expect(bad.status).toBe(400);
  });
});
