// What a session needs of the rota and who on it could run it, from the booking alone: pure, so the
// back office's client components (the timeline) can use it without the database.
import type { BookedAddOn } from '../db/schema/bookings';
import { isStaffSkill, type StaffSkill } from '../skills';
import { qualifies, type StaffNeed, type StaffPerson } from './availability';

/** The skills a set of add-ons needs, each once, in the order given. */
export function skillsOf(addOns: readonly { skill?: StaffSkill | null }[]): StaffSkill[] {
  return [...new Set(addOns.flatMap((addOn) => (addOn.skill ? [addOn.skill] : [])))];
}

/** What a stored booking needs of a person, from the add-ons it was booked with. */
export function needOfBooking(booking: {
  studioId: string;
  startAt: Date;
  endAt: Date;
  blockedFrom: Date;
  blockedUntil: Date;
  addOns: BookedAddOn[];
}): StaffNeed | null {
  const skills = skillsOf(
    booking.addOns.map((addOn) => ({ skill: isStaffSkill(addOn.skill) ? addOn.skill : null })),
  );
  if (skills.length === 0) return null;
  const teardown = Math.max(0, ...booking.addOns.map((addOn) => addOn.minutesAfter));
  return {
    skills,
    studioId: booking.studioId,
    work: {
      start: booking.blockedFrom,
      end: new Date(booking.endAt.getTime() + teardown * 60_000),
    },
    held: { start: booking.blockedFrom, end: booking.blockedUntil },
  };
}

/** A person as the back office offers them for a session. */
export type StaffChoice = { id: string; name: string; jobTitle: string };

/** Who a session is given to, what it needs, and who on the rota could run it. */
export type Staffing = {
  skills: StaffSkill[];
  person: StaffChoice | null;
  candidates: StaffChoice[];
};

export const choiceOf = ({ id, name, jobTitle }: StaffPerson): StaffChoice => ({
  id,
  name,
  jobTitle,
});

/**
 * A stored booking's staffing, from the rota read once for many bookings (the timeline); null for a
 * session that needs nobody and has nobody. Whether a candidate is free then is the server's answer.
 */
export function staffingOf(
  rota: readonly StaffPerson[],
  booking: Parameters<typeof needOfBooking>[0] & { staffId: string | null },
): Staffing | null {
  const need = needOfBooking(booking);
  const person = rota.find((candidate) => candidate.id === booking.staffId);
  if (!need && !person) return null;
  return {
    skills: need?.skills ?? [],
    person: person ? choiceOf(person) : null,
    candidates: need ? rota.filter((candidate) => qualifies(candidate, need)).map(choiceOf) : [],
  };
}

/** Who runs a session, as the customer reads it: "Theo Marsh, Senior sound engineer". */
export function personWords(person: Pick<StaffChoice, 'name' | 'jobTitle'>): string {
  return person.jobTitle ? `${person.name}, ${person.jobTitle}` : person.name;
}
