import { z } from 'zod';
import type { Database } from '../db';
import { tables } from '../db';
import { clientIp, parseJsonBody, rejectCrossSite } from '../http';
import { consumeRateLimit, tooManyRequests } from '../rate-limit';

export const consentRecordSchema = z.object({
  anonymousId: z
    .string()
    .regex(/^[A-Za-z0-9-]{8,64}$/, 'anonymousId must be 8-64 letters, digits or dashes'),
  choice: z.object({
    necessary: z.literal(true),
    functional: z.boolean(),
    analytics: z.boolean(),
    marketing: z.boolean(),
  }),
  action: z.enum(['accept-all', 'necessary-only', 'save-preferences', 'update']),
  bannerVersion: z.string().min(1).max(40),
  consentedAt: z.iso.datetime(),
});

export async function storeConsentRecord(
  db: Database,
  record: z.infer<typeof consentRecordSchema>,
) {
  await db.insert(tables.consentRecords).values({
    anonymousId: record.anonymousId,
    choice: record.choice,
    action: record.action,
    bannerVersion: record.bannerVersion,
    consentedAt: new Date(record.consentedAt),
  });
}

/** `POST /api/consent`: keeps proof of each consent choice (UK GDPR Art. 7(1)). */
export async function handleConsentPost(db: Database, request: Request): Promise<Response> {
  const crossSite = rejectCrossSite(request);
  if (crossSite) return crossSite;
  const body = await parseJsonBody(request, consentRecordSchema, 4096);
  if (!body.ok) return body.response;
  const verdict = await consumeRateLimit(db, {
    key: `consent:ip:${clientIp(request)}`,
    limit: 60,
    windowMs: 15 * 60_000,
  });
  if (!verdict.allowed) return tooManyRequests(verdict);
  await storeConsentRecord(db, body.data);
  return Response.json({ ok: true }, { status: 201 });
}
