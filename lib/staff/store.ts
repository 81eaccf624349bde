// The bookable people and their time off, as stored; and what each already has on.
import { and, asc, eq, gt, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import { tables, type Database } from '../db';
import type { StaffHours } from '../db/schema/staff';
import type { StaffCommitments, StaffPerson, TimeRange } from './availability';
import type { StaffSkill } from '../skills';
import { isUuid } from '../validation/uuid';

const staff = tables.staffMembers;
const timeOff = tables.staffTimeOff;
const bookings = tables.bookings;

export type StaffRecord = StaffPerson & {
  teamMemberId: string | null;
  feedIssued: boolean;
  createdAt: Date;
};

export type StaffInput = {
  name: string;
  jobTitle: string;
  teamMemberId?: string | null;
  skills: StaffSkill[];
  studioIds: string[];
  weeklyHours: StaffHours[];
  active: boolean;
  customersMayChoose: boolean;
};

function recordOf(row: typeof staff.$inferSelect): StaffRecord {
  return {
    id: row.id,
    name: row.name,
    jobTitle: row.jobTitle,
    teamMemberId: row.teamMemberId,
    skills: row.skills,
    studioIds: row.studioIds,
    weeklyHours: row.weeklyHours,
    active: row.active,
    customersMayChoose: row.customersMayChoose,
    feedIssued: row.feedTokenHash !== null,
    createdAt: row.createdAt,
  };
}

/** A bound on the rota every booking reads: far more people than a studio employs. */
export const MAX_STAFF = 500;

/** Everyone, active first, by name. */
export async function listStaff(db: Database): Promise<StaffRecord[]> {
  const rows = await db
    .select()
    .from(staff)
    .orderBy(sql`${staff.active} desc`, asc(staff.name))
    .limit(MAX_STAFF);
  return rows.map(recordOf);
}

export async function findStaff(db: Database, id: string): Promise<StaffRecord | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(staff).where(eq(staff.id, id));
  return row ? recordOf(row) : null;
}

