// The e-mailed links that change an account: confirming an address and approving two-factor. Their
// pages read what a link would do (`peek…`, which uses nothing up) and a button's POST does it, so
// a mail scanner that opens every link changes nothing (issue #46).
import { eq } from 'drizzle-orm';
import type { Database } from '../db';
import { tables } from '../db';
import { hashPassword } from './password';
import { revokeAllSessions } from './sessions';
import { peekAccountToken, redeemAccountToken, retireAccountTokens } from './tokens';
import { approveTwoFactor, endUnapprovedTwoFactor } from './two-factor';
import { confirmEmailAddress, findUserById, type EmailConfirmation } from './users';

export type AddressLink = { email: string; firstConfirmation: boolean };

/**
 * What a confirmation link would confirm. `firstConfirmation`: the account has never had a
 * confirmed address, so whoever registered it may not be the address's owner.
 */
export async function peekAddressLink(
  db: Database,
  token: string,
  now: Date = new Date(),
): Promise<AddressLink | null> {
  const peeked = await peekAccountToken(db, token, 'email-verification', now);
  const user = peeked?.email ? await findUserById(db, peeked.userId) : null;
  if (!peeked?.email || !user) return null;
  return { email: peeked.email, firstConfirmation: user.emailVerifiedAt === null };
}

export type AddressLinkOutcome =
  | { outcome: 'invalid' | 'password-needed' }
  | { outcome: EmailConfirmation; firstConfirmation: boolean; userId: string; email: string };

/** Thrown to roll the redeemed token back when the first confirmation came without a password. */
class PasswordNeeded extends Error {}

/**
 * Confirms the address a link was sent to, in one transaction. The first confirmation of an
 * account also takes the account from whoever registered it: the owner's `password` replaces
 * theirs, every session ends, and unapproved two-factor and every other link sent before then
 * (an address change, an approval, a reset) are void. `claim` runs in the same transaction with the
 * confirmed address (the layer above brings in what was waiting for it: guest bookings).
 */
export async function confirmAddressFromLink(
  db: Database,
  input: {
    token: string;
    password?: string;
    claim: (tx: Database, userId: string, email: string) => Promise<unknown>;
  },
  now: Date = new Date(),
): Promise<AddressLinkOutcome> {
  // An unusable link costs no hash; a usable one is hashed before the transaction, so no row stays
  // locked while scrypt runs.
  if (!(await peekAccountToken(db, input.token, 'email-verification', now))) {
    return { outcome: 'invalid' };
  }
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  try {
    return await db.transaction(async (tx) => {
      const redeemed = await redeemAccountToken(tx, input.token, 'email-verification', now);
      const [user] = redeemed?.email
        ? await tx
            .select({ verifiedAt: tables.users.emailVerifiedAt })
            .from(tables.users)
            .where(eq(tables.users.id, redeemed.userId))
            .for('update')
        : [];
      if (!redeemed?.email || !user) return { outcome: 'invalid' };
      const firstConfirmation = user.verifiedAt === null;
      if (firstConfirmation && !passwordHash) throw new PasswordNeeded();

      const { userId, email } = redeemed;
      const outcome = await confirmEmailAddress(tx, userId, email);
      if (outcome === 'email-taken') return { outcome, firstConfirmation, userId, email };
      if (firstConfirmation && passwordHash) {
        await tx
          .update(tables.users)
          .set({ passwordHash, updatedAt: now })
          .where(eq(tables.users.id, userId));
        await revokeAllSessions(tx, userId, now);
        await endUnapprovedTwoFactor(tx, userId);
        await retireAccountTokens(
          tx,
          userId,
          ['email-verification', 'two-factor-approval', 'password-reset'],
          now,
        );
      }
      await input.claim(tx, userId, email);
      return { outcome, firstConfirmation, userId, email };
    });
  } catch (error) {
    if (error instanceof PasswordNeeded) return { outcome: 'password-needed' };
    throw error;
  }
}

export type TwoFactorLink = { email: string; addressConfirmed: boolean };

/**
 * What an approval link would approve: null when it is used, expired, or two-factor was turned off
 * or set up again since it was sent.
 */
export async function peekTwoFactorLink(
  db: Database,
  token: string,
  now: Date = new Date(),
): Promise<TwoFactorLink | null> {
  const peeked = await peekAccountToken(db, token, 'two-factor-approval', now);
  const user = peeked ? await findUserById(db, peeked.userId) : null;
  if (!peeked || !user?.totpEnabledAt || user.totpEnabledAt > peeked.createdAt) return null;
  return { email: user.email, addressConfirmed: user.emailVerifiedAt !== null };
}

/**
 * The owner approves two-factor from the link. Not while the account's address is unconfirmed:
 * the account may be someone else's registration of that address, with their phone as its second
 * factor, and the owner's first confirmation ends unapproved two-factor.
 */
export async function approveTwoFactorFromLink(
  db: Database,
  token: string,
  now: Date = new Date(),
): Promise<'approved' | 'invalid' | 'address-unconfirmed'> {
  const link = await peekTwoFactorLink(db, token, now);
  if (!link) return 'invalid';
  if (!link.addressConfirmed) return 'address-unconfirmed';
  const redeemed = await redeemAccountToken(db, token, 'two-factor-approval', now);
  const approved = redeemed && (await approveTwoFactor(db, redeemed.userId, redeemed.createdAt));
  return approved ? 'approved' : 'invalid';
}
