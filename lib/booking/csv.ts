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
  'invoiced_gbp',
  'paid_gbp',
  'refunded_gbp',
] as const;

const pounds = (pence: number) => (pence / 100).toFixed(2);

/**
 * The bookings as CSV (RFC 4180), safe to open in a spreadsheet. The money columns are the ledger's
 * (kept equal to the payments table by a trigger): invoiced is invoices less credit notes, paid less
 * refunded is what the dashboard and the revenue chart call taken.
 */
export function bookingsCsv(bookings: Booking[]): string {
  const rows = bookings.map((booking) => [
    booking.reference,
    booking.status,
    booking.studioName,
    toLondonIso(booking.startAt),
    toLondonIso(booking.endAt),
    pounds(booking.pricePence),
    booking.guestName,
    booking.guestEmail,
    booking.guestPhone ?? '',
    booking.notes ?? '',
    booking.consultation ? JSON.stringify(booking.consultation) : '',
    booking.flowVariant ?? '',
    booking.createdAt.toISOString(),
    pounds(booking.invoicedPence),
    pounds(booking.paidPence),
    pounds(booking.refundedPence),
  ]);
  return csvDocument(COLUMNS, rows);
}
