import { and, eq, lte } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db';
import { tables } from '../db';
import type { JobHandler } from '../jobs';
import type { PaymentEvent, PaymentProvider } from '../payments/provider';
import type { MoneySettings } from './catalog';
import { describeSessionTime, manageLink } from './confirmation';
import {
  recordPaymentIn,
  recordRefund,
  sendRefund,
  sendRefundsNow,
  type Payment,
} from './payments';
import { releasePromoRedemption } from './promo-codes';
import { absoluteUrl } from '../site-url';
import { confirmBooking, hashToken, newManageToken, releaseHold, type Booking } from './store';

// Paying online: the hold's checkout, the provider's events that confirm (or refund) it, and the
// expiry of holds nobody paid for.

/** Opens the provider's checkout for a hold; a failure releases the hold so the slot is free again. */
export async function openCheckout(
  db: Database,
  provider: PaymentProvider,
  booking: Booking,
  manageToken: string,
): Promise<{ ok: true; url: string } | { ok: false }> {
  const manage = manageLink(booking, manageToken);
  try {
    const checkout = await provider.createCheckout({
      bookingId: booking.id,
      reference: booking.reference,
      amountPence: booking.dueOnlinePence,
      description: `${booking.dueOnlinePence < booking.pricePence ? 'Deposit' : 'Payment'} for ${booking.studioName}, ${describeSessionTime(booking.startAt, booking.endAt)} (${booking.reference})`,
      customerEmail: booking.guestEmail,
      successUrl: absoluteUrl(
        `/booking/confirmed/${booking.reference}?token=${encodeURIComponent(manageToken)}`,
      ),
      cancelUrl: manage,
      idempotencyKey: `checkout:${booking.id}`,
    });
    await db
      .update(tables.bookings)
      .set({ checkoutRef: checkout.id })
      .where(eq(tables.bookings.id, booking.id));
    return { ok: true, url: checkout.url };
  } catch (error) {
    console.error('The payment provider did not open a checkout; the hold is released', error);
    await releaseHold(db, booking, new Date());
    return { ok: false };
  }
}

export type EventOutcome =
  | 'duplicate'
  | 'confirmed'
  | 'recorded'
  | 'refunded: slot taken'
  | 'refunded: booking not active'
  | 'expired'
  | 'ignored'
  | 'unknown booking';

/**
 * Acts on a verified provider event once. The event is stored by its id before anything else; a
 * replay of one already processed changes nothing, and every step below is idempotent on its own
 * (the payment by its provider reference, confirmation by the booking's status), so events that
 * arrive twice or out of order leave the same state.
 */
export async function applyPaymentEvent(
  db: Database,
  provider: PaymentProvider,
  input: { event: PaymentEvent; payload: unknown; money: MoneySettings; now?: Date },
): Promise<EventOutcome> {
  const { event } = input;
  const now = input.now ?? new Date();
  const [stored] = await db
    .insert(tables.paymentEvents)
    .values({ id: event.id, type: event.kind, payload: input.payload as object, receivedAt: now })
    .onConflictDoNothing({ target: tables.paymentEvents.id })
    .returning();
  if (!stored) {
    const [seen] = await db
      .select()
      .from(tables.paymentEvents)
      .where(eq(tables.paymentEvents.id, event.id));
    if (seen?.processedAt) return 'duplicate';
  }
  let refunds: (Payment | null)[] = [];
  let outcome: EventOutcome;
  if (event.kind === 'paid') {
    const result = await applyPayment(db, event, input.money, now);
    outcome = result.outcome;
    refunds = result.refunds;
  } else if (event.kind === 'checkout-expired') {
    outcome = (await expireHold(db, event.bookingId, now, { evenIfEarly: true }))
      ? 'expired'
      : 'ignored';
  } else {
    outcome = 'ignored';
  }
  await db
    .update(tables.paymentEvents)
    .set({ processedAt: now, outcome })
    .where(eq(tables.paymentEvents.id, event.id));
  await sendRefundsNow(db, provider, refunds);
  return outcome;
}

