import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  lt,
  lte,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '../db';
import { getDb, tables } from '../db';
import { boundLockWaits, databaseError, retryOnDeadlock, SQLSTATE } from '../db/errors';
import type { BookingConsultation, BookingStatus } from '../db/schema/bookings';
import { enqueueJob } from '../jobs';
import type { BlockedRange, SessionProblem } from './availability';
import { recordConfirmedEvent } from '../events';
import type { Attribution } from '../events';
import { cancellationTerms } from './cancellation-policy';
import { moneySettingsFrom, type MoneySettings } from './catalog';
import { sendBookingMail, sendConfirmationRequest } from './confirmation';
import { scheduleFollowUps } from './follow-up';
import { issueCreditNote, issueInvoice, reissueInvoice } from './invoices';
import { recordRefund, type Payment } from './payments';
import type { PaymentProvider } from '../payments/provider';
import type { Booking } from './booking';
import {
  ADD_ONS_OUTSIDE_HOURS,
  planBooking,
  type BookingPlan,
  type StudioForBooking,
} from './plan';
import type { AddOnOffer, QuoteProblem } from './pricing';
import {
  customerKey,
  PromoRefused,
  redeemPromoCode,
  releasePromoRedemption,
  termsOfBookedCode,
} from './promo-codes';
import { PROVISIONAL_HOLD_MINUTES, type BookingSettings } from './rules';
import {
  chooseStaff,
  lockStaffChoices,
  retryOnStaffClash,
  StaffUnavailable,
} from '../staff/assign';

/** The job that frees an unpaid hold when its time runs out (lib/booking/checkout.ts runs it). */
export const BOOKING_HOLD_EXPIRY_JOB = 'booking.hold-expiry';

export type { Booking } from './booking';
export type { StudioForBooking } from './plan';
/** Who is asking: a signed-in person, or nobody (a guest with, perhaps, a manage token). */
export type Viewer = { id: string; role: 'customer' | 'admin'; email?: string } | null;

export type NewBooking = {
  start: Date;
  end: Date;
  name: string;
  email: string;
  phone?: string | null;
  notes?: string | null;
  billingAddress?: string | null;
  consultation?: BookingConsultation | null;
  addOns?: string[];
  promoCode?: string | null;
};

export type CreateBookingInput = {
  studio: StudioForBooking;
  settings: BookingSettings;
  /** Deposit, policy and invoice details; the defaults of a fresh install when left out. */
  money?: MoneySettings;
  offers?: AddOnOffer[];
  booking: NewBooking;
  /** Held as `pending` until paid online, instead of confirmed to be paid at the studio. */
  payOnline?: boolean;
  /**
   * Paid at the studio but held as `pending` until its address confirms it from the e-mailed link
   * (an address nobody has proved is the booker's): a stranger cannot book out the studio for free.
   */
  provisional?: boolean;
  /** A provisional booking made for someone on the day's waitlist: its e-mail offers the time. */
  waitlistOffer?: boolean;
  /** Busy times of the studio's imported calendar, which no booking may overlap. */
  externalBusy?: BlockedRange[];
  /** The person the customer asked for by name: the session is theirs or not booked. */
  staffChoice?: string | null;
  userId?: string | null;
  /** The booking's address is the booker's own confirmed one (their account's). */
  addressConfirmed?: boolean;
  /** The signed-in customer's own address, which a code's per-customer limit counts too. */
  accountEmail?: string | null;
  /** The requester's network (/24, /64) of a guest booking, kept to cap what one network holds. */
  clientNetwork?: string | null;
  idempotencyKey?: string | null;
  /** The bookingFlow variant the customer saw (spec §9). */
  flowVariant?: string | null;
  requireConsultation?: boolean;
  /** Who the booking's conversion counts for in the A/B tests. */
  attribution?: Attribution | null;
  now?: Date;
};

export type CreateBookingOutcome =
  | { kind: 'created'; booking: Booking; manageToken: string }
  | { kind: 'replayed'; booking: Booking }
  /**
   * `held`: the slot is held by another customer who is paying for it right now; `staff`: the
   * studio is free but nobody its add-ons need is.
   */
  | { kind: 'conflict'; held: boolean; staff?: boolean }
  | {
      kind: 'invalid';
      problem: SessionProblem | QuoteProblem | { field: string; message: string };
    };

