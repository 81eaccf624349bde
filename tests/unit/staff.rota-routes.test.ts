// The back office's rota routes on a real database: adding and changing people (the hours' rules
// refused with a 400), their time off, giving a session to someone else (only to someone who can
// take it), and each person's secret calendar feed, read back with ical.js.
import ICAL from 'ical.js';
import { eq, isNotNull } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { createBooking } from '@/lib/booking';
import { reassignBookingStaff } from '@/lib/booking/http';
import type { AddOnOffer } from '@/lib/booking/pricing';
import { issuePersonFeed, readStaffCalendarFeed } from '@/lib/calendar-http/http';
import { tables } from '@/lib/db';
import {
  addStaff,
  addStaffTimeOff,
  changeStaff,
  readStaff,
  removeStaffTimeOff,
} from '@/lib/staff/http';
import { WEEKDAYS } from '@/lib/time';
import { adminCookie } from '../fixtures/admins';
import { describeOnEachEngine, enginesUnderTest } from '../fixtures/databases';
import { browserRequest, callRoute } from '../fixtures/routes';
import { standardSettings, testStudio } from '../fixtures/studios';

const engines = await enginesUnderTest();
const studio = testStudio();
const now = new Date('2026-02-01T12:00:00Z');
const engineer: AddOnOffer = {
  id: 'engineer',
  name: 'Sound engineer',
  description: '',
  pricePence: 6000,
  unit: 'session',
  minutesBefore: 0,
  minutesAfter: 0,
  required: false,
  skill: 'sound',
  studioIds: [studio.id],
};
const everyDay = WEEKDAYS.map((day) => ({ day, starts: '08:00', ends: '21:00' }));
const personBody = (name: string, skills: string[] = ['sound']) => ({
  name,
  jobTitle: skills.includes('sound') ? 'Sound engineer' : 'Producer',
  teamMemberId: null,
  skills,
  studioIds: [studio.id],
  weeklyHours: everyDay,
  active: true,
});

/** The events of a feed, read back as a calendar app would. */
function feedEvents(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return { summary: event.summary, start: event.startDate.toJSDate() };
  });
}

