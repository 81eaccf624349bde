import { avg, count, desc, gte } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db';
import { tables } from '../db';
import {
  analyticsVisitorOf,
  PAGE_VIEW_BUDGET,
  withinDailyBudget,
} from '../experiments/daily-bounds';
import { raw } from '../http';
import { route } from '../http/route';

// Sized to what the browser sends (components/analytics): a path, the referrer and a timing.
export const pageViewSchema = z.object({
  path: z.string().startsWith('/', 'path must start with /').max(500),
  referrer: z.string().max(1000).optional(),
  loadTimeMs: z.number().int().min(0).max(600_000).optional(),
});

export type PageView = z.infer<typeof pageViewSchema>;

/**
 * `POST /api/analytics/pageview`: the first-party page-view log used without a GA4 id. The browser
 * sends it only with analytics consent, and only then is it stored: within the visitor's and the
 * day's budgets (lib/experiments/daily-bounds), counted by the `ab_visitor` cookie, which the log
 * itself never stores. Anything else is answered with the same 204 and not stored (a consenting
 * browser that has just lost its visitor cookie gets no error either).
 */
export const recordPageView = route({
  body: { json: pageViewSchema, maxBytes: 2048 },
  rateLimit: { bucket: 'pageview', limit: 120, windowMs: 60_000 },
  async handle({ db, body, request, now }) {
    const visitor = analyticsVisitorOf(request);
    if (!visitor.consent || !visitor.visitorId) return raw(null, 204);
    if (!(await withinDailyBudget(db, 'pageview', visitor.visitorId, PAGE_VIEW_BUDGET, now))) {
      return raw(null, 204);
    }
    await db.insert(tables.pageViews).values({
      path: body.path,
      referrer: body.referrer || null,
      loadTimeMs: body.loadTimeMs ?? null,
    });
    return raw(null, 204);
  },
});

export type PageViewSummary = {
  views: number;
  /** Mean page-load time of first views, in ms (null without timings). */
  meanLoadTimeMs: number | null;
  topPaths: { path: string; views: number }[];
};

/** The first-party log of the last `days` days: how many views, how fast, and the most viewed paths. */
export async function pageViewSummary(
  db: Database,
  days: number,
  topPathCount = 10,
): Promise<PageViewSummary> {
  const since = new Date(Date.now() - days * 86_400_000);
  const views = tables.pageViews;
  const recent = gte(views.createdAt, since);
  const [totals] = await db
    .select({ views: count(), meanLoadTimeMs: avg(views.loadTimeMs) })
    .from(views)
    .where(recent);
  const topPaths = await db
    .select({ path: views.path, views: count() })
    .from(views)
    .where(recent)
    .groupBy(views.path)
    .orderBy(desc(count()), views.path)
    .limit(topPathCount);
  const mean = totals?.meanLoadTimeMs;
  return {
    views: totals?.views ?? 0,
    meanLoadTimeMs: mean == null ? null : Math.round(Number(mean)),
    topPaths,
  };
}
