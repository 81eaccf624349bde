import { siteSettings } from '../content/site-settings';
import type { Database } from '../db';
import { cancellationTerms, policyWords, type CancellationTerms } from './cancellation-policy';
import { loadMoneySettings, type MoneySettings } from './catalog';
import { documentLinks, documentsOfBooking } from './invoices';
import { paymentState } from './payment-state';
import type { Booking } from './booking';
import { formatPounds } from './rules';

/** How a customer reaches the studio to settle money owed (site settings' contact details). */
export type StudioContact = { phone: string | null; email: string | null };

const dateTime = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Europe/London',
});

// A policy without a fee is free until the start, whatever its window says.
const freeWords = (terms: CancellationTerms) =>
  terms.free
    ? `Free cancellation until ${dateTime.format(terms.freeUntil)}.`
    : 'Free cancellation until the session starts.';

/**
 * What cancelling now means, in two sentences exact for every case: a booking paid at the studio
 * with nothing paid yet costs nothing to cancel in the free window, and owes the fee after it.
 */
export function cancellationWords(terms: CancellationTerms): { terms: string; outcome: string } {
  return {
    terms:
      terms.feePence > 0
        ? `A cancellation fee of ${formatPounds(terms.feePence)} applies now.`
        : freeWords(terms),
    outcome:
      terms.refundPence > 0
        ? `Cancelling now refunds ${formatPounds(terms.refundPence)}.`
        : terms.stillOwedPence > 0
          ? `Cancelling now, you would owe ${formatPounds(terms.stillOwedPence)}.`
          : terms.feePence > 0
            ? 'Cancelling now refunds nothing: the fee is what you paid.'
            : 'Cancelling now is free: nothing has been paid and nothing is owed.',
  };
}

/** The booking page's sentence, before anything is booked: the terms of a session booked now. */
export function bookingTermsWords(terms: CancellationTerms): string {
  return terms.feePence > 0
    ? `Cancelling after booking costs ${formatPounds(terms.feePence)}: this session starts inside the free-cancellation window.`
    : freeWords(terms);
}

/**
 * What is still to pay and how: before the session at the studio; after a cancellation the fee,
 * settled by contacting the studio (nobody is coming to the studio to pay it).
 */
export function balanceWords(
  booking: Pick<Booking, 'status'>,
  balancePence: number,
  contact: StudioContact,
): { label: string; note: string | null } | null {
  if (balancePence <= 0) return null;
  if (booking.status !== 'cancelled') return { label: 'Balance due at the studio', note: null };
  const reach = [
    contact.phone && `call ${contact.phone}`,
    contact.email && `e-mail ${contact.email}`,
  ]
    .filter(Boolean)
    .join(' or ');
  return {
    label: 'Cancellation fee to pay',
    note: `You owe the studio ${formatPounds(balancePence)}, the cancellation fee. To pay it, ${reach || 'contact us'}: we take bank transfers, and cards or cash at the studio.`,
  };
}

/**
 * What a customer's pages show about a booking's money: its price lines, what was paid and is due,
 * what cancelling now would cost or refund (while it can be cancelled), and its invoices.
 */
export async function bookingMoneyView(
  db: Database,
  booking: Booking,
  input: { money: MoneySettings; token: string | null; now: Date; contact: StudioContact },
) {
  const cancellable = booking.status === 'active' && booking.startAt > input.now;
  const terms = cancellationTerms(booking, input.money.policy, input.now);
  const balancePence = paymentState(booking).balancePence;
  return {
    priceLines: booking.priceLines,
    pricePence: booking.pricePence,
    vatPence: booking.vatPence,
    paidPence: booking.paidPence,
    refundedPence: booking.refundedPence,
    balancePence,
    balance: balanceWords(booking, balancePence, input.contact),
    ...(cancellable
      ? { cancellation: { ...cancellationWords(terms), policy: policyWords(input.money.policy) } }
      : {}),
    documents: documentLinks(
      await documentsOfBooking(db, booking.id),
      booking.reference,
      input.token,
    ),
  };
}

/** The money view of a customer's page (confirmation, manage), with the studio's settings. */
export async function customerMoneyView(
  db: Database,
  booking: Booking,
  input: { token: string | null; now: Date },
) {
  const [money, site] = await Promise.all([loadMoneySettings(), siteSettings()]);
  return bookingMoneyView(db, booking, {
    ...input,
    money,
    contact: { phone: site?.phone ?? null, email: site?.email ?? null },
  });
}
