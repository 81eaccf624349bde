import { sql } from 'drizzle-orm';
import {
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

// PostgreSQL's range of timestamptz; only read back as text, never written (it is generated).
const tstzrange = customType<{ data: string }>({ dataType: () => 'tstzrange' });

export type BookingStatus = 'active' | 'cancelled' | 'no_show';
export type BookingConsultation = {
  podcastName?: string;
  guests?: number;
  goals: string;
  experience?: 'first_show' | 'some_episodes' | 'established';
};

// Studio sessions. No two active bookings of one studio may overlap, buffers included: an exclusion
// constraint over `during` (migration 0003) enforces it whatever the application does.
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull().unique(),
    studioId: text('studio_id').notNull(),
    studioName: text('studio_name').notNull(),
    userId: text('user_id'),
    guestName: text('guest_name').notNull(),
    guestEmail: text('guest_email').notNull(),
    guestPhone: text('guest_phone'),
    notes: text('notes'),
    consultation: jsonb('consultation').$type<BookingConsultation>(),
    flowVariant: text('flow_variant'),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    /** End of the session plus the studio's turnaround buffer. */
    blockedUntil: timestamp('blocked_until', { withTimezone: true }).notNull(),
    during: tstzrange('during')
      .notNull()
      .generatedAlwaysAs(sql`tstzrange(start_at, blocked_until, '[)')`),
    status: text('status', { enum: ['active', 'cancelled', 'no_show'] })
      .notNull()
      .default('active'),
    pricePence: integer('price_pence').notNull(),
    idempotencyKey: text('idempotency_key').unique(),
    /** SEQUENCE of the calendar invite; bumped on every reschedule and on cancel. */
    icsSequence: integer('ics_sequence').notNull().default(0),
    manageTokenHash: text('manage_token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (table) => [
    index('bookings_user_idx').on(table.userId),
    index('bookings_email_idx').on(table.guestEmail),
    index('bookings_start_idx').on(table.startAt),
  ],
);
