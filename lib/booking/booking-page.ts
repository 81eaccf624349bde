import { getCurrentUser } from '../auth';
import { loadTeamMembers, type TeamMember } from '../content/team';
import { getDb, type Database } from '../db';
import { runByOf } from '../staff/assign';
import { findInvoiceByNumber } from './invoices';
import { findBooking, findBookingByReference, mayManage } from './store';

/** The props of a customer page about one booking: `/booking/…/{reference}?token=`. */
export type BookingPageProps = {
  params: Promise<{ reference: string }>;
  searchParams: Promise<{ token?: string | string[] }>;
};

/**
 * The booking a customer page shows (confirmation, manage, invoices), by its reference, and whether
 * this visitor may see its details: its owner, an admin, or the holder of the e-mailed link's token.
 */
export async function bookingOfPage(
  { params, searchParams }: BookingPageProps,
  { byDocumentNumber = false } = {},
) {
  const [{ reference }, query, db, user] = await Promise.all([
    params,
    searchParams,
    getDb(),
    getCurrentUser(),
  ]);
  const booking = byDocumentNumber
    ? await bookingOfDocument(db, reference)
    : await findBookingByReference(db, reference);
  if (!booking) return null;
  const token = typeof query.token === 'string' ? query.token : null;
  const viewer = user ? { id: user.id, role: user.role } : null;
  return { db, booking, token, user, allowed: mayManage(booking, viewer, token) };
}

const DOCUMENT_NUMBER = /^(INV|CN)-\d{4}-\d{6}$/i;

/** An invoice page's booking: named by its reference, or by one of its documents' numbers. */
async function bookingOfDocument(db: Database, referenceOrNumber: string) {
  if (!DOCUMENT_NUMBER.test(referenceOrNumber)) {
    return findBookingByReference(db, referenceOrNumber);
  }
  const document = await findInvoiceByNumber(db, referenceOrNumber);
  return document ? findBooking(db, document.bookingId) : null;
}

/** Who runs the session, for the booking's pages: their words and their photo on the site, if any. */
export async function runByOfPage(
  db: Database,
  booking: { staffId: string | null },
): Promise<{ words: string; image: TeamMember['image'] } | null> {
  const runBy = await runByOf(db, booking);
  if (!runBy) return null;
  const member = runBy.teamMemberId
    ? (await loadTeamMembers()).find((candidate) => candidate._id === runBy.teamMemberId)
    : undefined;
  return { words: runBy.words, image: member?.image ?? null };
}
