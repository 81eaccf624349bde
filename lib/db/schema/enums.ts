// The values of the text-enum columns, as plain constants: browser code (back-office forms) imports
// them from here without pulling drizzle into its bundle.

// The hiring pipeline in order; `hired` and `rejected` end it.
export const APPLICATION_STATUSES = [
  'new',
  'reviewing',
  'shortlisted',
  'interview',
  'offer',
  'hired',
  'rejected',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

// Where a lead stands with the studio; contact messages, get-started leads and subscribers share it.
export const LEAD_STATUSES = ['new', 'replied', 'won', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

// What the back office can write notes on.
export const NOTE_SUBJECTS = [
  'contact',
  'get-started',
  'newsletter',
  'application',
  'booking',
  // A customer by their address key (lib/customers), not an id: guests have no row of their own.
  'customer',
] as const;
export type NoteSubject = (typeof NOTE_SUBJECTS)[number];

// A booking's status in the customer's words; `pending` is a slot held while the customer pays.
export const BOOKING_STATUS_WORDS = {
  pending: 'Awaiting payment',
  active: 'Confirmed',
  cancelled: 'Cancelled',
  no_show: 'No-show',
  expired: 'Hold expired',
} as const;

/**
 * A booking's status in words: a `pending` booking paid at the studio waits for its address to
 * confirm it from the e-mail (lib/booking/provisional), not for a payment.
 */
export function bookingStatusWords(
  booking: { status: keyof typeof BOOKING_STATUS_WORDS; paymentMethod: string },
  words: Record<keyof typeof BOOKING_STATUS_WORDS, string> = BOOKING_STATUS_WORDS,
): string {
  return booking.status === 'pending' && booking.paymentMethod === 'studio'
    ? 'Awaiting e-mail confirmation'
    : words[booking.status];
}
