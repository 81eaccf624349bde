import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Calendar feeds of a studio: the secret ICS subscription staff calendars read, and the external
// calendar whose busy times availability treats as taken.

/** One secret feed URL per studio; rotating the token revokes the old URL. */
export const studioCalendarFeeds = pgTable('studio_calendar_feeds', {
  studioId: text('studio_id').primaryKey(),
  tokenHash: text('token_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type BusyRange = { start: string; end: string; summary?: string };

/** The external ICS a studio imports; the last good copy stays when a fetch fails. */
export const studioCalendarImports = pgTable('studio_calendar_imports', {
  studioId: text('studio_id').primaryKey(),
  url: text('url').notNull(),
  busy: jsonb('busy').$type<BusyRange[]>().notNull().default([]),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }),
  lastError: text('last_error'),
  lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
