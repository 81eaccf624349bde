// Whether a bookable person can take a session: the pure rules, given what they already have on.
// The database's exclusion constraint per person (migration 0021) is what finally decides a race.
import type { StaffHours } from '../db/schema/staff';
import { clockToMinutes, londonDateOf, londonWallTimeToInstant, weekdayOf } from '../time';
import type { StaffSkill } from '../skills';

export type TimeRange = { start: Date; end: Date };

export type StaffPerson = {
  id: string;
  name: string;
  jobTitle: string;
  skills: StaffSkill[];
  studioIds: string[];
  weeklyHours: StaffHours[];
  active: boolean;
  /** Customers may ask for them by name on the booking page. */
  customersMayChoose: boolean;
};

/**
 * What a session needs of a person: every skill its add-ons name, in its studio, at work from the
 * add-ons' setup to their teardown (`work`), and held for the range the studio is blocked (`held`,
 * which adds the studio's turnaround: the engineer resets the room).
 */
export type StaffNeed = {
  skills: StaffSkill[];
  studioId: string;
  work: TimeRange;
  held: TimeRange;
};

/** What a person already has on around a session: sessions they hold and time off. */
export type StaffCommitments = { held: TimeRange[]; timeOff: TimeRange[] };

const overlaps = (a: TimeRange, b: TimeRange) => a.start < b.end && b.start < a.end;

/** Can do the session at all: active, works in its studio, has every skill it needs. */
export function qualifies(person: StaffPerson, need: Pick<StaffNeed, 'skills' | 'studioId'>) {
  return (
    person.active &&
    person.studioIds.includes(need.studioId) &&
    need.skills.every((skill) => person.skills.includes(skill))
  );
}

/** The person's working hours on a London date, as instants, or null on a day off. */
export function workingWindow(person: Pick<StaffPerson, 'weeklyHours'>, date: string) {
  const hours = person.weeklyHours.find((entry) => entry.day === weekdayOf(date));
  if (!hours) return null;
  const start = londonWallTimeToInstant(date, clockToMinutes(hours.starts));
  const end = londonWallTimeToInstant(date, clockToMinutes(hours.ends));
  return start < end ? { start, end } : null;
}

/** Qualifies, is at work for all of it, is not off, and holds no other session in its range. */
export function canTake(
  person: StaffPerson,
  need: StaffNeed,
  commitments: StaffCommitments | undefined,
): boolean {
  if (!qualifies(person, need)) return false;
  const window = workingWindow(person, londonDateOf(need.work.start));
  if (!window || need.work.start < window.start || need.work.end > window.end) return false;
  if (commitments?.timeOff.some((off) => overlaps(off, need.work))) return false;
  return !commitments?.held.some((held) => overlaps(held, need.held));
}

/** Weekly hours are whole days' shifts in London time; a shift must end after it starts. */
export function shiftProblem(hours: StaffHours[]): string | null {
  const days = new Set<string>();
  for (const shift of hours) {
    if (days.has(shift.day)) return `Give ${shift.day} one shift only.`;
    days.add(shift.day);
    if (clockToMinutes(shift.ends) <= clockToMinutes(shift.starts)) {
      return `The ${shift.day} shift must end after it starts.`;
    }
  }
  return null;
}
