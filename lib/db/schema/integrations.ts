import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Third-party connections an admin set up in the back office, one row per provider. The secret is
// sealed (lib/auth/secret-box); `settings` holds only what is safe to show.
export const integrations = pgTable('integrations', {
  provider: text('provider', { enum: ['notion'] }).primaryKey(),
  settings: jsonb('settings').$type<Record<string, string>>().notNull(),
  sealedSecret: text('sealed_secret').notNull(),
  connectedBy: text('connected_by').notNull(),
  connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
});
