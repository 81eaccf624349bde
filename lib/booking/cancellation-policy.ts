// The studio's cancellation policy with money attached (site settings): free until N hours before the
// start, then a fee of a share of the price; a no-show is never refunded. Pure, so the booking page,
// the e-mails, the manage page and the cancellation itself compute the same amounts.

export type CancellationPolicy = { freeCancellationHours: number; lateFeePercent: number };

export type CancellationTerms = {
  /** Until when cancelling (and moving) costs nothing. */
  freeUntil: Date;
  free: boolean;
  /** What the studio keeps of the price. */
  feePence: number;
  /** The part of the price the credit note gives back (price less fee). */
  creditPence: number;
  /** Money handed back now: what was paid beyond the fee. */
  refundPence: number;
  /** What the customer still owes after cancelling (the fee beyond what was paid). */
  stillOwedPence: number;
};

export function cancellationTerms(
  booking: {
    startAt: Date;
    pricePence: number;
    /** What the booking's invoices still ask for (less credit notes already issued). */
    invoicedPence: number;
    paidPence: number;
    /** Refunds recorded so far, handed back or not. */
    refundsRecordedPence: number;
  },
  policy: CancellationPolicy,
  now: Date,
): CancellationTerms {
  const freeUntil = new Date(booking.startAt.getTime() - policy.freeCancellationHours * 3_600_000);
  const free = now.getTime() <= freeUntil.getTime();
  const policyFee = free ? 0 : Math.round((booking.pricePence * policy.lateFeePercent) / 100);
  // Credit already given (an admin's refund) lowers what is left to keep or to credit.
  const feePence = Math.min(policyFee, booking.invoicedPence);
  const kept = booking.paidPence - booking.refundsRecordedPence;
  return {
    freeUntil,
    free,
    feePence,
    creditPence: booking.invoicedPence - feePence,
    refundPence: Math.max(0, kept - feePence),
    stillOwedPence: Math.max(0, feePence - kept),
  };
}

/** The policy in one sentence, as the booking page and the e-mails state it. */
export function policyWords(policy: CancellationPolicy): string {
  if (policy.lateFeePercent === 0) return 'Free cancellation until the session starts.';
  const fee =
    policy.lateFeePercent === 100 ? 'no refund' : `a fee of ${policy.lateFeePercent}% of the price`;
  return `Free cancellation until ${policy.freeCancellationHours} hours before the start; after that, ${fee}. No refund for a no-show.`;
}
