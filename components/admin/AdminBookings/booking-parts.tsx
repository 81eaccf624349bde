// The parts of a booking's row that the bookings list and the booking's staff page share.
import { cancellationTerms, type CancellationPolicy } from '@/lib/booking/cancellation-policy';
import { awaitsAddress, paymentState } from '@/lib/booking/payment-state';
import { formatPounds } from '@/lib/booking/rules';
import type { Booking } from '@/lib/booking/store';
import { AdminBookingActions } from '../AdminBookingActions';
import { AdminPaymentActions } from '../AdminPaymentActions';

/** Held, deposit paid, paid, balance due, refund due or refunded, with the amount that matters. */
export function PaymentWords({ booking }: { booking: Booking }) {
  return <span data-testid="payment-state">{paymentWords(booking)}</span>;
}

export function paymentWords(booking: Booking): string {
  const { state, balancePence, refundDuePence } = paymentState(booking);
  const due = formatPounds(balancePence);
  return {
    held: awaitsAddress(booking)
      ? `Awaiting e-mail confirmation, ${formatPounds(booking.pricePence - booking.paidPence)} at the studio`
      : 'Held while paying online',
    paid: 'Paid',
    'deposit paid': `Deposit paid, ${due} due`,
    'balance due': `${due} due`,
    'refund due': `Refund of ${formatPounds(refundDuePence)} due`,
    refunded: `Refunded ${formatPounds(booking.refundedPence)}${balancePence > 0 ? `, ${due} due` : ''}`,
    none: '-',
  }[state];
}

/**
 * Cancel, no-show, mark paid, refund or release, as the booking's state allows; with the policy, a
 * second cancel that keeps its late fee when one would be due now.
 */
export function BookingActions({
  booking,
  now,
  policy,
}: {
  booking: Booking;
  now: Date;
  policy?: CancellationPolicy;
}) {
  const { balancePence } = paymentState(booking);
  // Not invoiced yet: the payment that confirms it is its price.
  const provisional = awaitsAddress(booking);
  return (
    <>
      <AdminBookingActions
        id={booking.id}
        reference={booking.reference}
        canCancel={booking.status === 'active'}
        canMarkNoShow={booking.status === 'active' && booking.startAt <= now}
        lateFeePence={policy ? cancellationTerms(booking, policy, now).feePence : 0}
      />
      <AdminPaymentActions
        id={booking.id}
        reference={booking.reference}
        balancePence={provisional ? booking.pricePence - booking.paidPence : balancePence}
        refundablePence={Math.max(0, booking.paidPence - booking.refundedPence)}
        paidOnline={booking.paymentMethod === 'stripe'}
        held={booking.status === 'pending'}
      />
    </>
  );
}
