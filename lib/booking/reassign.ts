// An admin gives a session to another person of the rota (the timeline, the booking's staff page).
// The same rules as choosing: the person must have its skills, work in its studio, be at work and not
// off for all of it, and hold nothing else then; the per-person exclusion constraint decides a race.
import { and, eq, inArray } from 'drizzle-orm';
import { tables, type Database } from '../db';
import { boundLockWaits, databaseError, retryOnDeadlock, SQLSTATE } from '../db/errors';
import { freeStaffFor, lockStaffChoices } from '../staff/assign';
import { needOfBooking } from '../staff/staffing';
import { qualifies } from '../staff/availability';
import { findStaff } from '../staff/store';
import type { Booking } from './store';

export type ReassignOutcome =
  | { kind: 'done'; booking: Booking; from: string | null; to: string }
  | { kind: 'refused'; status: 404 | 409 | 422; message: string };

const refused = (status: 404 | 409 | 422, message: string): ReassignOutcome => ({
  kind: 'refused',
  status,
  message,
});

export async function reassignStaff(
  db: Database,
  booking: Booking,
  staffId: string,
  now: Date,
): Promise<ReassignOutcome> {
  if (booking.status !== 'active' && booking.status !== 'pending') {
    return refused(409, 'Only a booked or held session can be given to someone.');
  }
  const need = needOfBooking(booking);
  if (!need) return refused(422, 'This session has no add-on that needs a person.');
  const person = await findStaff(db, staffId);
  if (!person) return refused(404, 'There is nobody on the rota with this id.');
  if (!qualifies(person, need)) {
    return refused(
      422,
      `${person.name} cannot run this session: it needs someone active who works in its studio with every skill its add-ons need.`,
    );
  }
  const busy = refused(
    409,
    `${person.name} is not free for all of this session (their hours, time off or another session).`,
  );
  try {
    return await retryOnDeadlock(() =>
      db.transaction(async (tx) => {
        await boundLockWaits(tx);
        await lockStaffChoices(tx);
        const free = await freeStaffFor(tx, need, { excludeBookingId: booking.id });
        if (!free.some((candidate) => candidate.id === person.id)) return busy;
        const [row] = await tx
          .update(tables.bookings)
          // Staff decided who runs it now, whoever the customer had asked for.
          .set({ staffId: person.id, staffRequested: false, updatedAt: now })
          .where(
            and(
              eq(tables.bookings.id, booking.id),
              inArray(tables.bookings.status, ['active', 'pending']),
            ),
          )
          .returning();
        if (!row) return refused(409, 'Only a booked or held session can be given to someone.');
        return { kind: 'done' as const, booking: row, from: booking.staffId, to: person.id };
      }),
    );
  } catch (error) {
    if (databaseError(error)?.code === SQLSTATE.exclusionViolation) return busy;
    throw error;
  }
}
