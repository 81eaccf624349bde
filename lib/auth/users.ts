import { and, count, desc, eq, ilike, isNull, notExists, or, sql } from 'drizzle-orm';
import { containsPattern } from '../db/like';
import type { Database } from '../db';
import { tables } from '../db';
import type { UserRole } from '../db/schema/accounts';
import { databaseError, SQLSTATE } from '../db/errors';
import { unusedInvites, usersWithOpenInvites } from './tokens';
import { decoyPasswordHash, hashPassword, verifyPassword } from './password';
import type { AdminUsersQuery } from '../validation/auth';
import { isUuid } from '../validation/uuid';
import type { AccountView, AdminUserView, SessionUser } from './types';

export type UserRow = typeof tables.users.$inferSelect;

const byEmail = (email: string) => sql`lower(${tables.users.email}) = lower(${email.trim()})`;

export function toSessionUser(row: UserRow): SessionUser {
  return { id: row.id, email: row.email, name: row.name, role: row.role };
}

export function toAccountView(row: UserRow): AccountView {
  return {
    ...toSessionUser(row),
    emailVerified: row.emailVerifiedAt !== null,
    twoFactorEnabled: row.totpEnabledAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toAdminUserView(row: UserRow, invitePending = false): AdminUserView {
  return {
    ...toAccountView(row),
    suspendedAt: row.suspendedAt?.toISOString() ?? null,
    invitePending,
  };
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(tables.users).where(byEmail(email)).limit(1);
  return row ?? null;
}

export async function findUserById(db: Database, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(tables.users).where(eq(tables.users.id, id)).limit(1);
  return row ?? null;
}

/** Creates an account, or says the address is taken (whatever its letter case). */
export async function createUser(
  db: Database,
  input: { email: string; name: string; password: string; role?: UserRole; verified?: boolean },
): Promise<UserRow | 'email-taken'> {
  const passwordHash = await hashPassword(input.password);
  const [row] = await db
    .insert(tables.users)
    .values({
      email: input.email.trim(),
      name: input.name.trim(),
      passwordHash,
      role: input.role ?? 'customer',
      emailVerifiedAt: input.verified ? new Date() : null,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? 'email-taken';
}

/**
 * The account for an address and password, or null. An unknown address costs one hash too, so the
 * answer time does not tell whether the address has an account.
 */
export async function authenticate(
  db: Database,
  email: string,
  password: string,
): Promise<UserRow | null> {
  const row = await findUserByEmail(db, email);
  if (!row) {
    await verifyPassword(password, await decoyPasswordHash());
    return null;
  }
  return (await verifyPassword(password, row.passwordHash)) ? row : null;
}

export async function updateUserName(db: Database, userId: string, name: string): Promise<void> {
  await db
    .update(tables.users)
    .set({ name: name.trim(), updatedAt: new Date() })
    .where(eq(tables.users.id, userId));
}

export async function markEmailVerified(db: Database, userId: string, email: string) {
  await db
    .update(tables.users)
    .set({ emailVerifiedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(tables.users.id, userId), byEmail(email)));
}

export type EmailConfirmation = 'confirmed' | 'changed' | 'email-taken';

/**
 * The owner followed the link sent to `email`: it is confirmed, and becomes the account's address if
 * it was a change (unless another account took it meanwhile). Only a confirmed address links the
 * account to anything (bookings made for it, for example).
 */
export async function confirmEmailAddress(
  db: Database,
  userId: string,
  email: string,
): Promise<EmailConfirmation> {
  const now = new Date();
  const [same] = await db
    .update(tables.users)
    .set({ emailVerifiedAt: now, updatedAt: now })
    .where(and(eq(tables.users.id, userId), byEmail(email)))
    .returning({ id: tables.users.id });
  if (same) return 'confirmed';
  try {
    // A savepoint when called inside a transaction: PostgreSQL aborts the whole transaction at a
    // failed statement, and the caller goes on after a taken address.
    await db.transaction((tx) =>
      tx
        .update(tables.users)
        .set({ email: email.trim(), emailVerifiedAt: now, updatedAt: now })
        .where(eq(tables.users.id, userId)),
    );
    return 'changed';
  } catch (error) {
    if (databaseError(error)?.code === SQLSTATE.uniqueViolation) return 'email-taken';
    throw error;
  }
}

/** The account with this address, only once its owner has confirmed the address. */
export async function findVerifiedUserByEmail(db: Database, email: string) {
  const row = await findUserByEmail(db, email);
  return row?.emailVerifiedAt ? row : null;
}

/** Sets a new password; callers end the user's sessions too (see `revokeAllSessions`). */
export async function setUserPassword(db: Database, userId: string, password: string) {
  await db
    .update(tables.users)
    .set({ passwordHash: await hashPassword(password), updatedAt: new Date() })
    .where(eq(tables.users.id, userId));
}

export async function setUserRole(db: Database, userId: string, role: UserRole) {
  await db
    .update(tables.users)
    .set({ role, updatedAt: new Date() })
    .where(eq(tables.users.id, userId));
}

export async function deleteUser(db: Database, userId: string): Promise<void> {
  await db.delete(tables.users).where(eq(tables.users.id, userId));
}

export const ADMIN_USERS_PAGE_SIZE = 25;

export type UsersPage = { users: UserRow[]; total: number; page: number; pageCount: number };

/**
 * One page of accounts, newest first, whose name or e-mail contains `q` (any letter case); a page
 * past the end shows the last one.
 */
export async function listUsersPage(
  db: Database,
  { q, page }: AdminUsersQuery,
  pageSize = ADMIN_USERS_PAGE_SIZE,
): Promise<UsersPage> {
  const users = tables.users;
  const where = q
    ? or(ilike(users.name, containsPattern(q)), ilike(users.email, containsPattern(q)))
    : undefined;
  const [counted] = await db.select({ total: count() }).from(users).where(where);
  const total = counted?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const shown = Math.min(page, pageCount);
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(pageSize)
    .offset((shown - 1) * pageSize);
  return { users: rows, total, page: shown, pageCount };
}

/** The users page: one page of accounts as admins see them (suspended, invitation open). */
export async function listAdminUsersPage(db: Database, query: AdminUsersQuery) {
  const page = await listUsersPage(db, query);
  const invited = await usersWithOpenInvites(
    db,
    page.users.map((user) => user.id),
  );
  return { ...page, users: page.users.map((user) => toAdminUserView(user, invited.has(user.id))) };
}

/** The admins who can sign in: a suspended admin does not count. */
/**
 * The admins who can sign in: not suspended, and not invited admins who have yet to accept (their
 * password is one nobody knows).
 */
export async function countAdmins(db: Database): Promise<number> {
  const tokens = tables.accountTokens;
  const pendingInvite = db
    .select({ id: tokens.id })
    .from(tokens)
    .where(unusedInvites(eq(tokens.userId, tables.users.id)));
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(tables.users)
    .where(
      and(
        eq(tables.users.role, 'admin'),
        isNull(tables.users.suspendedAt),
        notExists(pendingInvite),
      ),
    );
  return row?.count ?? 0;
}

/** Whether taking `user` away (demoting, suspending, deleting) would leave no admin who can sign in. */
export async function isLastActiveAdmin(db: Database, user: UserRow): Promise<boolean> {
  return user.role === 'admin' && user.suspendedAt === null && (await countAdmins(db)) <= 1;
}

/**
 * Whether a credential issued to `userId` under `sessionVersion` still speaks for an admin: the
 * account exists, is an admin, is not suspended, and its sessions have not been ended since (a
 * password change or reset, "end sessions", a role change and a suspension all move the version).
 */
export async function isCurrentAdminSession(
  db: Database,
  userId: string,
  sessionVersion: number | null,
): Promise<boolean> {
  if (sessionVersion === null || !isUuid(userId)) return false;
  const row = await findUserById(db, userId);
  return (
    row !== null &&
    row.role === 'admin' &&
    row.suspendedAt === null &&
    row.sessionVersion === sessionVersion
  );
}
