// Issue #49 item 3: a full day's waitlist. Whatever frees a studio's time (a cancellation, a lapsed
// hold, a move), the database queues the offer job (migration 0022), which offers the time to the
// first in line whose window it fits, held for them; when that offer lapses, the next in line gets
// it. Real route, real job queue, real database (PGlite and PostgreSQL).
import { and, eq } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { expireHold } from '@/lib/booking/checkout';
import { moneySettingsFrom } from '@/lib/booking/catalog';
import { confirmBookingAddress } from '@/lib/booking/provisional';
import { cancelBooking, createBooking, type Booking } from '@/lib/booking/store';
import { tables, type Database } from '@/lib/db';
import { runDueJobs } from '@/lib/jobs';
import { londonClockTime, londonWallTimeToInstant } from '@/lib/time';
import { offerFreedTime, WAITLIST_OFFER_JOB, waitlistOfferHandler } from '@/lib/waitlist/offers';
import { waitlistOfDay, waitlistPlacesOf } from '@/lib/waitlist/store';
import { leaveWaitlistPlace, requestWaitlistPlace } from '@/lib/waitlist/http';
import { createUser } from '@/lib/auth/users';
import { adminCookie } from '../fixtures/admins';
import { describeOnEachEngine, enginesUnderTest } from '../fixtures/databases';
import { proofHeader } from '../fixtures/proof-of-work';
import { browserRequest, callRoute, jsonPost, sessionCookieFor } from '../fixtures/routes';
import { standardSettings, testStudio, weekdayAhead } from '../fixtures/studios';

vi.mock('@/lib/booking/catalog', async (original) =>
  (await import('../fixtures/catalog')).withTestStudios(original, 0),
);

const engines = await enginesUnderTest();
const STUDIO = 'studio-waitlist';
const money = moneySettingsFrom({ depositPercent: 0 });

