// Money on bookings against a real database (PGlite, and PostgreSQL with DATABASE_URL): promo code
// limits and invoice numbers under concurrency, payment holds and their expiry, cancellation refunds
// and credit notes, a move that changes the price.
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  cancelBooking,
  createBooking,
  rescheduleBooking,
  BOOKING_HOLD_EXPIRY_JOB,
  type CreateBookingInput,
  type CreateBookingOutcome,
} from '@/lib/booking';
import { moneySettingsFrom } from '@/lib/booking/catalog';
import { holdExpiryHandler } from '@/lib/booking/checkout';
import { documentsOfBooking } from '@/lib/booking/invoices';
import { invoiceRows } from '@/lib/booking/invoice-view';
import { paymentState } from '@/lib/booking/payment-state';
import { paymentsOfBooking, recordPaymentIn } from '@/lib/booking/payments';
import { createPromoCode } from '@/lib/booking/promo-codes';
import type { AddOnOffer } from '@/lib/booking/pricing';
import { tables } from '@/lib/db';
import { runDueJobs } from '@/lib/jobs';
import { describeOnEachEngine, enginesUnderTest } from '../fixtures/databases';
import { standardSettings, testStudio } from '../fixtures/studios';

const engines = await enginesUnderTest();
const studio = testStudio(); // £80 an hour, 30-minute buffer
const now = new Date('2026-01-05T12:00:00Z');
const money = moneySettingsFrom({ legalName: 'Studio Ltd', vatNumber: 'GB123456789' });
const cameras: AddOnOffer = {
  id: 'cameras',
  name: 'Multi-camera video',
  description: '',
  pricePence: 12000,
  unit: 'session',
  minutesBefore: 30,
  minutesAfter: 0,
  required: false,
  studioIds: [studio.id],
};

/** Day n (from Monday 2 February 2026) 10:00-12:00 London: distinct slots for concurrent bookings. */
function slot(day: number) {
  const start = new Date(Date.parse('2026-02-02T10:00:00Z') + day * 86_400_000);
  return { start, end: new Date(start.getTime() + 2 * 3_600_000) };
}

