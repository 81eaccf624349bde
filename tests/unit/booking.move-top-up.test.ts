// Issue #46 item 3, "a move is a new plan": a customer moves an online booking to a dearer time and
// pays the deposit difference through its own checkout; only then does the move happen. Real
// database (PGlite and PostgreSQL), the official Stripe client against the offline stand-in, the
// manage page's move route and the webhook's event handling as the product runs them.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createBooking, rescheduleBooking, type Booking } from '@/lib/booking';
import { moneySettingsFrom } from '@/lib/booking/catalog';
import { applyPaymentEvent, openCheckout, type EventOutcome } from '@/lib/booking/checkout';
import { requestCancellation, requestReschedule } from '@/lib/booking/http';
import { documentsOfBooking } from '@/lib/booking/invoices';
import { paymentsOfBooking } from '@/lib/booking/payments';
import { moveContextOf } from '@/lib/booking/service';
import { hashToken } from '@/lib/booking/store';
import { tables, type Database } from '@/lib/db';
import { InvalidSignatureError, type PaymentProvider } from '@/lib/payments/provider';
import { londonWallTimeToInstant, type LocalDate } from '@/lib/time';
import { describeOnEachEngine, enginesUnderTest } from '../fixtures/databases';
import { callRoute, jsonPost } from '../fixtures/routes';
import { startStripeStandIn, type StripeStandIn } from '../fixtures/stripe-stand-in.mjs';
import { standardSettings, testStudio, weekdayAhead } from '../fixtures/studios';
import { startWebhookReceiver } from '../fixtures/webhook-receiver';

// The routes read studios, hours and money settings from the content store: here the test's own.
vi.mock('@/lib/booking/catalog', async (importOriginal) =>
  (await import('../fixtures/catalog')).withTestStudios(importOriginal, 50),
);
// The routes' provider is the stand-in's (the environment is read once, before the stand-in runs).
const current = vi.hoisted(() => ({ provider: null as PaymentProvider | null }));
vi.mock('@/lib/payments/stripe', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/payments/stripe')>();
  return {
    ...actual,
    paymentProviderFromEnv: (env?: Parameters<typeof actual.paymentProviderFromEnv>[0]) =>
      env ? actual.paymentProviderFromEnv(env) : current.provider,
  };
});

const { paymentProviderFromEnv } = await import('@/lib/payments/stripe');
const engines = await enginesUnderTest();
const WEBHOOK_SECRET = 'whsec_move_top_up_0123456789';
// £80 an hour on weekdays before 18:00 (the mocked catalog's studio), a 50% deposit.
const studio = { ...testStudio('studio-one'), eveningWeekendRate: 100 };
const money = moneySettingsFrom({ depositPercent: 50 });

let standIn: StripeStandIn;
let provider: PaymentProvider;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>> | undefined;
let database: Database | null = null;
const outcomes: EventOutcome[] = [];

beforeAll(async () => {
  receiver = await startWebhookReceiver(async (body, signature) => {
    try {
      const verified = provider.verifyEvent(body, signature);
      outcomes.push(
        await applyPaymentEvent(database!, provider, {
          ...verified,
          money,
          loadMoveContext: moveContextOf,
        }),
      );
      return 200;
    } catch (error) {
      if (!(error instanceof InvalidSignatureError)) console.error(error);
      return error instanceof InvalidSignatureError ? 400 : 500;
    }
  });
  standIn = await startStripeStandIn({ webhookUrl: receiver.url, webhookSecret: WEBHOOK_SECRET });
  provider = paymentProviderFromEnv({
    STRIPE_SECRET_KEY: 'sk_test_move_top_up',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: standIn.url,
  })!;
  current.provider = provider;
});

afterAll(async () => {
  await standIn?.close();
  await receiver?.close();
});

/** `hours` from `hour` o'clock London time on that day. */
const slot = (date: LocalDate, hour: number, hours: number) => {
  const start = londonWallTimeToInstant(date, hour * 60);
  return { start, end: new Date(start.getTime() + hours * 3_600_000) };
};

