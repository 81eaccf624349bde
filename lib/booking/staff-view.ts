// What staff see of one booking (/admin/bookings/[reference]): what the customer's page shows and what
// only the studio should: the contact details and answers, every payment and refund, the documents, the
// e-mails sent about it and what admins did to it. A fixed number of queries, each bounded.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db';
import { tables } from '../db';
import { notesFor, type Note } from '../notes';
import { staffingOf, type Staffing } from '../staff/staffing';
import { listStaff } from '../staff/store';
import { isUuid } from '../validation/uuid';
import type { Booking } from './booking';
import { documentLinks, documentsOfBooking } from './invoices';
import { paymentsOfBooking, type Payment } from './payments';
import { findBookingByReference } from './store';

/** The newest e-mails and audit entries shown; the outbox and the audit log have the rest. */
export const STAFF_VIEW_HISTORY_LIMIT = 50;

export type StaffMail = {
  id: string;
  kind: string;
  subject: string;
  status: 'queued' | 'delivered' | 'failed';
  createdAt: Date;
  deliveredAt: Date | null;
};

export type StaffAuditEntry = {
  id: string;
  at: Date;
  actorEmail: string;
  action: string;
  summary: typeof tables.adminAuditLog.$inferSelect.summary;
};

export type StaffBookingView = {
  booking: Booking;
  /** The customer's account, when the booking was made signed in. */
  account: { id: string; email: string; name: string } | null;
  payments: Payment[];
  documents: ReturnType<typeof documentLinks>;
  mails: StaffMail[];
  audit: StaffAuditEntry[];
  notes: Note[];
  /** Who runs the session (an engineer its add-ons need) and who else could; null: nobody needed. */
  staffing: Staffing | null;
};

/**
 * The e-mails about a booking: sent to its customer's address and naming its reference, as every
 * booking e-mail does in its summary ("Reference: LPS-…"). Read through the index on the address.
 */
async function mailsAbout(db: Database, booking: Booking): Promise<StaffMail[]> {
  const mail = tables.mailMessages;
  return db
    .select({
      id: mail.id,
      kind: mail.kind,
      subject: mail.subject,
      status: mail.status,
      createdAt: mail.createdAt,
      deliveredAt: mail.deliveredAt,
    })
    .from(mail)
    .where(
      and(
        sql`lower(${mail.to}) = lower(${booking.guestEmail})`,
        sql`strpos(${mail.text}, ${`Reference: ${booking.reference}`}) > 0`,
      ),
    )
    .orderBy(desc(mail.createdAt))
    .limit(STAFF_VIEW_HISTORY_LIMIT);
}

async function auditOf(db: Database, booking: Booking): Promise<StaffAuditEntry[]> {
  const log = tables.adminAuditLog;
  return db
    .select({
      id: log.id,
      at: log.at,
      actorEmail: log.actorEmail,
      action: log.action,
      summary: log.summary,
    })
    .from(log)
    .where(and(eq(log.targetType, 'bookings'), eq(log.targetId, booking.id)))
    .orderBy(desc(log.at), desc(log.id))
    .limit(STAFF_VIEW_HISTORY_LIMIT);
}

async function accountOf(db: Database, booking: Booking) {
  if (!booking.userId || !isUuid(booking.userId)) return null;
  const users = tables.users;
  const [row] = await db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, booking.userId));
  return row ?? null;
}

// What a reference can look like (LPS- and 8 letters or digits today), so no other text is looked up.
const REFERENCE_SHAPE = /^[A-Za-z0-9-]{1,32}$/;

/** Everything the staff page of a booking shows, or null when no booking has that reference. */
export async function staffBookingView(
  db: Database,
  reference: string,
): Promise<StaffBookingView | null> {
  if (!REFERENCE_SHAPE.test(reference)) return null;
  const booking = await findBookingByReference(db, reference);
  if (!booking) return null;
  const [account, payments, documents, mails, audit, notes, rota] = await Promise.all([
    accountOf(db, booking),
    paymentsOfBooking(db, booking.id),
    documentsOfBooking(db, booking.id),
    mailsAbout(db, booking),
    auditOf(db, booking),
    notesFor(db, 'booking', [booking.id]),
    listStaff(db),
  ]);
  return {
    booking,
    account,
    payments,
    // Admins may open a booking's documents without its link (mayManage).
    documents: documentLinks(documents, booking.reference, null),
    mails,
    audit,
    notes: notes.get(booking.id) ?? [],
    staffing: staffingOf(rota, booking),
  };
}
