import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, asc, desc, eq, gte, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db';
import { getDb, tables } from '../db';
import { boundLockWaits, databaseError, retryOnDeadlock, SQLSTATE } from '../db/errors';
import type { BookingConsultation, BookingStatus } from '../db/schema/bookings';
import {
  blockedRangeOf,
  sessionProblem,
  type BlockedRange,
  type SessionProblem,
} from './availability';
import { recordConfirmedEvent } from '../events';
import type { Attribution } from '../events';
import { sendBookingMail } from './confirmation';
import { scheduleFollowUps } from './follow-up';
import { sessionPricePence, type BookingSettings, type StudioRules } from './rules';

export type Booking = typeof tables.bookings.$inferSelect;
export type StudioForBooking = StudioRules & { title: string };
/** Who is asking: a signed-in person, or nobody (a guest with, perhaps, a manage token). */
export type Viewer = { id: string; role: 'customer' | 'admin'; email?: string } | null;

export type NewBooking = {
  start: Date;
  end: Date;
  name: string;
  email: string;
  phone?: string | null;
  notes?: string | null;
  consultation?: BookingConsultation | null;
};

export type CreateBookingInput = {
  studio: StudioForBooking;
  settings: BookingSettings;
  booking: NewBooking;
  userId?: string | null;
  idempotencyKey?: string | null;
  /** The bookingFlow variant the customer saw (spec §9). */
  flowVariant?: string | null;
  requireConsultation?: boolean;
  /** Who the booking's conversion counts for in the A/B tests. */
  attribution?: Attribution | null;
  now?: Date;
};

export type CreateBookingOutcome =
  | { kind: 'created'; booking: Booking; manageToken: string }
  | { kind: 'replayed'; booking: Booking }
  | { kind: 'conflict' }
  | { kind: 'invalid'; problem: SessionProblem | { field: string; message: string } };

export const SLOT_TAKEN_MESSAGE =
  'That time is no longer available. Please choose another start time.';

/**
 * Books a session. Overlaps are refused by the database's exclusion constraint, not by a prior read,
 * so concurrent requests for one slot store exactly one booking. A repeated Idempotency-Key returns
 * the booking the first request made.
 */
export async function createBooking(
  db: Database,
  input: CreateBookingInput,
): Promise<CreateBookingOutcome> {
  const now = input.now ?? new Date();
  const { studio, booking } = input;
  const key = input.idempotencyKey ?? null;

  if (key) {
    const replay = await replayFor(db, key, studio.id, booking);
    if (replay) return replay;
  }
  if (input.requireConsultation && !booking.consultation) {
    return {
      kind: 'invalid',
      problem: { field: 'consultation', message: 'Please tell us about your project first.' },
    };
  }
  const problem = sessionProblem(studio, input.settings, booking.start, booking.end, now);
  if (problem) return { kind: 'invalid', problem };

  const manageToken = newManageToken();
  const blocked = blockedRangeOf(studio, booking.start, booking.end);
  const minutes = (booking.end.getTime() - booking.start.getTime()) / 60_000;
  try {
    const stored = await retryOnDeadlock(() =>
      db.transaction(async (tx) => {
        await boundLockWaits(tx);
        const [row] = await tx
          .insert(tables.bookings)
          .values({
            reference: newReference(),
            studioId: studio.id,
            studioName: studio.title,
            userId: input.userId ?? null,
            guestName: booking.name,
            guestEmail: booking.email,
            guestPhone: booking.phone ?? null,
            notes: booking.notes ?? null,
            consultation: booking.consultation ?? null,
            flowVariant: input.flowVariant ?? null,
            startAt: booking.start,
            endAt: booking.end,
            blockedUntil: blocked.end,
            pricePence: sessionPricePence(studio, minutes),
            idempotencyKey: key,
            manageTokenHash: hashToken(manageToken),
          })
          .returning();
        if (!row) throw new Error('The booking was not stored');
        await sendBookingMail(tx, 'confirmed', row, { manageToken, now });
        await scheduleFollowUps(tx, row, { manageToken, now });
        const attribution = input.attribution ?? null;
        await recordConfirmedEvent(tx, {
          type: 'booking_confirmed',
          sourceId: row.id,
          valuePence: row.pricePence,
          attribution,
          at: now,
        });
        if (row.consultation) {
          await recordConfirmedEvent(tx, {
            type: 'consultation_submitted',
            sourceId: row.id,
            attribution,
            at: now,
          });
        }
        return row;
      }),
    );
    return { kind: 'created', booking: stored, manageToken };
  } catch (error) {
    const failure = databaseError(error);
    if (failure?.code === SQLSTATE.exclusionViolation) return { kind: 'conflict' };
    if (
      key &&
      failure?.code === SQLSTATE.uniqueViolation &&
      failure.constraint?.includes('idempotency')
    ) {
      const replay = await replayFor(db, key, studio.id, booking);
      if (replay) return replay;
    }
    throw error;
  }
}

