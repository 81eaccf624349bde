import { and, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db';
import { tables } from '../db';

/**
 * Puts the guest bookings made with `email` on the account that has just confirmed the address, in
 * the confirmation's transaction (lib/auth/email-links.ts). Attached once rather than matched by
 * address at every read: My Bookings and every booking guard read `user_id` alone, so no path can
 * show an address's bookings to an account that has not proven it, and a later change of address
 * neither carries other people's bookings in nor drops these. The exact address (any letter
 * case), not customerKey's person: a +tag or dotted variant can be another mailbox.
 */
export async function claimGuestBookings(
  tx: Database,
  userId: string,
  email: string,
  now: Date = new Date(),
): Promise<number> {
  const claimed = await tx
    .update(tables.bookings)
    .set({ userId, updatedAt: now })
    .where(
      and(
        isNull(tables.bookings.userId),
        sql`lower(${tables.bookings.guestEmail}) = lower(${email.trim()})`,
      ),
    )
    .returning({ id: tables.bookings.id });
  return claimed.length;
}
