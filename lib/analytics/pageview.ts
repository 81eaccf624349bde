import { z } from 'zod';
import type { Database } from '../db';
import { tables } from '../db';
import { clientIp, parseJsonBody, rejectCrossSite } from '../http';
import { consumeRateLimit, tooManyRequests } from '../rate-limit';

export const pageViewSchema = z.object({
  path: z.string().startsWith('/', 'path must start with /').max(2000),
  referrer: z.string().max(2000).optional(),
  loadTimeMs: z.number().int().min(0).max(600_000).optional(),
});

export type PageView = z.infer<typeof pageViewSchema>;

/**
 * `POST /api/analytics/pageview`: the first-party page-view log used without a GA4 id. The browser
 * sends it only with analytics consent; no identifier of the visitor is stored.
 */
export async function handlePageViewPost(db: Database, request: Request): Promise<Response> {
  const crossSite = rejectCrossSite(request);
  if (crossSite) return crossSite;
  const body = await parseJsonBody(request, pageViewSchema, 4096);
  if (!body.ok) return body.response;
  const verdict = await consumeRateLimit(db, {
    key: `pageview:ip:${clientIp(request)}`,
    limit: 120,
    windowMs: 60_000,
  });
  if (!verdict.allowed) return tooManyRequests(verdict);
  await db.insert(tables.pageViews).values({
    path: body.data.path,
    referrer: body.data.referrer || null,
    loadTimeMs: body.data.loadTimeMs ?? null,
  });
  return new Response(null, { status: 204 });
}
