import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

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

export type ExperimentStatus = 'running' | 'paused' | 'rolled_out';

// The live state of each A/B test; the definitions in lib/experiments are the seed for a missing row.
export const experimentStates = pgTable('experiment_states', {
  experiment: text('experiment').primaryKey(),
  status: text('status', { enum: ['running', 'paused', 'rolled_out'] }).notNull(),
  weights: jsonb('weights').$type<Record<string, number>>().notNull(),
  winner: text('winner'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The visitor's running-test variants when the event happened: `{ heroSection: 'control', … }`. */
export type EventVariants = Record<string, string>;

// Every confirmed business event (a booking stored, a message stored, …), once each: the one source
// for A/B conversions and the dashboard. The visitor is a random first-party id, never a person.
export const confirmedEvents = pgTable(
  'confirmed_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').notNull(),
    // The stored thing it confirms (booking id, message id, …): a retry cannot count twice.
    sourceId: text('source_id').notNull(),
    visitorId: text('visitor_id'),
    variants: jsonb('variants').$type<EventVariants>().notNull(),
    valuePence: integer('value_pence').notNull().default(0),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('confirmed_events_type_source_unique').on(table.type, table.sourceId),
    index('confirmed_events_occurred_idx').on(table.occurredAt),
  ],
);

// The user journey (spec §2.5, §3) of visitors who allowed analytics: what they visited and did.
export const journeyEntries = pgTable(
  'journey_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    visitorId: text('visitor_id').notNull(),
    step: text('step').notNull(),
    url: text('url').notNull(),
    metadata: jsonb('metadata').$type<Record<string, string | number | boolean>>().notNull(),
    activeTests: jsonb('active_tests').$type<EventVariants>().notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('journey_entries_visitor_idx').on(table.visitorId, table.occurredAt),
    index('journey_entries_recorded_idx').on(table.recordedAt),
  ],
);