export async function createStaff(db: Database, input: StaffInput, now: Date) {
  const [row] = await db
    .insert(staff)
    .values({ ...input, teamMemberId: input.teamMemberId ?? null, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('The person was not stored');
  return recordOf(row);
}

/** Changes a person's details; sessions they already hold stay theirs (reassign them to move them). */
export async function updateStaff(db: Database, id: string, input: StaffInput, now: Date) {
  if (!isUuid(id)) return null;
  const [row] = await db
    .update(staff)
    .set({ ...input, teamMemberId: input.teamMemberId ?? null, updatedAt: now })
    .where(eq(staff.id, id))
    .returning();
  return row ? recordOf(row) : null;
}

export type TimeOffEntry = TimeRange & { id: string; staffId: string; reason: string | null };

export async function addTimeOff(
  db: Database,
  staffId: string,
  entry: TimeRange & { reason?: string | null },
  now: Date,
): Promise<TimeOffEntry> {
  const [row] = await db
    .insert(timeOff)
    .values({
      staffId,
      startsAt: entry.start,
      endsAt: entry.end,
      reason: entry.reason ?? null,
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error('The time off was not stored');
  return timeOffEntryOf(row);
}

export async function removeTimeOff(db: Database, staffId: string, id: string) {
  if (!isUuid(id)) return false;
  const removed = await db
    .delete(timeOff)
    .where(and(eq(timeOff.id, id), eq(timeOff.staffId, staffId)))
    .returning({ id: timeOff.id });
  return removed.length > 0;
}

/** A person's time off that ends after `from`, soonest first (bounded: a year of days off). */
export async function upcomingTimeOff(db: Database, staffId: string, from: Date) {
  const rows = await db
    .select()
    .from(timeOff)
    .where(and(eq(timeOff.staffId, staffId), gt(timeOff.endsAt, from)))
    .orderBy(asc(timeOff.startsAt))
    .limit(366);
  return rows.map(timeOffEntryOf);
}

function timeOffEntryOf(row: typeof timeOff.$inferSelect): TimeOffEntry {
  return {
    id: row.id,
    staffId: row.staffId,
    start: row.startsAt,
    end: row.endsAt,
    reason: row.reason,
  };
}

/**
 * What each of these people has on in [from, to): the sessions and holds they are held for
 * (`excludeBookingId`: the booking being moved, which cannot clash with itself) and their time off.
 */
export async function commitmentsOf(
  db: Database,
  staffIds: readonly string[],
  range: TimeRange,
  excludeBookingId?: string,
): Promise<Map<string, StaffCommitments>> {
  const byPerson = new Map<string, StaffCommitments>(
    staffIds.map((id) => [id, { held: [], timeOff: [] }]),
  );
  if (staffIds.length === 0) return byPerson;
  // One after the other: inside a booking's transaction both run on its one connection.
  const held = await db
    .select({ staffId: bookings.staffId, start: bookings.blockedFrom, end: bookings.blockedUntil })
    .from(bookings)
    .where(
      and(
        inArray(bookings.staffId, [...staffIds]),
        inArray(bookings.status, ['active', 'pending']),
        lt(bookings.blockedFrom, range.end),
        gt(bookings.blockedUntil, range.start),
        ...(excludeBookingId && isUuid(excludeBookingId)
          ? [ne(bookings.id, excludeBookingId)]
          : []),
      ),
    );
  const off = await db
    .select({ staffId: timeOff.staffId, start: timeOff.startsAt, end: timeOff.endsAt })
    .from(timeOff)
    .where(
      and(
        inArray(timeOff.staffId, [...staffIds]),
        lt(timeOff.startsAt, range.end),
        gt(timeOff.endsAt, range.start),
      ),
    );
  for (const row of held) byPerson.get(row.staffId!)?.held.push({ start: row.start, end: row.end });
  for (const row of off)
    byPerson.get(row.staffId)?.timeOff.push({ start: row.start, end: row.end });
  return byPerson;
}

/** Minutes of sessions each person holds that start in [from, to): how busy their week is. */
export async function bookedMinutes(
  db: Database,
  staffIds: readonly string[],
  range: TimeRange,
): Promise<Map<string, number>> {
  if (staffIds.length === 0) return new Map();
  const rows = await db
    .select({
      staffId: bookings.staffId,
      minutes: sql<number>`coalesce(sum(extract(epoch from ${bookings.endAt} - ${bookings.startAt}) / 60), 0)::int`,
    })
    .from(bookings)
    .where(
      and(
        inArray(bookings.staffId, [...staffIds]),
        inArray(bookings.status, ['active', 'pending']),
        lt(bookings.startAt, range.end),
        gte(bookings.startAt, range.start),
      ),
    )
    .groupBy(bookings.staffId);
  return new Map(rows.map((row) => [row.staffId!, Number(row.minutes)]));
}

/** One session a person holds, as their day sheet and feed list it. */
export type StaffSession = {
  bookingId: string;
  reference: string;
  studioName: string;
  guestName: string;
  startAt: Date;
  endAt: Date;
  status: 'active' | 'pending';
  addOns: string[];
};

/** The sessions and holds a person has that start in [from, to), soonest first (bounded). */
export async function sessionsOf(
  db: Database,
  staffId: string,
  range: TimeRange,
  limit = 500,
): Promise<StaffSession[]> {
  if (!isUuid(staffId)) return [];
  const rows = await db
    .select({
      bookingId: bookings.id,
      reference: bookings.reference,
      studioName: bookings.studioName,
      guestName: bookings.guestName,
      startAt: bookings.startAt,
      endAt: bookings.endAt,
      status: bookings.status,
      addOns: bookings.addOns,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.staffId, staffId),
        inArray(bookings.status, ['active', 'pending']),
        gte(bookings.startAt, range.start),
        lt(bookings.startAt, range.end),
      ),
    )
    .orderBy(asc(bookings.startAt))
    .limit(limit);
  return rows.map((row) => ({
    ...row,
    status: row.status === 'pending' ? 'pending' : 'active',
    addOns: row.addOns.map((addOn) => addOn.name),
  }));
}