async function applyPayment(
  db: Database,
  event: Extract<PaymentEvent, { kind: 'paid' }>,
  money: MoneySettings,
  now: Date,
): Promise<{ outcome: EventOutcome; refunds: (Payment | null)[] }> {
  return db.transaction(async (tx) => {
    const [booking] = await tx
      .select()
      .from(tables.bookings)
      .where(eq(tables.bookings.id, event.bookingId))
      .for('update');
    if (!booking) return { outcome: 'unknown booking' as const, refunds: [] };
    const payment = await recordPaymentIn(tx, booking, {
      amountPence: event.amountPence,
      method: 'stripe',
      providerRef: event.paymentRef,
      idempotencyKey: `stripe:${event.paymentRef}`,
      now,
    });
    if (!payment) return { outcome: 'duplicate' as const, refunds: [] };
    if (booking.status === 'active' || booking.status === 'no_show') {
      return { outcome: 'recorded' as const, refunds: [] };
    }
    if (booking.status === 'pending' || booking.status === 'expired') {
      const confirmed = await confirmHeldBooking(tx, booking, money, now);
      if (confirmed) return { outcome: 'confirmed' as const, refunds: [] };
    }
    // Paid for a slot someone else took after the hold lapsed, or for a booking no longer active:
    // the money goes back in full.
    const refund = await recordRefund(tx, booking, {
      amountPence: event.amountPence,
      reason:
        booking.status === 'cancelled'
          ? 'Paid after cancellation'
          : 'Paid after the hold expired; the slot was taken',
      idempotencyKey: `late:${event.paymentRef}`,
      now,
    });
    return {
      outcome:
        booking.status === 'cancelled'
          ? ('refunded: booking not active' as const)
          : ('refunded: slot taken' as const),
      refunds: [refund],
    };
  });
}

/**
 * Confirms a paid hold (or one that lapsed, if its slot is still free: a savepoint catches the
 * exclusion constraint). A fresh manage link goes out with the confirmation: only its hash is kept.
 * A lapsed hold gave its promo redemption back; the discount was paid for, so it stands uncounted.
 */
async function confirmHeldBooking(
  tx: Database,
  booking: Booking,
  money: MoneySettings,
  now: Date,
): Promise<boolean> {
  const manageToken = newManageToken();
  let row: Booking | undefined;
  try {
    row = await tx.transaction(async (savepoint) => {
      const [updated] = await savepoint
        .update(tables.bookings)
        .set({
          status: 'active',
          holdExpiresAt: null,
          // Confirmed, it is invoiced: confirmBooking issues the invoice.
          invoicedPence: booking.pricePence,
          manageTokenHash: hashToken(manageToken),
          updatedAt: now,
        })
        .where(eq(tables.bookings.id, booking.id))
        .returning();
      return updated;
    });
  } catch {
    return false;
  }
  if (!row) return false;
  await confirmBooking(tx, row, { manageToken, money, now });
  return true;
}

/**
 * Frees a hold whose time ran out (or whose checkout the provider closed): the slot and its promo
 * redemption are free again. Returns whether it expired one.
 */
export async function expireHold(
  db: Database,
  bookingId: string,
  now: Date,
  options: { evenIfEarly?: boolean } = {},
): Promise<Booking | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(tables.bookings)
      .set({ status: 'expired', updatedAt: now })
      .where(
        and(
          eq(tables.bookings.id, bookingId),
          eq(tables.bookings.status, 'pending'),
          options.evenIfEarly ? undefined : lte(tables.bookings.holdExpiresAt, now),
        ),
      )
      .returning();
    if (row) await releasePromoRedemption(tx, row.id);
    return row ?? null;
  });
}

const holdJob = z.object({ bookingId: z.uuid() });

/**
 * The expiry job of a hold: frees it, then closes its checkout so it can no longer be paid. A retry
 * (the provider did not answer) finds the hold expired already and closes the checkout again.
 */
export function holdExpiryHandler(provider: () => PaymentProvider | null): JobHandler {
  return async (payload, { db, now }) => {
    const { bookingId } = holdJob.parse(payload);
    await expireHold(db, bookingId, now);
    const [hold] = await db
      .select({ status: tables.bookings.status, checkoutRef: tables.bookings.checkoutRef })
      .from(tables.bookings)
      .where(eq(tables.bookings.id, bookingId));
    if (hold?.status === 'expired' && hold.checkoutRef) {
      await provider()?.expireCheckout(hold.checkoutRef);
    }
  };
}

const refundJob = z.object({ paymentId: z.uuid() });

/** The retry of a provider refund the request could not send. */
export function refundHandler(provider: () => PaymentProvider | null): JobHandler {
  return async (payload, { db, now }) => {
    const { paymentId } = refundJob.parse(payload);
    await sendRefund(db, provider(), paymentId, now);
  };
}