describeOnEachEngine(engines, 'rota routes on $engine', 'rota routes', (handle) => {
  let cookie = '';
  beforeAll(async () => {
    cookie = await adminCookie(handle.db, 'rota.admin@example.com');
  });
  const send = (
    route: typeof addStaff,
    method: string,
    params: Record<string, string>,
    body?: unknown,
  ) =>
    callRoute(route, handle.db, browserRequest(method, '/api/admin/staff/x', cookie, body), {
      params,
      now,
    });
  type Answer = {
    error?: string;
    person?: { id: string; name: string; jobTitle: string };
    staff?: { id: string; name: string }[];
    timeOff?: { id: string };
    url?: string;
  };
  const json = async (response: Response) => (await response.json()) as Answer;
  const addPerson = async (name: string, skills?: string[]) => {
    const response = await send(addStaff, 'POST', {}, personBody(name, skills));
    expect(response.status).toBe(201);
    return (await json(response)).person!;
  };
  const bookWithEngineer = async (start: string, hours = 1) => {
    const outcome = await createBooking(handle.db, {
      studio,
      settings: standardSettings,
      offers: [engineer],
      booking: {
        start: new Date(start),
        end: new Date(Date.parse(start) + hours * 3_600_000),
        name: 'Jo Bloggs',
        email: 'jo@example.com',
        addOns: ['engineer'],
      },
      now,
    });
    if (outcome.kind !== 'created') throw new Error(outcome.kind);
    return outcome.booking;
  };

  it('adds and changes people, refusing hours that make no sense with a 400 that says why', async () => {
    const theo = await addPerson('Theo Brandt');
    const backwards = await send(
      addStaff,
      'POST',
      {},
      {
        ...personBody('Late Shift'),
        weeklyHours: [{ day: 'monday', starts: '18:00', ends: '09:00' }],
      },
    );
    expect(backwards.status).toBe(400);
    expect((await json(backwards)).error).toBe('The monday shift must end after it starts.');
    const unknownSkill = await send(addStaff, 'POST', {}, personBody('Odd', ['juggling']));
    expect(unknownSkill.status).toBe(400);

    const changed = await send(
      changeStaff,
      'PUT',
      { id: theo.id },
      {
        ...personBody('Theo Brandt'),
        jobTitle: 'Senior sound engineer',
      },
    );
    expect(changed.status).toBe(200);
    expect((await json(changed)).person).toMatchObject({ jobTitle: 'Senior sound engineer' });
    const nobody = await send(changeStaff, 'PUT', { id: crypto.randomUUID() }, personBody('X Y'));
    expect(nobody.status).toBe(404);
    const list = await json(await send(readStaff, 'GET', {}));
    expect(list.staff!.map((person) => person.name)).toEqual(['Theo Brandt']);
  });

  it('records time off and takes it back; an end before its start is refused', async () => {
    const theo = (await json(await send(readStaff, 'GET', {}))).staff![0]!;
    const off = { start: '2026-03-02T09:00:00Z', end: '2026-03-02T18:00:00Z', reason: 'Dentist' };
    const added = await send(addStaffTimeOff, 'POST', { id: theo.id }, off);
    expect(added.status).toBe(201);
    const entry = (await json(added)).timeOff!;
    const backwards = await send(
      addStaffTimeOff,
      'POST',
      { id: theo.id },
      {
        start: off.end,
        end: off.start,
      },
    );
    expect(backwards.status).toBe(400);
    const removed = await send(removeStaffTimeOff, 'DELETE', { id: theo.id, entryId: entry.id });
    expect(removed.status).toBe(200);
    const again = await send(removeStaffTimeOff, 'DELETE', { id: theo.id, entryId: entry.id });
    expect(again.status).toBe(404);
  });

  it('gives a session to someone else only when they can take it, and audits it', async () => {
    const priya = await addPerson('Priya Shah');
    const maya = await addPerson('Maya Ellison', ['producing']);
    // Monday 9 March 2026 and Tuesday 10 March: each session goes to whoever has fewer hours.
    const first = await bookWithEngineer('2026-03-09T10:00:00Z', 3);
    const other = await bookWithEngineer('2026-03-10T10:00:00Z');
    expect(other.staffId).not.toBe(first.staffId);

    const reassign = (bookingId: string, staffId: string) =>
      send(reassignBookingStaff, 'POST', { id: bookingId }, { staffId });
    const moved = await reassign(other.id, first.staffId!);
    expect(moved.status).toBe(200);
    const [row] = await handle.db
      .select()
      .from(tables.bookings)
      .where(eq(tables.bookings.id, other.id));
    expect(row!.staffId).toBe(first.staffId);
    const [entry] = await handle.db
      .select()
      .from(tables.adminAuditLog)
      .where(eq(tables.adminAuditLog.action, 'bookings.reassign-staff'));
    expect(entry).toMatchObject({ targetId: other.id });

    const producer = await reassign(first.id, maya.id);
    expect(producer.status).toBe(422);
    expect((await json(producer)).error).toMatch(/^Maya Ellison cannot run this session/);
    // Priya is off that morning: she is not free for all of it, and nothing changes.
    await send(
      addStaffTimeOff,
      'POST',
      { id: priya.id },
      {
        start: '2026-03-09T08:00:00Z',
        end: '2026-03-09T12:00:00Z',
      },
    );
    const off = await reassign(first.id, priya.id);
    expect(off.status).toBe(409);
    expect((await json(off)).error).toMatch(/^Priya Shah is not free for all of this session/);
    const unknown = await reassign(first.id, crypto.randomUUID());
    expect(unknown.status).toBe(404);
    const [unchanged] = await handle.db
      .select()
      .from(tables.bookings)
      .where(eq(tables.bookings.id, first.id));
    expect(unchanged!.staffId).toBe(first.staffId);
  });

  it("serves each person's own sessions as a secret calendar; a new URL retires the old one", async () => {
    // Whoever holds the sessions booked above.
    const [held] = await handle.db
      .select({ staffId: tables.bookings.staffId })
      .from(tables.bookings)
      .where(isNotNull(tables.bookings.staffId))
      .limit(1);
    const holder = { id: held!.staffId! };
    const issued = await send(issuePersonFeed, 'POST', { id: holder.id });
    expect(issued.status).toBe(200);
    expect(issued.headers.get('cache-control')).toBe('no-store');
    const url = new URL((await json(issued)).url!);
    const token = url.pathname.split('/').pop()!;
    expect(url.pathname).toMatch(/^\/api\/calendar\/staff\/[A-Za-z0-9_-]{43}\.ics$/);
    const read = (value: string) =>
      callRoute(readStaffCalendarFeed, handle.db, new Request(url), {
        params: { token: value },
        now,
      });
    const feed = await read(token);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const theirs = await handle.db
      .select()
      .from(tables.bookings)
      .where(eq(tables.bookings.staffId, holder.id));
    const events = feedEvents(await feed.text());
    expect(events.map((event) => event.start.toISOString()).sort()).toEqual(
      theirs.map((booking) => booking.startAt.toISOString()).sort(),
    );
    expect(events.length).toBeGreaterThan(0);
    expect(events[0]!.summary).toMatch(/^LPS-[A-Z0-9]+: Jo Bloggs$/);

    await send(issuePersonFeed, 'POST', { id: holder.id });
    expect((await read(token)).status).toBe(404);
    expect((await send(issuePersonFeed, 'POST', { id: crypto.randomUUID() })).status).toBe(404);
  });
});
