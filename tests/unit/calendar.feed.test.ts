// A studio's secret calendar feed (issue #38 item 7): every active booking as an event with the UID and
// SEQUENCE of its e-mailed invite, the staff's details in it; issuing a new URL revokes the old one;
// the feed is bounded. Bookings are stored directly; the routes run on a real database.
import { randomUUID } from 'node:crypto';
import ICAL from 'ical.js';
import { beforeAll, expect, it, vi } from 'vitest';
import { bookingCalendarUid } from '@/lib/booking/confirmation';
import { MAX_FEED_EVENTS } from '@/lib/calendar-http/feed';
import { issueStudioFeed, readCalendarFeed, revokeStudioFeed } from '@/lib/calendar-http/http';
import { tables, type Database } from '@/lib/db';
import type { BookingStatus } from '@/lib/db/schema/bookings';
import { describeOnEachEngine, enginesUnderTest } from '../fixtures/databases';
import { adminCookie } from '../fixtures/admins';
import { browserRequest, callRoute } from '../fixtures/routes';

const studios = vi.hoisted(() => [
  { id: 'studio-feed', title: 'Studio One' },
  { id: 'studio-other', title: 'Studio Two' },
  { id: 'studio-busy', title: 'Studio Busy' },
]);
vi.mock('@/lib/booking/catalog', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/booking/catalog')>()),
  loadBookableStudios: async () => studios,
  loadBookableStudio: async (id: string) => studios.find((studio) => studio.id === id) ?? null,
}));

const engines = await enginesUnderTest();

// Monday 8 June 2026, 09:00 in London (BST).
const NOW = new Date('2026-06-08T08:00:00Z');
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const at = (ms: number) => new Date(NOW.getTime() + ms);

type NewBooking = Partial<typeof tables.bookings.$inferInsert> & {
  startAt: Date;
  status?: BookingStatus;
};

let references = 0;
/** A two-hour booking stored as the booking domain would store it, with blocked_from = start. */
function bookingRow(studioId: string, fields: NewBooking): typeof tables.bookings.$inferInsert {
  references += 1;
  const endAt = fields.endAt ?? new Date(fields.startAt.getTime() + 2 * HOUR_MS);
  return {
    reference: `LPS-FEED${String(references).padStart(4, '0')}`,
    studioId,
    studioName: studios.find((studio) => studio.id === studioId)?.title ?? studioId,
    guestName: 'Ada Lovelace',
    guestEmail: 'ada@example.com',
    blockedFrom: fields.startAt,
    blockedUntil: endAt,
    endAt,
    pricePence: 17000,
    manageTokenHash: randomUUID(),
    ...fields,
  };
}

const insertBookings = (db: Database, rows: (typeof tables.bookings.$inferInsert)[]) =>
  db.insert(tables.bookings).values(rows).returning();

/** The events of a feed, read back with ical.js as a calendar app would. */
function feedEvents(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component, { strictExceptions: true, exceptions: [] });
    return {
      uid: event.uid,
      sequence: event.sequence,
      start: event.startDate.toJSDate(),
      end: event.endDate.toJSDate(),
      summary: event.summary,
      description: event.description,
    };
  });
}

