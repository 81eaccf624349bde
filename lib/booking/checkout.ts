import { and, eq, lte } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db';
import { tables } from '../db';
import type { JobHandler } from '../jobs';
import type { PaymentEvent, PaymentProvider } from '../payments/provider';
import type { MoneySettings } from './catalog';
import { describeSessionTime } from '../time';
import { manageLink } from './confirmation';
import {
  recordProviderPayment,
  recordRefund,
  sendRefund,
  sendRefundsNow,
  type Payment,
} from './payments';
import { PromoRefused, redeemPromoCode, releasePromoRedemption } from './promo-codes';
import { absoluteUrl } from '../site-url';
import { confirmBooking, hashToken, newManageToken, releaseHold, type Booking } from './store';
import {
  applyTopUpPayment,
  expireTopUp,
  type MoveContextLoader,
  type TopUpOutcome,
} from './top-ups';

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
    // No checkout was opened (none is on the hold yet), so there is nothing to close first.
    await releaseHold(db, booking, { now: new Date(), provider });
    return { ok: false };
  }
}

export type EventOutcome =
  | 'duplicate'
  | 'confirmed'
  | 'recorded'
  | 'refunded: slot taken'
  | 'refunded: booking not active'
  | 'refunded: promo code used up'
  | 'expired'
  | 'ignored'
  | "ignored: not this booking's checkout"
  | 'ignored: not the amount due'
  | 'unknown booking'
  | TopUpOutcome;

/**
 * Acts on a verified provider event once. The event is stored by its id before anything else; a
 * replay of one already processed changes nothing, and every step below is idempotent on its own
 * (the payment by its provider reference, confirmation by the booking's status), so events that
 * arrive twice or out of order leave the same state.
 */
export async function applyPaymentEvent(
  db: Database,
  provider: PaymentProvider,
  input: {
    event: PaymentEvent;
    payload: unknown;
    money: MoneySettings;
    /** What a paid top-up's move is planned with (the studio, rules, add-ons, busy times). */
    loadMoveContext?: MoveContextLoader;
    now?: Date;
  },
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
  if (event.kind === 'paid' && event.topUpId) {
    const result = await applyTopUpPayment(
      db,
      { ...event, topUpId: event.topUpId },
      { money: input.money, loadMoveContext: input.loadMoveContext, now },
    );
    outcome = result.outcome;
    refunds = result.refunds;
  } else if (event.kind === 'paid') {
    const result = await applyPayment(db, event, input.money, now);
    outcome = result.outcome;
    refunds = result.refunds;
  } else if (event.kind === 'checkout-expired' && event.topUpId) {
    outcome = (await expireTopUp(db, { ...event, topUpId: event.topUpId }, now))
      ? 'expired'
      : 'ignored';
  } else if (event.kind === 'checkout-expired') {
    outcome = (await expireHold(db, event.bookingId, now, {
      evenIfEarly: true,
      checkoutRef: event.checkoutId,
    }))
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
    // Only the booking's own checkout, for exactly what it asked, pays for it: a session opened
    // elsewhere on the account (a payment link naming the booking) is recorded with the event only.
    if (!booking.checkoutRef || event.checkoutId !== booking.checkoutRef) {
      return { outcome: "ignored: not this booking's checkout" as const, refunds: [] };
    }
    if (event.amountPence !== booking.dueOnlinePence) {
      return { outcome: 'ignored: not the amount due' as const, refunds: [] };
    }
    const payment = await recordProviderPayment(tx, booking, event, now);
    if (!payment) return { outcome: 'duplicate' as const, refunds: [] };
    if (booking.status === 'active' || booking.status === 'no_show') {
      return { outcome: 'recorded' as const, refunds: [] };
    }
    let refused: 'refunded: slot taken' | 'refunded: promo code used up' = 'refunded: slot taken';
    if (booking.status === 'pending' || booking.status === 'expired') {
      const confirmed = await confirmHeldBooking(tx, booking, money, now);
      if (confirmed === 'confirmed') return { outcome: 'confirmed' as const, refunds: [] };
      if (confirmed === 'promo used up') refused = 'refunded: promo code used up';
    }
    // Paid for a slot someone else took after the hold lapsed, with a code that can no longer be
    // redeemed, or for a booking no longer active: the money goes back in full.
    const reasons = {
      'refunded: booking not active': 'Paid after cancellation',
      'refunded: slot taken': 'Paid after the hold expired; the slot was taken',
      'refunded: promo code used up': 'Paid after the hold expired; the promo code was used up',
    } as const;
    const outcome = booking.status === 'cancelled' ? 'refunded: booking not active' : refused;
    const refunds = await recordRefund(tx, booking, {
      amountPence: event.amountPence,
      reason: reasons[outcome],
      idempotencyKey: `late:${event.paymentRef}`,
      now,
    });
    return { outcome, refunds };
  });
}

