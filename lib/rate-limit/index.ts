import { sql } from 'drizzle-orm';
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
 * Counts one attempt against a fixed window shared by every app instance (one atomic upsert), and says
 * whether it is within the limit.
 */
export async function consumeRateLimit(
  db: Database,
  rule: RateLimitRule,
  now: Date = new Date(),
): Promise<RateLimitVerdict> {
  const windowStart = new Date(Math.floor(now.getTime() / rule.windowMs) * rule.windowMs);
  const windows = tables.rateLimitWindows;
  const [row] = await db
    .insert(windows)
    .values({ key: rule.key, windowStart, hits: 1 })
    .onConflictDoUpdate({
      target: [windows.key, windows.windowStart],
      set: { hits: sql`${windows.hits} + 1` },
    })
    .returning({ hits: windows.hits });
  const hits = row?.hits ?? 1;
  if (hits <= rule.limit) return { allowed: true, remaining: rule.limit - hits };
  const retryAfterMs = windowStart.getTime() + rule.windowMs - now.getTime();
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
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
