import { eq } from 'drizzle-orm';
import { findVerifiedUserByEmail } from '../auth/users';
import type { Database } from '../db';
import { tables } from '../db';
import type { Booking } from './booking';
import type { MoneySettings } from './catalog';
import { confirmHeldBooking } from './checkout';
import { awaitsAddress } from './payment-state';
import { findBookingByReference, mayManage } from './store';

// A booking paid at the studio whose address nobody has proved is the booker's (a guest's, or an
// account's unconfirmed address) is held, not booked, until the e-mailed link confirms it: typing
// somebody else's address, or a made-up one, books nothing for long (issue #46 item 4).

/** The booking the confirmation link names, when the link's token is its own; else null. */
export async function bookingOfConfirmationLink(
  db: Database,
  reference: string,
  token: string,
): Promise<Booking | null> {
  const booking = await findBookingByReference(db, reference);
  return booking && booking.paymentMethod === 'studio' && mayManage(booking, null, token)
    ? booking
    : null;
}

export type AddressConfirmation =
  | { outcome: 'confirmed' | 'already confirmed'; booking: Booking }
  /** The hold lapsed and the time was booked since, or its code was used up meanwhile. */
  | { outcome: 'slot taken' | 'promo used up' | 'not confirmable' }
  | { outcome: 'invalid' };

/**
 * The button of the e-mailed link: the address is the booker's, so the booking is confirmed (the
 * invoice, the confirmation with its invite, reminders), its e-mails may greet them by name, and
 * it joins the account that has confirmed that address, if one has. A
 * hold that lapsed is confirmed still if its time is free, as a late payment is. The link's token
 * stays the booking's manage token: it was only ever sent to that address. Two presses at once
 * confirm it once (the row is locked).
 */
export async function confirmBookingAddress(
  db: Database,
  link: { reference: string; token: string },
  money: MoneySettings,
  now: Date,
): Promise<AddressConfirmation> {
  const found = await bookingOfConfirmationLink(db, link.reference, link.token);
  if (!found) return { outcome: 'invalid' };
  return db.transaction(async (tx): Promise<AddressConfirmation> => {
    const [booking] = await tx
      .select()
      .from(tables.bookings)
      .where(eq(tables.bookings.id, found.id))
      .for('update');
    if (!booking) return { outcome: 'invalid' };
    if (booking.status === 'active') return { outcome: 'already confirmed', booking };
    const lapsed = booking.status === 'expired';
    if (!awaitsAddress(booking) && !lapsed) return { outcome: 'not confirmable' };
    // A guest booking made with an account's confirmed address goes on that account, as the
    // bookings it made before the account was confirmed did (claimGuestBookings).
    const owner = booking.userId ? null : await findVerifiedUserByEmail(tx, booking.guestEmail);
    const [proved] = await tx
      .update(tables.bookings)
      .set({ addressConfirmed: true, ...(owner ? { userId: owner.id } : {}), updatedAt: now })
      .where(eq(tables.bookings.id, booking.id))
      .returning();
    if (!proved) return { outcome: 'invalid' };
    const confirmed = await confirmHeldBooking(tx, proved, money, now, link.token);
    if (confirmed !== 'confirmed') return { outcome: confirmed };
    const [row] = await tx.select().from(tables.bookings).where(eq(tables.bookings.id, booking.id));
    return row ? { outcome: 'confirmed', booking: row } : { outcome: 'invalid' };
  });
}

export type StudioPaymentConfirmation = 'confirmed' | 'slot taken' | 'promo used up';

/**
 * Money taken at the studio proves the booker as the e-mailed link does: a provisional booking
 * (or one whose hold lapsed, while its time is free) is confirmed before the payment is recorded,
 * in the caller's transaction. The address stays unconfirmed: the payment proves the booker, not
 * their e-mail address. An active booking is left as it is.
 */
export async function confirmForStudioPayment(
  tx: Database,
  booking: Booking,
  money: MoneySettings,
  now: Date,
): Promise<StudioPaymentConfirmation> {
  const [locked] = await tx
    .select()
    .from(tables.bookings)
    .where(eq(tables.bookings.id, booking.id))
    .for('update');
  if (!locked || locked.status === 'active') return 'confirmed';
  return confirmHeldBooking(tx, locked, money, now);
}
