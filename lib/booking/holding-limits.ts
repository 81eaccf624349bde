import { and, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db';
import { tables } from '../db';
import { customerKey } from './promo-codes';

// What one guest may hold of the studio without having paid anything: a guest is anybody without an
// account (or booking for an address that is not their account's). A real customer books a session
// or two ahead; somebody booking out every studio with throwaway addresses is stopped by the cap on
// their network, since addresses cost nothing and networks do.

export type GuestHoldLimits = {
  /** Upcoming unpaid sessions one address (as one person: no +tag, no dots at Gmail) may hold. */
  perEmail: number;
  /** Upcoming unpaid guest sessions one network (/24, /64) may hold. */
  perNetwork: number;
};

export const DEFAULT_GUEST_HOLD_LIMITS: GuestHoldLimits = { perEmail: 3, perNetwork: 6 };

export const TOO_MANY_FOR_EMAIL =
  'This e-mail address already holds several unpaid sessions. Please pay for one, or sign in, before booking more.';
export const TOO_MANY_FOR_NETWORK =
  'Too many unpaid sessions are booked from your network. Please pay online, sign in, or call us to book.';

/** The network a guest's address belongs to: its /24 (IPv4) or /64 (IPv6); null when unknown. */
export function networkOf(address: string): string | null {
  const plain = address.trim().replace(/^::ffff:/i, '');
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/.exec(plain);
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.0/24`;
  if (!plain.includes(':')) return null;
  const [head = '', tail] = plain.toLowerCase().split('::');
  const groups = head ? head.split(':') : [];
  // A "::" before the fourth group fills the rest of the /64 with zeros.
  while (tail !== undefined && groups.length < 4) groups.push('0');
  if (groups.length < 4 || groups.some((group) => !/^[0-9a-f]{1,4}$/.test(group))) return null;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** Upcoming sessions that hold the studio and that nobody has paid anything for. */
function unpaidUpcoming(now: Date): SQL {
  const b = tables.bookings;
  return and(
    or(
      and(eq(b.status, 'pending'), gt(b.holdExpiresAt, now)),
      and(eq(b.status, 'active'), eq(b.paidPence, 0)),
    ),
    gt(b.startAt, now),
    isNull(b.userId),
  ) as SQL;
}

/**
 * Why this guest may not hold another session, or null. Counted before the booking's insert: under a
 * burst of simultaneous requests a guest may pass the cap by the few that race, never by more.
 */
export async function guestHoldProblem(
  db: Database,
  guest: { email: string; network: string | null },
  limits: GuestHoldLimits,
  now: Date,
): Promise<string | null> {
  const b = tables.bookings;
  const key = customerKey(guest.email);
  const [byEmail] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(b)
    .where(and(unpaidUpcoming(now), eq(b.guestEmailKey, key)));
  if ((byEmail?.n ?? 0) >= limits.perEmail) return TOO_MANY_FOR_EMAIL;
  if (!guest.network) return null;
  const [byNetwork] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(b)
    .where(and(unpaidUpcoming(now), eq(b.clientNetwork, guest.network)));
  return (byNetwork?.n ?? 0) >= limits.perNetwork ? TOO_MANY_FOR_NETWORK : null;
}
