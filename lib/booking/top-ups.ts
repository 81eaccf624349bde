import { timingSafeEqual } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../db';
import { tables } from '../db';
import { databaseError, SQLSTATE } from '../db/errors';
import type { PaymentEvent, PaymentProvider } from '../payments/provider';
import { absoluteUrl } from '../site-url';
import type { MoneySettings } from './catalog';
import { describeSessionTime } from '../time';
import { sendTopUpRefundedMail } from './confirmation';
import { recordProviderPayment, recordRefund, type Payment } from './payments';
import type { BookingPlan } from './plan';
import { formatPounds } from './rules';
import { StaffUnavailable } from '../staff/assign';
import {
  applyMove,
  hashToken,
  newManageToken,
  planMove,
  type Booking,
  type MoveInput,
} from './store';

// A customer's move to a dearer time of an online booking: the deposit difference is paid through
// its own checkout first, and the move is made by the payment's webhook, in the transaction that
// records the money (docs/booking.md, "A dearer move").

export type TopUp = typeof tables.bookingTopUps.$inferSelect;

/**
 * How long the checkout of a top-up stays open. Stripe's shortest is 30 minutes; a little more, so
 * that the time the request takes to reach it never makes it too short.
 */
export const TOP_UP_MINUTES = 35;

/** What a move is planned with, but its time: loaded by the caller (the catalog), outside any lock. */
export type MoveContext = Pick<MoveInput, 'studio' | 'settings' | 'offers' | 'externalBusy'>;
export type MoveContextLoader = (
  db: Database,
  booking: Booking,
  change: { start: Date; end: Date },
) => Promise<MoveContext | null>;

/** The figures a customer is shown before paying a top-up, in the page's words. */
export type TopUpOffer = {
  pricePence: number;
  priceChangePence: number;
  amountPence: number;
  message: string;
};

export function topUpOffer(booking: Booking, plan: BookingPlan, topUpPence: number): TopUpOffer {
  const change = plan.quote.totalPence - booking.pricePence;
  const more =
    change > 0
      ? `Moving costs ${formatPounds(change)} more (${formatPounds(plan.quote.totalPence)} in all)`
      : `The new time costs ${formatPounds(plan.quote.totalPence)}`;
  return {
    pricePence: plan.quote.totalPence,
    priceChangePence: change,
    amountPence: topUpPence,
    message: `${more}; pay the ${formatPounds(topUpPence)} deposit difference now to move.${plan.quote.totalPence > plan.dueOnlinePence ? ' The rest is paid at the studio.' : ''}`,
  };
}

/** The booking's top-ups still open, whose checkouts a move or cancellation closes. */
export async function openTopUpsOf(db: Database, bookingId: string): Promise<TopUp[]> {
  return db
    .select()
    .from(tables.bookingTopUps)
    .where(
      and(eq(tables.bookingTopUps.bookingId, bookingId), eq(tables.bookingTopUps.status, 'open')),
    );
}

/**
 * Closes the checkouts of superseded top-ups so they can no longer be paid. Best effort: a payment
 * that still arrives for a superseded top-up is refunded in full (applyTopUpPayment).
 */
export async function closeTopUpCheckouts(
  provider: PaymentProvider | null,
  topUps: readonly TopUp[],
): Promise<void> {
  for (const topUp of topUps) {
    if (!topUp.checkoutRef || !provider) continue;
    await provider.expireCheckout(topUp.checkoutRef).catch((error: unknown) => {
      console.warn('The checkout of a superseded top-up could not be closed', error);
    });
  }
}

/**
 * Opens the top-up of a planned move and its checkout for exactly the difference. An older open
 * top-up of the booking is superseded (its checkout closed). The target time is not held: see
 * docs/booking.md for why. Returns the checkout's page, or null when the provider failed.
 */
