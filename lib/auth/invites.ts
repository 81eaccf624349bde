// Admin invitations (issue #13): an admin names an address; the account is created at once as an
// admin with a random password no one knows, and a single-use link (seven days, only its SHA-256
// stored, lib/auth/tokens) lets the invitee choose their name and password.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { tables, type Database } from '../db';
import type { AdminInviteInput, AcceptInviteInput } from '../validation/auth';
import { ADMIN_INVITE_TTL_MS } from './config';
import { revokeAllSessions } from './sessions';
import { issueAccountToken, redeemAccountToken, unusedInvites } from './tokens';
import {
  createUser,
  findUserByEmail,
  findUserById,
  markEmailVerified,
  setUserPassword,
  updateUserName,
  type UserRow,
} from './users';

export type Invitation = { user: UserRow; token: string; resent: boolean };

/** Whether the account was invited and has not accepted (its link unused, expired or not). */
async function awaitsAcceptance(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: tables.accountTokens.id })
    .from(tables.accountTokens)
    .where(unusedInvites(eq(tables.accountTokens.userId, userId)))
    .limit(1);
  return Boolean(row);
}

/**
 * Creates the invited admin and the link's token. An address whose invitation is still unaccepted
 * gets a new link (issuing retires the old one); any other address in use is 'email-taken'.
 */
export async function inviteAdmin(
  db: Database,
  input: AdminInviteInput,
  now: Date = new Date(),
): Promise<Invitation | 'email-taken'> {
  const created = await createUser(db, {
    email: input.email,
    name: input.name ?? '',
    password: randomBytes(32).toString('base64url'),
    role: 'admin',
  });
  let user: UserRow;
  if (created !== 'email-taken') user = created;
  else {
    const existing = await findUserByEmail(db, input.email);
    if (!existing || !(await awaitsAcceptance(db, existing.id))) return 'email-taken';
    user = existing;
  }
  const token = await issueAccountToken(
    db,
    { userId: user.id, purpose: 'admin-invite', ttlMs: ADMIN_INVITE_TTL_MS, email: user.email },
    now,
  );
  return { user, token, resent: created === 'email-taken' };
}

/**
 * Uses the invitation up (once, before it expires): sets the name and password, and marks the
 * address verified, since the link reached it. 'invalid' for a used, expired or unknown link.
 */
export async function acceptInvite(
  db: Database,
  input: AcceptInviteInput,
  now: Date = new Date(),
): Promise<UserRow | 'invalid' | 'suspended'> {
  const redeemed = await redeemAccountToken(db, input.token, 'admin-invite', now);
  const user = redeemed ? await findUserById(db, redeemed.userId) : null;
  if (!redeemed || !user) return 'invalid';
  if (user.suspendedAt) return 'suspended';
  await setUserPassword(db, user.id, input.password);
  await updateUserName(db, user.id, input.name);
  if (redeemed.email) await markEmailVerified(db, user.id, redeemed.email);
  // Whoever was signed in as this account before (through a password reset) is signed out.
  await revokeAllSessions(db, user.id, now);
  return (await findUserById(db, user.id)) ?? 'invalid';
}
