import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

// Per-window hit counters shared by every app instance through the database (lib/rate-limit reads
// two of them as one sliding window).
export const rateLimitWindows = pgTable(
  'rate_limit_windows',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.key, table.windowStart] })],
);