export const SLOT_TAKEN_MESSAGE =
  'That time is no longer available. Please choose another start time.';
export const SLOT_HELD_MESSAGE =
  'Someone is booking that time right now. Please choose another start time, or try this one again later: a hold nobody pays for or confirms is released within the hour.';
/** How long an unpaid online booking keeps its slot. */
export const HOLD_MINUTES = 15;

/**
 * Books a session. Overlaps are refused by the database's exclusion constraint, not by a prior read,
 * so concurrent requests for one slot store exactly one booking (a payment hold counts as one). A
 * repeated Idempotency-Key returns the booking the first request made. Paid at the studio, the
 * booking is confirmed and invoiced at once; paid online, it is a `pending` hold for HOLD_MINUTES;
 * provisional, a `pending` hold for PROVISIONAL_HOLD_MINUTES that the e-mailed link confirms.
 */
export async function createBooking(
  db: Database,
  input: CreateBookingInput,
): Promise<CreateBookingOutcome> {
  const now = input.now ?? new Date();
  const { studio, booking } = input;
  const money = input.money ?? moneySettingsFrom(null);
  const offers = input.offers ?? [];
  const key = input.idempotencyKey ?? null;

  if (key) {
    const replay = await replayFor(db, key, studio.id, booking);
    if (replay) return replay;
  }
  if (input.requireConsultation && !booking.consultation) {
    return {
      kind: 'invalid',
      problem: { field: 'consultation', message: 'Please tell us about your project first.' },
    };
  }
  const planned = await planBooking(db, {
    studio,
    settings: input.settings,
    money,
    offers,
    start: booking.start,
    end: booking.end,
    addOnIds: booking.addOns ?? [],
    promo: booking.promoCode ? { typed: booking.promoCode } : null,
    externalBusy: input.externalBusy,
    payOnline: !!input.payOnline,
    now,
  });
  if (!planned.ok) {
    return planned.kind === 'busy'
      ? { kind: 'conflict', held: false }
      : { kind: 'invalid', problem: planned.problem };
  }
  const { plan } = planned;
  const { quote, code, blocked, payOnline } = plan;
  const held = payOnline || !!input.provisional;
  const holdMinutes = payOnline ? HOLD_MINUTES : PROVISIONAL_HOLD_MINUTES;
  const manageToken = newManageToken();
  const chosen = new Set(
    quote.lines.filter((line) => line.kind === 'addOn').map((line) => line.ref),
  );
  try {
    const stored = await retryOnStaffClash(() =>
      retryOnDeadlock(() =>
        db.transaction(async (tx) => {
          await boundLockWaits(tx);
          if (plan.staff) await lockStaffChoices(tx);
          await expireOverdueHolds(tx, studio.id, now, !!plan.staff);
          const staffId = await chooseStaff(tx, plan.staff, { only: input.staffChoice });
          const [row] = await tx
            .insert(tables.bookings)
            .values({
              reference: newReference(),
              studioId: studio.id,
              studioName: studio.title,
              studioAddress: studio.address ?? null,
              userId: input.userId ?? null,
              guestName: booking.name,
              guestEmail: booking.email,
              guestEmailKey: customerKey(booking.email),
              addressConfirmed: !!input.addressConfirmed,
              guestPhone: booking.phone ?? null,
              notes: booking.notes ?? null,
              billingAddress: booking.billingAddress ?? null,
              consultation: booking.consultation ?? null,
              flowVariant: input.flowVariant ?? null,
              startAt: booking.start,
              endAt: booking.end,
              blockedFrom: blocked.start,
              blockedUntil: blocked.end,
              status: held ? 'pending' : 'active',
              holdExpiresAt: held ? new Date(now.getTime() + holdMinutes * 60_000) : null,
              pricePence: quote.totalPence,
              priceLines: quote.lines,
              vatPence: quote.vatPence,
              // Confirmed, the booking is invoiced now; a hold once it is paid or confirmed.
              invoicedPence: held ? 0 : quote.totalPence,
              addOns: offers
                .filter((offer) => chosen.has(offer.id))
                .map((offer) => ({
                  id: offer.id,
                  name: offer.name,
                  minutesBefore: offer.minutesBefore,
                  minutesAfter: offer.minutesAfter,
                  skill: offer.skill ?? null,
                })),
              staffId,
              staffRequested: staffId !== null && staffId === input.staffChoice,
              promoCode: code?.code ?? null,
              paymentMethod: payOnline ? 'stripe' : 'studio',
              dueOnlinePence: plan.dueOnlinePence,
              attribution: input.attribution ?? null,
              idempotencyKey: key,
              clientNetwork: input.clientNetwork ?? null,
              manageTokenHash: hashToken(manageToken),
              createdAt: now,
              updatedAt: now,
            })
            .returning();
          if (!row) throw new Error('The booking was not stored');
          if (code) {
            await redeemPromoCode(tx, {
              code,
              bookingId: row.id,
              email: booking.email,
              userId: row.userId,
              accountEmail: input.accountEmail ?? null,
              discountPence: quote.discountPence,
              now,
            });
          }
          if (held) {
            await enqueueJob(
              tx,
              BOOKING_HOLD_EXPIRY_JOB,
              { bookingId: row.id },
              {
                runAfter: row.holdExpiresAt ?? now,
              },
            );
            if (!payOnline) {
              await sendConfirmationRequest(tx, row, {
                manageToken,
                now,
                waitlistOffer: !!input.waitlistOffer,
              });
            }
            return row;
          }
          await confirmBooking(tx, row, { manageToken, money, now });
          return row;
        }),
      ),
    );
    return { kind: 'created', booking: stored, manageToken };
  } catch (error) {
    if (error instanceof StaffUnavailable) return { kind: 'conflict', held: false, staff: true };
    if (error instanceof PromoRefused) {
      return { kind: 'invalid', problem: { field: 'promoCode', message: error.message } };
    }
    const failure = databaseError(error);
    if (failure?.code === SQLSTATE.exclusionViolation) {
      return { kind: 'conflict', held: await heldBySomeoneElse(db, studio.id, blocked, now) };
    }
    if (
      key &&
      failure?.code === SQLSTATE.uniqueViolation &&
      failure.constraint?.includes('idempotency')
    ) {
      const replay = await replayFor(db, key, studio.id, booking);
      if (replay) return replay;
    }
    throw error;
  }
}

