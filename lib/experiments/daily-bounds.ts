// What anonymous analytics may store (the journey, the first-party page-view log): only what a
// browser with analytics consent sends, and within two budgets a UTC day, one per visitor and one for
// the whole table. Beyond either, nothing is stored and the browser is answered as if it were: the
// log is incomplete for the rest of that day, the site and the storage are not touched. Each budget is
// a counter in the rate-limit table (one atomic upsert, shared by every instance), pruned by
// housekeeping once its day is over.
import { sql } from 'drizzle-orm';
import { ANALYTICS_CONSENT_COOKIE, analyticsConsentGranted } from '../consent';
import type { Database } from '../db';
import { tables } from '../db';
import { cookieValue, VISITOR_COOKIE, visitorIdSchema } from './visitor';

export type DailyBudget = { perVisitor: number; total: number };
export type AnalyticsLog = 'journey' | 'pageview';

// With the retention in lib/housekeeping (journey 90 days, page views 395), the totals bound each
// table: at most 900,000 journey entries and 3,950,000 page views, whatever anonymous traffic sends.
export const JOURNEY_BUDGET: DailyBudget = {
  // An entry is a page visit or a confirmed step: no real visitor reaches 200 in a day (the
  // browser itself keeps only the last 50).
  perVisitor: 200,
  // Several times the entries of the busiest day a studio site sees.
  total: 10_000,
};

export const PAGE_VIEW_BUDGET: DailyBudget = {
  // One per route change: 200 pages a day is beyond any real visit.
  perVisitor: 200,
  total: 10_000,
};

const DAY_MS = 86_400_000;

/** The counter keys of a log's budgets (the route's own rate limit is `<bucket>:ip:<address>`). */
export const budgetKeys = (log: AnalyticsLog, visitorId: string) => ({
  visitor: `${log}:visitor:${visitorId}`,
  total: `${log}:day`,
});

/** The start of `now`'s UTC day: the window each daily budget counts in. */
export const budgetDay = (now: Date) => new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);

async function countToday(db: Database, key: string, now: Date): Promise<number> {
  const windows = tables.rateLimitWindows;
  const [row] = await db
    .insert(windows)
    .values({ key, windowStart: budgetDay(now), hits: 1 })
    .onConflictDoUpdate({
      target: [windows.key, windows.windowStart],
      set: { hits: sql`${windows.hits} + 1` },
    })
    .returning({ hits: windows.hits });
  return row?.hits ?? 1;
}

/**
 * Counts one write of `visitorId` to `log` today and says whether it is within both budgets. The
 * visitor's is counted first, so one visitor over theirs uses none of everyone's.
 */
export async function withinDailyBudget(
  db: Database,
  log: AnalyticsLog,
  visitorId: string,
  budget: DailyBudget,
  now: Date,
): Promise<boolean> {
  const keys = budgetKeys(log, visitorId);
  if ((await countToday(db, keys.visitor, now)) > budget.perVisitor) return false;
  return (await countToday(db, keys.total, now)) <= budget.total;
}

export type AnalyticsVisitor = { consent: false } | { consent: true; visitorId: string | null };

/** The request's analytics consent (the cookie the consent store mirrors) and its visitor id. */
export function analyticsVisitorOf(request: Request): AnalyticsVisitor {
  const header = request.headers.get('cookie');
  if (!analyticsConsentGranted(cookieValue(header, ANALYTICS_CONSENT_COOKIE))) {
    return { consent: false };
  }
  const visitor = visitorIdSchema.safeParse(cookieValue(header, VISITOR_COOKIE));
  return { consent: true, visitorId: visitor.success ? visitor.data : null };
}
