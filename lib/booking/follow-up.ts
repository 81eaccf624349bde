import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db';
import { tables } from '../db';
import { absoluteUrl } from '../site-url';
import { enqueueJob, type JobHandler } from '../jobs/queue';
import { queueMailOnce, type OutgoingMail } from '../mail';
import { siteIdentity } from '../site';
import { durationWords } from './availability';
import { describeSessionTime } from '../time';
import { greeting, manageLink, sessionSummaryLines } from './confirmation';

// The e-mails after a booking: a reminder the day before and a thank-you after the session, queued as
// jobs with the booking. Each job checks at run time that the booking still stands as it did when it
// was queued, so a cancel or a move never has to find and remove the jobs already waiting.

type BookingRow = typeof tables.bookings.$inferSelect;

export const BOOKING_FOLLOW_UP_JOB = 'booking.follow-up';

const HOUR_MS = 60 * 60_000;
export const REMINDER_LEAD_MS = 24 * HOUR_MS;
/** Time to pack up and get home, yet mostly the same evening, while the session is fresh in mind. */
export const THANK_YOU_DELAY_MS = 2 * HOUR_MS;

// `sequence` is the booking's calendar SEQUENCE when the job was queued: every move and the cancel bump
// it, so it names one version of the booking exactly (a start time would not: a move may keep the start).
const bookingVersion = {
  bookingId: z.string().uuid(),
  sequence: z.number().int().nonnegative(),
};
const followUpPayload = z.discriminatedUnion('kind', [
  // The manage link needs the token, which the booking stores only hashed; the confirmation carrying
  // the same link sits in the outbox too, and a move (the only rotation) makes this job stale.
  z.object({ kind: z.literal('reminder'), ...bookingVersion, manageToken: z.string().min(1) }),
  z.object({ kind: z.literal('thank-you'), ...bookingVersion }),
]);
export type FollowUpPayload = z.infer<typeof followUpPayload>;

const MAIL_KIND: Record<FollowUpPayload['kind'], string> = {
  reminder: 'booking_reminder',
  'thank-you': 'booking_thank_you',
};

/**
 * Queues the reminder and the thank-you of a booking just made or moved, in the caller's transaction,
 * so a booking is never stored without them.
 */
export async function scheduleFollowUps(
  db: Database,
  booking: BookingRow,
  options: { manageToken: string; now: Date },
): Promise<void> {
  const version = { bookingId: booking.id, sequence: booking.icsSequence };
  const remindAt = new Date(booking.startAt.getTime() - REMINDER_LEAD_MS);
  // Booked or moved less than a day ahead: the e-mail sent right now already says all a reminder
  // would, so a second one minutes later would only be noise.
  if (remindAt > options.now) {
    const reminder: FollowUpPayload = {
      kind: 'reminder',
      ...version,
      manageToken: options.manageToken,
    };
    await enqueueJob(db, BOOKING_FOLLOW_UP_JOB, reminder, { runAfter: remindAt });
  }
  const thankYou: FollowUpPayload = { kind: 'thank-you', ...version };
  await enqueueJob(db, BOOKING_FOLLOW_UP_JOB, thankYou, {
    runAfter: new Date(booking.endAt.getTime() + THANK_YOU_DELAY_MS),
  });
}

/** Sends a follow-up if its booking is still as it was; at most one mail per booking version and kind. */
export function bookingFollowUpHandler(): JobHandler {
  return async (payload, { db, now }) => {
    const followUp = followUpPayload.parse(payload);
    await db.transaction(async (tx) => {
      // The share lock makes a cancel or move of this booking wait until the mail is queued: a
      // reminder is never queued after the cancellation notice.
      const [booking] = await tx
        .select()
        .from(tables.bookings)
        .where(eq(tables.bookings.id, followUp.bookingId))
        .for('share');
      if (!booking || !isStillDue(booking, followUp, now)) return;
      // A job run twice (its worker died before marking it done) finds this key taken.
      const onceKey = `${BOOKING_FOLLOW_UP_JOB}:${booking.id}:${followUp.sequence}:${followUp.kind}`;
      await queueMailOnce(tx, onceKey, MAIL_KIND[followUp.kind], followUpMail(booking, followUp));
    });
  };
}

function isStillDue(booking: BookingRow, followUp: FollowUpPayload, now: Date): boolean {
  // Cancelled, a no-show, or moved since: the move queued follow-ups of its own.
  if (booking.status !== 'active' || booking.icsSequence !== followUp.sequence) return false;
  // A reminder the worker reaches only after the start (the site was down) would come too late.
  return followUp.kind !== 'reminder' || now < booking.startAt;
}

function followUpMail(booking: BookingRow, followUp: FollowUpPayload): OutgoingMail {
  const opening = [greeting(booking), ''];
  if (followUp.kind === 'reminder') {
    return {
      to: booking.guestEmail,
      subject: `Reminder: ${booking.studioName}, ${describeSessionTime(booking.startAt, booking.endAt)}`,
      text: [
        ...opening,
        `${siteIdentity.name}: a reminder of your studio session.`,
        '',
        ...sessionSummaryLines(booking),
        `Duration: ${durationWords(minutesOf(booking))}`,
        '',
        `Reschedule or cancel: ${manageLink(booking, followUp.manageToken)}`,
      ].join('\n'),
    };
  }
  return {
    to: booking.guestEmail,
    subject: `Thank you for recording at ${siteIdentity.name}`,
    text: [
      ...opening,
      `Thank you for your session at ${siteIdentity.name}. We hope it went well.`,
      '',
      ...sessionSummaryLines(booking, { withAddress: false }),
      '',
      'How did it go? Reply to this e-mail and tell us: your feedback helps us improve.',
      `Book your next session: ${absoluteUrl('/booking')}`,
    ].join('\n'),
  };
}

function minutesOf(booking: BookingRow): number {
  return Math.round((booking.endAt.getTime() - booking.startAt.getTime()) / 60_000);
}
