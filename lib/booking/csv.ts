import { csvDocument } from '../http/csv';
import type { Booking } from './booking';
import { toLondonIso } from '../time';

const COLUMNS = [
  'reference',
  'status',
  'studio',
  'start',
  'end',
  'price_gbp',
  'name',
  'email',
  'phone',
  'notes',
  'consultation',
  'flow_variant',
  'created_at',
] as const;

/** The bookings as CSV (RFC 4180), safe to open in a spreadsheet. */
export function bookingsCsv(bookings: Booking[]): string {
  const rows = bookings.map((booking) => [
    booking.reference,
    booking.status,
    booking.studioName,
    toLondonIso(booking.startAt),
    toLondonIso(booking.endAt),
    (booking.pricePence / 100).toFixed(2),
    booking.guestName,
    booking.guestEmail,
    booking.guestPhone ?? '',
    booking.notes ?? '',
    booking.consultation ? JSON.stringify(booking.consultation) : '',
    booking.flowVariant ?? '',
    booking.createdAt.toISOString(),
  ]);
  return csvDocument(COLUMNS, rows);
}
