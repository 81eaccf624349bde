import { and, eq, gt, like, sql } from 'drizzle-orm';
import type { Database } from '../db';
import { tables } from '../db';
import { absoluteUrl } from '../site-url';
import { queueMail } from '../mail';
import { siteIdentity } from '../site';
import type { MoneySettings } from './catalog';
import { cancellationTerms, policyWords } from './cancellation-policy';
import { cancellationWords } from './money-view';
import { calendarInvite } from './ics';
import { paymentState } from './payment-state';
import { formatPounds } from './rules';
import { describeSessionTime, londonClockTime, londonDateOf } from '../time';
import { runByOf, type RunBy } from '../staff/assign';

type BookingRow = typeof tables.bookings.$inferSelect;
export type BookingMailKind = 'confirmed' | 'rescheduled' | 'cancelled';

const STUDIO_EMAIL = 'bookings@londonpodcaststudio.co.uk';

/**
 * Booking e-mails one unconfirmed address is sent in a day at most: a stranger typing somebody's
 * address cannot make the studio mail them more than this.
 */
export const UNCONFIRMED_MAILS_PER_DAY = 5;

/** The calendar UID of a booking: the same for every invite about it. */
export function bookingCalendarUid(booking: Pick<BookingRow, 'id'>): string {
  return `booking-${booking.id}@londonpodcaststudio.co.uk`;
}

export function manageLink(booking: Pick<BookingRow, 'reference'>, token: string): string {
  return absoluteUrl(`/booking/manage/${booking.reference}?token=${encodeURIComponent(token)}`);
}

/** The e-mailed link that confirms a provisional booking: its page has the one button that does. */
export function confirmBookingLink(booking: Pick<BookingRow, 'reference'>, token: string): string {
  return absoluteUrl(`/booking/confirm/${booking.reference}?token=${encodeURIComponent(token)}`);
}

export function invoiceLink(booking: Pick<BookingRow, 'reference'>, token: string): string {
  return absoluteUrl(`/booking/invoice/${booking.reference}?token=${encodeURIComponent(token)}`);
}

/**
 * The name a booking's e-mails may greet: text the booker typed is sent only to their own confirmed
 * address; to anyone else it would let a stranger write to that address in the studio's name.
 */
function greetedName(booking: Pick<BookingRow, 'addressConfirmed' | 'guestName'>): string | null {
  return booking.addressConfirmed ? booking.guestName : null;
}

/** "Hello Ada," to a confirmed address, "Hello," to any other. */
export function greeting(booking: Pick<BookingRow, 'addressConfirmed' | 'guestName'>): string {
  const name = greetedName(booking);
  return name ? `Hello ${name},` : 'Hello,';
}

async function recentMailsTo(db: Database, to: string, now: Date): Promise<number> {
  const mail = tables.mailMessages;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(mail)
    .where(
      and(
        // Any case of the address counts (expression index mail_messages_to_lower_idx): Ada@ is ada@.
        eq(sql`lower(${mail.to})`, to.toLowerCase()),
        gt(mail.createdAt, new Date(now.getTime() - 86_400_000)),
        like(mail.kind, 'booking_%'),
      ),
    );
  return row?.n ?? 0;
}

/** Whether the day's cap on booking mail to an address nobody confirmed leaves room for one more. */
async function mayMail(
  db: Database,
  booking: Pick<BookingRow, 'addressConfirmed' | 'guestEmail'>,
  now: Date,
): Promise<boolean> {
  if (booking.addressConfirmed) return true;
  if ((await recentMailsTo(db, booking.guestEmail, now)) < UNCONFIRMED_MAILS_PER_DAY) return true;
  console.warn(
    `Booking e-mail to an unconfirmed address held back: ${UNCONFIRMED_MAILS_PER_DAY} sent today`,
  );
  return false;
}

/**
 * Asks the address of a provisional booking to confirm it: no name or other text the booker typed
 * (the address may be anybody's), no invite (nothing is booked yet), and what to do if it was not them.
 * A waitlist's offer (lib/waitlist/offers.ts) is such a booking too, its time held for the address.
 */