/**
 * What confirming a booking does, in the transaction that confirms it (at booking time when paid at
 * the studio, on the provider's payment event when paid online): the invoice, the confirmation
 * e-mail and calendar invite, the reminders, and the A/B conversion.
 */
export async function confirmBooking(
  tx: Database,
  confirmed: Booking,
  options: { manageToken: string; money: MoneySettings; now: Date },
): Promise<void> {
  const { manageToken, now } = options;
  const row = confirmed;
  await issueInvoice(tx, row, options.money, now);
  await sendBookingMail(tx, 'confirmed', row, { manageToken, now, settings: options.money });
  await scheduleFollowUps(tx, row, { manageToken, now });
  const attribution = (row.attribution as Attribution | null) ?? null;
  await recordConfirmedEvent(tx, {
    type: 'booking_confirmed',
    sourceId: row.id,
    valuePence: row.pricePence,
    attribution,
    at: now,
  });
  if (row.consultation) {
    await recordConfirmedEvent(tx, {
      type: 'consultation_submitted',
      sourceId: row.id,
      attribution,
      at: now,
    });
  }
}

/**
 * Holds of a studio whose time ran out but whose expiry job has not run yet: free them now; with
 * `withStaff`, also every such hold that holds a person, who may be needed in another studio.
 */
async function expireOverdueHolds(
  tx: Database,
  studioId: string,
  now: Date,
  withStaff = false,
): Promise<void> {
  const b = tables.bookings;
  const expired = await tx
    .update(b)
    .set({ status: 'expired', updatedAt: now })
    .where(
      and(
        withStaff ? or(eq(b.studioId, studioId), isNotNull(b.staffId)) : eq(b.studioId, studioId),
        eq(b.status, 'pending'),
        lte(b.holdExpiresAt, now),
      ),
    )
    .returning({ id: tables.bookings.id });
  for (const hold of expired) await releasePromoRedemption(tx, hold.id);
}

async function heldBySomeoneElse(
  db: Database,
  studioId: string,
  range: BlockedRange,
  now: Date,
): Promise<boolean> {
  const [hold] = await db
    .select({ id: tables.bookings.id })
    .from(tables.bookings)
    .where(
      and(
        eq(tables.bookings.studioId, studioId),
        eq(tables.bookings.status, 'pending'),
        gt(tables.bookings.holdExpiresAt, now),
        lt(tables.bookings.blockedFrom, range.end),
        gt(tables.bookings.blockedUntil, range.start),
      ),
    )
    .limit(1);
  return !!hold;
}

