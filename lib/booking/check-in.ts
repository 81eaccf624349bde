// Checking a customer in when they arrive: the run sheet's Check in. Only an active booking, on its
// session's London day, before it ends; once checked in it cannot be a no-show (store.ts markNoShow).
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db';
import { tables } from '../db';
import { londonDateOf } from '../time';
import type { Booking } from './booking';

export type CheckInOutcome =
  { kind: 'done'; booking: Booking } | { kind: 'invalid'; message: string };

export async function checkIn(db: Database, booking: Booking, now: Date): Promise<CheckInOutcome> {
  if (booking.status !== 'active')
    return { kind: 'invalid', message: 'This booking is not active.' };
  if (booking.checkedInAt) return { kind: 'done', booking };
  if (londonDateOf(booking.startAt) !== londonDateOf(now) || now >= booking.endAt) {
    return {
      kind: 'invalid',
      message: 'A customer can be checked in on the day of the session only.',
    };
  }
  const bookings = tables.bookings;
  const [row] = await db
    .update(bookings)
    .set({ checkedInAt: now, updatedAt: now })
    .where(
      and(eq(bookings.id, booking.id), eq(bookings.status, 'active'), isNull(bookings.checkedInAt)),
    )
    .returning();
  if (row) return { kind: 'done', booking: row };
  // Checked in or changed by someone else meanwhile: answer with what is stored now.
  const [current] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
  return current?.checkedInAt
    ? { kind: 'done', booking: current }
    : { kind: 'invalid', message: 'This booking is not active.' };
}
