import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '../db';
import { tables } from '../db';
import type { AccountTokenPurpose } from '../db/schema/accounts';

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/**
 * Issues a random single-use token (256 bits, base64url); only its hash is stored. Issuing a new
 * one for the same purpose retires the earlier ones.
 */
export async function issueAccountToken(
  db: Database,
  input: { userId: string; purpose: AccountTokenPurpose; ttlMs: number; email?: string },
  now: Date = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx
      .update(tables.accountTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(tables.accountTokens.userId, input.userId),
          eq(tables.accountTokens.purpose, input.purpose),
          isNull(tables.accountTokens.usedAt),
        ),
      );
    await tx.insert(tables.accountTokens).values({
      userId: input.userId,
      purpose: input.purpose,
      tokenHash: sha256(token),
      email: input.email ?? null,
      expiresAt: new Date(now.getTime() + input.ttlMs),
      createdAt: now,
    });
  });
  return token;
}

export type RedeemedToken = { userId: string; email: string | null; createdAt: Date };

const redeemedColumns = {
  userId: tables.accountTokens.userId,
  email: tables.accountTokens.email,
  createdAt: tables.accountTokens.createdAt,
};

/** The row of `token` for `purpose`, if it is neither used nor expired at `now`. */
function usable(token: string, purpose: AccountTokenPurpose, now: Date) {
  return and(
    eq(tables.accountTokens.tokenHash, sha256(token)),
    eq(tables.accountTokens.purpose, purpose),
    isNull(tables.accountTokens.usedAt),
    gt(tables.accountTokens.expiresAt, now),
  );
}

/**
 * Uses a token up: succeeds once, and only before it expires. One atomic update, so two requests
 * racing with the same token cannot both win.
 */
export async function redeemAccountToken(
  db: Database,
  token: string,
  purpose: AccountTokenPurpose,
  now: Date = new Date(),
): Promise<RedeemedToken | null> {
  const [row] = await db
    .update(tables.accountTokens)
    .set({ usedAt: now })
    .where(usable(token, purpose, now))
    .returning(redeemedColumns);
  return row ?? null;
}

/** The user (and address) a token was issued for, if it could still be redeemed; does not use it. */
export async function peekAccountToken(
  db: Database,
  token: string,
  purpose: AccountTokenPurpose,
  now: Date = new Date(),
): Promise<RedeemedToken | null> {
  const [row] = await db
    .select(redeemedColumns)
    .from(tables.accountTokens)
    .where(usable(token, purpose, now))
    .limit(1);
  return row ?? null;
}

/** Whether a token could still be redeemed (for showing the reset form or a clear error first). */
export async function isAccountTokenUsable(
  db: Database,
  token: string,
  purpose: AccountTokenPurpose,
  now: Date = new Date(),
): Promise<boolean> {
  return (await peekAccountToken(db, token, purpose, now)) !== null;
}

/** Retires the user's unused links of these purposes (an account suspended: no way back in by mail). */
export async function retireAccountTokens(
  db: Database,
  userId: string,
  purposes: AccountTokenPurpose[],
  now: Date = new Date(),
): Promise<void> {
  await db
    .update(tables.accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(tables.accountTokens.userId, userId),
        inArray(tables.accountTokens.purpose, purposes),
        isNull(tables.accountTokens.usedAt),
      ),
    );
}

/** Admin invitations nobody has used yet (expired or not), of the users `forUser` picks. */
export function unusedInvites(forUser: SQL): SQL | undefined {
  const tokens = tables.accountTokens;
  return and(forUser, eq(tokens.purpose, 'admin-invite'), isNull(tokens.usedAt));
}

/** Of these users, those with an invitation they can still accept (the users page marks them). */
export async function usersWithOpenInvites(
  db: Database,
  userIds: string[],
  now: Date = new Date(),
): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: tables.accountTokens.userId })
    .from(tables.accountTokens)
    .where(
      and(
        unusedInvites(inArray(tables.accountTokens.userId, userIds)),
        gt(tables.accountTokens.expiresAt, now),
      ),
    );
  return new Set(rows.map((row) => row.userId));
}
