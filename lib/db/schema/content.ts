import { sql } from 'drizzle-orm';
import {
  bigserial,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * The local Content Lake: every Sanity document (published ids and `drafts.` ids alike) with its
 * whole body as JSON. `rev` is the id of the transaction that last wrote it, as in Sanity.
 */
export const contentDocuments = pgTable(
  'content_documents',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    rev: text('rev').notNull(),
    body: jsonb('body').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('content_documents_type_idx').on(table.type)],
);

/**
 * One row per committed write: the ordered log the listen stream, the query snapshot check and
 * history read. `events` holds one entry per changed document (mutations and mendoza effects).
 */
export const contentTransactions = pgTable('content_transactions', {
  seq: bigserial('seq', { mode: 'number' }).primaryKey(),
  id: text('id').notNull().unique(),
  identity: text('identity').notNull(),
  events: jsonb('events').$type<unknown[]>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});

/**
 * Asset bytes, content-addressed by their public path (`images/<sha1>-<w>x<h>.<ext>`,
 * `files/<sha1>.<ext>`). Kept in the database rather than on disk so every app instance sharing a
 * PostgreSQL database serves the same assets and an upload commits atomically with its document.
 */
export const contentAssetFiles = pgTable('content_asset_files', {
  path: text('path').primaryKey(),
  mimeType: text('mime_type').notNull(),
  size: integer('size').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Credentials of the lake API, stored only as SHA-256 hashes: `token` rows are bearer tokens the
 * Studio sends; `sid` rows are one-time codes the sign-in bridge hands the Studio to fetch a token.
 * Both belong to an admin of the app and expire.
 */
export const contentApiCredentials = pgTable(
  'content_api_credentials',
  {
    hash: text('hash').primaryKey(),
    kind: text('kind', { enum: ['token', 'sid'] }).notNull(),
    userId: text('user_id').notNull(),
    userName: text('user_name').notNull(),
    userEmail: text('user_email').notNull(),
    // The holder's session version when issued: a sign-out everywhere, password change, role change
    // or suspension moves it on, and the token dies with it (checked on every use).
    sessionVersion: integer('session_version'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('content_api_credentials_user_idx').on(table.userId)],
);
