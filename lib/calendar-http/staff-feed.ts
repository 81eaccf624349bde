// A person's own secret calendar feed: the sessions they are held for, for their phone's calendar.
// Like a studio's feed (./feed.ts): a random token in the URL, only its hash stored; issuing a new
// one replaces it, so the old URL stops working.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { sha256 } from '../auth/tokens';
import { tables, type Database } from '../db';
import { absoluteUrl } from '../site-url';
import { calendarOf, feedSessions } from './feed';

const staff = tables.staffMembers;

/** Issues the person's feed URL, revoking the one before; null when there is no such person. */
export async function issueStaffFeed(db: Database, staffId: string): Promise<string | null> {
  const token = randomBytes(32).toString('base64url');
  const updated = await db
    .update(staff)
    .set({ feedTokenHash: sha256(token) })
    .where(eq(staff.id, staffId))
    .returning({ id: staff.id });
  return updated.length ? absoluteUrl(`/api/calendar/staff/${token}.ics`) : null;
}

/** The person whose feed the token opens, or null. A lookup by hash: nothing to time. */
export async function staffOfFeedToken(db: Database, token: string) {
  const [person] = await db
    .select({ id: staff.id, name: staff.name })
    .from(staff)
    .where(eq(staff.feedTokenHash, sha256(token)));
  return person ?? null;
}

/** The person's confirmed sessions from FEED_PAST_DAYS ago on, as a calendar. */
export async function staffFeed(
  db: Database,
  person: { id: string; name: string },
  now: Date,
): Promise<string> {
  const bookings = await feedSessions(db, eq(tables.bookings.staffId, person.id), now);
  return calendarOf(`${person.name}'s sessions`, bookings);
}
