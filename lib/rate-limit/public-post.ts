import type { z } from 'zod';
import type { Database } from '../db';
import { clientIp, parseJsonBody, rejectCrossSite, type ParsedBody } from '../http';
import { consumeRateLimit, tooManyRequests } from './index';

export type PublicPostRules = {
  /** Names the limit's counters: `{bucket}:ip:{address}`. */
  bucket: string;
  limit: number;
  windowMs: number;
  maxBytes: number;
};

/**
 * The checks of an anonymous JSON post from the site's own pages: same site (403), a body the
 * schema accepts (400/413/415), and the per-address limit (429), in that order.
 */
export async function checkPublicPost<S extends z.ZodType>(
  db: Database,
  request: Request,
  schema: S,
  rules: PublicPostRules,
): Promise<ParsedBody<z.infer<S>>> {
  const crossSite = rejectCrossSite(request);
  if (crossSite) return { ok: false, response: crossSite };
  const body = await parseJsonBody(request, schema, rules.maxBytes);
  if (!body.ok) return body;
  const verdict = await consumeRateLimit(db, {
    key: `${rules.bucket}:ip:${clientIp(request)}`,
    limit: rules.limit,
    windowMs: rules.windowMs,
  });
  return verdict.allowed ? body : { ok: false, response: tooManyRequests(verdict) };
}