describeOnEachEngine(engines, 'booking money on $engine', 'money', (handle, engine) => {
  const book = (
    booking: Partial<CreateBookingInput['booking']>,
    extra: Partial<CreateBookingInput> = {},
  ) =>
    createBooking(handle.db, {
      studio,
      settings: standardSettings,
      money,
      offers: [cameras],
      booking: { ...slot(0), name: 'Ada Lovelace', email: 'ada@example.com', ...booking },
      now,
      ...extra,
    });
  /** Concurrently on PostgreSQL; one after another on PGlite, which has one connection. */
  const all = async <T>(tasks: (() => Promise<T>)[]) => {
    if (engine === 'postgres') return Promise.all(tasks.map((task) => task()));
    const results: T[] = [];
    for (const task of tasks) results.push(await task());
    return results;
  };
  const created = (outcome: CreateBookingOutcome) => {
    if (outcome.kind !== 'created') throw new Error(`not created: ${JSON.stringify(outcome)}`);
    return outcome.booking;
  };

  it('redeems a code with 10 uses left exactly 10 times out of 50 concurrent bookings', async () => {
    await createPromoCode(handle.db, { code: 'ten-left', kind: 'percent', value: 10, maxUses: 10 });
    const outcomes = await all(
      Array.from(
        { length: 50 },
        (_, i) => () => book({ ...slot(i), email: `guest${i}@example.com`, promoCode: 'TEN-LEFT' }),
      ),
    );
    const withCode = outcomes.filter((outcome) => outcome.kind === 'created');
    expect(withCode).toHaveLength(10);
    for (const outcome of withCode) {
      expect(created(outcome).priceLines.at(-1)).toMatchObject({
        kind: 'discount',
        grossPence: -1600,
      });
    }
    expect(
      outcomes.filter(
        (outcome) => outcome.kind === 'invalid' && /used up/.test(outcome.problem.message),
      ),
    ).toHaveLength(40);
    const [code] = await handle.db
      .select()
      .from(tables.promoCodes)
      .where(eq(tables.promoCodes.code, 'TEN-LEFT'));
    expect(code!.uses).toBe(10);
    expect(await handle.db.select().from(tables.promoRedemptions)).toHaveLength(10);
    // A refused code stores no booking.
    expect(await handle.db.select().from(tables.bookings)).toHaveLength(10);
  });

  it('lets each customer use a once-per-customer code once, however many tries run at once', async () => {
    await createPromoCode(handle.db, {
      code: 'ONCE',
      kind: 'amount',
      value: 500,
      maxUsesPerCustomer: 1,
    });
    const outcomes = await all(
      Array.from(
        { length: 5 },
        (_, i) => () => book({ ...slot(60 + i), email: 'Same@Example.com', promoCode: 'once' }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.kind === 'created')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.kind === 'invalid')).toHaveLength(4);
    created(await book({ ...slot(70), email: 'other@example.com', promoCode: 'ONCE' }));
  });

  it('numbers 50 concurrent invoices without a gap, also when refused bookings roll back between them', async () => {
    await handle.db.delete(tables.invoices);
    await handle.db.delete(tables.invoiceCounters);
    // 50 free slots, and 10 rival requests for ten of them: one of each pair fails and rolls back.
    const tasks = [
      ...Array.from(
        { length: 50 },
        (_, i) => () => book({ ...slot(100 + i), email: `inv${i}@example.com` }),
      ),
      ...Array.from(
        { length: 10 },
        (_, i) => () => book({ ...slot(100 + i * 5), email: `rival${i}@example.com` }),
      ),
    ];
    const outcomes = await all(tasks);
    expect(outcomes.filter((outcome) => outcome.kind === 'created')).toHaveLength(50);
    const numbers = (await handle.db.select().from(tables.invoices))
      .map((row) => row.number)
      .sort();
    expect(numbers).toEqual(
      Array.from({ length: 50 }, (_, i) => `INV-2026-${String(i + 1).padStart(6, '0')}`),
    );
  });

  it('holds a slot while the customer pays, tells a second customer, and frees it when the hold runs out', async () => {
    await createPromoCode(handle.db, { code: 'HOLDME', kind: 'percent', value: 20, maxUses: 1 });
    const held = created(
      await book({ ...slot(200), promoCode: 'HOLDME', addOns: ['cameras'] }, { payOnline: true }),
    );
    expect(held).toMatchObject({ status: 'pending', paymentMethod: 'stripe' });
    expect(held.holdExpiresAt!.getTime() - now.getTime()).toBe(15 * 60_000);
    // Deposit of 50% of (2 h at £80 + £120 cameras) less 20%.
    expect(held.pricePence).toBe(Math.round((16000 + 12000) * 0.8));
    expect(held.dueOnlinePence).toBe(held.pricePence / 2);
    // The cameras' 30 minutes of setup are held too.
    expect(held.blockedFrom.getTime()).toBe(slot(200).start.getTime() - 30 * 60_000);
    expect(await documentsOfBooking(handle.db, held.id)).toEqual([]);

    const second = await book({ ...slot(200), email: 'second@example.com' });
    expect(second).toEqual({ kind: 'conflict', held: true });
    // Setup time counts: a session ending 15 minutes into the setup window conflicts too.
    const before = slot(200);
    const touching = await book({
      start: new Date(before.start.getTime() - 2 * 3_600_000),
      end: new Date(before.start.getTime() - 30 * 60_000),
      email: 'early@example.com',
    });
    expect(touching.kind).toBe('conflict');

    const handlers = { [BOOKING_HOLD_EXPIRY_JOB]: holdExpiryHandler(() => null) };
    await runDueJobs(handle.db, handlers, { now: new Date(now.getTime() + 14 * 60_000) });
    const [stillHeld] = await handle.db
      .select()
      .from(tables.bookings)
      .where(eq(tables.bookings.id, held.id));
    expect(stillHeld!.status).toBe('pending');
    await runDueJobs(handle.db, handlers, { now: new Date(now.getTime() + 15 * 60_000) });
    const [expired] = await handle.db
      .select()
      .from(tables.bookings)
      .where(eq(tables.bookings.id, held.id));
    expect(expired!.status).toBe('expired');
    // The code's use came back with the slot.
    const [code] = await handle.db
      .select()
      .from(tables.promoCodes)
      .where(eq(tables.promoCodes.code, 'HOLDME'));
    expect(code!.uses).toBe(0);
    created(await book({ ...slot(200), email: 'second@example.com', promoCode: 'HOLDME' }));
  });

  it('frees an overdue hold at once when someone books its slot before the expiry job ran', async () => {
    created(await book({ ...slot(210) }, { payOnline: true }));
    const later = new Date(now.getTime() + 16 * 60_000);
    created(await book({ ...slot(210), email: 'punctual@example.com' }, { now: later }));
  });

  it('cancels inside the fee window: keeps the fee, credits the rest, and owes back what was paid beyond it', async () => {
    const booking = created(await book({ ...slot(220), email: 'late@example.com' }));
    expect(booking.pricePence).toBe(16000);
    await handle.db.transaction((tx) =>
      recordPaymentIn(tx, booking, {
        amountPence: 16000,
        method: 'card_terminal',
        idempotencyKey: `test:${booking.id}`,
        now,
      }),
    );
    const [paid] = await handle.db
      .select()
      .from(tables.bookings)
      .where(eq(tables.bookings.id, booking.id));
    // One day before the start: inside the 48-hour window, 50% fee.
    const dayBefore = new Date(booking.startAt.getTime() - 24 * 3_600_000);
    const outcome = await cancelBooking(handle.db, paid!, {
      byAdmin: false,
      money,
      now: dayBefore,
    });
    if (outcome.kind !== 'done') throw new Error('not cancelled');
    expect(outcome.booking).toMatchObject({ status: 'cancelled', cancellationFeePence: 8000 });
    const documents = await documentsOfBooking(handle.db, booking.id);
    expect(documents.map((document) => [document.kind, document.grossPence])).toEqual([
      ['invoice', 16000],
      ['credit_note', 8000],
    ]);
    expect(documents[1]!.creditsInvoiceId).toBe(documents[0]!.id);
    expect(documents[1]!.vatPence).toBe(1333);
    const refunds = (await paymentsOfBooking(handle.db, booking.id)).filter(
      (p) => p.direction === 'out',
    );
    expect(refunds).toMatchObject([{ amountPence: 8000, status: 'owed', method: 'bank_transfer' }]);
    // What the booking now owes is the fee: the £80 beyond it is a refund the studio still owes.
    expect(outcome.booking.invoicedPence).toBe(8000);
    expect(paymentState(outcome.booking)).toEqual({
      state: 'refund due',
      balancePence: 0,
      refundDuePence: 8000,
    });
    const mails = await handle.db
      .select()
      .from(tables.mailMessages)
      .where(
        and(
          eq(tables.mailMessages.kind, 'booking_cancelled'),
          eq(tables.mailMessages.to, 'late@example.com'),
        ),
      );
    expect(mails[0]!.text).toContain('Cancellation fee: £80');
    expect(mails[0]!.text).toContain('Refund: £80');
    // Cancelling again changes nothing.
    expect(
      (await cancelBooking(handle.db, outcome.booking, { byAdmin: false, money, now: dayBefore }))
        .kind,
    ).toBe('invalid');
  });

  it('prints the billing address given at booking on the invoice and on its credit note', async () => {
    const address = 'Acme Podcasts Ltd\n1 High Street\nLondon N1 1AA';
    const booking = created(
      await book({ ...slot(230), email: 'acme@example.com', billingAddress: address }),
    );
    const cancelled = await cancelBooking(handle.db, booking, { byAdmin: true, money, now });
    expect(cancelled.kind).toBe('done');
    const [invoice, creditNote] = await documentsOfBooking(handle.db, booking.id);
    expect(invoice!.customer).toEqual({
      name: 'Ada Lovelace',
      address,
      email: 'acme@example.com',
    });
    expect(creditNote!.customer.address).toBe(address);
    expect(invoiceRows(creditNote!, invoice!, booking.reference).customerLines).toEqual([
      'Ada Lovelace',
      'Acme Podcasts Ltd',
      '1 High Street',
      'London N1 1AA',
      'acme@example.com',
    ]);
  });

  it('replaces the invoice when a move changes the price, and refuses a customer move inside the window', async () => {
    const booking = created(await book({ ...slot(230), email: 'mover@example.com' }));
    const longer = slot(231);
    const moved = await rescheduleBooking(handle.db, booking, {
      studio,
      settings: standardSettings,
      money,
      start: longer.start,
      end: new Date(longer.end.getTime() + 3_600_000),
      now: new Date(now.getTime() + 3_600_000),
    });
    if (moved.kind !== 'done') throw new Error(`not moved: ${JSON.stringify(moved)}`);
    expect(moved.booking).toMatchObject({ pricePence: 24000, invoicedPence: 24000 });
    expect(paymentState(moved.booking)).toMatchObject({
      state: 'balance due',
      balancePence: 24000,
    });
    const documents = await documentsOfBooking(handle.db, booking.id);
    expect(documents.map((document) => [document.kind, document.grossPence])).toEqual([
      ['invoice', 16000],
      ['credit_note', 16000],
      ['invoice', 24000],
    ]);
    const tooLate = await rescheduleBooking(handle.db, moved.booking, {
      studio,
      settings: standardSettings,
      money,
      start: slot(232).start,
      end: new Date(slot(232).end.getTime() + 3_600_000),
      now: new Date(moved.booking.startAt.getTime() - 3_600_000),
    });
    expect(tooLate).toMatchObject({ kind: 'invalid' });
  });
});
