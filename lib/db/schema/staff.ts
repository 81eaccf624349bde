import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { StaffSkill } from '../../skills';
import type { Weekday } from '../../time';

/** One weekday's working hours of a person, in London wall-clock time ("09:00"). */
export type StaffHours = { day: Weekday; starts: string; ends: string };

// People who can be booked with a session (engineers, producers). Operational data, kept here and
// managed in the back office, not in the CMS: the team member they may link to gives the name and
// photo the site shows. A booking that needs one of their skills holds one of them (bookings.staff_id,
// with an exclusion constraint per person like the one per studio: migration 0021).
export const staffMembers = pgTable('staff_members', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  /** What the customer and the run sheet call them: "Sound engineer", "Producer". */
  jobTitle: text('job_title').notNull(),
  /** The Sanity team member they are (name and photo on the site), if any. */
  teamMemberId: text('team_member_id'),
  skills: jsonb('skills').$type<StaffSkill[]>().notNull().default([]),
  /** The studios they work in (Sanity studio ids). */
  studioIds: jsonb('studio_ids').$type<string[]>().notNull().default([]),
  weeklyHours: jsonb('weekly_hours').$type<StaffHours[]>().notNull().default([]),
  /** Whether customers may ask for them by name on the booking page ("with Theo"). */
  customersMayChoose: boolean('customers_may_choose').notNull().default(false),
  /** Whether sessions may be given to them; a person who left keeps their past sessions. */
  active: boolean('active').notNull().default(true),
  /** Hash of the secret token of their own calendar feed (null: none issued). */
  feedTokenHash: text('feed_token_hash').unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A person's holiday, sick day or appointment: no session is given to them for its time. */
export const staffTimeOff = pgTable(
  'staff_time_off',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('staff_time_off_staff_idx').on(table.staffId, table.startsAt),
    check('staff_time_off_in_order', sql`${table.endsAt} > ${table.startsAt}`),
  ],
);
