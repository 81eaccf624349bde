// Issue #48 item 3: staff send a customer their confirmation again from the booking's page: the same
// e-mail with a fresh manage link (the old one stops working), audited; never for a cancelled or
// past booking, and for admins only. Real database, the real route.
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it, vi } from 'vitest';
import { cancelBooking, createBooking, findBooking } from '@/lib/booking';
import { resendBookingConfirmation } from '@/lib/booking/http';
import { tables } from '@/lib/db';
import { londonWallTimeToInstant } from '@/lib/time';
import { adminCookie } from '../fixtures/admins';
import { describeOnEachEngine, enginesUnderTest } from '../fixtures/databases';
import { browserRequest, callRoute } from '../fixtures/routes';
import { standardSettings, testStudio } from '../fixtures/studios';

vi.mock('@/lib/booking/catalog', async (importOriginal) =>
  (await import('../fixtures/catalog')).withTestStudios(importOriginal, 50),
);

const engines = await enginesUnderTest();
const now = new Date('2026-03-02T08:00:00Z');

describeOnEachEngine(engines, 'resending a confirmation on $engine', 'resend', (handle) => {
  let cookie = '';
  beforeAll(async () => {
    cookie = await adminCookie(handle.db, 'desk.resend@example.com');
  });
  const book = async (name: string, hour: number) => {
    const start = londonWallTimeToInstant('2026-03-04', hour * 60);
    const outcome = await createBooking(handle.db, {
      studio: testStudio('studio-resend', 'Studio'),
      settings: standardSettings,
      booking: {
        start,
        end: new Date(start.getTime() + 3_600_000),
        name,
        email: `${name.toLowerCase()}.resend@example.com`,
      },
      now: new Date('2026-02-23T12:00:00Z'),
    });
    if (outcome.kind !== 'created') throw new Error(outcome.kind);
    return outcome.booking;
  };
  const resend = (id: string, as = cookie) =>
    callRoute(
      resendBookingConfirmation,
      handle.db,
      browserRequest('POST', `/api/admin/bookings/${id}/resend-confirmation`, as, {}),
      { params: { id }, now },
    );
  const confirmations = (email: string) =>
    handle.db
      .select()
      .from(tables.mailMessages)
      .where(
        and(eq(tables.mailMessages.to, email), eq(tables.mailMessages.kind, 'booking_confirmed')),
      );

  it('sends the confirmation again with a new manage link, audited', async () => {
    const booking = await book('Ada', 10);
    expect(await confirmations('ada.resend@example.com')).toHaveLength(1);
    expect((await resend(booking.id)).status).toBe(200);
    const mails = await confirmations('ada.resend@example.com');
    expect(mails).toHaveLength(2);
    expect(mails.map((mail) => mail.subject)).toEqual([mails[0]!.subject, mails[0]!.subject]);
    const after = (await findBooking(handle.db, booking.id))!;
    expect(after.manageTokenHash).not.toBe(booking.manageTokenHash);
    const audit = await handle.db
      .select()
      .from(tables.adminAuditLog)
      .where(eq(tables.adminAuditLog.targetId, booking.id));
    expect(audit.map((entry) => entry.action)).toEqual(['bookings.resend-confirmation']);
  });

  it('refuses a cancelled booking, and anyone but an admin', async () => {
    const booking = await book('Grace', 12);
    expect((await cancelBooking(handle.db, booking, { byAdmin: true, now })).kind).toBe('done');
    const refused = await resend(booking.id);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      error: expect.stringMatching(/confirmed booking/),
    });
    expect((await resend(booking.id, '')).status).toBe(401);
  });
});
