import type { Database } from '../db';
import { cancellationTerms, policyWords } from './cancellation-policy';
import type { MoneySettings } from './catalog';
import { documentLinks, documentsOfBooking } from './invoices';
import { paymentState } from './payment-state';
import type { Booking } from './booking';

/**
 * What a customer's pages show about a booking's money: its price lines, what was paid and is due,
 * what cancelling now would refund (while it can be cancelled), and its invoices.
 */
export async function bookingMoneyView(
  db: Database,
  booking: Booking,
  input: { money: MoneySettings; token: string | null; now: Date },
) {
  const cancellable = booking.status === 'active' && booking.startAt > input.now;
  const terms = cancellationTerms(booking, input.money.policy, input.now);
  return {
    priceLines: booking.priceLines,
    pricePence: booking.pricePence,
    vatPence: booking.vatPence,
    paidPence: booking.paidPence,
    refundedPence: booking.refundedPence,
    balancePence: paymentState(booking).balancePence,
    ...(cancellable ? { cancellation: { ...terms, policy: policyWords(input.money.policy) } } : {}),
    documents: documentLinks(
      await documentsOfBooking(db, booking.id),
      booking.reference,
      input.token,
    ),
  };
}
