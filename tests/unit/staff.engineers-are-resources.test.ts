// Engineers as bookable people: a session whose add-ons need a skill holds one qualifying person,
// chosen in the booking's transaction and kept by the per-person exclusion constraint.
import { eq } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import {
  cancelBooking,
  createBooking,
  freeStartTimes,
  rescheduleBooking,
  type CreateBookingOutcome,
} from '@/lib/booking';
import type { AddOnOffer } from '@/lib/booking/pricing';
import { tables } from '@/lib/db';
import { staffCheckFor } from '@/lib/staff/assign';
import { importDemoRota } from '@/lib/staff/seed';
import {
  addTimeOff,
  createStaff,
  listStaff,
  updateStaff,
  type StaffInput,
} from '@/lib/staff/store';
import { WEEKDAYS } from '@/lib/time';
import { describeOnEachEngine, enginesUnderTest } from '../fixtures/databases';
import { standardSettings, testStudio } from '../fixtures/studios';

const engines = await enginesUnderTest();
const studios = [
  testStudio('studio-one', 'Studio One'),
  testStudio('studio-two', 'Studio Two'),
  testStudio('studio-three', 'Studio Three'),
];
const settings = standardSettings;
const now = new Date('2026-01-05T12:00:00Z');
const studioIds = studios.map((studio) => studio.id);
const engineer: AddOnOffer = {
  id: 'engineer',
  name: 'Sound engineer',
  description: '',
  pricePence: 6000,
  unit: 'session',
  minutesBefore: 15,
  minutesAfter: 15,
  required: false,
  skill: 'sound',
  studioIds,
};
const offers = [engineer];
const everyDay = WEEKDAYS.map((day) => ({ day, starts: '08:00', ends: '21:00' }));
const person = (name: string, overrides: Partial<StaffInput> = {}): StaffInput => ({
  name,
  jobTitle: 'Sound engineer',
  skills: ['sound'],
  studioIds,
  weeklyHours: everyDay,
  active: true,
  customersMayChoose: false,
  ...overrides,
});

/** A deterministic generator, so a failure names the requests it saw. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

type Range = { start: Date; end: Date };
const overlapping = (a: Range, b: Range) => a.start < b.end && b.start < a.end;

/** The most ranges that are under way at one instant. */
function mostAtOnce(ranges: Range[]) {
  const edges = ranges.flatMap((range) => [
    { at: range.start.getTime(), step: 1 },
    { at: range.end.getTime(), step: -1 },
  ]);
  edges.sort((a, b) => a.at - b.at || a.step - b.step);
  let current = 0;
  let most = 0;
  for (const edge of edges) {
    current += edge.step;
    most = Math.max(most, current);
  }
  return most;
}

