import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { LEAD_STATUSES } from './enums';

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    source: text('source').notNull().default('footer'),
    // Double opt-in: mail goes only to confirmed, not unsubscribed addresses (lib/newsletter).
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    leadStatus: text('lead_status', { enum: LEAD_STATUSES }).notNull().default('new'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One subscription per address whatever its letter case.
  (table) => [uniqueIndex('newsletter_subscribers_email_key').on(sql`lower(${table.email})`)],
);