async function replayFor(
  db: Database,
  key: string,
  studioId: string,
  booking: NewBooking,
): Promise<CreateBookingOutcome | null> {
  const [existing] = await db
    .select()
    .from(tables.bookings)
    .where(eq(tables.bookings.idempotencyKey, key));
  if (!existing) return null;
  const same =
    existing.studioId === studioId &&
    existing.startAt.getTime() === booking.start.getTime() &&
    existing.endAt.getTime() === booking.end.getTime();
  if (!same) {
    return {
      kind: 'invalid',
      problem: {
        field: 'idempotencyKey',
        message: 'This Idempotency-Key was already used for a different booking.',
      },
    };
  }
  return { kind: 'replayed', booking: existing };
}

/** The time blocked by each booking and payment hold of a studio that touches [from, to). */
export async function bookingBlocks(
  db: Database,
  studioId: string,
  from: Date,
  to: Date,
): Promise<(BlockedRange & { bookingId: string })[]> {
  return db
    .select({
      bookingId: tables.bookings.id,
      start: tables.bookings.blockedFrom,
      end: tables.bookings.blockedUntil,
    })
    .from(tables.bookings)
    .where(
      and(
        eq(tables.bookings.studioId, studioId),
        inArray(tables.bookings.status, ['active', 'pending']),
        lt(tables.bookings.blockedFrom, to),
        gte(tables.bookings.blockedUntil, from),
      ),
    );
}

/**
 * Ranges blocked by bookings and payment holds of a studio that touch [from, to); `excludeId` leaves out the
 * booking being moved, which cannot collide with itself.
 */
export async function blockedRanges(
  db: Database,
  studioId: string,
  from: Date,
  to: Date,
  excludeId?: string,
): Promise<BlockedRange[]> {
  return (await bookingBlocks(db, studioId, from, to))
    .filter((block) => block.bookingId !== excludeId)
    .map(({ start, end }) => ({ start, end }));
}

/** Whether another booking or hold of the studio blocks any of `range` (`excludeId`: the one moved). */
export async function rangeIsTaken(
  db: Database,
  studioId: string,
  range: BlockedRange,
  excludeId: string,
): Promise<boolean> {
  const taken = await blockedRanges(db, studioId, range.start, range.end, excludeId);
  return taken.some((other) => other.start < range.end && range.start < other.end);
}

export async function findBooking(db: Database, id: string): Promise<Booking | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(tables.bookings).where(eq(tables.bookings.id, id));
  return row ?? null;
}

export async function findBookingByReference(
  db: Database,
  reference: string,
): Promise<Booking | null> {
  const [row] = await db
    .select()
    .from(tables.bookings)
    .where(eq(tables.bookings.reference, reference.toUpperCase()));
  return row ?? null;
}

/** A customer's bookings for the account pages, latest start first. */
export async function listBookingsForUser(userId: string, db?: Database): Promise<Booking[]> {
  return (db ?? (await getDb()))
    .select()
    .from(tables.bookings)
    .where(eq(tables.bookings.userId, userId))
    .orderBy(desc(tables.bookings.startAt));
}

export type BookingFilters = {
  status?: BookingStatus;
  studioId?: string;
  from?: Date;
  to?: Date;
  email?: string;
};

/** One page of the back office's bookings list. */
export const BOOKINGS_PER_PAGE = 100;

function bookingFilterClause(filters: BookingFilters): SQL | undefined {
  const where: SQL[] = [];
  if (filters.status) where.push(eq(tables.bookings.status, filters.status));
  if (filters.studioId) where.push(eq(tables.bookings.studioId, filters.studioId));
  if (filters.from) where.push(gte(tables.bookings.startAt, filters.from));
  if (filters.to) where.push(lt(tables.bookings.startAt, filters.to));
  if (filters.email) {
    where.push(sql`lower(${tables.bookings.guestEmail}) = ${filters.email.toLowerCase()}`);
  }
  return where.length ? and(...where) : undefined;
}

