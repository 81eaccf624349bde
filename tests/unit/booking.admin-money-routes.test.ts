// The back office's money routes on a real database: recording a payment taken at the studio (once
// per Idempotency-Key), refunding in part and refusing more than is left, settling a refund the
// studio owes, and releasing a payment hold; customers may not call them. Then the booking's staff
// page, which gathers what these routes did: payments, documents, e-mails, audit trail, notes.
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it, vi } from 'vitest';
import { cancelBooking, createBooking } from '@/lib/booking';
import {
  recordStudioPayment,
  refundBookingPayment,
  releaseBookingHold,
  settleRefund,
} from '@/lib/booking/money-http';
import { paymentsOfBooking } from '@/lib/booking/payments';
import { staffBookingView } from '@/lib/booking/staff-view';
import { postAdminNote } from '@/lib/notes/http';
import { tables } from '@/lib/db';
import { adminCookie } from '../fixtures/admins';
import { describeOnEachEngine, enginesUnderTest } from '../fixtures/databases';
import { browserRequest, callRoute } from '../fixtures/routes';
import { standardSettings, testStudio } from '../fixtures/studios';

// The routes read the policy and invoice details from site settings: the defaults of a fresh install.
vi.mock('@/lib/booking/catalog', async (importOriginal) =>
  (await import('../fixtures/catalog')).withFreshInstallMoney(importOriginal),
);

const engines = await enginesUnderTest();
const studio = testStudio();
const now = new Date('2026-02-01T12:00:00Z');