export async function openTopUp(
  db: Database,
  provider: PaymentProvider,
  booking: Booking,
  input: {
    plan: BookingPlan;
    topUpPence: number;
    start: Date;
    end: Date;
    /** The manage token the customer came with (a guest), for the way back from the checkout. */
    token?: string | null;
    now?: Date;
  },
): Promise<{ topUp: TopUp; url: string } | null> {
  const now = input.now ?? new Date();
  const older = await openTopUpsOf(db, booking.id);
  await closeTopUpCheckouts(provider, older);
  const nextManageToken = newManageToken();
  let topUp: TopUp;
  try {
    topUp = await db.transaction(async (tx) => {
      await tx
        .update(tables.bookingTopUps)
        .set({ status: 'expired', nextManageToken: null, settledAt: now })
        .where(
          and(
            eq(tables.bookingTopUps.bookingId, booking.id),
            eq(tables.bookingTopUps.status, 'open'),
          ),
        );
      const [row] = await tx
        .insert(tables.bookingTopUps)
        .values({
          bookingId: booking.id,
          startAt: input.start,
          endAt: input.end,
          pricePence: input.plan.quote.totalPence,
          amountPence: input.topUpPence,
          bookingSequence: booking.icsSequence,
          nextManageToken,
          createdAt: now,
          expiresAt: new Date(now.getTime() + TOP_UP_MINUTES * 60_000),
        })
        .returning();
      if (!row) throw new Error('The top-up was not stored');
      return row;
    });
  } catch (error) {
    // Another request opened one at the same instant (one open per booking): that one stands.
    if (databaseError(error)?.code === SQLSTATE.uniqueViolation) return null;
    throw error;
  }
  const back = `/booking/manage/${booking.reference}`;
  try {
    const checkout = await provider.createCheckout({
      bookingId: booking.id,
      topUpId: topUp.id,
      reference: booking.reference,
      amountPence: topUp.amountPence,
      description: `Deposit difference to move ${booking.reference} to ${booking.studioName}, ${describeSessionTime(topUp.startAt, topUp.endAt)}`,
      customerEmail: booking.guestEmail,
      // The booking's next link: it opens the booking once the payment has moved it.
      successUrl: absoluteUrl(
        `${back}?token=${encodeURIComponent(nextManageToken)}&topUp=${topUp.id}`,
      ),
      cancelUrl: absoluteUrl(
        input.token ? `${back}?token=${encodeURIComponent(input.token)}` : back,
      ),
      idempotencyKey: `top-up:${topUp.id}`,
      expiresAt: topUp.expiresAt,
    });
    const [stored] = await db
      .update(tables.bookingTopUps)
      .set({ checkoutRef: checkout.id })
      .where(eq(tables.bookingTopUps.id, topUp.id))
      .returning();
    return { topUp: stored ?? topUp, url: checkout.url };
  } catch (error) {
    console.error('The payment provider did not open the checkout of a top-up', error);
    await db
      .update(tables.bookingTopUps)
      .set({ status: 'expired', nextManageToken: null, settledAt: now })
      .where(eq(tables.bookingTopUps.id, topUp.id));
    return null;
  }
}

export type TopUpOutcome =
  | 'moved'
  | 'duplicate'
  | 'unknown top-up'
  | "ignored: not this top-up's checkout"
  | 'ignored: not the amount due'
  | 'refunded: time taken'
  | 'refunded: move no longer valid'
  | 'refunded: top-up superseded';

const REFUSALS = {
  'refunded: time taken': {
    reason: 'Top-up paid; the new time was taken meanwhile',
    why: 'Someone else booked that time before your payment arrived.',
  },
  'refunded: move no longer valid': {
    reason: 'Top-up paid; the move was no longer valid',
    why: 'That move could no longer be made online when your payment arrived (the time, its price or the booking had changed).',
  },
  'refunded: top-up superseded': {
    reason: 'Top-up paid after it was superseded',
    why: 'The booking was changed, cancelled or another move was asked for before your payment arrived.',
  },
} as const;

/**
 * A paid top-up's event: for its own checkout and for exactly its amount (in pounds: the provider
 * checks the currency), the payment is recorded on the booking and, in the same transaction, the
 * move is planned again by the one rule set and made (applyMove). When the time was taken, the move
 * is no longer valid, or the top-up was superseded, the payment is recorded and refunded in full,
 * and the customer is told. A replay finds its payment recorded and changes nothing.
 */
