import { and, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../db';
import { tables } from '../db';
import type { PromoTerms } from './pricing';

// Promo codes the back office creates. A redemption is counted in the booking's own transaction,
// under the code's row lock, so a code's limits hold however many customers use it at once.

export type PromoCode = typeof tables.promoCodes.$inferSelect;
export type NewPromoCode = Omit<
  typeof tables.promoCodes.$inferInsert,
  'id' | 'uses' | 'createdAt' | 'active'
>;

export const PROMO_USED_UP = 'This promo code has been used up.';
export const PROMO_ALREADY_USED = 'You have already used this promo code.';
/**
 * What an anonymous visitor is told of any code that cannot be used: the same words for a code that
 * does not exist, has expired or is used up, so codes cannot be told apart by guessing.
 */
export const PROMO_CANNOT_BE_USED = "This code can't be used for this booking.";

/** Mailbox providers that ignore dots in the local part (and deliver +tags to the same box). */
const DOTLESS_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * One person's address as the per-customer limit counts it: lower case, without a +tag, and without
 * dots where the provider ignores them (googlemail.com is gmail.com).
 */
export function customerKey(email: string): string {
  const [local = '', domain = ''] = email
    .trim()
    .toLowerCase()
    .split(/@(?=[^@]*$)/);
  const canonicalDomain = domain === 'googlemail.com' ? 'gmail.com' : domain;
  let name = local.split('+')[0] ?? '';
  if (DOTLESS_DOMAINS.has(canonicalDomain)) name = name.replaceAll('.', '');
  return `${name}@${canonicalDomain}`;
}

/** Thrown inside a booking's transaction when its code can no longer be redeemed: it rolls back. */
export class PromoRefused extends Error {}

export function promoTerms(code: PromoCode): PromoTerms {
  return {
    code: code.code,
    kind: code.kind,
    value: code.value,
    studioId: code.studioId,
    addOnId: code.addOnId,
  };
}

/** The code a customer typed, if it exists and is valid at `now`; otherwise why not. */
export async function usablePromoCode(
  db: Database,
  typed: string,
  now: Date,
): Promise<{ ok: true; code: PromoCode } | { ok: false; message: string }> {
  const [code] = await db
    .select()
    .from(tables.promoCodes)
    .where(eq(tables.promoCodes.code, typed.trim().toUpperCase()));
  if (!code || !code.active) return { ok: false, message: 'That promo code is not valid.' };
  if (code.validFrom && now < code.validFrom)
    return { ok: false, message: 'That promo code is not valid yet.' };
  if (code.validUntil && now >= code.validUntil)
    return { ok: false, message: 'That promo code has expired.' };
  if (code.maxUses !== null && code.uses >= code.maxUses)
    return { ok: false, message: PROMO_USED_UP };
  return { ok: true, code };
}

/**
 * Counts one use of the code for this booking, in the booking's transaction. The UPDATE takes the
 * code's row lock and refuses a code at its limit; the per-customer count runs after the lock, so
 * it sees every redemption committed before. Throws PromoRefused, which rolls the booking back.
 */
export async function redeemPromoCode(
  tx: Database,
  input: {
    code: PromoCode;
    bookingId: string;
    email: string;
    /** The account booking, if any, and its own address: both count, under any address typed. */
    userId?: string | null;
    accountEmail?: string | null;
    discountPence: number;
    now: Date;
  },
): Promise<void> {
  const promo = tables.promoCodes;
  const [taken] = await tx
    .update(promo)
    .set({ uses: sql`${promo.uses} + 1` })
    .where(
      and(
        eq(promo.id, input.code.id),
        eq(promo.active, true),
        sql`(${promo.maxUses} is null or ${promo.uses} < ${promo.maxUses})`,
        sql`(${promo.validUntil} is null or ${promo.validUntil} > ${input.now.toISOString()})`,
      ),
    )
    .returning({ maxUsesPerCustomer: promo.maxUsesPerCustomer });
  if (!taken) throw new PromoRefused(PROMO_USED_UP);
  const key = customerKey(input.email);
  const keys = [
    ...new Set([key, ...(input.accountEmail ? [customerKey(input.accountEmail)] : [])]),
  ];
  const redemptions = tables.promoRedemptions;
  if (taken.maxUsesPerCustomer !== null) {
    const [used] = await tx
      .select({ n: count() })
      .from(redemptions)
      .where(
        and(
          eq(redemptions.promoCodeId, input.code.id),
          input.userId
            ? or(inArray(redemptions.customerKey, keys), eq(redemptions.userId, input.userId))
            : inArray(redemptions.customerKey, keys),
        ),
      );
    if ((used?.n ?? 0) >= taken.maxUsesPerCustomer) throw new PromoRefused(PROMO_ALREADY_USED);
  }
  await tx.insert(redemptions).values({
    promoCodeId: input.code.id,
    bookingId: input.bookingId,
    customerEmail: input.email.toLowerCase(),
    customerKey: key,
    userId: input.userId ?? null,
    discountPence: input.discountPence,
  });
}

/** The terms a booking's code was sold with, for re-pricing it (a move): null without a code. */
export async function termsOfBookedCode(
  db: Database,
  code: string | null,
): Promise<{ booked: PromoTerms } | null> {
  if (!code) return null;
  const [row] = await db.select().from(tables.promoCodes).where(eq(tables.promoCodes.code, code));
  return row ? { booked: promoTerms(row) } : null;
}

/** Gives a redemption back (a hold that expired unpaid): the code can be used again. */
export async function releasePromoRedemption(tx: Database, bookingId: string): Promise<void> {
  const [released] = await tx
    .delete(tables.promoRedemptions)
    .where(eq(tables.promoRedemptions.bookingId, bookingId))
    .returning({ promoCodeId: tables.promoRedemptions.promoCodeId });
  if (!released) return;
  await tx
    .update(tables.promoCodes)
    .set({ uses: sql`greatest(${tables.promoCodes.uses} - 1, 0)` })
    .where(eq(tables.promoCodes.id, released.promoCodeId));
}

export async function listPromoCodes(db: Database): Promise<PromoCode[]> {
  return db.select().from(tables.promoCodes).orderBy(desc(tables.promoCodes.createdAt)).limit(500);
}

export async function createPromoCode(
  db: Database,
  input: NewPromoCode,
): Promise<PromoCode | null> {
  const [row] = await db
    .insert(tables.promoCodes)
    .values({ ...input, code: input.code.trim().toUpperCase() })
    .onConflictDoNothing({ target: tables.promoCodes.code })
    .returning();
  return row ?? null;
}

export async function setPromoCodeActive(
  db: Database,
  id: string,
  active: boolean,
): Promise<PromoCode | null> {
  const [row] = await db
    .update(tables.promoCodes)
    .set({ active })
    .where(eq(tables.promoCodes.id, id))
    .returning();
  return row ?? null;
}
