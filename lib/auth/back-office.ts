import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db';
import { tables } from '../db';

export async function backOfficeCounts(db: Database) {
  const count = sql<number>`count(*)::int`;
  const [[users], [admins], [queued]] = await Promise.all([
    db.select({ count }).from(tables.users),
    db.select({ count }).from(tables.users).where(eq(tables.users.role, 'admin')),
    db.select({ count }).from(tables.mailMessages).where(eq(tables.mailMessages.status, 'queued')),
  ]);
  return { users: users?.count ?? 0, admins: admins?.count ?? 0, queuedMail: queued?.count ?? 0 };
}
