// Sending a customer their confirmation again (the booking's staff page): the same e-mail, with the
// calendar invite and a fresh manage link, as the only copy of the old link's token is its hash.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db';
import { tables } from '../db';
import type { MoneySettings } from './catalog';
import { sendBookingMail } from './confirmation';
import type { Booking } from './booking';
import { hashToken, newManageToken } from './store';

export type ResendOutcome =
  { kind: 'done'; booking: Booking } | { kind: 'invalid'; message: string };

/**
 * Only an active booking whose session is still to come; the old link stops working. The e-mail
 * is held back like any other to an address that has not confirmed it (confirmation.ts mayMail).
 */
export async function resendConfirmation(
  db: Database,
  booking: Booking,
  options: { now: Date; money: Pick<MoneySettings, 'policy'> },
): Promise<ResendOutcome> {
  if (booking.status !== 'active') {
    return { kind: 'invalid', message: 'Only a confirmed booking has a confirmation to send.' };
  }
  if (booking.endAt <= options.now) {
    return { kind: 'invalid', message: 'This session is over: there is nothing to confirm.' };
  }
  const manageToken = newManageToken();
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(tables.bookings)
      .set({ manageTokenHash: hashToken(manageToken), updatedAt: options.now })
      .where(and(eq(tables.bookings.id, booking.id), eq(tables.bookings.status, 'active')))
      .returning();
    if (updated) {
      await sendBookingMail(tx, 'confirmed', updated, {
        manageToken,
        now: options.now,
        settings: options.money,
      });
    }
    return updated;
  });
  return row
    ? { kind: 'done', booking: row }
    : { kind: 'invalid', message: 'This booking is not active.' };
}