/**
 * Confirms a paid hold (or one that lapsed, if its slot is still free: a savepoint catches the
 * exclusion constraint). A lapsed hold gave its promo redemption back, so its code is redeemed
 * again under the code's limits as they stand now (its dates as when the booking was made); a code
 * used up meanwhile means the discount cannot stand. A fresh manage link goes out with the
 * confirmation (or the one given): only its hash is kept.
 */
export async function confirmHeldBooking(
  tx: Database,
  booking: Booking,
  money: MoneySettings,
  now: Date,
  manageToken: string = newManageToken(),
): Promise<'confirmed' | 'slot taken' | 'promo used up'> {
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
      if (updated && booking.status === 'expired') await redeemAgain(savepoint, updated);
      return updated;
    });
  } catch (error) {
    return error instanceof PromoRefused ? 'promo used up' : 'slot taken';
  }
  if (!row) return 'slot taken';
  await confirmBooking(tx, row, { manageToken, money, now });
  return 'confirmed';
}

async function redeemAgain(tx: Database, booking: Booking): Promise<void> {
  if (!booking.promoCode) return;
  const [code] = await tx
    .select()
    .from(tables.promoCodes)
    .where(eq(tables.promoCodes.code, booking.promoCode));
  if (!code) throw new PromoRefused('The promo code no longer exists.');
  const discount = booking.priceLines.find((line) => line.kind === 'discount');
  await redeemPromoCode(tx, {
    code,
    bookingId: booking.id,
    email: booking.guestEmail,
    userId: booking.userId,
    discountPence: Math.abs(discount?.grossPence ?? 0),
    now: booking.createdAt,
  });
}

/**
 * Frees a hold whose time ran out (or whose checkout the provider closed): the slot and its promo
 * redemption are free again. Returns whether it expired one.
 */
export async function expireHold(
  db: Database,
  bookingId: string,
  now: Date,
  options: { evenIfEarly?: boolean; checkoutRef?: string } = {},
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
          // The provider closing a checkout frees only the hold that checkout was for.
          options.checkoutRef ? eq(tables.bookings.checkoutRef, options.checkoutRef) : undefined,
        ),
      )
      .returning();
    if (row) await releasePromoRedemption(tx, row.id);
    return row ?? null;
  });
}

const holdJob = z.object({ bookingId: z.uuid() });

/**
 * The expiry job of a hold: closes its checkout so it can no longer be paid, then frees it. When the
 * provider does not answer the job fails and is retried; a booking that needs the slot meanwhile
 * frees the overdue hold itself.
 */
export function holdExpiryHandler(provider: () => PaymentProvider | null): JobHandler {
  return async (payload, { db, now }) => {
    const { bookingId } = holdJob.parse(payload);
    const [hold] = await db
      .select({
        status: tables.bookings.status,
        checkoutRef: tables.bookings.checkoutRef,
        holdExpiresAt: tables.bookings.holdExpiresAt,
      })
      .from(tables.bookings)
      .where(eq(tables.bookings.id, bookingId));
    const due =
      hold?.status === 'expired' ||
      (hold?.status === 'pending' && !!hold.holdExpiresAt && hold.holdExpiresAt <= now);
    // The checkout is closed first, so the hold cannot be paid once it is freed; a payment already
    // under way arrives for an expired hold and is re-checked (applyPayment).
    if (due && hold.checkoutRef) await provider()?.expireCheckout(hold.checkoutRef);
    await expireHold(db, bookingId, now);
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
