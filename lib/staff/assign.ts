// Who a session is given to. The booking transaction asks `chooseStaff` and stores the answer in
// bookings.staff_id. Choices take turns (`lockStaffChoices`), so each sees the one before; should a
// person still be taken meanwhile, the exclusion constraint per person refuses it and the caller runs
// its transaction again (`retryOnStaffClash`), when the choice sees the winner's session.
import { sql } from 'drizzle-orm';
import type { Database } from '../db';
import { databaseError, SQLSTATE } from '../db/errors';
import { addDays, londonDateOf, londonWallTimeToInstant, weekAround } from '../time';
import {
  canTake,
  qualifies,
  type StaffNeed,
  type StaffPerson,
  type TimeRange,
} from './availability';
import type { StaffSkill } from '../skills';
import { bookedMinutes, commitmentsOf, findStaff, listStaff } from './store';
import { choiceOf, personWords, type StaffChoice } from './staffing';

/** The exclusion constraint that keeps one person in one session at a time (migration 0021). */
export const STAFF_OVERLAP_CONSTRAINT = 'bookings_staff_no_overlap';

export const STAFF_TAKEN_MESSAGE =
  'Nobody who can run your add-ons is free for all of that time. Please choose another start time.';
export const CHOSEN_STAFF_TAKEN_MESSAGE =
  'The person you asked for is not free for all of that time. Please choose another start time, or whoever is free.';
/** A move keeps the person the customer asked for: only another time helps. */
export const ASKED_FOR_STAFF_TAKEN_MESSAGE =
  'The person you asked for is not free for all of that time. Please choose another start time.';

/** Thrown inside a booking's transaction when nobody can take the session: nothing is written. */
export class StaffUnavailable extends Error {
  constructor() {
    super(STAFF_TAKEN_MESSAGE);
  }
}

/**
 * The people sessions may be given to. A studio with nobody active in the back office has not
 * started scheduling staff: its add-ons sell as they did before (docs/booking.md, "Staff").
 */
async function scheduledStaff(db: Database) {
  return (await listStaff(db)).filter((person) => person.active);
}

/** The span covering both the time at work and the time held: what to read commitments over. */
const spanOf = (need: StaffNeed): TimeRange => ({
  start: need.work.start < need.held.start ? need.work.start : need.held.start,
  end: need.work.end > need.held.end ? need.work.end : need.held.end,
});

/** The London week (Monday to Monday) a session starts in, for "least booked that week". */
function weekOf(instant: Date): TimeRange {
  const [monday] = weekAround(londonDateOf(instant));
  return {
    start: londonWallTimeToInstant(monday, 0),
    end: londonWallTimeToInstant(addDays(monday, 7), 0),
  };
}

type ChoiceOptions = {
  excludeBookingId?: string;
  prefer?: string | null;
  /** The person the customer asked for by name: them or nobody. */
  only?: string | null;
};

/**
 * Everyone who can take the session, best first: `prefer` (the person a moved session already has,
 * or the customer's choice) if they can, then the least booked that week, then by name.
 */
export async function freeStaffFor(
  db: Database,
  need: StaffNeed,
  options: ChoiceOptions = {},
): Promise<StaffPerson[]> {
  return rankFree(db, await scheduledStaff(db), need, options);
}

async function rankFree(
  db: Database,
  people: StaffPerson[],
  need: StaffNeed,
  options: ChoiceOptions,
): Promise<StaffPerson[]> {
  const qualified = people.filter(
    (person) => qualifies(person, need) && (!options.only || person.id === options.only),
  );
  const ids = qualified.map((person) => person.id);
  // One after the other: inside a booking's transaction both run on its one connection.
  const commitments = await commitmentsOf(db, ids, spanOf(need), options.excludeBookingId);
  const minutes = await bookedMinutes(db, ids, weekOf(need.work.start));
  return qualified
    .filter((person) => canTake(person, need, commitments.get(person.id)))
    .sort(
      (a, b) =>
        Number(b.id === options.prefer) - Number(a.id === options.prefer) ||
        (minutes.get(a.id) ?? 0) - (minutes.get(b.id) ?? 0) ||
        a.name.localeCompare(b.name),
    );
}

