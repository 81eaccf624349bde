// Suspending an account (issue #13): a suspended user cannot sign in, every session of theirs ends at
// once, resolveSession refuses them, and their unused reset and invitation links are retired, so no
// e-mail link brings them back. Reactivating lets them sign in again; ended sessions stay ended.
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../db';
import { tables } from '../db';
import { revokeAllSessions } from './sessions';
import { retireAccountTokens } from './tokens';

export type Suspension = 'suspended' | 'already-suspended' | 'last-admin' | 'not-found';

export async function suspendUser(
  db: Database,
  userId: string,
  now: Date = new Date(),
): Promise<Suspension> {
  const users = tables.users;
  return db.transaction(async (tx) => {
    // The admins' rows stay locked until commit: two admins suspending each other at the same
    // moment cannot both succeed and leave no admin who can sign in.
    const admins = await tx
      .select({ id: users.id, suspendedAt: users.suspendedAt })
      .from(users)
      .where(eq(users.role, 'admin'))
      .for('update');
    const [target] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!target) return 'not-found';
    if (target.suspendedAt) return 'already-suspended';
    const othersActive = admins.filter((admin) => admin.id !== userId && !admin.suspendedAt);
    if (target.role === 'admin' && othersActive.length === 0) return 'last-admin';

    await tx.update(users).set({ suspendedAt: now, updatedAt: now }).where(eq(users.id, userId));
    await revokeAllSessions(tx, userId, now);
    await retireAccountTokens(tx, userId, ['password-reset', 'admin-invite'], now);
    return 'suspended';
  });
}

export async function reactivateUser(
  db: Database,
  userId: string,
  now: Date = new Date(),
): Promise<'reactivated' | 'not-suspended'> {
  const [row] = await db
    .update(tables.users)
    .set({ suspendedAt: null, updatedAt: now })
    .where(and(eq(tables.users.id, userId), isNotNull(tables.users.suspendedAt)))
    .returning({ id: tables.users.id });
  return row ? 'reactivated' : 'not-suspended';
}