/** Bookings for the back office, oldest start first: `limit` of them after the first `offset`. */
export async function listBookings(
  db: Database,
  filters: BookingFilters = {},
  { limit = BOOKINGS_PER_PAGE, offset = 0 }: { limit?: number; offset?: number } = {},
): Promise<Booking[]> {
  return db
    .select()
    .from(tables.bookings)
    .where(bookingFilterClause(filters))
    .orderBy(asc(tables.bookings.startAt), asc(tables.bookings.id))
    .limit(limit)
    .offset(offset);
}

/** How many bookings the filters match (the list's pages). */
export async function countBookings(db: Database, filters: BookingFilters = {}): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(tables.bookings)
    .where(bookingFilterClause(filters));
  return Number(row?.n ?? 0);
}

/** Owner, admin, or the holder of the booking's manage link may change it. */
export function mayManage(booking: Booking, viewer: Viewer, manageToken?: string | null): boolean {
  if (viewer?.role === 'admin') return true;
  if (viewer && booking.userId && viewer.id === booking.userId) return true;
  return !!manageToken && tokenMatches(manageToken, booking.manageTokenHash);
}

export type ChangeOutcome =
  | { kind: 'done'; booking: Booking; manageToken?: string; refunds?: Payment[] }
  /** The time is taken; `staff`: the studio is free but nobody the add-ons need is. */
  | { kind: 'conflict'; staff?: boolean }
  | { kind: 'invalid'; message: string }
  /** The payment provider could not close the hold's checkout: nothing changed. */
  | { kind: 'unavailable' };

/**
 * Cancels a booking under the studio's policy: the fee it keeps, a credit note for the rest of the
 * invoice, and a refund of what was paid beyond the fee (sent through the provider after the commit,
 * or owed by the studio when paid there). An admin's cancellation is the studio's: no fee, unless
 * the admin keeps the fee the policy sets (a customer who rings to cancel late). A payment hold the
 * customer gives up is released, with nothing to refund.
 */
export async function cancelBooking(
  db: Database,
  booking: Booking,
  options: {
    byAdmin: boolean;
    /** An admin's cancellation under the customer's policy, its late fee kept. */
    keepFee?: boolean;
    money?: MoneySettings;
    provider?: PaymentProvider | null;
    now?: Date;
  },
): Promise<ChangeOutcome> {
  const now = options.now ?? new Date();
  const money = options.money ?? moneySettingsFrom(null);
  if (booking.status === 'pending') {
    return releaseHold(db, booking, { now, provider: options.provider ?? null });
  }
  if (booking.status !== 'active')
    return { kind: 'invalid', message: 'This booking is not active.' };
  if (!options.byAdmin && booking.startAt <= now) {
    return { kind: 'invalid', message: 'A session that has started can no longer be cancelled.' };
  }
  const policy =
    options.byAdmin && !options.keepFee
      ? { freeCancellationHours: 0, lateFeePercent: 0 }
      : money.policy;
  const result = await db.transaction(async (tx) => {
    // The row lock makes the refund follow the money as it stands, even beside a payment event.
    const [current] = await tx
      .select()
      .from(tables.bookings)
      .where(and(eq(tables.bookings.id, booking.id), eq(tables.bookings.status, 'active')))
      .for('update');
    if (!current) return null;
    const terms = cancellationTerms(current, policy, now);
    const [row] = await tx
      .update(tables.bookings)
      .set({
        status: 'cancelled',
        cancelledAt: now,
        updatedAt: now,
        cancellationFeePence: terms.feePence,
        // The credit note below gives back all but the fee.
        invoicedPence: terms.feePence,
        icsSequence: sql`${tables.bookings.icsSequence} + 1`,
      })
      .where(eq(tables.bookings.id, booking.id))
      .returning();
    if (!row) return null;
    await supersedeOpenTopUps(tx, row.id, now);
    await issueCreditNote(tx, row, {
      amountPence: terms.creditPence,
      reason: terms.feePence > 0 ? 'Cancelled inside the fee window' : 'Cancelled',
      settings: money,
      now,
    });
    const refunds = await recordRefund(tx, row, {
      amountPence: terms.refundPence,
      reason: 'Cancellation',
      idempotencyKey: `cancel:${row.id}`,
      now,
    });
    await sendBookingMail(tx, 'cancelled', row, {
      now,
      settings: money,
      refundPence: terms.refundPence,
    });
    const [fresh] = await tx.select().from(tables.bookings).where(eq(tables.bookings.id, row.id));
    return { booking: fresh ?? row, refunds };
  });
  return result
    ? { kind: 'done', booking: result.booking, refunds: result.refunds }
    : { kind: 'invalid', message: 'This booking is not active.' };
}