describeOnEachEngine(engines, 'calendar feeds on $engine', 'calendar feeds', (handle) => {
  let cookie = '';
  beforeAll(async () => {
    cookie = await adminCookie(handle.db, 'feed-admin@studio.example');
  });

  const feedPath = (studioId: string) => `/api/admin/calendars/${studioId}/feed`;
  async function issue(studioId: string): Promise<{ status: number; url: string }> {
    const response = await callRoute(
      issueStudioFeed,
      handle.db,
      browserRequest('POST', feedPath(studioId), cookie, {}),
      { params: { studioId }, now: NOW },
    );
    const body = (await response.json()) as { url: string };
    return { status: response.status, url: body.url };
  }
  function read(url: string, now = NOW) {
    const token = new URL(url).pathname.split('/').at(-1)!;
    return callRoute(readCalendarFeed, handle.db, new Request(url), { params: { token }, now });
  }

  it('lists the active bookings from 30 days ago on, each as its invite, with the staff details', async () => {
    const db = handle.db;
    const [active, moved] = await insertBookings(db, [
      bookingRow('studio-feed', {
        startAt: at(2 * DAY_MS),
        guestName: 'Grace Hopper',
        guestPhone: '+44 20 7946 0000',
        notes: 'Two guests; one, in a wheelchair, needs the step-free door',
        addOns: [{ id: 'addon-video', name: 'Video package', minutesBefore: 30, minutesAfter: 15 }],
        consultation: { goals: 'Launch episode', podcastName: 'Compilers, Explained' },
      }),
      bookingRow('studio-feed', { startAt: at(-20 * DAY_MS), icsSequence: 2 }),
    ]);
    await insertBookings(db, [
      bookingRow('studio-feed', { startAt: at(-40 * DAY_MS) }),
      bookingRow('studio-feed', { startAt: at(3 * DAY_MS), status: 'cancelled' }),
      bookingRow('studio-feed', { startAt: at(4 * DAY_MS), status: 'expired' }),
      bookingRow('studio-feed', { startAt: at(5 * DAY_MS), status: 'no_show' }),
      bookingRow('studio-feed', {
        startAt: at(6 * DAY_MS),
        status: 'pending',
        holdExpiresAt: at(6 * DAY_MS),
      }),
      bookingRow('studio-other', { startAt: at(2 * DAY_MS) }),
    ]);

    const issued = await issue('studio-feed');
    expect(issued.status).toBe(200);
    expect(issued.url).toMatch(/^http:\/\/localhost:3000\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);

    const response = await read(issued.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, max-age=300');
    const text = await response.text();
    expect(text.split('\r\n').slice(0, 10)).toEqual(
      expect.arrayContaining([
        'BEGIN:VCALENDAR',
        'X-WR-CALNAME:Studio One bookings',
        'REFRESH-INTERVAL;VALUE=DURATION:PT15M',
        'X-PUBLISHED-TTL:PT15M',
      ]),
    );
    // Content lines are folded at 75 octets, so the long description is spread over lines.
    expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(text).toContain(`DTSTART:20260610T080000Z`);

    const events = feedEvents(text);
    expect(events.map(({ uid, sequence, start, end }) => ({ uid, sequence, start, end }))).toEqual([
      { uid: bookingCalendarUid(moved!), sequence: 2, start: moved!.startAt, end: moved!.endAt },
      { uid: bookingCalendarUid(active!), sequence: 0, start: active!.startAt, end: active!.endAt },
    ]);
    expect(events[1]!.summary).toBe(`${active!.reference}: Grace Hopper`);
    expect(events[1]!.description.split('\n')).toEqual([
      `Reference: ${active!.reference}`,
      'Customer: Grace Hopper',
      'Email: ada@example.com',
      'Phone: +44 20 7946 0000',
      'Add-ons: Video package (30 min before, 15 min after)',
      'Podcast: Compilers, Explained',
      'Goals: Launch episode',
      'Notes: Two guests; one, in a wheelchair, needs the step-free door',
    ]);
  });

  it('opens with or without .ics; a new URL revokes the old one, and revoking ends the new', async () => {
    const first = await issue('studio-other');
    expect((await read(first.url)).status).toBe(200);
    expect((await read(first.url.replace(/\.ics$/, ''))).status).toBe(200);

    const second = await issue('studio-other');
    expect(second.url).not.toBe(first.url);
    const revoked = await read(first.url);
    expect(revoked.status).toBe(404);
    expect(revoked.headers.get('content-type')).not.toContain('calendar');
    expect((await read(second.url)).status).toBe(200);

    const revoke = await callRoute(
      revokeStudioFeed,
      handle.db,
      browserRequest('DELETE', feedPath('studio-other'), cookie),
      { params: { studioId: 'studio-other' } },
    );
    expect(await revoke.json()).toEqual({ revoked: true });
    expect((await read(second.url)).status).toBe(404);

    for (const token of ['x'.repeat(43), 'not-a-token.ics', '../studio-other', '']) {
      const unknown = await callRoute(
        readCalendarFeed,
        handle.db,
        new Request('http://localhost:3000/api/calendar/x'),
        { params: { token } },
      );
      expect(unknown.status, token).toBe(404);
    }
  });

  it('answers 404 for a studio that is not bookable, and audits the feed changes', async () => {
    expect((await issue('studio-gone')).status).toBe(404);
    const actions = (await handle.db.select().from(tables.adminAuditLog))
      .filter((entry) => entry.targetId === 'studio-other')
      .map((entry) => entry.action);
    expect(actions).toEqual([
      'calendars.feed-issue',
      'calendars.feed-issue',
      'calendars.feed-revoke',
    ]);
  });

  it(`holds at most ${MAX_FEED_EVENTS} events, the earliest`, async () => {
    const db = handle.db;
    const rows = Array.from({ length: MAX_FEED_EVENTS + 5 }, (_, index) =>
      bookingRow('studio-busy', { startAt: at(index * 3 * HOUR_MS) }),
    );
    for (let start = 0; start < rows.length; start += 500) {
      await insertBookings(db, rows.slice(start, start + 500));
    }
    const text = await (await read((await issue('studio-busy')).url)).text();
    const starts = text.split('\r\n').filter((line) => line.startsWith('DTSTART:'));
    expect(starts).toHaveLength(MAX_FEED_EVENTS);
    expect(starts[0]).toBe('DTSTART:20260608T080000Z');
  });
});