export async function sendConfirmationRequest(
  db: Database,
  booking: BookingRow,
  options: { manageToken: string; now: Date; waitlistOffer?: boolean },
): Promise<void> {
  if (!(await mayMail(db, booking, options.now))) return;
  const until = booking.holdExpiresAt ?? options.now;
  const minutesLeft = Math.round((until.getTime() - options.now.getTime()) / 60_000);
  const when = describeSessionTime(booking.startAt, booking.endAt);
  const opening = options.waitlistOffer
    ? [
        'Hello,',
        '',
        `Time you were waiting for at ${siteIdentity.name} has come free, and it is held for you now:`,
      ]
    : [
        'Hello,',
        '',
        `Somebody, we hope you, asked ${siteIdentity.name} to book this session with this e-mail address:`,
      ];
  const closing = options.waitlistOffer
    ? 'Until then nobody else can book it; after that it is offered to the next person waiting. If you no longer need it, or never asked to wait for it, ignore this e-mail: nothing is booked and nothing is owed.'
    : 'Until then the studio is held for you; after that the time is released. If it was not you, ignore this e-mail: nothing is booked and nothing is owed.';
  const lines = [
    ...opening,
    '',
    ...sessionSummaryLines(booking, { withAddress: false }),
    '',
    ...priceLines(booking),
    '',
    `To ${options.waitlistOffer ? 'book it' : 'confirm the booking'}, open this link within ${minutesLeft} minutes (by ${londonClockTime(until)} London time) and press Confirm Booking:`,
    confirmBookingLink(booking, options.manageToken),
    '',
    closing,
  ];
  await queueMail(db, options.waitlistOffer ? 'waitlist_offer' : 'booking_confirmation_request', {
    to: booking.guestEmail,
    subject: options.waitlistOffer
      ? `A time has come free for you: ${booking.studioName}, ${when}`
      : `Please confirm your booking: ${booking.studioName}, ${when}`,
    text: lines.join('\n'),
  });
}

/** Each line of the price, the VAT inside it, and what is paid and due. */
function priceLines(booking: BookingRow): string[] {
  const state = paymentState(booking);
  return [
    ...booking.priceLines.map((line) => `${line.description}: ${formatPounds(line.grossPence)}`),
    `Total: ${formatPounds(booking.pricePence)} (includes VAT ${formatPounds(booking.vatPence)})`,
    ...(booking.paidPence > 0 ? [`Paid: ${formatPounds(booking.paidPence)}`] : []),
    ...(booking.status === 'active' && state.balancePence > 0
      ? [`Balance due at the studio: ${formatPounds(state.balancePence)}`]
      : []),
  ];
}

/** An address of several lines on one line: `Unit 4, 1 Example Yard, London W6 0AA`. */
export function addressOnOneLine(address: string): string {
  return address
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join(', ');
}

/** The lines e-mails about a session carry: its reference, studio, the room's address and time. */
export function sessionSummaryLines(
  booking: BookingRow,
  { withAddress = true }: { withAddress?: boolean } = {},
): string[] {
  return [
    `Reference: ${booking.reference}`,
    `Studio: ${booking.studioName}`,
    ...(withAddress && booking.studioAddress
      ? [`Where: ${addressOnOneLine(booking.studioAddress)}`]
      : []),
    `When: ${describeSessionTime(booking.startAt, booking.endAt)} (London time)`,
  ];
}

const withLine = (runBy: RunBy | null): string[] => (runBy ? [`With: ${runBy.words}`] : []);

/**
 * Queues the e-mail about a booking, with its calendar invite, in the caller's transaction: the booking
 * and its confirmation are stored together or not at all.
 */