/**
 * Gives up a payment hold: its checkout is closed first, so it can no longer be paid, then the slot
 * and the promo code are free again at once. A payment already under way still arrives as an event
 * for an expired hold, which the webhook re-checks (checkout.ts).
 */
export async function releaseHold(
  db: Database,
  booking: Booking,
  options: { now: Date; provider: PaymentProvider | null },
): Promise<ChangeOutcome> {
  if (booking.status !== 'pending') {
    return { kind: 'invalid', message: 'This booking is not waiting for payment.' };
  }
  if (booking.checkoutRef) {
    if (!options.provider) return { kind: 'unavailable' };
    try {
      await options.provider.expireCheckout(booking.checkoutRef);
    } catch (error) {
      console.warn('The checkout of a hold could not be closed; the hold is kept', error);
      return { kind: 'unavailable' };
    }
  }
  const released = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(tables.bookings)
      .set({ status: 'expired', holdExpiresAt: options.now, updatedAt: options.now })
      .where(and(eq(tables.bookings.id, booking.id), eq(tables.bookings.status, 'pending')))
      .returning();
    if (row) await releasePromoRedemption(tx, row.id);
    return row;
  });
  return released
    ? { kind: 'done', booking: released }
    : { kind: 'invalid', message: 'This booking is not waiting for payment.' };
}

/** A dearer move's deposit difference is paid online (top-ups.ts); without a provider it cannot be. */
export const MOVE_NEEDS_LARGER_DEPOSIT =
  'That session costs more than your deposit covers, and the difference cannot be paid online just now. Please call or e-mail us to move to it.';

/** What a move is asked with: the studio, rules and prices it is planned by, and the new time. */
export type MoveInput = {
  studio: StudioForBooking;
  settings: BookingSettings;
  money?: MoneySettings;
  offers?: AddOnOffer[];
  externalBusy?: BlockedRange[];
  byAdmin?: boolean;
  start: Date;
  end: Date;
  now?: Date;
};

export type MoveOutcome =
  | ChangeOutcome
  /**
   * A customer's move of an online booking to a time whose deposit is more than the money held:
   * nothing changed; the difference is paid first (lib/booking/top-ups.ts).
   */
  | { kind: 'needs-top-up'; plan: BookingPlan; topUpPence: number };

/**
 * The new plan of a move by the one rule set (planBooking), with the booking's add-ons and the
 * promo terms it was sold with, and the deposit difference a customer's online booking must pay
 * first (the deposit of the new plan less the money held: paid, less refunds recorded). Customers
 * may move only while cancelling would still be free, admins always.
 */
export async function planMove(
  db: Database,
  booking: Booking,
  input: MoveInput,
): Promise<
  | { ok: true; plan: BookingPlan; topUpPence: number }
  | { ok: false; outcome: Extract<ChangeOutcome, { kind: 'conflict' | 'invalid' }> }
> {
  const now = input.now ?? new Date();
  const money = input.money ?? moneySettingsFrom(null);
  const refuse = (message: string) => ({
    ok: false as const,
    outcome: { kind: 'invalid' as const, message },
  });
  if (booking.status !== 'active') return refuse('This booking is not active.');
  if (booking.startAt <= now) return refuse('A session that has started can no longer be moved.');
  if (!input.byAdmin && !cancellationTerms(booking, money.policy, now).free) {
    return refuse(
      `Sessions can be moved online until ${money.policy.freeCancellationHours} hours before the start. Please call or e-mail us.`,
    );
  }
  const planned = await planBooking(db, {
    studio: input.studio,
    settings: input.settings,
    money,
    offers: input.offers ?? [],
    start: input.start,
    end: input.end,
    addOnIds: booking.addOns.map((addOn) => addOn.id),
    promo: await termsOfBookedCode(db, booking.promoCode),
    externalBusy: input.externalBusy,
    payOnline: booking.paymentMethod === 'stripe',
    now,
  });
  if (!planned.ok) {
    if (planned.kind === 'busy') return { ok: false, outcome: { kind: 'conflict' } };
    return refuse(
      planned.problem.field === 'addOns' && planned.problem.message !== ADD_ONS_OUTSIDE_HOURS
        ? 'An add-on of this booking is no longer offered. Please call or e-mail us to move it.'
        : planned.problem.message,
    );
  }
  const { plan } = planned;
  const held = booking.paidPence - booking.refundsRecordedPence;
  const online = booking.paymentMethod === 'stripe';
  const topUpPence = online && !input.byAdmin ? Math.max(0, plan.dueOnlinePence - held) : 0;
  return { ok: true, plan, topUpPence };
}

