// The back office's front page (issue #13 item 1): today's and this week's sessions with revenue,
// leads since the admin's last visit, open applications, page views and failed deliveries.
import { eq } from 'drizzle-orm';
import { recordPaymentIn } from '@/lib/booking/payments';
import { expect, it } from 'vitest';
import { cancelBooking, createBooking } from '@/lib/booking';
import { createUser, setUserRole } from '@/lib/auth/users';
import { tables } from '@/lib/db';
import { storeContactMessage } from '@/lib/contact/store';
import { dashboardFigures } from '@/lib/dashboard';
import { enqueueJob } from '@/lib/jobs/queue';
import { MAIL_DELIVERY_JOB } from '@/lib/mail';
import { describeOnEachEngine, enginesUnderTest } from '../fixtures/databases';
import { standardSettings, testStudio } from '../fixtures/studios';

const engines = await enginesUnderTest();

// Wednesday 10 June 2026, 08:00 in London (BST).
const NOW = new Date('2026-06-10T07:00:00Z');
const BOOKED_AT = new Date('2026-06-01T09:00:00Z');

describeOnEachEngine(engines, 'on $engine', 'admin dashboard', (handle) => {
  it('counts this day and week, new leads once, open applications and failed deliveries', async () => {
    const db = handle.db;
    const admin = await createUser(db, {
      email: 'boss@studio.test',
      name: 'Boss',
      password: 'a long password 42',
    });
    if (admin === 'email-taken') throw new Error('fresh database expected');
    await setUserRole(db, admin.id, 'admin');

    const studio = testStudio();
    const book = async (start: string, end: string, email: string) => {
      const outcome = await createBooking(db, {
        studio,
        settings: standardSettings,
        booking: { start: new Date(start), end: new Date(end), name: 'Guest', email },
        now: BOOKED_AT,
      });
      if (outcome.kind !== 'created') throw new Error(outcome.kind);
      return outcome.booking;
    };
    // Today 10:00-12:00 and 14:00-15:00 London; Friday this week; Monday next week; one cancelled.
    // Revenue is money taken: the first is paid in full, the third has a £20 deposit, the second
    // nothing yet.
    const paid = await book('2026-06-10T09:00:00Z', '2026-06-10T11:00:00Z', 'a@example.com');
    await book('2026-06-10T13:00:00Z', '2026-06-10T14:00:00Z', 'b@example.com');
    const deposit = await book('2026-06-12T09:00:00Z', '2026-06-12T10:00:00Z', 'c@example.com');
    const take = (booking: { id: string }, amountPence: number) =>
      db.transaction((tx) =>
        recordPaymentIn(tx, booking, {
          amountPence,
          method: 'card_terminal',
          idempotencyKey: `test:${booking.id}`,
          now: BOOKED_AT,
        }),
      );
    await take(paid, 2 * 8000);
    await take(deposit, 2000);
    await book('2026-06-15T09:00:00Z', '2026-06-15T10:00:00Z', 'd@example.com');
    const cancelled = await book('2026-06-11T09:00:00Z', '2026-06-11T10:00:00Z', 'e@example.com');
    await cancelBooking(db, cancelled, { byAdmin: true, now: BOOKED_AT });

    // Leads are dated by the database clock: set them where the test's clock puts them.
    const arrivedAt = async (email: string, at: Date) =>
      db
        .update(tables.contactMessages)
        .set({ createdAt: at })
        .where(eq(tables.contactMessages.email, email));
    await storeContactMessage(db, { name: 'Lead', email: 'lead@example.com', message: 'Hello' });
    await arrivedAt('lead@example.com', BOOKED_AT);
    await db.insert(tables.jobApplications).values(
      (['new', 'interview', 'hired', 'rejected'] as const).map((status, n) => ({
        jobId: 'job-1',
        jobTitle: 'Editor',
        name: `Applicant ${n}`,
        email: `applicant${n}@example.com`,
        cvStorageKey: `cv/${n}`,
        cvFileName: 'cv.pdf',
        cvContentType: 'application/pdf',
        cvBytes: 1,
        status,
      })),
    );
    const deadJob = await enqueueJob(db, MAIL_DELIVERY_JOB, { mailId: crypto.randomUUID() });
    await db
      .update(tables.outboxJobs)
      .set({ status: 'dead' })
      .where(eq(tables.outboxJobs.id, deadJob));

    const first = await dashboardFigures(db, admin.id, NOW);
    expect(first.today).toEqual({ date: '2026-06-10', bookings: 2, revenuePence: 2 * 8000 });
    expect(first.week).toEqual({
      date: '2026-06-08',
      to: '2026-06-14',
      bookings: 3,
      revenuePence: 2 * 8000 + 2000,
    });
    expect(first).toMatchObject({ newLeads: 1, leadsSince: null, openApplications: 2 });
    expect(first.failedDeliveries).toEqual({ mail: 1, crm: 0 });

    // The second visit counts only what came after the first.
    const second = await dashboardFigures(db, admin.id, new Date(NOW.getTime() + 60_000));
    expect(second.newLeads).toBe(0);
    expect(second.leadsSince).toEqual(NOW);
    await storeContactMessage(db, { name: 'Later', email: 'later@example.com', message: 'Hi' });
    await arrivedAt('later@example.com', new Date(NOW.getTime() + 120_000));
    const third = await dashboardFigures(db, admin.id, new Date(NOW.getTime() + 180_000));
    expect(third.newLeads).toBe(1);
  });
});
