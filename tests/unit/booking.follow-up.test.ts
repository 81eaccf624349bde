import { and, asc, eq, sql } from 'drizzle-orm';
import { moneySettingsFrom } from '@/lib/booking/catalog';
import { expect, it } from 'vitest';
import {
  BOOKING_FOLLOW_UP_JOB,
  cancelBooking,
  createBooking,
  markNoShow,
  mayManage,
  REMINDER_LEAD_MS,
  rescheduleBooking,
  THANK_YOU_DELAY_MS,
  type Booking,
} from '@/lib/booking';
import { tables } from '@/lib/db';
import { runDueJobs } from '@/lib/jobs';
import { jobHandlers } from '@/lib/worker';
import { describeOnEachEngine, enginesUnderTest } from '../fixtures/databases';
import { standardSettings, testStudio } from '../fixtures/studios';

// These moves come a day before the session: a policy that lets customers move until the start.
const movableUntilTheStart = moneySettingsFrom({ freeCancellationHours: 0 });
const engines = await enginesUnderTest();

// Monday 8 June 2026, 09:00 in London (BST): "now" when the bookings below are made.
const bookedAt = new Date('2026-06-08T08:00:00Z');
const HOUR_MS = 3_600_000;
const at = (instant: Date, offsetMs: number) => new Date(instant.getTime() + offsetMs);

