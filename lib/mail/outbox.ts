import { desc, sql } from 'drizzle-orm';
import type { Database } from '../db';
import { tables } from '../db';

export type OutboxMessage = typeof tables.mailMessages.$inferSelect;

/** The newest e-mails, for admins to read (with no SMTP server the outbox is the mailbox). */
export async function listOutboxMessages(
  db: Database,
  limit = 50,
  to?: string,
): Promise<OutboxMessage[]> {
  return db
    .select()
    .from(tables.mailMessages)
    .where(to ? sql`lower(${tables.mailMessages.to}) = lower(${to})` : undefined)
    .orderBy(desc(tables.mailMessages.createdAt))
    .limit(limit);
}
