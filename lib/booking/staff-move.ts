import type { Database } from '../db';
import type { Answer } from '../http';
import { paymentProviderFromEnv } from '../payments/stripe';
import { loadMoneySettings } from './catalog';
import { bookingJson } from './json';
import { sendRefundsNow } from './payments';
import { moveContextOf, PROVIDER_UNAVAILABLE } from './service';
import { STAFF_TAKEN_MESSAGE } from '../staff/assign';
import {
  findBooking,
  moveMoney,
  planMove,
  rangeIsTaken,
  rescheduleBooking,
  SLOT_TAKEN_MESSAGE,
} from './store';
import { closeTopUpCheckouts, openTopUpsOf } from './top-ups';

export type StaffMove = {
  studioId: string;
  start: Date;
  end: Date;
  /** The new price staff were shown and accepted; a re-priced move without it changes nothing. */
  acceptedPricePence?: number;
};

/** What a re-priced move would do to the money, shown before staff confirm it. */
export type RepriceOffer = {
  fromPence: number;
  toPence: number;
  refundPence: number;
  balanceDuePence: number;
};

/**
 * A move made by staff (the studio timeline): to another studio, another time or a new length,
 * through the one rule set (planMove) with the booking's add-ons and promo terms. A clash or a
 * broken rule is refused with the reason; a move that changes the price answers `reprice` and
 * changes nothing until it is asked again with that price accepted, then re-invoices and refunds
 * what was paid beyond the new price (as any move does).
 */
export async function moveBookingAsStaff(
  db: Database,
  id: string,
  move: StaffMove,
  now: Date = new Date(),
): Promise<Answer> {
  const booking = await findBooking(db, id);
  if (!booking) return { ok: false, status: 404, message: 'Booking not found.' };
  const time = { start: move.start, end: move.end };
  const [context, money] = await Promise.all([
    moveContextOf(db, { studioId: move.studioId }, time, true),
    loadMoneySettings(),
  ]);
  if (!context) {
    return { ok: false, status: 422, message: 'That studio is not available for booking.' };
  }
  const input = { ...context, ...time, money, byAdmin: true, now };
  const planned = await planMove(db, booking, input);
  if (!planned.ok) {
    return planned.outcome.kind === 'conflict'
      ? { ok: false, status: 409, message: SLOT_TAKEN_MESSAGE }
      : { ok: false, status: 422, message: planned.outcome.message };
  }
  // Refused before any question about the price: a clash is the first thing staff need to know.
  if (await rangeIsTaken(db, move.studioId, planned.plan.blocked, booking.id)) {
    return { ok: false, status: 409, message: SLOT_TAKEN_MESSAGE };
  }
  const effect = moveMoney(booking, planned.plan);
  if (effect.repriced && move.acceptedPricePence !== effect.newPricePence) {
    const reprice: RepriceOffer = {
      fromPence: booking.pricePence,
      toPence: effect.newPricePence,
      refundPence: effect.refundPence,
      balanceDuePence: effect.balanceDuePence,
    };
    return { ok: true, status: 200, body: { reprice } };
  }
  const provider = paymentProviderFromEnv();
  const superseded = await openTopUpsOf(db, booking.id);
  const outcome = await rescheduleBooking(db, booking, input);
  if (outcome.kind === 'conflict') {
    return {
      ok: false,
      status: 409,
      message: outcome.staff ? STAFF_TAKEN_MESSAGE : SLOT_TAKEN_MESSAGE,
    };
  }
  if (outcome.kind === 'invalid') return { ok: false, status: 422, message: outcome.message };
  // An admin's move never waits for a top-up; what is left is the provider being unreachable.
  if (outcome.kind !== 'done') return PROVIDER_UNAVAILABLE;
  await closeTopUpCheckouts(provider, superseded);
  await sendRefundsNow(db, provider, outcome.refunds ?? []);
  return { ok: true, status: 200, body: { booking: bookingJson(outcome.booking) } };
}