describeOnEachEngine(engines, 'back-office money routes on $engine', 'money routes', (handle) => {
  let cookie = '';
  beforeAll(async () => {
    cookie = await adminCookie(handle.db, 'money.admin@example.com');
  });
  const book = async (
    day: number,
    payOnline = false,
    provisional = false,
    email = 'jo@example.com',
  ) => {
    const start = new Date(Date.parse('2026-03-02T10:00:00Z') + day * 86_400_000);
    const outcome = await createBooking(handle.db, {
      studio,
      settings: standardSettings,
      booking: {
        start,
        end: new Date(start.getTime() + 2 * 3_600_000),
        name: 'Jo',
        email,
      },
      payOnline,
      provisional,
      now,
    });
    if (outcome.kind !== 'created') throw new Error(outcome.kind);
    return outcome.booking;
  };
  const bookingRow = async (id: string) =>
    (await handle.db.select().from(tables.bookings).where(eq(tables.bookings.id, id)))[0];
  const documentsOf = (id: string) =>
    handle.db.select().from(tables.invoices).where(eq(tables.invoices.bookingId, id));
  const post = (
    route: typeof recordStudioPayment,
    id: string,
    body: unknown,
    key?: string,
    at = now,
  ) => {
    const request = browserRequest('POST', `/api/admin/x/${id}`, cookie, body);
    if (key) request.headers.set('Idempotency-Key', key);
    return callRoute(route, handle.db, request, { params: { id }, now: at });
  };

  it('records a payment once per Idempotency-Key and shows the balance paid', async () => {
    const booking = await book(0);
    const body = { amountPence: 15000, method: 'card_terminal' };
    expect((await post(recordStudioPayment, booking.id, body, 'payment-0001')).status).toBe(200);
    const again = await post(recordStudioPayment, booking.id, body, 'payment-0001');
    expect(((await again.json()) as { recorded: boolean }).recorded).toBe(false);
    const json = (await (
      await post(recordStudioPayment, booking.id, { ...body, amountPence: 1000 }, 'payment-0002')
    ).json()) as {
      booking: { payment: { state: string; paid: { pence: number } } };
    };
    expect(json.booking.payment).toMatchObject({ state: 'paid', paid: { pence: 16000 } });
    const customer = await callRoute(
      recordStudioPayment,
      handle.db,
      browserRequest('POST', '/api/admin/x', null, body),
      { params: { id: booking.id }, now },
    );
    expect(customer.status).toBe(401);
  });

  it('refunds in part, refuses more than is left, and credits the invoice', async () => {
    const booking = await book(1);
    await post(
      recordStudioPayment,
      booking.id,
      { amountPence: 16000, method: 'cash' },
      'payment-0003',
    );
    const partial = await post(
      refundBookingPayment,
      booking.id,
      { amountPence: 6000, reason: 'Engineer was late', method: 'cash' },
      'refund-0001',
    );
    expect(partial.status).toBe(200);
    const tooMuch = await post(
      refundBookingPayment,
      booking.id,
      { amountPence: 10001, reason: 'Everything', method: 'cash' },
      'refund-0002',
    );
    expect(tooMuch.status).toBe(422);
    expect(((await tooMuch.json()) as { error: string }).error).toBe(
      'At most £100 can be refunded.',
    );
    const row = await bookingRow(booking.id);
    expect(row).toMatchObject({ paidPence: 16000, refundedPence: 6000 });
    const credits = await documentsOf(booking.id);
    expect(credits.map((document) => [document.kind, document.grossPence])).toEqual([
      ['invoice', 16000],
      ['credit_note', 6000],
    ]);
  });

  it('settles a refund the studio owes after a cancellation, once', async () => {
    const booking = await book(2);
    await post(
      recordStudioPayment,
      booking.id,
      { amountPence: 16000, method: 'card_terminal' },
      'payment-0004',
    );
    const paid = await bookingRow(booking.id);
    await cancelBooking(handle.db, paid!, { byAdmin: false, now });
    const owed = (await paymentsOfBooking(handle.db, booking.id)).find((p) => p.status === 'owed')!;
    expect(owed.amountPence).toBe(16000);
    const settle = () =>
      callRoute(
        settleRefund,
        handle.db,
        browserRequest('POST', '/x', cookie, { method: 'bank_transfer' }),
        {
          params: { id: owed.id },
          now,
        },
      );
    expect((await settle()).status).toBe(200);
    expect((await settle()).status).toBe(409);
    const row = await bookingRow(booking.id);
    expect(row!.refundedPence).toBe(16000);
  });

  it('releases a payment hold, and only a hold', async () => {
    const held = await book(3, true);
    expect((await post(releaseBookingHold, held.id, undefined)).status).toBe(200);
    expect((await post(releaseBookingHold, held.id, undefined)).status).toBe(409);
    const row = await bookingRow(held.id);
    expect(row!.status).toBe('expired');
  });

  it('confirms a provisional booking by the money taken at the studio, and never an online hold', async () => {
    const provisional = await book(4, false, true);
    expect(provisional.status).toBe('pending');
    const paid = await post(
      recordStudioPayment,
      provisional.id,
      { amountPence: 16000, method: 'card_terminal' },
      'payment-0005',
    );
    expect(paid.status).toBe(200);
    const row = await bookingRow(provisional.id);
    // Booked and invoiced, with the payment; the e-mail address is still not proved.
    expect(row).toMatchObject({
      status: 'active',
      paidPence: 16000,
      invoicedPence: 16000,
      holdExpiresAt: null,
      addressConfirmed: false,
    });
    const invoices = await documentsOf(provisional.id);
    expect(invoices.map((document) => document.kind)).toEqual(['invoice']);

    const hold = await book(5, true);
    const refused = await post(
      recordStudioPayment,
      hold.id,
      { amountPence: 16000, method: 'cash' },
      'payment-0006',
    );
    expect(refused.status).toBe(409);
    expect(await paymentsOfBooking(handle.db, hold.id)).toEqual([]);
  });

  it("gathers one booking's payments, documents, e-mails, audit trail and notes for its staff page", async () => {
    // Its own address: booking e-mails to an unconfirmed address are held back after five a day.
    const booking = await book(6, false, false, 'jo.staff@example.com');
    const other = await book(7, false, false, 'jo.staff@example.com');
    const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
    const body = { amountPence: 5000, method: 'card_terminal' };
    expect(
      (await post(recordStudioPayment, booking.id, body, 'payment-0101', later(1))).status,
    ).toBe(200);
    const note = { subject: 'booking', subjectId: booking.id, body: 'Bring the spare XLR cables.' };
    expect((await post(postAdminNote, booking.id, note, undefined, later(2))).status).toBe(201);

    const view = await staffBookingView(handle.db, booking.reference.toLowerCase());
    expect(view?.booking.id).toBe(booking.id);
    expect(
      view!.payments.map((payment) => [payment.direction, payment.method, payment.amountPence]),
    ).toEqual([['in', 'card_terminal', 5000]]);
    expect(view!.documents.map((document) => document.kind)).toEqual(['invoice']);
    // Both e-mailed the same address: each page lists only the e-mails naming its reference.
    expect(view!.mails.map((mail) => mail.kind)).toEqual(['booking_confirmed']);
    const otherView = await staffBookingView(handle.db, other.reference);
    expect(otherView!.mails).toHaveLength(1);
    expect(otherView!.mails[0]!.id).not.toBe(view!.mails[0]!.id);
    // What the admin did, newest first: the note (named as the booking's in the log), then the payment.
    expect(view!.audit.map((entry) => [entry.actorEmail, entry.action])).toEqual([
      ['money.admin@example.com', 'notes.add'],
      ['money.admin@example.com', 'bookings.payment'],
    ]);
    expect(view!.notes.map((entry) => entry.body)).toEqual(['Bring the spare XLR cables.']);
    expect([otherView!.audit, otherView!.notes, view!.account]).toEqual([[], [], null]);
  });

  it('finds no staff page for a reference that is not there or could not be one', async () => {
    for (const reference of ['LPS-NOTTHERE', "LPS-' or 1=1 --", 'L'.repeat(5000)]) {
      expect(await staffBookingView(handle.db, reference)).toBeNull();
    }
  });
});
