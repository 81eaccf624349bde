import type { PriceLine } from '../db/schema/bookings';
import { paymentState } from './payment-state';
import type { Booking } from './booking';
import { formatPounds } from './rules';
import { toLondonIso } from '../time';

const money = (pence: number) => ({ pence, formatted: formatPounds(pence) });

/** A price with its lines and the VAT inside it, as the booking page and the API show it. */
export function moneyJson(price: {
  priceLines: PriceLine[];
  pricePence: number;
  vatPence: number;
}) {
  return {
    lines: price.priceLines.map((line) => ({
      kind: line.kind,
      description: line.description,
      quantity: line.quantity,
      ...money(line.grossPence),
    })),
    total: money(price.pricePence),
    vat: money(price.vatPence),
  };
}

/** A booking as the API shows it to its owner: London times with offsets, the price in pence and words. */
export function bookingJson(booking: Booking) {
  const payment = paymentState(booking);
  return {
    id: booking.id,
    reference: booking.reference,
    studioId: booking.studioId,
    studioName: booking.studioName,
    start: toLondonIso(booking.startAt),
    end: toLondonIso(booking.endAt),
    status: booking.status,
    price: money(booking.pricePence),
    breakdown: moneyJson(booking),
    addOns: booking.addOns.map((addOn) => addOn.name),
    promoCode: booking.promoCode,
    payment: {
      method: booking.paymentMethod,
      state: payment.state,
      paid: money(booking.paidPence),
      refunded: money(booking.refundedPence),
      balance: money(payment.balancePence),
      holdExpiresAt: booking.holdExpiresAt?.toISOString() ?? null,
    },
    name: booking.guestName,
    email: booking.guestEmail,
    phone: booking.guestPhone,
    notes: booking.notes,
    billingAddress: booking.billingAddress,
    consultation: booking.consultation,
    createdAt: booking.createdAt.toISOString(),
    checkedInAt: booking.checkedInAt?.toISOString() ?? null,
  };
}
export type BookingJson = ReturnType<typeof bookingJson>;