/**
 * Moves a booking to its new plan (planMove). Its calendar event keeps its UID with the next
 * SEQUENCE; a new price replaces the invoice (a credit note, then a new invoice); money paid beyond
 * the new price is refunded. A customer's move of an online booking whose deposit the money held
 * does not cover changes nothing and answers `needs-top-up`.
 */
export async function rescheduleBooking(
  db: Database,
  booking: Booking,
  input: MoveInput,
): Promise<MoveOutcome> {
  const now = input.now ?? new Date();
  const planned = await planMove(db, booking, input);
  if (!planned.ok) return planned.outcome;
  const { plan, topUpPence } = planned;
  if (topUpPence > 0) return { kind: 'needs-top-up', plan, topUpPence };
  const manageToken = newManageToken();
  try {
    const updated = await retryOnStaffClash(() =>
      retryOnDeadlock(() =>
        db.transaction(async (tx) => {
          await boundLockWaits(tx);
          return applyMove(tx, booking, plan, { ...input, now, manageToken });
        }),
      ),
    );
    return updated
      ? { kind: 'done', booking: updated.booking, manageToken, refunds: updated.refunds }
      : { kind: 'invalid', message: 'This booking is not active.' };
  } catch (error) {
    if (error instanceof StaffUnavailable) return { kind: 'conflict', staff: true };
    if (databaseError(error)?.code === SQLSTATE.exclusionViolation) return { kind: 'conflict' };
    throw error;
  }
}

/**
 * What a move to a new plan does to the money: whether it re-prices, the new invoiced amount (credit
 * an admin gave on top of replacements carries over) and the refund of money held beyond it, or the
 * balance still due. The timeline shows this before staff confirm a re-priced move.
 */
export function moveMoney(
  booking: Pick<Booking, 'pricePence' | 'invoicedPence' | 'paidPence' | 'refundsRecordedPence'>,
  plan: Pick<BookingPlan, 'quote'>,
) {
  const newPricePence = plan.quote.totalPence;
  const waivedPence = Math.min(booking.pricePence - booking.invoicedPence, newPricePence);
  const invoicedPence = newPricePence - waivedPence;
  const heldPence = booking.paidPence - booking.refundsRecordedPence;
  return {
    repriced: newPricePence !== booking.pricePence,
    newPricePence,
    waivedPence,
    invoicedPence,
    refundPence: Math.max(0, heldPence - invoicedPence),
    balanceDuePence: Math.max(0, invoicedPence - heldPence),
  };
}

/**
 * Writes a planned move in the caller's transaction: the new time and price, the invoice replaced,
 * the refund of money paid beyond the new price, the e-mail with a fresh manage link, the reminders
 * of the new time. Null when the booking is no longer active. The exclusion constraint refuses a
 * time taken meanwhile (the caller catches it). Shared by a move and a paid top-up (top-ups.ts).
 */
