import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../db';
import { tables } from '../db';
import { SESSION_TTL_SECONDS } from './config';
import { toSessionUser } from './users';
import type { SessionCookie, SessionUser } from './types';

/** Records a new signed-in browser and returns what its sealed cookie must hold. */
export async function startSession(
  db: Database,
  userId: string,
  userAgent: string | null,
  now: Date = new Date(),
): Promise<SessionCookie> {
  const [user] = await db
    .select({ sessionVersion: tables.users.sessionVersion })
    .from(tables.users)
    .where(eq(tables.users.id, userId));
  if (!user) throw new Error('No such user');
  const [row] = await db
    .insert(tables.userSessions)
    .values({
      userId,
      userAgent: userAgent?.slice(0, 300) ?? null,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + SESSION_TTL_SECONDS * 1000),
    })
    .returning({ id: tables.userSessions.id });
  if (!row) throw new Error('The session was not stored');
  return { userId, sessionId: row.id, sessionVersion: user.sessionVersion };
}

/**
 * The user a session cookie stands for, or null when the session ended, expired, the user's
 * session version moved on (password or 2FA change, admin action) since it was issued, or an admin
 * suspended the account (every guard reads sessions here, so no path lets a suspended user in).
 */
export async function resolveSession(
  db: Database,
  cookie: SessionCookie,
  now: Date = new Date(),
): Promise<SessionUser | null> {
  const [row] = await db
    .select({ user: tables.users })
    .from(tables.userSessions)
    .innerJoin(tables.users, eq(tables.users.id, tables.userSessions.userId))
    .where(
      and(
        eq(tables.userSessions.id, cookie.sessionId),
        eq(tables.userSessions.userId, cookie.userId),
        isNull(tables.userSessions.endedAt),
        gt(tables.userSessions.expiresAt, now),
        eq(tables.users.sessionVersion, cookie.sessionVersion),
        isNull(tables.users.suspendedAt),
      ),
    )
    .limit(1);
  return row ? toSessionUser(row.user) : null;
}

export async function endSession(db: Database, sessionId: string, now: Date = new Date()) {
  await db
    .update(tables.userSessions)
    .set({ endedAt: now })
    .where(and(eq(tables.userSessions.id, sessionId), isNull(tables.userSessions.endedAt)));
}

/**
 * Ends every session of the user at once by moving the session version on; returns the new version.
 * A caller acting for the user in this browser then starts a fresh session, so only the others end.
 */
export async function revokeAllSessions(
  db: Database,
  userId: string,
  now: Date = new Date(),
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(tables.users)
      .set({ sessionVersion: sql`${tables.users.sessionVersion} + 1`, updatedAt: now })
      .where(eq(tables.users.id, userId))
      .returning({ sessionVersion: tables.users.sessionVersion });
    await tx
      .update(tables.userSessions)
      .set({ endedAt: now })
      .where(and(eq(tables.userSessions.userId, userId), isNull(tables.userSessions.endedAt)));
    return row?.sessionVersion ?? 0;
  });
}

/** How many browsers are signed in, apart from `exceptSessionId`. */
export async function countOtherSessions(
  db: Database,
  userId: string,
  exceptSessionId: string,
  now: Date = new Date(),
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(tables.userSessions)
    .innerJoin(tables.users, eq(tables.users.id, tables.userSessions.userId))
    .where(
      and(
        eq(tables.userSessions.userId, userId),
        ne(tables.userSessions.id, exceptSessionId),
        isNull(tables.userSessions.endedAt),
        gt(tables.userSessions.expiresAt, now),
      ),
    );
  return row?.count ?? 0;
}
