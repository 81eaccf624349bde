import type { Booking } from './store';
import { formatPounds } from './rules';
import { toLondonIso } from '../time';

/** A booking as the API shows it to its owner: London times with offsets, the price in pence and words. */
export function bookingJson(booking: Booking) {
  return {
    id: booking.id,
    reference: booking.reference,
    studioId: booking.studioId,
    studioName: booking.studioName,
    start: toLondonIso(booking.startAt),
    end: toLondonIso(booking.endAt),
    status: booking.status,
    price: { pence: booking.pricePence, formatted: formatPounds(booking.pricePence) },
    name: booking.guestName,
    email: booking.guestEmail,
    phone: booking.guestPhone,
    notes: booking.notes,
    consultation: booking.consultation,
    createdAt: booking.createdAt.toISOString(),
  };
}
export type BookingJson = ReturnType<typeof bookingJson>;
