import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db';
import { tables } from '../db';

export type RateLimitRule = {
  /** What is limited and for whom, e.g. `login:ip:203.0.113.9` or `login:account:ana@example.com`. */
  key: string;
  limit: number;
  windowMs: number;
};

export type RateLimitVerdict =
  { allowed: true; remaining: number } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one attempt and says whether the last `windowMs` hold no more than `limit` of them.
 *
 * The count is a sliding window: this fixed window's hits plus the previous window's, weighted by
 * how much of it still lies within the last `windowMs`. A plain fixed window would let a burst of
 * twice the limit through across its boundary (five wrong passwords at 10:14:59 and five more at
 * 10:15:00). Each window's counter is one atomic upsert, shared by every app instance; refused
 * attempts count too, so hammering on keeps the door shut.
 */
export async function consumeRateLimit(
  db: Database,
  rule: RateLimitRule,
  now: Date = new Date(),
): Promise<RateLimitVerdict> {
  const windowStart = Math.floor(now.getTime() / rule.windowMs) * rule.windowMs;
  const windows = tables.rateLimitWindows;
  const [[current], [previous]] = await Promise.all([
    db
      .insert(windows)
      .values({ key: rule.key, windowStart: new Date(windowStart), hits: 1 })
      .onConflictDoUpdate({
        target: [windows.key, windows.windowStart],
        set: { hits: sql`${windows.hits} + 1` },
      })
      .returning({ hits: windows.hits }),
    db
      .select({ hits: windows.hits })
      .from(windows)
      .where(
        and(
          eq(windows.key, rule.key),
          eq(windows.windowStart, new Date(windowStart - rule.windowMs)),
        ),
      ),
  ]);
  const counts = {
    previous: previous?.hits ?? 0,
    current: current?.hits ?? 1,
    elapsedMs: now.getTime() - windowStart,
    windowMs: rule.windowMs,
  };
  // In hit-milliseconds, so the comparison is exact.
  const spare = rule.limit * rule.windowMs - slidingCountTimesWindow(counts);
  if (spare >= 0) return { allowed: true, remaining: Math.floor(spare / rule.windowMs) };
  const retryAfterMs = msUntilNextAllowed(counts, rule.limit);
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
}

/** Hits in this window and the one before, and how far into this window `now` is. */
type WindowCounts = { previous: number; current: number; elapsedMs: number; windowMs: number };

/** The hits within the last window, times the window's length in ms (an integer). */
function slidingCountTimesWindow({ previous, current, elapsedMs, windowMs }: WindowCounts) {
  return previous * (windowMs - elapsedMs) + current * windowMs;
}

/** How long until one more attempt would be allowed, if nobody tries before then. */
function msUntilNextAllowed(counts: WindowCounts, limit: number): number {
  const { previous, current, elapsedMs, windowMs } = counts;
  // Still in this window: the previous window's share shrinks until one more hit fits.
  if (current + 1 <= limit && previous > 0) {
    const elapsedNeeded = Math.ceil(windowMs - ((limit - current - 1) * windowMs) / previous);
    if (elapsedNeeded < windowMs) return Math.max(0, elapsedNeeded - elapsedMs);
  }
  // In the next window, this window's hits are the ones that shrink.
  const nextElapsedNeeded = Math.max(0, Math.ceil(windowMs - ((limit - 1) * windowMs) / current));
  return windowMs - elapsedMs + nextElapsedNeeded;
}

/** Checks several rules (e.g. per IP and per account); the request is refused if any is exceeded. */
export async function consumeRateLimits(
  db: Database,
  rules: RateLimitRule[],
  now: Date = new Date(),
): Promise<RateLimitVerdict> {
  const verdicts = await Promise.all(rules.map((rule) => consumeRateLimit(db, rule, now)));
  const refused = verdicts.filter((verdict) => !verdict.allowed);
  if (refused.length === 0) {
    return {
      allowed: true,
      remaining: Math.min(...verdicts.map((v) => (v.allowed ? v.remaining : 0))),
    };
  }
  return {
    allowed: false,
    retryAfterSeconds: Math.max(...refused.map((v) => (v.allowed ? 0 : v.retryAfterSeconds))),
  };
}

export { claimOnce, eventsSince, forgetEvents, recordEvent } from './event-log';
