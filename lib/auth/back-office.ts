import { desc, eq, sql } from 'drizzle-orm';
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

export async function backOfficeCounts(db: Database) {
  const count = sql<number>`count(*)::int`;
  const [[users], [admins], [queued]] = await Promise.all([
    db.select({ count }).from(tables.users),
    db.select({ count }).from(tables.users).where(eq(tables.users.role, 'admin')),
    db.select({ count }).from(tables.mailMessages).where(eq(tables.mailMessages.status, 'queued')),
  ]);
  return { users: users?.count ?? 0, admins: admins?.count ?? 0, queuedMail: queued?.count ?? 0 };
}