export async function sendBookingMail(
  db: Database,
  kind: BookingMailKind,
  booking: BookingRow,
  options: {
    manageToken?: string;
    now: Date;
    /** The policy a confirmation or a move states. */
    settings: Pick<MoneySettings, 'policy'>;
    /** What the cancellation refunds. */
    refundPence?: number;
  },
): Promise<void> {
  const when = describeSessionTime(booking.startAt, booking.endAt);
  const subjects: Record<BookingMailKind, string> = {
    confirmed: `Booking confirmed: ${booking.studioName}, ${when}`,
    rescheduled: `Booking moved: ${booking.studioName}, ${when}`,
    cancelled: `Booking cancelled: ${booking.studioName}, ${londonDateOf(booking.startAt)}`,
  };
  const opening: Record<BookingMailKind, string> = {
    confirmed: 'your studio session is booked.',
    rescheduled: 'your studio session has moved to a new time.',
    cancelled: 'your studio session has been cancelled.',
  };
  if (!(await mayMail(db, booking, options.now))) return;
  const name = greetedName(booking);
  const lines = [
    greeting(booking),
    '',
    `${siteIdentity.name}: ${opening[kind]}`,
    '',
    ...sessionSummaryLines(booking),
    ...(kind === 'cancelled' ? [] : withLine(await runByOf(db, booking))),
    '',
    ...priceLines(booking),
  ];
  if (kind === 'cancelled') {
    if (booking.cancellationFeePence > 0)
      lines.push(`Cancellation fee: ${formatPounds(booking.cancellationFeePence)}`);
    if (options.refundPence)
      lines.push(
        `Refund: ${formatPounds(options.refundPence)}${booking.paymentMethod === 'stripe' ? ' to your card' : ', which we will arrange with you'}`,
      );
  }
  if (kind !== 'cancelled') {
    const { policy } = options.settings;
    const terms = cancellationTerms(booking, policy, options.now);
    lines.push(
      '',
      `Cancellation policy: ${policyWords(policy)}`,
      // The words the booking's pages use: exact when nothing was paid (no "refunds £0").
      cancellationWords(terms).outcome,
    );
  }
  if (options.manageToken) {
    lines.push(
      '',
      `Reschedule or cancel: ${manageLink(booking, options.manageToken)}`,
      `Invoice: ${invoiceLink(booking, options.manageToken)}`,
    );
  }
  lines.push('', 'The attached calendar invite keeps your calendar up to date.');
  const ics = calendarInvite({
    method: kind === 'cancelled' ? 'CANCEL' : 'REQUEST',
    uid: bookingCalendarUid(booking),
    sequence: booking.icsSequence,
    start: booking.startAt,
    end: booking.endAt,
    stamp: options.now,
    summary: `${booking.studioName} session at ${siteIdentity.name}`,
    description: `Booking ${booking.reference}`,
    location: `${booking.studioName}, ${booking.studioAddress ? addressOnOneLine(booking.studioAddress) : `${siteIdentity.name}, London`}`,
    organizer: { name: siteIdentity.name, email: STUDIO_EMAIL },
    attendee: { name: name ?? booking.guestEmail, email: booking.guestEmail },
  });
  const method = kind === 'cancelled' ? 'CANCEL' : 'REQUEST';
  await queueMail(db, `booking_${kind}`, {
    to: booking.guestEmail,
    subject: subjects[kind],
    text: lines.join('\n'),
    attachments: [
      {
        filename: kind === 'cancelled' ? 'cancellation.ics' : 'invite.ics',
        contentType: `text/calendar; charset=utf-8; method=${method}`,
        contentBase64: Buffer.from(ics, 'utf8').toString('base64'),
      },
    ],
  });
}

/**
 * Tells the customer that the deposit difference they paid for a move was refunded in full, and
 * why: the new time was taken, or the move no longer valid, when the payment arrived. Not held back
 * like the other booking e-mails: only a payment the customer made sends it.
 */
export async function sendTopUpRefundedMail(
  db: Database,
  booking: BookingRow,
  options: {
    amountPence: number;
    start: Date;
    end: Date;
    why: string;
    manageToken?: string | null;
  },
): Promise<void> {
  const lines = [
    greeting(booking),
    '',
    `${siteIdentity.name}: we could not move your booking to ${describeSessionTime(options.start, options.end)}. ${options.why}`,
    '',
    `Refund: ${formatPounds(options.amountPence)} to your card, in full.`,
    booking.status === 'active' ? 'Your booking keeps its time:' : 'Your booking:',
    '',
    ...sessionSummaryLines(booking),
  ];
  if (options.manageToken) {
    lines.push('', `Reschedule or cancel: ${manageLink(booking, options.manageToken)}`);
  }
  await queueMail(db, 'booking_top_up_refunded', {
    to: booking.guestEmail,
    subject: `Booking not moved, payment refunded: ${booking.studioName}`,
    text: lines.join('\n'),
  });
}