/** Any number: the key of the transaction-scoped advisory lock taken before choosing a person. */
const STAFF_CHOICE_LOCK_ID = 4_902_100;

/**
 * Makes the transactions that give sessions to people take turns (until they commit), so each
 * choice sees the one before it instead of racing it into the exclusion constraint and running
 * again. Take it first in the transaction, before any other write: a lock taken after a row lock
 * can deadlock with a transaction waiting for that row. Choosing takes a few milliseconds; the
 * constraint, not this lock, is what guarantees no person is booked twice.
 */
export async function lockStaffChoices(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${STAFF_CHOICE_LOCK_ID})`);
}

/**
 * The person to hold for a session, or null when it needs nobody (or the studio schedules no
 * staff); throws StaffUnavailable when it needs someone and nobody can take it.
 */
export async function chooseStaff(
  db: Database,
  need: StaffNeed | null,
  options: ChoiceOptions = {},
): Promise<string | null> {
  if (!need || need.skills.length === 0) return null;
  await lockStaffChoices(db);
  const people = await scheduledStaff(db);
  if (people.length === 0) return null;
  const [first] = await rankFree(db, people, need, options);
  if (!first) throw new StaffUnavailable();
  return first.id;
}

/**
 * For the availability of a day: whether someone can take a session, with everyone's commitments
 * in `range` read once. Always true when the session needs nobody.
 */
export async function staffCheckFor(
  db: Database,
  want: Pick<StaffNeed, 'skills' | 'studioId'>,
  range: TimeRange,
  options: { excludeBookingId?: string; only?: string | null } = {},
): Promise<(need: Pick<StaffNeed, 'work' | 'held'>) => boolean> {
  const { excludeBookingId, only } = options;
  const people = await scheduledStaff(db);
  if (want.skills.length === 0 || people.length === 0) return () => true;
  const qualified = people.filter(
    (person) => qualifies(person, want) && (!only || person.id === only),
  );
  const commitments = await commitmentsOf(
    db,
    qualified.map((person) => person.id),
    range,
    excludeBookingId,
  );
  return (times) =>
    qualified.some((person) => canTake(person, { ...want, ...times }, commitments.get(person.id)));
}

/**
 * Runs a booking's transaction again when the person it chose was taken by a session committed
 * meanwhile (the per-person exclusion constraint): the next run chooses among those still free.
 */
export async function retryOnStaffClash<T>(run: () => Promise<T>, attempts = 4): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      const failure = databaseError(error);
      const clash =
        failure?.code === SQLSTATE.exclusionViolation &&
        failure.constraint === STAFF_OVERLAP_CONSTRAINT;
      if (!clash) throw error;
      if (attempt >= attempts) throw new StaffUnavailable();
    }
  }
}

/** Who runs a booked session: their words for the customer and the site's team member they are. */
export type RunBy = { words: string; teamMemberId: string | null };

/** Who runs a booked session; null when nobody on the rota does. */
export async function runByOf(
  db: Database,
  booking: { staffId: string | null },
): Promise<RunBy | null> {
  if (!booking.staffId) return null;
  const person = await findStaff(db, booking.staffId);
  return person ? { words: personWords(person), teamMemberId: person.teamMemberId } : null;
}

/** Someone a customer may ask for by name, as the booking page offers them. */
export type ChoosablePerson = StaffChoice & { skills: StaffSkill[]; studioIds: string[] };

/** The people customers may ask for by name (active, and allowed by the studio). */
export async function choosableStaff(db: Database): Promise<ChoosablePerson[]> {
  return (await scheduledStaff(db))
    .filter((person) => person.customersMayChoose)
    .map((person) => ({ ...choiceOf(person), skills: person.skills, studioIds: person.studioIds }));
}