describeOnEachEngine(engines, 'booking follow-ups on $engine', 'follow-up e-mails', (handle) => {
  /** A booking by `email`, in a studio of its own so that no two tests' sessions collide. */
  async function book(email: string, start: string, end: string, now = bookedAt) {
    const studio = {
      ...testStudio(`studio-${email}`, 'Studio One'),
      minNoticeHours: 2,
      address: '1 Example Yard\nLondon W6 0AA',
    };
    const outcome = await createBooking(handle.db, {
      studio,
      settings: standardSettings,
      booking: { start: new Date(start), end: new Date(end), name: 'Ada Lovelace', email },
      addressConfirmed: true,
      now,
    });
    if (outcome.kind !== 'created') throw new Error(`not created: ${outcome.kind}`);
    return { ...outcome, studio };
  }

  /** The follow-up jobs queued for a booking, earliest first. */
  const followUpJobs = (booking: Booking) =>
    handle.db
      .select()
      .from(tables.outboxJobs)
      .where(
        and(
          eq(tables.outboxJobs.kind, BOOKING_FOLLOW_UP_JOB),
          sql`${tables.outboxJobs.payload}->>'bookingId' = ${booking.id}`,
        ),
      )
      .orderBy(asc(tables.outboxJobs.runAfter));

  const mailsTo = (email: string, kind: 'booking_reminder' | 'booking_thank_you') =>
    handle.db
      .select()
      .from(tables.mailMessages)
      .where(and(eq(tables.mailMessages.to, email), eq(tables.mailMessages.kind, kind)));

  /** The worker's sweeps at that time, with the product's own job registry, until nothing is due. */
  async function runJobsAt(now: Date) {
    for (;;) {
      const summary = await runDueJobs(handle.db, jobHandlers, { now });
      if (summary.done + summary.retried + summary.dead === 0) return;
    }
  }

  const tokenIn = (text: string) => new URL(/https?:\/\/\S+token=\S+/.exec(text)![0]).searchParams;

  it('queues the reminder a day before the session and sends it once, at that time', async () => {
    const email = 'tomorrow@example.com';
    // Tuesday 9 June 2026, 13:00-15:00 in London.
    const { booking, manageToken } = await book(
      email,
      '2026-06-09T12:00:00Z',
      '2026-06-09T14:00:00Z',
    );
    const remindAt = new Date('2026-06-08T12:00:00Z');
    const jobs = await followUpJobs(booking);
    expect(jobs.map((job) => [job.runAfter, (job.payload as { kind: string }).kind])).toEqual([
      [remindAt, 'reminder'],
      [new Date('2026-06-09T16:00:00Z'), 'thank-you'],
    ]);

    await runJobsAt(at(remindAt, -1));
    expect(await mailsTo(email, 'booking_reminder')).toEqual([]);

    await runJobsAt(remindAt);
    const [reminder, ...more] = await mailsTo(email, 'booking_reminder');
    expect(more).toEqual([]);
    expect(reminder!.subject).toBe('Reminder: Studio One, Tuesday, 9 June 2026, 13:00-15:00');
    expect(reminder!.text).toContain('Hello Ada Lovelace,');
    expect(reminder!.text).toContain(`Reference: ${booking.reference}`);
    expect(reminder!.text).toContain('When: Tuesday, 9 June 2026, 13:00-15:00 (London time)');
    expect(reminder!.text).toContain('Duration: 2 hours');
    expect(reminder!.text).toContain('Where: 1 Example Yard, London W6 0AA');
    expect(reminder!.text).toContain(`/booking/manage/${booking.reference}?token=`);
    // The link in the reminder is one that lets the customer manage the booking.
    const linked = tokenIn(reminder!.text).get('token')!;
    expect(linked).toBe(manageToken);
    expect(mayManage(booking, null, linked)).toBe(true);

    await runJobsAt(at(remindAt, HOUR_MS));
    expect(await mailsTo(email, 'booking_reminder')).toHaveLength(1);
    expect((await followUpJobs(booking))[0]).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('sends no reminder and no thank-you for a cancelled booking', async () => {
    const email = 'cancelled@example.com';
    const { booking } = await book(email, '2026-06-09T12:00:00Z', '2026-06-09T14:00:00Z');
    const cancelled = await cancelBooking(handle.db, booking, {
      byAdmin: false,
      now: at(bookedAt, HOUR_MS),
    });
    expect(cancelled.kind).toBe('done');

    await runJobsAt(new Date('2026-06-08T12:00:00Z'));
    await runJobsAt(new Date('2026-06-09T18:00:00Z'));
    expect(await mailsTo(email, 'booking_reminder')).toEqual([]);
    expect(await mailsTo(email, 'booking_thank_you')).toEqual([]);
    // The jobs ran and decided there was nothing to send; none is left waiting or failing.
    expect((await followUpJobs(booking)).map((job) => job.status)).toEqual(['done', 'done']);
  });

  it('moves the reminder with the booking: sent before the new time, never before the old one', async () => {
    const email = 'moved@example.com';
    const { booking, studio } = await book(email, '2026-06-09T09:00:00Z', '2026-06-09T10:00:00Z');
    // Moved to Wednesday 10 June 2026, 15:00-16:00 in London.
    const moved = await rescheduleBooking(handle.db, booking, {
      studio,
      settings: standardSettings,
      money: movableUntilTheStart,
      start: new Date('2026-06-10T14:00:00Z'),
      end: new Date('2026-06-10T15:00:00Z'),
      now: at(bookedAt, HOUR_MS),
    });
    if (moved.kind !== 'done') throw new Error(`not moved: ${moved.kind}`);
    const newRemindAt = new Date('2026-06-09T14:00:00Z');
    expect(
      (await followUpJobs(booking))
        .filter((job) => job.status === 'pending')
        .map((job) => job.runAfter),
    ).toContainEqual(newRemindAt);

    // The old time's reminder and thank-you come due and send nothing.
    await runJobsAt(new Date('2026-06-09T13:00:00Z'));
    expect(await mailsTo(email, 'booking_reminder')).toEqual([]);
    expect(await mailsTo(email, 'booking_thank_you')).toEqual([]);

    await runJobsAt(newRemindAt);
    const reminders = await mailsTo(email, 'booking_reminder');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.text).toContain(
      'When: Wednesday, 10 June 2026, 15:00-16:00 (London time)',
    );
    expect(tokenIn(reminders[0]!.text).get('token')).toBe(moved.manageToken);
  });

  it('sends one reminder, with the new link, after a move that keeps the start', async () => {
    const email = 'longer@example.com';
    const { booking, studio } = await book(email, '2026-06-09T12:00:00Z', '2026-06-09T13:00:00Z');
    const longer = await rescheduleBooking(handle.db, booking, {
      studio,
      settings: standardSettings,
      money: movableUntilTheStart,
      start: booking.startAt,
      end: new Date('2026-06-09T15:00:00Z'),
      now: at(bookedAt, HOUR_MS),
    });
    if (longer.kind !== 'done') throw new Error(`not moved: ${longer.kind}`);

    await runJobsAt(new Date('2026-06-08T12:00:00Z'));
    const reminders = await mailsTo(email, 'booking_reminder');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.text).toContain('Duration: 3 hours');
    expect(tokenIn(reminders[0]!.text).get('token')).toBe(longer.manageToken);
  });

  it('thanks the customer two hours after the session, and not a no-show', async () => {
    const email = 'thanks@example.com';
    const { booking } = await book(email, '2026-06-09T12:00:00Z', '2026-06-09T14:00:00Z');
    const thankAt = at(booking.endAt, THANK_YOU_DELAY_MS);
    await runJobsAt(at(booking.startAt, -REMINDER_LEAD_MS));

    await runJobsAt(at(thankAt, -1));
    expect(await mailsTo(email, 'booking_thank_you')).toEqual([]);
    await runJobsAt(thankAt);
    await runJobsAt(at(thankAt, HOUR_MS));
    const [thanks, ...more] = await mailsTo(email, 'booking_thank_you');
    expect(more).toEqual([]);
    expect(thanks!.subject).toBe('Thank you for recording at London Podcast Studio');
    expect(thanks!.text).toContain('When: Tuesday, 9 June 2026, 13:00-15:00 (London time)');
    expect(thanks!.text).toMatch(/Book your next session: https?:\/\/\S+\/booking$/m);
    expect(thanks!.text).not.toContain('token=');

    const absent = 'absent@example.com';
    const other = await book(absent, '2026-06-09T12:00:00Z', '2026-06-09T14:00:00Z');
    await markNoShow(handle.db, other.booking, at(other.booking.startAt, HOUR_MS));
    await runJobsAt(at(thankAt, HOUR_MS));
    expect(await mailsTo(absent, 'booking_thank_you')).toEqual([]);
  });

  it('queues one e-mail when a reminder job runs twice, even at the same moment', async () => {
    const email = 'twice@example.com';
    const { booking } = await book(email, '2026-06-09T12:00:00Z', '2026-06-09T14:00:00Z');
    const [job] = await followUpJobs(booking);
    const remindAt = job!.runAfter;
    const handler = jobHandlers[BOOKING_FOLLOW_UP_JOB]!;
    const context = { db: handle.db, attempt: 1, jobId: job!.id, now: remindAt };

    // Two workers, or a worker that died after queueing the mail and the one that took the job over.
    await Promise.all([handler(job!.payload, context), handler(job!.payload, context)]);
    await handler(job!.payload, { ...context, attempt: 2 });
    await runJobsAt(remindAt);
    expect(await mailsTo(email, 'booking_reminder')).toHaveLength(1);
  });

  it('sends no late reminder once the session has started', async () => {
    const email = 'late@example.com';
    const { booking } = await book(email, '2026-06-09T12:00:00Z', '2026-06-09T14:00:00Z');
    // The site was down from before the reminder was due until the session began.
    await runJobsAt(at(booking.startAt, 60_000));
    expect(await mailsTo(email, 'booking_reminder')).toEqual([]);
    expect((await followUpJobs(booking))[0]).toMatchObject({ status: 'done' });
  });

  it('queues no reminder for a session booked less than a day ahead, only the thank-you', async () => {
    const email = 'soon@example.com';
    // Monday 17:00 for Tuesday 10:00 in London: 17 hours ahead.
    const { booking } = await book(
      email,
      '2026-06-09T09:00:00Z',
      '2026-06-09T10:00:00Z',
      new Date('2026-06-08T16:00:00Z'),
    );
    const jobs = await followUpJobs(booking);
    expect(jobs.map((job) => (job.payload as { kind: string }).kind)).toEqual(['thank-you']);
  });
});
