import { and, asc, count, eq, gte, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db';
import { tables } from '../db';
import type { BookingStatus } from '../db/schema/bookings';
import { customerKey } from '../booking/promo-codes';
import { londonDateOf, type LocalDate } from '../time';

// Who waits for which studio's day, and in what order. The offers are made by offers.ts.

export type WaitlistEntry = typeof tables.waitlistEntries.$inferSelect;

/** Places one address may hold at once on days still to come: enough for a week's hunt, not a siege. */
export const WAITLIST_PLACES_PER_ADDRESS = 5;

export type NewWaitlistEntry = {
  studioId: string;
  date: LocalDate;
  fromMinute: number;
  untilMinute: number;
  durationMinutes: number;
  name: string;
  email: string;
  userId?: string | null;
};

export type JoinOutcome =
  | { kind: 'joined'; entry: WaitlistEntry; position: number }
  /** The address already waits for that studio's day: the first place is kept. */
  | { kind: 'already'; entry: WaitlistEntry; position: number }
  | { kind: 'too many' };

export async function joinWaitlist(
  db: Database,
  entry: NewWaitlistEntry,
  now: Date,
): Promise<JoinOutcome> {
  const emailKey = customerKey(entry.email);
  const entries = tables.waitlistEntries;
  return db.transaction(async (tx) => {
    // One address's joins are taken one at a time, so the cap holds under concurrent requests.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`waitlist:${emailKey}`}))`);
    const [existing] = await tx
      .select()
      .from(entries)
      .where(
        and(
          eq(entries.studioId, entry.studioId),
          eq(entries.date, entry.date),
          eq(entries.emailKey, emailKey),
        ),
      );
    if (existing)
      return { kind: 'already', entry: existing, position: await positionOf(tx, existing) };
    const [held] = await tx
      .select({ places: count() })
      .from(entries)
      .where(
        and(
          eq(entries.emailKey, emailKey),
          gte(entries.date, londonDateOf(now)),
          isNull(entries.offerBookingId),
        ),
      );
    if ((held?.places ?? 0) >= WAITLIST_PLACES_PER_ADDRESS) return { kind: 'too many' };
    const [row] = await tx
      .insert(entries)
      .values({ ...entry, userId: entry.userId ?? null, emailKey, createdAt: now })
      .returning();
    if (!row) throw new Error('The waitlist entry was not stored');
    return { kind: 'joined', entry: row, position: await positionOf(tx, row) };
  });
}

/** Where an entry stands among those still waiting for its day (1: next to be offered). */
async function positionOf(db: Database, entry: WaitlistEntry): Promise<number> {
  const entries = tables.waitlistEntries;
  const [ahead] = await db
    .select({ waiting: count() })
    .from(entries)
    .where(
      and(
        eq(entries.studioId, entry.studioId),
        eq(entries.date, entry.date),
        isNull(entries.offerBookingId),
        sql`(${entries.createdAt}, ${entries.id}) < (${entry.createdAt.toISOString()}::timestamptz, ${entry.id}::uuid)`,
      ),
    );
  return (ahead?.waiting ?? 0) + 1;
}

/** The entries of a studio's day still waiting for an offer, first in line first. */
export function waitingFor(db: Database, studioId: string, date: LocalDate) {
  const entries = tables.waitlistEntries;
  return db
    .select()
    .from(entries)
    .where(
      and(eq(entries.studioId, studioId), eq(entries.date, date), isNull(entries.offerBookingId)),
    )
    .orderBy(asc(entries.createdAt), asc(entries.id));
}

export type WaitlistState = 'waiting' | 'offered' | 'booked' | 'lapsed';

/** Where an entry is, from the booking it was offered (if any). */
export function waitlistState(offer: { status: BookingStatus } | null): WaitlistState {
  if (!offer) return 'waiting';
  if (offer.status === 'pending') return 'offered';
  if (offer.status === 'active' || offer.status === 'no_show') return 'booked';
  return 'lapsed';
}

export type DayWaitlistEntry = WaitlistEntry & {
  state: WaitlistState;
  offer: { reference: string; startAt: Date; endAt: Date; holdExpiresAt: Date | null } | null;
};

/** A day's waitlist over every studio, in the order each studio's places are offered. */
export function waitlistOfDay(db: Database, date: LocalDate): Promise<DayWaitlistEntry[]> {
  return entriesWithOffers(db, eq(tables.waitlistEntries.date, date));
}

/** A customer's places on the waitlists of days still to come, soonest first. */
export function waitlistPlacesOf(
  db: Database,
  userId: string,
  now: Date,
): Promise<DayWaitlistEntry[]> {
  const entries = tables.waitlistEntries;
  return entriesWithOffers(
    db,
    and(eq(entries.userId, userId), gte(entries.date, londonDateOf(now))),
    [asc(entries.date)],
  );
}

async function entriesWithOffers(
  db: Database,
  where: SQL | undefined,
  order: SQL[] = [],
): Promise<DayWaitlistEntry[]> {
  const entries = tables.waitlistEntries;
  const bookings = tables.bookings;
  const rows = await db
    .select({
      entry: entries,
      offer: {
        status: bookings.status,
        reference: bookings.reference,
        startAt: bookings.startAt,
        endAt: bookings.endAt,
        holdExpiresAt: bookings.holdExpiresAt,
      },
    })
    .from(entries)
    .leftJoin(bookings, eq(bookings.id, entries.offerBookingId))
    .where(where)
    .orderBy(...order, asc(entries.studioId), asc(entries.createdAt), asc(entries.id))
    .limit(500);
  return rows.map(({ entry, offer }) => ({
    ...entry,
    state: waitlistState(offer),
    offer: offer
      ? {
          reference: offer.reference,
          startAt: offer.startAt,
          endAt: offer.endAt,
          holdExpiresAt: offer.holdExpiresAt,
        }
      : null,
  }));
}

export type LeaveOutcome =
  | { kind: 'left'; entry: WaitlistEntry }
  /** Already offered: the offer is a booking, cancelled (or left to lapse) as one. */
  | { kind: 'offered' }
  | { kind: 'not found' };

/** Takes a waiting place off the list: its customer's own, or any one for staff. */
export async function leaveWaitlist(
  db: Database,
  id: string,
  by: { userId: string; admin: boolean },
): Promise<LeaveOutcome> {
  const entries = tables.waitlistEntries;
  const mine = by.admin ? undefined : eq(entries.userId, by.userId);
  const [left] = await db
    .delete(entries)
    .where(and(eq(entries.id, id), isNull(entries.offerBookingId), mine))
    .returning();
  if (left) return { kind: 'left', entry: left };
  const [offered] = await db
    .select({ id: entries.id })
    .from(entries)
    .where(and(eq(entries.id, id), mine));
  return offered ? { kind: 'offered' } : { kind: 'not found' };
}