describeOnEachEngine(engines, 'engineers as resources on $engine', 'staff', (handle, engine) => {
  const book = (
    studio: (typeof studios)[number],
    start: string | Date,
    end: string | Date,
    i = 0,
    addOns = ['engineer'],
  ) =>
    createBooking(handle.db, {
      studio,
      settings,
      offers,
      booking: {
        start: new Date(start),
        end: new Date(end),
        name: 'Guest',
        email: `guest${i}@example.com`,
        addOns,
      },
      idempotencyKey: `request-${start.toString()}-${studio.id}-${i}`,
      now,
    });

  /** Runs the requests at once on PostgreSQL; PGlite has one connection, so one after another. */
  async function all(requests: (() => Promise<CreateBookingOutcome>)[]) {
    if (engine === 'postgres') return Promise.all(requests.map((request) => request()));
    const outcomes: CreateBookingOutcome[] = [];
    for (const request of requests) outcomes.push(await request());
    return outcomes;
  }

  // Each case starts from an empty rota and a studio with nothing booked.
  beforeEach(async () => {
    await handle.db.update(tables.bookings).set({ status: 'cancelled', staffId: null });
    await handle.db.delete(tables.staffMembers);
  });

  const activeBookings = () =>
    handle.db.select().from(tables.bookings).where(eq(tables.bookings.status, 'active'));

  it('sells an engineer add-on as before while the studio schedules nobody', async () => {
    const outcome = await book(studios[0]!, '2026-05-04T09:00:00Z', '2026-05-04T10:00:00Z');
    expect(outcome).toMatchObject({ kind: 'created', booking: { staffId: null } });
  });

  it('100 concurrent sessions over three studios never need more engineers than there are', async () => {
    const theo = await createStaff(handle.db, person('Theo Brandt'), now);
    const priya = await createStaff(handle.db, person('Priya Shah'), now);
    const next = random(49);
    const requests = Array.from({ length: 100 }, (_, i) => {
      // Wednesday 3 June 2026, starts from 09:30 to 15:30 BST on the half hour, one to three hours.
      const start = new Date(
        Date.parse('2026-06-03T08:30:00Z') + Math.floor(next() * 13) * 1_800_000,
      );
      const end = new Date(start.getTime() + (1 + Math.floor(next() * 3)) * 3_600_000);
      const studio = studios[Math.floor(next() * 3)]!;
      return () => book(studio, start, end, i);
    });
    const outcomes = await all(requests);
    const created = outcomes.filter((outcome) => outcome.kind === 'created');
    expect(created.length).toBeGreaterThan(2);
    expect(outcomes.every((outcome) => ['created', 'conflict'].includes(outcome.kind))).toBe(true);
    // Some requests found their studio free and both engineers taken: they were told so.
    expect(outcomes.some((outcome) => outcome.kind === 'conflict' && outcome.staff)).toBe(true);

    const stored = await activeBookings();
    expect(stored).toHaveLength(created.length);
    expect(stored.every((row) => row.staffId === theo.id || row.staffId === priya.id)).toBe(true);
    const held = (row: (typeof stored)[number]) => ({
      start: row.blockedFrom,
      end: row.blockedUntil,
    });
    expect(mostAtOnce(stored.map(held))).toBeLessThanOrEqual(2);
    for (const [i, a] of stored.entries()) {
      for (const b of stored.slice(i + 1)) {
        if (a.staffId === b.staffId) expect(overlapping(held(a), held(b))).toBe(false);
        if (a.studioId === b.studioId) expect(overlapping(held(a), held(b))).toBe(false);
      }
    }
  });

  it('gives the session to whoever has the fewest hours that week, and hides times nobody can take', async () => {
    await createStaff(handle.db, person('Theo Brandt'), now);
    await createStaff(handle.db, person('Sam Okafor'), now);
    // Someone who left is never given a session.
    await createStaff(handle.db, person('Priya Shah', { active: false }), now);
    const first = await book(studios[0]!, '2026-06-08T09:00:00Z', '2026-06-08T12:00:00Z', 1);
    const second = await book(studios[1]!, '2026-06-09T09:00:00Z', '2026-06-09T10:00:00Z', 2);
    if (first.kind !== 'created' || second.kind !== 'created') throw new Error('setup failed');
    expect(second.booking.staffId).not.toBe(first.booking.staffId);

    // Both engineers are on from 10:00 to 13:00 BST on Wednesday 10 June in studios one and two.
    const a = await book(studios[0]!, '2026-06-10T09:00:00Z', '2026-06-10T12:00:00Z', 3);
    const b = await book(studios[1]!, '2026-06-10T09:00:00Z', '2026-06-10T12:00:00Z', 4);
    expect([a.kind, b.kind]).toEqual(['created', 'created']);
    const free = await staffCheckFor(
      handle.db,
      { skills: ['sound'], studioId: studios[2]!.id },
      { start: new Date('2026-06-10T00:00:00Z'), end: new Date('2026-06-11T00:00:00Z') },
    );
    const starts = freeStartTimes({
      studio: studios[2]!,
      settings,
      date: '2026-06-10',
      durationMinutes: 60,
      blocked: [],
      now,
      extra: { minutesBefore: 15, minutesAfter: 15 },
      staffFree: free,
    }).map((start) => start.toISOString());
    // Studio three is free all day, but nobody can run a session until the engineers are done at
    // 12:00 UTC and reset their rooms (12:15 teardown, 30-minute turnaround), set up from 12:45.
    expect(starts).not.toContain('2026-06-10T11:00:00.000Z');
    expect(starts[0]).toBe('2026-06-10T13:00:00.000Z');
    const refused = await book(studios[2]!, '2026-06-10T10:00:00Z', '2026-06-10T11:00:00Z', 5);
    expect(refused).toMatchObject({ kind: 'conflict', staff: true });
  });

  it('keeps the engineer when a session moves, and changes them only when they cannot take the new time', async () => {
    await createStaff(handle.db, person('Theo Brandt'), now);
    await createStaff(handle.db, person('Sam Okafor'), now);
    // Monday 15 June 2026; times in UTC (BST is an hour ahead).
    const created = await book(studios[0]!, '2026-06-15T09:00:00Z', '2026-06-15T10:00:00Z', 6);
    if (created.kind !== 'created') throw new Error('setup failed');
    const mine = created.booking;
    const moveMine = (booking: typeof mine, start: string, end: string) =>
      rescheduleBooking(handle.db, booking, {
        studio: studios[0]!,
        settings,
        offers,
        start: new Date(start),
        end: new Date(end),
        now,
      });
    const kept = await moveMine(mine, '2026-06-15T11:00:00Z', '2026-06-15T12:00:00Z');
    expect(kept).toMatchObject({ kind: 'done', booking: { staffId: mine.staffId } });
    if (kept.kind !== 'done') throw new Error('move failed');

    // The other engineer (fewer hours this week) takes 13:00-15:00 in studio two; this session's
    // engineer is off from 13:00 to 16:00.
    const blocker = await book(studios[1]!, '2026-06-15T13:00:00Z', '2026-06-15T15:00:00Z', 7);
    if (blocker.kind !== 'created') throw new Error('setup failed');
    const other = blocker.booking.staffId;
    expect(other).not.toBe(mine.staffId);
    await addTimeOff(
      handle.db,
      mine.staffId!,
      { start: new Date('2026-06-15T13:00:00Z'), end: new Date('2026-06-15T16:00:00Z') },
      now,
    );
    const nobody = await moveMine(kept.booking, '2026-06-15T14:00:00Z', '2026-06-15T15:00:00Z');
    expect(nobody).toMatchObject({ kind: 'conflict', staff: true });
    const handedOver = await moveMine(kept.booking, '2026-06-15T16:00:00Z', '2026-06-15T17:00:00Z');
    expect(handedOver).toMatchObject({ kind: 'done', booking: { staffId: other } });
    if (handedOver.kind !== 'done') throw new Error('move failed');
    const third = await book(studios[2]!, '2026-06-15T16:00:00Z', '2026-06-15T17:00:00Z', 8);
    expect(third).toMatchObject({ kind: 'conflict', staff: true });

    // Cancelling frees the engineer for someone else at that time.
    await cancelBooking(handle.db, handedOver.booking, { byAdmin: true, now });
    const again = await book(studios[2]!, '2026-06-15T16:00:00Z', '2026-06-15T17:00:00Z', 9);
    expect(again).toMatchObject({ kind: 'created', booking: { staffId: other } });
  });

  it('gives the session to the person the customer asked for, or books nothing', async () => {
    const theo = await createStaff(handle.db, person('Theo Brandt'), now);
    await createStaff(handle.db, person('Sam Okafor'), now);
    const askFor = (studio: (typeof studios)[number], start: string, end: string, i: number) =>
      createBooking(handle.db, {
        studio,
        settings,
        offers,
        staffChoice: theo.id,
        booking: {
          start: new Date(start),
          end: new Date(end),
          name: 'Guest',
          email: `asked${i}@example.com`,
          addOns: ['engineer'],
        },
        now,
      });
    // Tuesday 16 June 2026: Theo runs 10:00-11:00 BST in studio one, though Sam has fewer hours.
    const first = await askFor(studios[0]!, '2026-06-16T09:00:00Z', '2026-06-16T10:00:00Z', 1);
    expect(first).toMatchObject({ kind: 'created', booking: { staffId: theo.id } });
    const second = await askFor(studios[1]!, '2026-06-16T09:00:00Z', '2026-06-16T10:00:00Z', 2);
    expect(second).toMatchObject({ kind: 'conflict', staff: true });
    // Whoever is free: Sam takes it.
    const anyone = await book(studios[1]!, '2026-06-16T09:00:00Z', '2026-06-16T10:00:00Z', 3);
    expect(anyone).toMatchObject({ kind: 'created' });
    expect(anyone.kind === 'created' && anyone.booking.staffId).not.toBe(theo.id);
    // The times shown for Theo alone leave out his session (and its setup, teardown, turnaround).
    const theosTimes = await staffCheckFor(
      handle.db,
      { skills: ['sound'], studioId: studios[2]!.id },
      { start: new Date('2026-06-16T00:00:00Z'), end: new Date('2026-06-17T00:00:00Z') },
      { only: theo.id },
    );
    const slot = (start: string, end: string) => ({
      work: { start: new Date(start), end: new Date(end) },
      held: { start: new Date(start), end: new Date(Date.parse(end) + 30 * 60_000) },
    });
    expect(theosTimes(slot('2026-06-16T09:30:00Z', '2026-06-16T10:30:00Z'))).toBe(false);
    expect(theosTimes(slot('2026-06-16T12:00:00Z', '2026-06-16T13:00:00Z'))).toBe(true);

    // Theo is off from 14:00: the customer's move there is refused, as he was asked for by name;
    // staff moving it there hand it to whoever is free.
    if (first.kind !== 'created') throw new Error('setup failed');
    expect(first.booking.staffRequested).toBe(true);
    await addTimeOff(
      handle.db,
      theo.id,
      { start: new Date('2026-06-16T13:00:00Z'), end: new Date('2026-06-16T18:00:00Z') },
      now,
    );
    const moveTo = (byAdmin: boolean) =>
      rescheduleBooking(handle.db, first.booking, {
        studio: studios[0]!,
        settings,
        offers,
        start: new Date('2026-06-16T14:00:00Z'),
        end: new Date('2026-06-16T15:00:00Z'),
        byAdmin,
        now,
      });
    expect(await moveTo(false)).toMatchObject({ kind: 'conflict', staff: true });
    const handedOver = await moveTo(true);
    expect(handedOver).toMatchObject({ kind: 'done', booking: { staffRequested: false } });
    expect(handedOver.kind === 'done' && handedOver.booking.staffId).not.toBe(theo.id);
  });

  it("respects each person's working hours and time off", async () => {
    const thursdays = [{ day: 'thursday' as const, starts: '10:00', ends: '16:00' }];
    const theo = await createStaff(handle.db, person('Theo Brandt'), now);
    await updateStaff(handle.db, theo.id, person('Theo Brandt', { weeklyHours: thursdays }), now);
    const sam = await createStaff(handle.db, person('Sam Okafor', { weeklyHours: thursdays }), now);
    const people = [theo, sam];
    // Thursday 18 June 2026: 16:00-17:00 BST ends after every shift.
    const late = await book(studios[0]!, '2026-06-18T15:00:00Z', '2026-06-18T16:00:00Z', 10);
    expect(late).toMatchObject({ kind: 'conflict', staff: true });
    const fits = await book(studios[0]!, '2026-06-18T10:00:00Z', '2026-06-18T11:00:00Z', 11);
    expect(fits.kind).toBe('created');
    // Both are off on Thursday 25 June: nobody is left.
    for (const row of people) {
      await addTimeOff(
        handle.db,
        row.id,
        {
          start: new Date('2026-06-25T00:00:00Z'),
          end: new Date('2026-06-26T00:00:00Z'),
          reason: 'Holiday',
        },
        now,
      );
    }
    const off = await book(studios[0]!, '2026-06-25T10:00:00Z', '2026-06-25T11:00:00Z', 12);
    expect(off).toMatchObject({ kind: 'conflict', staff: true });
    const withoutEngineer = await book(
      studios[0]!,
      '2026-06-25T10:00:00Z',
      '2026-06-25T11:00:00Z',
      13,
      [],
    );
    expect(withoutEngineer.kind).toBe('created');
  });

  it("imports the seed's rota once: two engineers and a producer who can book its add-ons", async () => {
    const later = new Date('2026-01-06T12:00:00Z');
    expect(await importDemoRota(handle.db, now)).toBe(3);
    expect(await importDemoRota(handle.db, later)).toBe(0);
    const rota = await listStaff(handle.db);
    expect(rota.map((person) => [person.name, person.skills])).toEqual([
      ['Maya Ellison', ['producing']],
      ['Priya Shah', ['sound', 'video']],
      ['Theo Brandt', ['sound', 'video', 'livestream']],
    ]);
    expect(rota.every((person) => person.createdAt.getTime() === now.getTime())).toBe(true);
  });
});
