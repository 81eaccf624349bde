import type { Booking } from './booking';

// A booking's payment state, from its own columns only: browser code and stories can use it without
// the database modules.

/** The booking's payment state in the words the back office and the customer see. */
export type PaymentState =
  'held' | 'paid' | 'deposit paid' | 'balance due' | 'refund due' | 'refunded' | 'none';

/**
 * Where a booking's money stands: what its invoices (less credit notes) ask for against what was
 * kept (paid less refunded). A refund recorded but not yet handed back (owed, or still with the
 * provider) shows as due.
 */
export function paymentState(
  booking: Pick<Booking, 'status' | 'invoicedPence' | 'paidPence' | 'refundedPence'>,
): { state: PaymentState; balancePence: number; refundDuePence: number } {
  const kept = booking.paidPence - booking.refundedPence;
  const balancePence = Math.max(0, booking.invoicedPence - kept);
  const refundDuePence = Math.max(0, kept - booking.invoicedPence);
  const state: PaymentState =
    booking.status === 'pending'
      ? 'held'
      : refundDuePence > 0
        ? 'refund due'
        : booking.refundedPence > 0
          ? 'refunded'
          : balancePence === 0
            ? booking.invoicedPence > 0
              ? 'paid'
              : 'none'
            : booking.paidPence > 0
              ? 'deposit paid'
              : 'balance due';
  return { state, balancePence, refundDuePence };
}

/** Held and waiting for its address to confirm it (paid online, a hold waits for the payment). */
export function awaitsAddress(booking: Pick<Booking, 'status' | 'paymentMethod'>): boolean {
  return booking.status === 'pending' && booking.paymentMethod === 'studio';
}