export async function applyTopUpPayment(
  db: Database,
  event: Extract<PaymentEvent, { kind: 'paid' }> & { topUpId: string },
  options: { money: MoneySettings; loadMoveContext?: MoveContextLoader; now: Date },
): Promise<{ outcome: TopUpOutcome; refunds: (Payment | null)[] }> {
  const { now, money } = options;
  // What the move is planned with is read before the transaction, outside the row locks.
  const [seen] = await db
    .select()
    .from(tables.bookingTopUps)
    .where(eq(tables.bookingTopUps.id, event.topUpId));
  const [owner] = seen
    ? await db.select().from(tables.bookings).where(eq(tables.bookings.id, seen.bookingId))
    : [];
  if (!seen || !owner || owner.id !== event.bookingId) {
    return { outcome: 'unknown top-up', refunds: [] };
  }
  if (!options.loadMoveContext) throw new Error('A top-up is paid but no move context is loaded');
  const context = await options.loadMoveContext(db, owner, {
    start: seen.startAt,
    end: seen.endAt,
  });
  return db.transaction(async (tx) => {
    const [booking] = await tx
      .select()
      .from(tables.bookings)
      .where(eq(tables.bookings.id, owner.id))
      .for('update');
    const [topUp] = await tx
      .select()
      .from(tables.bookingTopUps)
      .where(eq(tables.bookingTopUps.id, seen.id))
      .for('update');
    if (!booking || !topUp) return { outcome: 'unknown top-up' as const, refunds: [] };
    // Only the top-up's own checkout, for exactly its amount, pays for it.
    if (!topUp.checkoutRef || event.checkoutId !== topUp.checkoutRef) {
      return { outcome: "ignored: not this top-up's checkout" as const, refunds: [] };
    }
    if (event.amountPence !== topUp.amountPence) {
      return { outcome: 'ignored: not the amount due' as const, refunds: [] };
    }
    const payment = await recordProviderPayment(tx, booking, event, now);
    if (!payment) return { outcome: 'duplicate' as const, refunds: [] };
    const paid: Booking = { ...booking, paidPence: booking.paidPence + payment.amountPence };
    let refused: keyof typeof REFUSALS | null = null;
    let moved: { booking: Booking; refunds: Payment[] } | null = null;
    if (
      topUp.status !== 'open' ||
      booking.status !== 'active' ||
      booking.icsSequence !== topUp.bookingSequence ||
      !topUp.nextManageToken
    ) {
      refused = 'refunded: top-up superseded';
    } else if (!context) {
      refused = 'refunded: move no longer valid';
    } else {
      const change = { ...context, money, start: topUp.startAt, end: topUp.endAt, now };
      const planned = await planMove(tx, paid, change);
      if (!planned.ok) {
        refused =
          planned.outcome.kind === 'conflict'
            ? 'refunded: time taken'
            : 'refunded: move no longer valid';
      } else if (planned.topUpPence > 0) {
        // The new time's price went up since: what was paid no longer covers its deposit.
        refused = 'refunded: move no longer valid';
      } else {
        const manageToken = topUp.nextManageToken;
        try {
          // A savepoint: a time taken meanwhile (the exclusion constraint) undoes the move only.
          moved = await tx.transaction((savepoint) =>
            applyMove(savepoint, paid, planned.plan, { ...change, manageToken }),
          );
        } catch (error) {
          const taken =
            error instanceof StaffUnavailable ||
            databaseError(error)?.code === SQLSTATE.exclusionViolation;
          if (!taken) throw error;
          refused = 'refunded: time taken';
        }
        if (!moved && !refused) refused = 'refunded: top-up superseded';
      }
    }
    if (moved) {
      await tx
        .update(tables.bookingTopUps)
        .set({ status: 'applied', paymentId: payment.id, nextManageToken: null, settledAt: now })
        .where(eq(tables.bookingTopUps.id, topUp.id));
      return { outcome: 'moved' as const, refunds: moved.refunds };
    }
    const outcome = refused ?? 'refunded: move no longer valid';
    const refunds = await recordRefund(tx, booking, {
      amountPence: payment.amountPence,
      reason: REFUSALS[outcome].reason,
      idempotencyKey: `top-up-refund:${topUp.id}`,
      paymentRef: event.paymentRef,
      now,
    });
    await tx
      .update(tables.bookingTopUps)
      .set({ status: 'refunded', paymentId: payment.id, nextManageToken: null, settledAt: now })
      .where(eq(tables.bookingTopUps.id, topUp.id));
    // The way back from the checkout carries the next link: it opens the booking from now on.
    const manageToken = topUp.nextManageToken;
    if (manageToken) {
      await tx
        .update(tables.bookings)
        .set({ manageTokenHash: hashToken(manageToken), updatedAt: now })
        .where(eq(tables.bookings.id, booking.id));
    }
    const [fresh] = await tx
      .select()
      .from(tables.bookings)
      .where(eq(tables.bookings.id, booking.id));
    await sendTopUpRefundedMail(tx, fresh ?? booking, {
      amountPence: payment.amountPence,
      start: topUp.startAt,
      end: topUp.endAt,
      why: REFUSALS[outcome].why,
      manageToken,
    });
    return { outcome, refunds };
  });
}

