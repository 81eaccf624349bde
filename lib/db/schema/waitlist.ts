import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { bookings } from './bookings';

// Customers waiting for a full day of a studio: when time that fits their range frees up (a
// cancellation, a released hold, a move), the first in line is offered it as a provisional booking
// that holds the slot for them (offer_booking_id). An entry is offered once; what state it is in
// (waiting, offered, booked, lapsed) follows from that booking. A trigger on bookings queues the
// offer job when blocked time of a studio's day with someone waiting is freed (migration 0022).
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studioId: text('studio_id').notNull(),
    /** The London date they want. */
    date: date('date', { mode: 'string' }).notNull(),
    /** The window the session must fit in, London wall-clock minutes after midnight. */
    fromMinute: integer('from_minute').notNull(),
    untilMinute: integer('until_minute').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** The address as one customer (lib/booking/promo-codes customerKey): one place per day each. */
    emailKey: text('email_key').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    offerBookingId: uuid('offer_booking_id').references(() => bookings.id, {
      onDelete: 'set null',
    }),
    offeredAt: timestamp('offered_at', { withTimezone: true }),
  },
  (table) => [
    index('waitlist_entries_day_idx').on(table.studioId, table.date, table.createdAt),
    uniqueIndex('waitlist_entries_one_per_customer_day').on(
      table.studioId,
      table.date,
      table.emailKey,
    ),
    index('waitlist_entries_email_idx').on(table.emailKey, table.date),
    check(
      'waitlist_entries_window_fits',
      sql`${table.fromMinute} >= 0 AND ${table.untilMinute} <= 1440 AND ${table.untilMinute} - ${table.fromMinute} >= ${table.durationMinutes} AND ${table.durationMinutes} > 0`,
    ),
  ],
);
