import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const userRoles = ['customer', 'admin'] as const;
export type UserRole = (typeof userRoles)[number];

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: userRoles }).notNull().default('customer'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    // AES-256-GCM sealed (lib/auth/secret-box); null while two-factor is off.
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    // When the owner confirmed, from the e-mail we sent, that they turned two-factor on: a password
    // reset by e-mail keeps two-factor only once it was approved this way.
    totpApprovedAt: timestamp('totp_approved_at', { withTimezone: true }),
    // The last RFC 6238 time step accepted, so each code works once.
    totpLastStep: integer('totp_last_step'),
    // Bumped to end every session of the user at once (password change, 2FA change, admin action).
    sessionVersion: integer('session_version').notNull().default(1),
    // Set while an admin has suspended the account: no sign-in, no session (lib/auth).
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    // When this admin last opened the dashboard: its "new leads" count starts here.
    leadsSeenAt: timestamp('leads_seen_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One account per address whatever its letter case.
  (table) => [uniqueIndex('users_email_key').on(sql`lower(${table.email})`)],
);

// One row per signed-in browser; the sealed cookie names its row, so a session can be ended server-side.
export const userSessions = pgTable(
  'user_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [index('user_sessions_user_idx').on(table.userId)],
);

// Two-factor recovery codes, stored as SHA-256 hashes, each usable once.
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('recovery_codes_user_code_key').on(table.userId, table.codeHash)],
);

export const accountTokenPurposes = [
  'password-reset',
  'email-verification',
  'admin-invite',
  'two-factor-approval',
] as const;
export type AccountTokenPurpose = (typeof accountTokenPurposes)[number];

// Single-use links sent by e-mail; only the SHA-256 of the random token is stored.
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: accountTokenPurposes }).notNull(),
    tokenHash: text('token_hash').notNull(),
    // For e-mail verification of a changed address: the address being verified.
    email: text('email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('account_tokens_hash_key').on(table.tokenHash)],
);

// Secrets this installation made for itself on first start (e.g. the session secret when
// SESSION_SECRET is unset); in the database, so every instance on one PostgreSQL shares them.
export const installSecrets = pgTable('install_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
