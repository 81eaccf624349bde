// Timestamped events and one-time claims, kept in the rate-limit table so that every app instance
// sees them (a row per event: `windowStart` is the event's instant; housekeeping prunes old rows).
import { and, eq, gt, max, sql } from 'drizzle-orm';
import type { Database } from '../db';
import { tables } from '../db';

const events = tables.rateLimitWindows;

/** Records that `key` happened at `at`. */
export async function recordEvent(db: Database, key: string, at: Date): Promise<void> {
  await db
    .insert(events)
    .values({ key, windowStart: at, hits: 1 })
    .onConflictDoUpdate({
      target: [events.key, events.windowStart],
      set: { hits: sql`${events.hits} + 1` },
    });
}

/** How often `key` happened after `since`, and when it last did. */
export async function eventsSince(
  db: Database,
  key: string,
  since: Date,
): Promise<{ count: number; last: Date | null }> {
  const [row] = await db
    .select({
      count: sql<number>`coalesce(sum(${events.hits}), 0)`.mapWith(Number),
      last: max(events.windowStart),
    })
    .from(events)
    .where(and(eq(events.key, key), gt(events.windowStart, since)));
  return { count: row?.count ?? 0, last: row?.last ?? null };
}

/**
 * Claims `key` at `slot` for one caller only: true for the first caller, false for every other one,
 * across instances (one atomic insert).
 */
export async function claimOnce(db: Database, key: string, slot: Date): Promise<boolean> {
  const claimed = await db
    .insert(events)
    .values({ key, windowStart: slot, hits: 1 })
    .onConflictDoNothing()
    .returning({ hits: events.hits });
  return claimed.length === 1;
}

/** Forgets every event and claim of `key`. */
export async function forgetEvents(db: Database, key: string): Promise<void> {
  await db.delete(events).where(eq(events.key, key));
}