async function replayFor(
  db: Database,
  key: string,
  studioId: string,
  booking: NewBooking,
): Promise<CreateBookingOutcome | null> {
  const [existing] = await db
    .select()
    .from(tables.bookings)
    .where(eq(tables.bookings.idempotencyKey, key));
  if (!existing) return null;
  const same =
    existing.studioId === studioId &&
    existing.startAt.getTime() === booking.start.getTime() &&
    existing.endAt.getTime() === booking.end.getTime();
  if (!same) {
    return {
      kind: 'invalid',
      problem: {
        field: 'idempotencyKey',
        message: 'This Idempotency-Key was already used for a different booking.',
      },
    };
  }
  return { kind: 'replayed', booking: existing };
}

/**
 * Ranges blocked by active bookings of a studio that touch [from, to); `excludeId` leaves out the
 * booking being moved, which cannot collide with itself.
 */
export async function blockedRanges(
  db: Database,
  studioId: string,
  from: Date,
  to: Date,
  excludeId?: string,
): Promise<BlockedRange[]> {
  const rows = await db
    .select({ start: tables.bookings.startAt, end: tables.bookings.blockedUntil })
    .from(tables.bookings)
    .where(
      and(
        eq(tables.bookings.studioId, studioId),
        eq(tables.bookings.status, 'active'),
        lt(tables.bookings.startAt, to),
        gte(tables.bookings.blockedUntil, from),
        excludeId && isUuid(excludeId) ? ne(tables.bookings.id, excludeId) : undefined,
      ),
    );
  return rows;
}

export async function findBooking(db: Database, id: string): Promise<Booking | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(tables.bookings).where(eq(tables.bookings.id, id));
  return row ?? null;
}

export async function findBookingByReference(
  db: Database,
  reference: string,
): Promise<Booking | null> {
  const [row] = await db
    .select()
    .from(tables.bookings)
    .where(eq(tables.bookings.reference, reference.toUpperCase()));
  return row ?? null;
}

/** A customer's bookings for the account pages, latest start first. */
export async function listBookingsForUser(userId: string, db?: Database): Promise<Booking[]> {
  return (db ?? (await getDb()))
    .select()
    .from(tables.bookings)
    .where(eq(tables.bookings.userId, userId))
    .orderBy(desc(tables.bookings.startAt));
}

export type BookingFilters = {
  status?: BookingStatus;
  studioId?: string;
  from?: Date;
  to?: Date;
  email?: string;
};

/** Bookings for the back office, oldest start first. */
export async function listBookings(db: Database, filters: BookingFilters = {}): Promise<Booking[]> {
  const where: SQL[] = [];
  if (filters.status) where.push(eq(tables.bookings.status, filters.status));
  if (filters.studioId) where.push(eq(tables.bookings.studioId, filters.studioId));
  if (filters.from) where.push(gte(tables.bookings.startAt, filters.from));
  if (filters.to) where.push(lt(tables.bookings.startAt, filters.to));
  if (filters.email) {
    where.push(sql`lower(${tables.bookings.guestEmail}) = ${filters.email.toLowerCase()}`);
  }
  return db
    .select()
    .from(tables.bookings)
    .where(where.length ? and(...where) : undefined)
    .orderBy(asc(tables.bookings.startAt))
    .limit(1000);
}

/** Owner, admin, or the holder of the booking's manage link may change it. */
export function mayManage(booking: Booking, viewer: Viewer, manageToken?: string | null): boolean {
  if (viewer?.role === 'admin') return true;
  if (viewer && booking.userId && viewer.id === booking.userId) return true;
  return !!manageToken && tokenMatches(manageToken, booking.manageTokenHash);
}

export type ChangeOutcome =
  | { kind: 'done'; booking: Booking; manageToken?: string }
  | { kind: 'conflict' }
  | { kind: 'invalid'; message: string };

