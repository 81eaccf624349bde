import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

// Visitors newly assigned to each A/B variant per day (London date): counts only, nobody identified.
export const experimentAssignments = pgTable(
  'experiment_assignments',
  {
    experiment: text('experiment').notNull(),
    variant: text('variant').notNull(),
    day: date('day').notNull(),
    visitors: integer('visitors').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.experiment, table.variant, table.day] })],
);
