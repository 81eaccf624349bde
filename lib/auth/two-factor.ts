import { randomBytes } from 'node:crypto';
import { and, eq, isNotNull, isNull, lt, lte, or } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { Database } from '../db';
import { tables } from '../db';
import { siteIdentity } from '../site';
import { openSecret, sealSecret } from './secret-box';
import { sha256 } from './tokens';

const PERIOD_SECONDS = 30;
const RECOVERY_CODE_COUNT = 10;

function totpFor(secretBase32: string, email: string): TOTP {
  return new TOTP({
    issuer: siteIdentity.name,
    label: email,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

export type TwoFactorSetup = { secret: string; otpauthUrl: string; qrCodeDataUrl: string };

/**
 * Starts enrolment: a new secret stored encrypted but not yet active. Two-factor turns on only when
 * a code from the app confirms it (`confirmTwoFactor`).
 */
export async function beginTwoFactorSetup(
  db: Database,
  user: { id: string; email: string },
): Promise<TwoFactorSetup> {
  const secret = new Secret({ size: 20 }).base32;
  await db
    .update(tables.users)
    .set({ totpSecret: await sealSecret(secret), totpEnabledAt: null, totpLastStep: null })
    .where(eq(tables.users.id, user.id));
  const otpauthUrl = totpFor(secret, user.email).toString();
  const qrCodeDataUrl = await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 220 });
  return { secret, otpauthUrl, qrCodeDataUrl };
}

/**
 * Accepts a code per RFC 6238 (one step of clock drift either way), once: the accepted time step
 * is stored with an atomic compare, so replaying a code, even concurrently, fails.
 */
export async function consumeTotpCode(
  db: Database,
  userId: string,
  code: string,
  now: number = Date.now(),
): Promise<boolean> {
  const [user] = await db
    .select({ email: tables.users.email, totpSecret: tables.users.totpSecret })
    .from(tables.users)
    .where(eq(tables.users.id, userId));
  if (!user?.totpSecret) return false;
  const totp = totpFor(await openSecret(user.totpSecret), user.email);
  const delta = totp.validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return false;
  const step = totp.counter({ timestamp: now }) + delta;
  const [updated] = await db
    .update(tables.users)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(tables.users.id, userId),
        or(isNull(tables.users.totpLastStep), lt(tables.users.totpLastStep, step)),
      ),
    )
    .returning({ id: tables.users.id });
  return Boolean(updated);
}

function normaliseRecoveryCode(code: string): string {
  return code.trim().toLowerCase().replace(/-/g, '');
}

/** Turns two-factor on after a valid code and returns the new recovery codes (shown once). */
export async function confirmTwoFactor(
  db: Database,
  userId: string,
  code: string,
  now: number = Date.now(),
): Promise<string[] | null> {
  if (!(await consumeTotpCode(db, userId, code, now))) return null;
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const raw = randomBytes(8).toString('hex').slice(0, 10);
    return `${raw.slice(0, 5)}-${raw.slice(5)}`;
  });
  await db.transaction(async (tx) => {
    await tx.delete(tables.recoveryCodes).where(eq(tables.recoveryCodes.userId, userId));
    await tx
      .insert(tables.recoveryCodes)
      .values(codes.map((c) => ({ userId, codeHash: sha256(normaliseRecoveryCode(c)) })));
    await tx
      .update(tables.users)
      .set({ totpEnabledAt: new Date(now), totpApprovedAt: null, updatedAt: new Date(now) })
      .where(eq(tables.users.id, userId));
  });
  return codes;
}

/** Uses up one recovery code; each works once. */
export async function consumeRecoveryCode(
  db: Database,
  userId: string,
  code: string,
): Promise<boolean> {
  const [used] = await db
    .update(tables.recoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(tables.recoveryCodes.userId, userId),
        eq(tables.recoveryCodes.codeHash, sha256(normaliseRecoveryCode(code))),
        isNull(tables.recoveryCodes.usedAt),
      ),
    )
    .returning({ id: tables.recoveryCodes.id });
  return Boolean(used);
}

/** The second factor at sign-in: a 6-digit code from the app, or a recovery code. */
export async function verifySecondFactor(
  db: Database,
  userId: string,
  code: string,
  now: number = Date.now(),
): Promise<boolean> {
  const trimmed = code.trim();
  return /^\d{6}$/.test(trimmed)
    ? consumeTotpCode(db, userId, trimmed, now)
    : consumeRecoveryCode(db, userId, trimmed);
}

export async function disableTwoFactor(db: Database, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(tables.recoveryCodes).where(eq(tables.recoveryCodes.userId, userId));
    await tx
      .update(tables.users)
      .set({
        totpSecret: null,
        totpEnabledAt: null,
        totpApprovedAt: null,
        totpLastStep: null,
        updatedAt: new Date(),
      })
      .where(eq(tables.users.id, userId));
  });
}

/**
 * The owner confirmed from the e-mail we sent that they turned two-factor on: it now survives a
 * password reset. A link issued before the current enrolment (`issuedAt`) approves nothing.
 */
export async function approveTwoFactor(
  db: Database,
  userId: string,
  issuedAt: Date,
): Promise<boolean> {
  const users = tables.users;
  const [approved] = await db
    .update(users)
    .set({ totpApprovedAt: new Date(), updatedAt: new Date() })
    .where(
      and(eq(users.id, userId), isNotNull(users.totpEnabledAt), lte(users.totpEnabledAt, issuedAt)),
    )
    .returning({ id: users.id });
  return Boolean(approved);
}

/**
 * A password reset by e-mail proves the inbox, not the phone: two-factor that the owner never
 * approved by e-mail (it may have been turned on by someone with a stolen session and password)
 * ends with the reset; approved two-factor stays.
 */
export async function endUnapprovedTwoFactor(db: Database, userId: string): Promise<boolean> {
  const [user] = await db
    .select({ enabledAt: tables.users.totpEnabledAt, approvedAt: tables.users.totpApprovedAt })
    .from(tables.users)
    .where(eq(tables.users.id, userId));
  if (!user?.enabledAt || user.approvedAt) return false;
  await disableTwoFactor(db, userId);
  return true;
}