/** The provider closed a top-up's checkout (it timed out, or we closed it): it can no longer be paid. */
export async function expireTopUp(
  db: Database,
  event: Extract<PaymentEvent, { kind: 'checkout-expired' }> & { topUpId: string },
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(tables.bookingTopUps)
    .set({ status: 'expired', nextManageToken: null, settledAt: now })
    .where(
      and(
        eq(tables.bookingTopUps.id, event.topUpId),
        eq(tables.bookingTopUps.bookingId, event.bookingId),
        eq(tables.bookingTopUps.checkoutRef, event.checkoutId),
        eq(tables.bookingTopUps.status, 'open'),
      ),
    )
    .returning({ id: tables.bookingTopUps.id });
  return rows.length > 0;
}

/**
 * What the manage page says about a top-up it returns to from the checkout: the top-up of this
 * booking, and whether the visitor holds its return link (which opens the booking once paid).
 */
export async function topUpOfPage(
  db: Database,
  booking: Pick<Booking, 'id'>,
  topUpId: string | null,
  token: string | null,
): Promise<{ topUp: TopUp; holdsReturnLink: boolean } | null> {
  if (!topUpId || !/^[0-9a-f-]{36}$/i.test(topUpId)) return null;
  const [topUp] = await db
    .select()
    .from(tables.bookingTopUps)
    .where(
      and(eq(tables.bookingTopUps.id, topUpId), eq(tables.bookingTopUps.bookingId, booking.id)),
    )
    .orderBy(desc(tables.bookingTopUps.createdAt))
    .limit(1);
  if (!topUp) return null;
  const holdsReturnLink =
    !!token && !!topUp.nextManageToken && sameSecret(token, topUp.nextManageToken);
  return { topUp, holdsReturnLink };
}

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(hashToken(a), 'hex');
  const right = Buffer.from(hashToken(b), 'hex');
  return timingSafeEqual(left, right);
}

/** What the manage page says on the way back from a top-up's checkout, or null for nothing. */
export function topUpOutcomeWords(
  topUp: TopUp,
): { kind: 'success' | 'notice'; text: string } | null {
  const when = describeSessionTime(topUp.startAt, topUp.endAt);
  const amount = formatPounds(topUp.amountPence);
  if (topUp.status === 'applied') {
    return {
      kind: 'success',
      text: `Paid ${amount}. Your booking has moved to ${when}. We have e-mailed you the new time and invoice.`,
    };
  }
  if (topUp.status === 'refunded') {
    return {
      kind: 'notice',
      text: `We could not move your booking to ${when}: it was no longer available when your payment arrived. The ${amount} is refunded in full to your card, and your booking keeps its time. We have e-mailed you.`,
    };
  }
  if (topUp.status === 'open') {
    return {
      kind: 'notice',
      text: `Your payment for the move to ${when} is being confirmed. This page updates by itself in a few seconds.`,
    };
  }
  if (topUp.status === 'expired' && !topUp.paymentId) {
    return { kind: 'notice', text: 'The move was not paid, so your booking keeps its time.' };
  }
  return null;
}