describeOnEachEngine(engines, 'a dearer move on $engine', 'deposit top-ups', (handle) => {
  const db = () => handle.db;
  const reload = async (id: string) =>
    (await db().select().from(tables.bookings).where(eq(tables.bookings.id, id)))[0]!;
  const topUpsOf = (bookingId: string) =>
    db()
      .select()
      .from(tables.bookingTopUps)
      .where(eq(tables.bookingTopUps.bookingId, bookingId))
      .orderBy(tables.bookingTopUps.createdAt);

  /** An hour at 10:00 paid online: £80, its £40 deposit paid; and the e-mailed manage token. */
  const paidBooking = async (date: LocalDate, email: string) => {
    database = db();
    const held = await createBooking(db(), {
      studio,
      settings: standardSettings,
      money,
      booking: { ...slot(date, 10, 1), name: 'Ada Lovelace', email },
      payOnline: true,
    });
    if (held.kind !== 'created') throw new Error(JSON.stringify(held));
    const checkout = await openCheckout(db(), provider, held.booking, held.manageToken);
    if (!checkout.ok) throw new Error('no checkout');
    outcomes.length = 0;
    await standIn.completeSession((await reload(held.booking.id)).checkoutRef!);
    expect(outcomes).toEqual(['confirmed']);
    const [mail] = await db()
      .select()
      .from(tables.mailMessages)
      .where(
        and(eq(tables.mailMessages.to, email), eq(tables.mailMessages.kind, 'booking_confirmed')),
      );
    const token = decodeURIComponent(/manage\/[^?]+\?token=([^\s&]+)/.exec(mail!.text)![1]!);
    const booking = await reload(held.booking.id);
    expect(booking).toMatchObject({ status: 'active', pricePence: 8000, paidPence: 4000 });
    return { booking, token };
  };
  const move = async (
    booking: Booking,
    token: string,
    time: { start: Date; end: Date },
    topUpPence?: number,
  ) => {
    const response = await callRoute(
      requestReschedule,
      db(),
      jsonPost(`/api/bookings/${booking.id}/reschedule`, {
        start: time.start.toISOString(),
        end: time.end.toISOString(),
        token,
        ...(topUpPence ? { topUpPence } : {}),
      }),
      { params: { id: booking.id } },
    );
    return {
      status: response.status,
      body: (await response.json()) as {
        topUp?: {
          amountPence: number;
          pricePence: number;
          priceChangePence: number;
          message: string;
        };
        checkoutUrl?: string;
        error?: string;
      },
    };
  };
  /** Asks for the move, is told the difference, agrees to it: the checkout of the top-up. */
  const openTopUpFor = async (
    booking: Booking,
    token: string,
    time: { start: Date; end: Date },
  ) => {
    const offered = await move(booking, token, time);
    expect(offered.status).toBe(200);
    const agreed = await move(booking, token, time, offered.body.topUp!.amountPence);
    expect(agreed.status).toBe(200);
    const [topUp] = (await topUpsOf(booking.id)).filter((row) => row.status === 'open');
    return { offer: offered.body.topUp!, checkoutUrl: agreed.body.checkoutUrl!, topUp: topUp! };
  };
  /** The ledger as the database keeps it: the booking's columns are its payments' sums. */
  const expectLedgerInOrder = async (booking: Booking) => {
    const payments = await paymentsOfBooking(db(), booking.id);
    const sum = (rows: typeof payments) => rows.reduce((total, p) => total + p.amountPence, 0);
    const fresh = await reload(booking.id);
    expect(fresh.paidPence).toBe(sum(payments.filter((p) => p.direction === 'in')));
    expect(fresh.refundsRecordedPence).toBe(
      sum(payments.filter((p) => p.direction === 'out' && p.status !== 'failed')),
    );
    expect(fresh.refundsRecordedPence).toBeLessThanOrEqual(fresh.paidPence);
    if (fresh.status === 'active')
      expect(fresh.paidPence).toBeGreaterThanOrEqual(fresh.dueOnlinePence);
  };

  it('states the new price and the difference first, moves only once the difference is paid, and replaces the invoice', async () => {
    const date = weekdayAhead(10);
    const { booking, token } = await paidBooking(date, 'topup.paid@example.com');
    const longer = slot(date, 10, 2);

    const offered = await move(booking, token, longer);
    expect(offered).toEqual({
      status: 200,
      body: {
        topUp: {
          pricePence: 16000,
          priceChangePence: 8000,
          amountPence: 4000,
          message:
            'Moving costs £80 more (£160 in all); pay the £40 deposit difference now to move. The rest is paid at the studio.',
        },
      },
    });
    // A difference other than the one stated opens nothing either.
    expect((await move(booking, token, longer, 1000)).body.checkoutUrl).toBeUndefined();
    expect(await topUpsOf(booking.id)).toEqual([]);

    const { checkoutUrl, topUp } = await openTopUpFor(booking, token, longer);
    const session = standIn.sessions.get(topUp.checkoutRef!)!;
    expect(checkoutUrl).toBe(session.url);
    expect(session).toMatchObject({ amount_total: 4000, currency: 'gbp' });
    expect(session.metadata).toMatchObject({ bookingId: booking.id, topUpId: topUp.id });
    // Not moved yet.
    expect(await reload(booking.id)).toMatchObject({ endAt: booking.endAt, pricePence: 8000 });

    outcomes.length = 0;
    const paid = await standIn.completeSession(topUp.checkoutRef!);
    expect(outcomes).toEqual(['moved']);
    const moved = await reload(booking.id);
    expect(moved).toMatchObject({
      startAt: longer.start,
      endAt: longer.end,
      pricePence: 16000,
      invoicedPence: 16000,
      dueOnlinePence: 8000,
      paidPence: 8000,
      refundsRecordedPence: 0,
    });
    expect((await topUpsOf(booking.id)).map((row) => row.status)).toEqual(['applied']);
    const documents = await documentsOfBooking(db(), booking.id);
    expect(documents.map((d) => `${d.kind} ${d.grossPence}`).sort()).toEqual([
      'credit_note 8000',
      'invoice 16000',
      'invoice 8000',
    ]);
    // The way back from the checkout opens the moved booking; the old link no longer does.
    const next = new URL(session.success_url).searchParams.get('token')!;
    expect(moved.manageTokenHash).toBe(hashToken(next));
    expect(moved.manageTokenHash).not.toBe(hashToken(token));
    const mails = await db()
      .select()
      .from(tables.mailMessages)
      .where(eq(tables.mailMessages.to, 'topup.paid@example.com'));
    expect(mails.filter((m) => m.kind === 'booking_rescheduled')).toHaveLength(1);
    await expectLedgerInOrder(booking);

    // Replayed: nothing twice.
    await standIn.deliver(paid.event.id);
    await standIn.deliver(paid.event.id);
    expect(outcomes).toEqual(['moved', 'duplicate', 'duplicate']);
    expect(await paymentsOfBooking(db(), booking.id)).toHaveLength(2);
    expect((await documentsOfBooking(db(), booking.id)).length).toBe(3);
    expect((await reload(booking.id)).icsSequence).toBe(moved.icsSequence);

    // Cancelled in the free window: the £80 paid in two payments goes back as two refunds, each
    // within its own payment (the provider refuses more than a payment's amount).
    const cancelled = await callRoute(
      requestCancellation,
      db(),
      jsonPost(`/api/bookings/${booking.id}/cancel`, { token: next }),
      { params: { id: booking.id } },
    );
    expect(cancelled.status).toBe(200);
    const payments = await paymentsOfBooking(db(), booking.id);
    const refunds = payments.filter((p) => p.direction === 'out');
    expect(refunds.map((p) => [p.amountPence, p.status]).sort()).toEqual([
      [4000, 'succeeded'],
      [4000, 'succeeded'],
    ]);
    const paidIn = payments.filter((p) => p.direction === 'in').map((p) => p.id);
    expect(refunds.map((p) => p.refundOf).sort()).toEqual([...paidIn].sort());
    expect(await reload(booking.id)).toMatchObject({
      refundsRecordedPence: 8000,
      refundedPence: 8000,
    });
    await expectLedgerInOrder(booking);
  });

  it("ignores a session that is not the top-up's own, and an amount other than its difference", async () => {
    const date = weekdayAhead(20);
    const { booking, token } = await paidBooking(date, 'topup.foreign@example.com');
    const { topUp } = await openTopUpFor(booking, token, slot(date, 10, 2));
    // Another session on the account naming the booking and the top-up (a payment link would).
    const foreign = await provider.createCheckout({
      bookingId: booking.id,
      topUpId: topUp.id,
      reference: booking.reference,
      amountPence: topUp.amountPence,
      description: 'Payment link',
      customerEmail: 'payer@example.com',
      successUrl: 'http://localhost:3000/',
      cancelUrl: 'http://localhost:3000/',
      idempotencyKey: `foreign-${randomUUID()}`,
    });
    outcomes.length = 0;
    await standIn.completeSession(foreign.id);
    expect(outcomes).toEqual(["ignored: not this top-up's checkout"]);
    // The top-up's own checkout for another amount (an event the stand-in cannot make: applied as
    // the webhook would apply it).
    const wrongAmount = await applyPaymentEvent(db(), provider, {
      event: {
        id: `evt_${randomUUID()}`,
        kind: 'paid',
        checkoutId: topUp.checkoutRef!,
        bookingId: booking.id,
        topUpId: topUp.id,
        paymentRef: `pi_${randomUUID()}`,
        amountPence: topUp.amountPence - 1,
      },
      payload: {},
      money,
      loadMoveContext: moveContextOf,
    });
    expect(wrongAmount).toBe('ignored: not the amount due');
    expect(await reload(booking.id)).toMatchObject({ endAt: booking.endAt, paidPence: 4000 });
    expect((await topUpsOf(booking.id)).map((row) => row.status)).toEqual(['open']);
    expect(await paymentsOfBooking(db(), booking.id)).toHaveLength(1);
  });

  it('records and refunds in full a top-up whose time was taken before the money arrived, and tells the customer', async () => {
    const date = weekdayAhead(30);
    const { booking, token } = await paidBooking(date, 'topup.taken@example.com');
    const { topUp } = await openTopUpFor(booking, token, slot(date, 10, 2));
    // Someone else books 12:00-13:00 (inside the new time's buffer) while the customer pays.
    const other = await createBooking(db(), {
      studio,
      settings: standardSettings,
      money,
      booking: { ...slot(date, 12, 1), name: 'Grace', email: 'grace@example.com' },
    });
    expect(other.kind).toBe('created');
    outcomes.length = 0;
    await standIn.completeSession(topUp.checkoutRef!);
    expect(outcomes).toEqual(['refunded: time taken']);
    const kept = await reload(booking.id);
    expect(kept).toMatchObject({
      startAt: booking.startAt,
      endAt: booking.endAt,
      pricePence: 8000,
      dueOnlinePence: 4000,
      paidPence: 8000,
      refundsRecordedPence: 4000,
      // Sent through the provider at once.
      refundedPence: 4000,
    });
    const refunds = (await paymentsOfBooking(db(), booking.id)).filter(
      (p) => p.direction === 'out',
    );
    expect(refunds.map((p) => [p.amountPence, p.status])).toEqual([[4000, 'succeeded']]);
    expect((await topUpsOf(booking.id)).map((row) => row.status)).toEqual(['refunded']);
    const [mail] = await db()
      .select()
      .from(tables.mailMessages)
      .where(
        and(
          eq(tables.mailMessages.to, 'topup.taken@example.com'),
          eq(tables.mailMessages.kind, 'booking_top_up_refunded'),
        ),
      );
    expect(mail!.text).toContain('Someone else booked that time before your payment arrived.');
    expect(mail!.text).toContain('Refund: £40 to your card, in full.');
    await expectLedgerInOrder(booking);
  });

  it('changes nothing when a top-up expires unpaid, and refunds one paid after a newer move superseded it', async () => {
    const date = weekdayAhead(40);
    const { booking, token } = await paidBooking(date, 'topup.expired@example.com');
    const { topUp } = await openTopUpFor(booking, token, slot(date, 10, 2));
    outcomes.length = 0;
    await standIn.expireSession(topUp.checkoutRef!);
    expect(outcomes).toEqual(['expired']);
    expect((await topUpsOf(booking.id)).map((row) => row.status)).toEqual(['expired']);
    expect(await reload(booking.id)).toMatchObject({ endAt: booking.endAt, paidPence: 4000 });
    expect(await paymentsOfBooking(db(), booking.id)).toHaveLength(1);

    // A newer top-up closes the older one's checkout.
    const first = await openTopUpFor(booking, token, slot(date, 10, 2));
    const second = await openTopUpFor(booking, token, slot(date, 10, 3));
    expect(standIn.sessions.get(first.topUp.checkoutRef!)!.status).toBe('expired');
    expect(second.offer.amountPence).toBe(8000);
    // The studio moves the booking meanwhile: the open top-up is superseded, and its payment,
    // still under way, is refunded in full.
    const byAdmin = await rescheduleBooking(db(), await reload(booking.id), {
      studio,
      settings: standardSettings,
      money,
      byAdmin: true,
      ...slot(date, 14, 1),
    });
    expect(byAdmin.kind).toBe('done');
    outcomes.length = 0;
    await standIn.completeSession(second.topUp.checkoutRef!);
    // (The closed checkout's own event arrives in the background and finds nothing to do.)
    expect(outcomes.filter((outcome) => outcome !== 'ignored')).toEqual([
      'refunded: top-up superseded',
    ]);
    expect(await reload(booking.id)).toMatchObject({
      startAt: slot(date, 14, 1).start,
      paidPence: 12000,
      refundsRecordedPence: 8000,
    });
    await expectLedgerInOrder(booking);
  });

  it("a cancellation closes an open top-up's checkout", async () => {
    const date = weekdayAhead(50);
    const { booking, token } = await paidBooking(date, 'topup.cancel@example.com');
    const { topUp } = await openTopUpFor(booking, token, slot(date, 10, 2));
    const response = await callRoute(
      requestCancellation,
      db(),
      jsonPost(`/api/bookings/${booking.id}/cancel`, { token }),
      { params: { id: booking.id } },
    );
    expect(response.status).toBe(200);
    expect(standIn.sessions.get(topUp.checkoutRef!)!.status).toBe('expired');
    expect((await topUpsOf(booking.id)).map((row) => row.status)).toEqual(['expired']);
    await expectLedgerInOrder(booking);
  });

  it('an admin moves to a dearer time without a top-up: the rest is a balance due', async () => {
    const date = weekdayAhead(60);
    const { booking } = await paidBooking(date, 'topup.admin@example.com');
    const byAdmin = await rescheduleBooking(db(), booking, {
      studio,
      settings: standardSettings,
      money,
      byAdmin: true,
      ...slot(date, 10, 2),
    });
    if (byAdmin.kind !== 'done') throw new Error(JSON.stringify(byAdmin));
    expect(byAdmin.booking).toMatchObject({
      pricePence: 16000,
      dueOnlinePence: 4000,
      paidPence: 4000,
    });
    expect(await topUpsOf(booking.id)).toEqual([]);
  });
});
