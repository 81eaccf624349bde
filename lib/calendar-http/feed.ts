// A studio's secret calendar feed: every active booking, for the staff's calendar apps to subscribe
// to. The URL carries a random token of which only the hash is stored; issuing a new one replaces it,
// so the old URL stops working (revoked), and revoking deletes it.
import { randomBytes } from 'node:crypto';
import { and, asc, eq, gte, type SQL } from 'drizzle-orm';
import { sha256 } from '../auth/tokens';
import { bookingCalendarUid } from '../booking/confirmation';
import { escapeText, fold, toIcsUtc } from '../booking/ics';
import type { Booking } from '../booking/store';
import { tables, type Database } from '../db';
import { siteIdentity } from '../site';
import { absoluteUrl } from '../site-url';

/** The feed shows bookings from this many days ago on: the recent past staff still look up. */
export const FEED_PAST_DAYS = 30;
/** A bound on the feed's size; at the studio's pace it is years of bookings. */
export const MAX_FEED_EVENTS = 2000;
/** The token in a feed URL: 256 random bits, base64url. */
export const FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const feeds = tables.studioCalendarFeeds;

/** Issues the studio's feed URL, revoking the one before; the URL is only ever shown now. */
export async function issueCalendarFeed(
  db: Database,
  studioId: string,
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const issued = { tokenHash: sha256(token), createdAt: now };
  await db
    .insert(feeds)
    .values({ studioId, ...issued })
    .onConflictDoUpdate({ target: feeds.studioId, set: issued });
  // `.ics` at the end: some calendar apps only subscribe to a URL that looks like a calendar file.
  return absoluteUrl(`/api/calendar/${token}.ics`);
}

export async function revokeCalendarFeed(db: Database, studioId: string): Promise<boolean> {
  const removed = await db
    .delete(feeds)
    .where(eq(feeds.studioId, studioId))
    .returning({ studioId: feeds.studioId });
  return removed.length > 0;
}

/** The studio whose feed the token opens, or null. A lookup by hash: nothing to time. */
export async function studioOfFeedToken(db: Database, token: string): Promise<string | null> {
  const [feed] = await db
    .select({ studioId: feeds.studioId })
    .from(feeds)
    .where(eq(feeds.tokenHash, sha256(token)));
  return feed?.studioId ?? null;
}

/** When each studio's current feed URL was issued, by studio id. */
export async function calendarFeedsIssued(db: Database): Promise<Map<string, Date>> {
  const rows = await db
    .select({ studioId: feeds.studioId, createdAt: feeds.createdAt })
    .from(feeds);
  return new Map(rows.map((row) => [row.studioId, row.createdAt]));
}

/**
 * The feed (RFC 5545): one event per active booking of the studio from FEED_PAST_DAYS ago on. Each
 * event has the UID and SEQUENCE of the booking's e-mailed invite, so a calendar holding both shows
 * one event. Pending holds are left out: they last minutes, less than a calendar app's refresh, so
 * they would mostly show sessions that never happen. The details are the staff's: the feed is secret.
 */
export async function studioFeed(
  db: Database,
  studio: { id: string; title: string },
  now: Date,
): Promise<string> {
  const bookings = await feedSessions(db, eq(tables.bookings.studioId, studio.id), now);
  return calendarOf(`${studio.title} bookings`, bookings);
}

/** The confirmed sessions `which` picks, from FEED_PAST_DAYS ago on, soonest first (bounded). */
export async function feedSessions(db: Database, which: SQL, now: Date): Promise<Booking[]> {
  const b = tables.bookings;
  return db
    .select()
    .from(b)
    .where(
      and(
        which,
        eq(b.status, 'active'),
        gte(b.startAt, new Date(now.getTime() - FEED_PAST_DAYS * 86_400_000)),
      ),
    )
    .orderBy(asc(b.startAt))
    .limit(MAX_FEED_EVENTS);
}

/** A published calendar of these bookings' sessions under `title` (a studio's, a person's). */
export function calendarOf(title: string, bookings: Booking[]): string {
  const name = escapeText(title);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//London Podcast Studio//Studio feed//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `NAME:${name}`,
    `X-WR-CALNAME:${name}`,
    // How often calendar apps should fetch it again (RFC 7986, and Outlook's older name for it).
    'REFRESH-INTERVAL;VALUE=DURATION:PT15M',
    'X-PUBLISHED-TTL:PT15M',
    ...bookings.flatMap(bookingEvent),
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}

function bookingEvent(booking: Booking): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${bookingCalendarUid(booking)}`,
    `SEQUENCE:${booking.icsSequence}`,
    `DTSTAMP:${toIcsUtc(booking.updatedAt)}`,
    `DTSTART:${toIcsUtc(booking.startAt)}`,
    `DTEND:${toIcsUtc(booking.endAt)}`,
    `SUMMARY:${escapeText(`${booking.reference}: ${booking.guestName}`)}`,
    `DESCRIPTION:${escapeText(bookingDetails(booking).join('\n'))}`,
    `LOCATION:${escapeText(`${booking.studioName}, ${siteIdentity.name}`)}`,
    'STATUS:CONFIRMED',
    'END:VEVENT',
  ];
}

/** What staff need at the door: who, how to reach them, what was booked around the session. */
function bookingDetails(booking: Booking): string[] {
  const addOns = booking.addOns.map(({ name, minutesBefore, minutesAfter }) => {
    const around = [
      minutesBefore ? `${minutesBefore} min before` : null,
      minutesAfter ? `${minutesAfter} min after` : null,
    ].filter(Boolean);
    return around.length ? `${name} (${around.join(', ')})` : name;
  });
  const details: [string, string | null | undefined][] = [
    ['Reference', booking.reference],
    ['Customer', booking.guestName],
    ['Email', booking.guestEmail],
    ['Phone', booking.guestPhone],
    ['Add-ons', addOns.join('; ')],
    ['Podcast', booking.consultation?.podcastName],
    ['Goals', booking.consultation?.goals],
    ['Notes', booking.notes],
  ];
  return details.filter(([, value]) => value).map(([label, value]) => `${label}: ${value}`);
}