export async function cancelBooking(
  db: Database,
  booking: Booking,
  options: { byAdmin: boolean; now?: Date },
): Promise<ChangeOutcome> {
  const now = options.now ?? new Date();
  if (booking.status !== 'active')
    return { kind: 'invalid', message: 'This booking is not active.' };
  if (!options.byAdmin && booking.startAt <= now) {
    return { kind: 'invalid', message: 'A session that has started can no longer be cancelled.' };
  }
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(tables.bookings)
      .set({
        status: 'cancelled',
        cancelledAt: now,
        updatedAt: now,
        icsSequence: sql`${tables.bookings.icsSequence} + 1`,
      })
      .where(and(eq(tables.bookings.id, booking.id), eq(tables.bookings.status, 'active')))
      .returning();
    if (row) await sendBookingMail(tx, 'cancelled', row, { now });
    return row;
  });
  return updated
    ? { kind: 'done', booking: updated }
    : { kind: 'invalid', message: 'This booking is not active.' };
}

/** Moves a booking; its calendar event keeps its UID and gets the next SEQUENCE. */
export async function rescheduleBooking(
  db: Database,
  booking: Booking,
  input: {
    studio: StudioForBooking;
    settings: BookingSettings;
    start: Date;
    end: Date;
    now?: Date;
  },
): Promise<ChangeOutcome> {
  const now = input.now ?? new Date();
  if (booking.status !== 'active')
    return { kind: 'invalid', message: 'This booking is not active.' };
  if (booking.startAt <= now) {
    return { kind: 'invalid', message: 'A session that has started can no longer be moved.' };
  }
  const problem = sessionProblem(input.studio, input.settings, input.start, input.end, now);
  if (problem) return { kind: 'invalid', message: problem.message };
  const minutes = (input.end.getTime() - input.start.getTime()) / 60_000;
  const manageToken = newManageToken();
  try {
    const updated = await retryOnDeadlock(() =>
      db.transaction(async (tx) => {
        await boundLockWaits(tx);
        const [row] = await tx
          .update(tables.bookings)
          .set({
            startAt: input.start,
            endAt: input.end,
            blockedUntil: blockedRangeOf(input.studio, input.start, input.end).end,
            pricePence: sessionPricePence(input.studio, minutes),
            manageTokenHash: hashToken(manageToken),
            updatedAt: now,
            icsSequence: sql`${tables.bookings.icsSequence} + 1`,
          })
          .where(and(eq(tables.bookings.id, booking.id), eq(tables.bookings.status, 'active')))
          .returning();
        if (row) {
          await sendBookingMail(tx, 'rescheduled', row, { manageToken, now });
          // The jobs of the old time see the bumped sequence and send nothing.
          await scheduleFollowUps(tx, row, { manageToken, now });
        }
        return row;
      }),
    );
    return updated
      ? { kind: 'done', booking: updated, manageToken }
      : { kind: 'invalid', message: 'This booking is not active.' };
  } catch (error) {
    if (databaseError(error)?.code === SQLSTATE.exclusionViolation) return { kind: 'conflict' };
    throw error;
  }
}

/** Admin only: the customer did not come. Only sessions that have started qualify. */
export async function markNoShow(
  db: Database,
  booking: Booking,
  now: Date = new Date(),
): Promise<ChangeOutcome> {
  if (booking.status !== 'active')
    return { kind: 'invalid', message: 'This booking is not active.' };
  if (booking.startAt > now) {
    return { kind: 'invalid', message: 'Only a session that has started can be a no-show.' };
  }
  const [row] = await db
    .update(tables.bookings)
    .set({ status: 'no_show', updatedAt: now })
    .where(and(eq(tables.bookings.id, booking.id), ne(tables.bookings.status, 'cancelled')))
    .returning();
  return row ? { kind: 'done', booking: row } : { kind: 'invalid', message: 'Not found.' };
}

// Crockford-style alphabet: no 0/O or 1/I to misread over the phone.
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

function newReference(): string {
  const bytes = randomBytes(8);
  let code = '';
  for (const byte of bytes) code += REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length];
  return `LPS-${code}`;
}

function newManageToken(): string {
  return randomBytes(24).toString('base64url');
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function tokenMatches(token: string, hash: string): boolean {
  const given = Buffer.from(hashToken(token), 'hex');
  const stored = Buffer.from(hash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
