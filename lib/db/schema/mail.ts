import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export type MailAttachment = { filename: string; contentType: string; contentBase64: string };

// Every e-mail the product sends. With no SMTP server configured this table is the mailbox:
// admins read it in the back office and tests assert on it.
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    // Extra header lines, e.g. List-Unsubscribe on newsletter mail (RFC 8058).
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    status: text('status', { enum: ['queued', 'delivered', 'failed'] })
      .notNull()
      .default('queued'),
    transport: text('transport'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (table) => [
    // What one address was sent lately, whatever its case (booking mail to unconfirmed addresses is
    // capped per day, and Ada@x and ada@x reach the same mailbox).
    index('mail_messages_to_lower_idx').on(sql`lower(${table.to})`, table.createdAt),
  ],
);