describeOnEachEngine(engines, 'the waitlist on $engine', 'first in line', (handle) => {
  const db = (): Database => handle.db;
  const day = weekdayAhead(12);
  const at = (hour: number, minute = 0) => londonWallTimeToInstant(day, hour * 60 + minute);
  const studio = { ...testStudio(STUDIO, 'Waitlist Studio'), eveningWeekendRate: 100 };

  /** A session booked and confirmed at the desk. */
  const book = async (from: Date, to: Date, email = 'regular@example.com') => {
    const outcome = await createBooking(db(), {
      studio,
      settings: standardSettings,
      money,
      booking: { start: from, end: to, name: 'Regular', email },
    });
    if (outcome.kind !== 'created') throw new Error(`not booked: ${JSON.stringify(outcome)}`);
    return outcome.booking;
  };
  const join = async (body: Record<string, unknown>) =>
    callRoute(
      requestWaitlistPlace,
      db(),
      jsonPost(
        '/api/waitlist',
        { studioId: STUDIO, date: day, duration: 120, ...body },
        await proofHeader(),
      ),
    );
  /** Runs the queued offer jobs, as the worker does, at `now`. */
  const runOffers = async (now = new Date()) => {
    const jobs = await db()
      .select({ id: tables.outboxJobs.id })
      .from(tables.outboxJobs)
      .where(
        and(
          eq(tables.outboxJobs.kind, WAITLIST_OFFER_JOB),
          eq(tables.outboxJobs.status, 'pending'),
        ),
      );
    const handlers = { [WAITLIST_OFFER_JOB]: waitlistOfferHandler() };
    return runDueJobs(db(), handlers, { now, ids: jobs.map((job) => job.id), limit: 100 });
  };
  const offersTo = (to: string) =>
    db()
      .select()
      .from(tables.mailMessages)
      .where(and(eq(tables.mailMessages.to, to), eq(tables.mailMessages.kind, 'waitlist_offer')));
  const stateOf = async (email: string) =>
    (await waitlistOfDay(db(), day)).find((entry) => entry.email === email);
  let morning: Booking;

  it('takes places in order on a full day, refusing windows that do not fit and repeats', async () => {
    // 09:00-17:00 and 17:30-20:00 (the studio's 30-minute buffer between): nothing free all day.
    morning = await book(at(9), at(17));
    await book(at(17, 30), at(20));

    const first = await join({
      from: '09:00',
      until: '13:00',
      name: 'Ada First',
      email: 'ada@example.com',
    });
    expect(first.status, await first.clone().text()).toBe(201);
    expect(((await first.json()) as { position: number }).position).toBe(1);
    const second = await join({
      from: '09:00',
      until: '13:00',
      name: 'Bo Second',
      email: 'bo@example.com',
    });
    expect(((await second.json()) as { position: number }).position).toBe(2);
    const evening = await join({
      from: '18:00',
      until: '20:00',
      name: 'Cy Evening',
      email: 'cy@example.com',
    });
    expect(evening.status).toBe(201);

    const again = await join({
      from: '10:00',
      until: '14:00',
      name: 'Ada First',
      email: 'ADA@example.com',
    });
    expect(again.status).toBe(200);
    expect(((await again.json()) as { message: string }).message).toMatch(
      /already on the waitlist.*number 1/,
    );
    const tooShort = await join({
      from: '09:00',
      until: '10:00',
      name: 'Dee',
      email: 'dee@example.com',
    });
    expect(tooShort.status).toBe(400);
    const beforeOpening = await join({
      from: '07:00',
      until: '12:00',
      name: 'Dee',
      email: 'dee@example.com',
    });
    expect(beforeOpening.status).toBe(422);
    const odd = await join({
      from: '09:00',
      until: '13:00',
      duration: 45,
      name: 'Dee',
      email: 'dee@example.com',
    });
    expect(odd.status).toBe(422);

    // Joining queues a look at the day; it is full, so nobody is offered anything.
    await runOffers();
    expect(await offersTo('ada@example.com')).toHaveLength(0);
    expect((await stateOf('ada@example.com'))?.state).toBe('waiting');
  });

  it('offers freed time to the first in line only, held for them', async () => {
    await cancelBooking(db(), morning, { byAdmin: true, money });
    const queued = await db()
      .select()
      .from(tables.outboxJobs)
      .where(
        and(
          eq(tables.outboxJobs.kind, WAITLIST_OFFER_JOB),
          eq(tables.outboxJobs.status, 'pending'),
        ),
      );
    expect(queued.map((job) => job.payload)).toEqual([{ studioId: STUDIO, date: day }]);
    await runOffers();

    const ada = await stateOf('ada@example.com');
    expect(ada?.state).toBe('offered');
    expect(ada?.offer && londonClockTime(ada.offer.startAt)).toBe('09:00');
    // Ada's hold (09:00-11:00, its buffer to 11:30) leaves no two hours before 13:00 for Bo.
    expect((await stateOf('bo@example.com'))?.state).toBe('waiting');
    expect((await stateOf('cy@example.com'))?.state).toBe('waiting');
    const [mail] = await offersTo('ada@example.com');
    expect(mail?.subject).toMatch(/^A time has come free for you: studio-waitlist, /);
    expect(mail?.text).toContain('/booking/confirm/');
    expect(mail?.text).not.toContain('Ada First');
    expect(await offersTo('bo@example.com')).toHaveLength(0);

    // A second run (a replayed job, another instance) offers nobody twice.
    expect(await offerFreedTime(db(), { studioId: STUDIO, date: day }, new Date())).toEqual([]);
    expect(await offersTo('ada@example.com')).toHaveLength(1);
  });

  it('passes the time to the next in line when the offer lapses, and books it from the link', async () => {
    const ada = await stateOf('ada@example.com');
    const [hold] = await db()
      .select()
      .from(tables.bookings)
      .where(eq(tables.bookings.reference, ada!.offer!.reference));
    const later = new Date(hold!.holdExpiresAt!.getTime() + 60_000);
    await expireHold(db(), hold!.id, later);
    await runOffers(later);

    expect((await stateOf('ada@example.com'))?.state).toBe('lapsed');
    const bo = await stateOf('bo@example.com');
    expect(bo?.state).toBe('offered');
    expect(bo?.offer && londonClockTime(bo.offer.startAt)).toBe('09:00');
    const [mail] = await offersTo('bo@example.com');
    const link = mail!.text.match(/\/booking\/confirm\/([A-Z0-9-]+)\?token=([^\s]+)/);
    const confirmed = await confirmBookingAddress(
      db(),
      { reference: link![1]!, token: decodeURIComponent(link![2]!) },
      money,
      later,
    );
    expect(confirmed.outcome).toBe('confirmed');
    expect((await stateOf('bo@example.com'))?.state).toBe('booked');
    expect((await stateOf('cy@example.com'))?.state).toBe('waiting');
  });

  it('offers the evening when a session moved away frees it, and no job when nobody waits', async () => {
    const [late] = await db()
      .select()
      .from(tables.bookings)
      .where(and(eq(tables.bookings.studioId, STUDIO), eq(tables.bookings.startAt, at(17, 30))));
    // Shortened to end at 18:00 (what a move does to the row): 18:30-20:00 is free, too short for
    // Cy's two hours, so nothing is offered; then cancelled, and Cy is offered 18:00-20:00.
    await db()
      .update(tables.bookings)
      .set({ endAt: at(18), blockedUntil: at(18, 30) })
      .where(eq(tables.bookings.id, late!.id));
    await runOffers();
    expect((await stateOf('cy@example.com'))?.state).toBe('waiting');
    await cancelBooking(
      db(),
      { ...late!, endAt: at(18), blockedUntil: at(18, 30) },
      { byAdmin: true, money },
    );
    await runOffers();
    const cy = await stateOf('cy@example.com');
    expect(cy?.state).toBe('offered');
    expect(cy?.offer && londonClockTime(cy.offer.startAt)).toBe('18:00');

    // Another day with nobody waiting: freeing it queues nothing.
    const other = weekdayAhead(20);
    const start = londonWallTimeToInstant(other, 10 * 60);
    const booked = await book(start, new Date(start.getTime() + 3_600_000));
    const before = await db()
      .select()
      .from(tables.outboxJobs)
      .where(eq(tables.outboxJobs.kind, WAITLIST_OFFER_JOB));
    await cancelBooking(db(), booked, { byAdmin: true, money });
    const after = await db()
      .select()
      .from(tables.outboxJobs)
      .where(eq(tables.outboxJobs.kind, WAITLIST_OFFER_JOB));
    expect(after).toHaveLength(before.length);
  });

  it('lets a signed-in customer see and leave their own place, and staff take anyone off', async () => {
    const user = await createUser(db(), {
      email: 'member.waits@example.com',
      name: 'Member',
      password: 'a long studio passphrase 9',
      verified: true,
    });
    if (user === 'email-taken') throw new Error('exists');
    const cookie = await sessionCookieFor(db(), user.id);
    const body = {
      studioId: STUDIO,
      date: day,
      from: '09:00',
      until: '20:00',
      duration: 60,
      name: 'Member',
      email: 'member.waits@example.com',
    };
    // Signed in, no proof of work is asked; the place is on their account.
    const joined = await callRoute(
      requestWaitlistPlace,
      db(),
      browserRequest('POST', '/api/waitlist', cookie, body),
    );
    expect(joined.status, await joined.clone().text()).toBe(201);
    const [place] = await waitlistPlacesOf(db(), user.id, new Date());
    expect(place?.state).toBe('waiting');

    const leave = (id: string, as: string) =>
      callRoute(leaveWaitlistPlace, db(), browserRequest('DELETE', `/api/waitlist/${id}`, as), {
        params: { id },
      });
    // Somebody else's place is not theirs to take off: as if it did not exist.
    const stranger = await createUser(db(), {
      email: 'stranger.waits@example.com',
      name: 'Stranger',
      password: 'a long studio passphrase 10',
    });
    if (stranger === 'email-taken') throw new Error('exists');
    const strangers = await sessionCookieFor(db(), stranger.id);
    expect((await leave(place!.id, strangers)).status).toBe(404);
    expect((await leave(place!.id, cookie)).status).toBe(200);
    expect(await waitlistPlacesOf(db(), user.id, new Date())).toEqual([]);

    // Staff take a waiting place off; one already offered is a booking by then.
    const admin = await adminCookie(db(), 'admin.waitlist@example.com');
    await join({ from: '09:00', until: '20:00', name: 'Dee Late', email: 'dee@example.com' });
    const dee = await stateOf('dee@example.com');
    expect((await leave(dee!.id, admin)).status).toBe(200);
    expect(await stateOf('dee@example.com')).toBeUndefined();
    const cy = await stateOf('cy@example.com');
    expect((await leave(cy!.id, admin)).status).toBe(409);
  });
});