export async function applyMove(
  tx: Database,
  booking: Booking,
  plan: BookingPlan,
  input: Pick<MoveInput, 'studio' | 'money' | 'byAdmin' | 'start' | 'end'> & {
    now: Date;
    manageToken: string;
  },
): Promise<{ booking: Booking; refunds: Payment[] } | null> {
  const { now, manageToken } = input;
  const money = input.money ?? moneySettingsFrom(null);
  const online = booking.paymentMethod === 'stripe';
  const { repriced, waivedPence, invoicedPence } = moveMoney(booking, plan);
  if (plan.staff) await lockStaffChoices(tx);
  await expireOverdueHolds(tx, input.studio.id, now, !!plan.staff);
  // The person it has keeps it if they can take the new time; otherwise whoever can (or nobody can:
  // StaffUnavailable, and nothing is written). A person the customer asked for by name is kept on
  // the customer's move or the move is refused; staff moving it may hand it over.
  const keepAskedFor = booking.staffRequested && !input.byAdmin;
  const staffId = await chooseStaff(tx, plan.staff, {
    excludeBookingId: booking.id,
    prefer: booking.staffId,
    only: keepAskedFor ? booking.staffId : null,
  });
  const [row] = await tx
    .update(tables.bookings)
    .set({
      staffId,
      staffRequested: booking.staffRequested && staffId === booking.staffId,
      // Staff may move a booking to another studio (the timeline); a customer's move keeps it.
      studioId: input.studio.id,
      studioName: input.studio.title,
      startAt: input.start,
      endAt: input.end,
      studioAddress: input.studio.address ?? booking.studioAddress,
      blockedFrom: plan.blocked.start,
      blockedUntil: plan.blocked.end,
      // A new price replaces the invoice (reissueInvoice below), in this same UPDATE.
      ...(repriced
        ? {
            pricePence: plan.quote.totalPence,
            priceLines: plan.quote.lines,
            vatPence: plan.quote.vatPence,
            invoicedPence,
          }
        : {}),
      // An admin's move keeps what was asked online; a customer's is covered by what was paid.
      ...(online && !input.byAdmin ? { dueOnlinePence: plan.dueOnlinePence } : {}),
      manageTokenHash: hashToken(manageToken),
      updatedAt: now,
      icsSequence: sql`${tables.bookings.icsSequence} + 1`,
    })
    .where(and(eq(tables.bookings.id, booking.id), eq(tables.bookings.status, 'active')))
    .returning();
  if (!row) return null;
  await supersedeOpenTopUps(tx, row.id, now);
  let refunds: Payment[] = [];
  if (repriced) {
    await reissueInvoice(tx, row, { settings: money, now, waivedPence });
    const overpaid = row.paidPence - row.refundsRecordedPence - row.invoicedPence;
    refunds = await recordRefund(tx, row, {
      amountPence: overpaid,
      reason: 'Moved to a session that costs less',
      idempotencyKey: `move:${row.id}:${row.icsSequence}`,
      now,
    });
  }
  await sendBookingMail(tx, 'rescheduled', row, { manageToken, now, settings: money });
  // The jobs of the old time see the bumped sequence and send nothing.
  await scheduleFollowUps(tx, row, { manageToken, now });
  const [fresh] = await tx.select().from(tables.bookings).where(eq(tables.bookings.id, row.id));
  return { booking: fresh ?? row, refunds };
}

/**
 * A move or a cancellation supersedes a deposit top-up still open for another time: its payment,
 * if it still comes, is refunded (top-ups.ts). The caller closes its checkout (closeOpenTopUps).
 */
export async function supersedeOpenTopUps(tx: Database, bookingId: string, now: Date) {
  await tx
    .update(tables.bookingTopUps)
    .set({ status: 'expired', nextManageToken: null, settledAt: now })
    .where(
      and(eq(tables.bookingTopUps.bookingId, bookingId), eq(tables.bookingTopUps.status, 'open')),
    );
}

/** Admin only: the customer did not come. Only sessions that have started qualify. */
export async function markNoShow(
  db: Database,
  booking: Booking,
  now: Date = new Date(),
): Promise<ChangeOutcome> {
  if (booking.status !== 'active')
    return { kind: 'invalid', message: 'This booking is not active.' };
  if (booking.startAt > now) {
    return { kind: 'invalid', message: 'Only a session that has started can be a no-show.' };
  }
  if (booking.checkedInAt) {
    return { kind: 'invalid', message: 'The customer was checked in: not a no-show.' };
  }
  const [row] = await db
    .update(tables.bookings)
    .set({ status: 'no_show', updatedAt: now })
    .where(and(eq(tables.bookings.id, booking.id), ne(tables.bookings.status, 'cancelled')))
    .returning();
  return row ? { kind: 'done', booking: row } : { kind: 'invalid', message: 'Not found.' };
}

// Crockford-style alphabet: no 0/O or 1/I to misread over the phone.
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

function newReference(): string {
  const bytes = randomBytes(8);
  let code = '';
  for (const byte of bytes) code += REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length];
  return `LPS-${code}`;
}

export function newManageToken(): string {
  return randomBytes(24).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function tokenMatches(token: string, hash: string): boolean {
  const given = Buffer.from(hashToken(token), 'hex');
  const stored = Buffer.from(hash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
