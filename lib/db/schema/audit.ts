import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** What an entry says about the change, secrets already redacted (lib/audit/redact.ts). */
export type AuditSummary = {
  /** The target as it was, and as it is now, where the route says so (`ctx.audit`). */
  before?: unknown;
  after?: unknown;
  /** What the admin sent: the validated body; files by name, size and type only. */
  input?: unknown;
};

// Every admin write, one row each (lib/audit). Append-only: migration 0007 adds a trigger that refuses
// UPDATE, DELETE and TRUNCATE. The actor has no foreign key, as deleting the user would have to change
// rows; the e-mail is kept beside the id for that reason.
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    /** A stable name, e.g. `users.role`, or the route's method and path pattern. */
    action: text('action').notNull(),
    method: text('method').notNull(),
    /** The path as requested, e.g. `/api/auth/admin/users/5b0c…`. */
    path: text('path').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    /** A readable name for the target at the time (an e-mail, a booking reference). */
    targetLabel: text('target_label'),
    summary: jsonb('summary').$type<AuditSummary>().notNull(),
    clientAddress: text('client_address').notNull(),
  },
  (table) => [
    index('admin_audit_log_at_idx').on(table.at),
    index('admin_audit_log_action_idx').on(table.action, table.at),
    index('admin_audit_log_target_idx').on(table.targetType, table.targetId, table.at),
    // The admins the filters offer, read by hopping through it (lib/audit/query.ts).
    index('admin_audit_log_actor_idx').on(table.actorEmail),
  ],
);
