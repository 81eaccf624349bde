import { count, gte, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db';
import { tables } from '../db';
import { ok } from '../http';
import { route } from '../http/route';
import { calendarInstantText } from '../validation/dates';

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
  consentedAt: calendarInstantText('consentedAt', { offset: false }),
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
export const recordConsent = route({
  body: { json: consentRecordSchema, maxBytes: 4096 },
  rateLimit: { bucket: 'consent', limit: 60, windowMs: 15 * 60_000 },
  async handle({ db, body }) {
    await storeConsentRecord(db, body);
    return ok({ ok: true }, 201);
  },
});

export type ConsentSummary = {
  choices: number;
  /** How many choices turned each optional category on. */
  optedIn: { functional: number; analytics: number; marketing: number };
};

/** Consent choices recorded in the last `days` days, and how many allowed each optional category. */
export async function consentSummary(db: Database, days: number): Promise<ConsentSummary> {
  const since = new Date(Date.now() - days * 86_400_000);
  const records = tables.consentRecords;
  const allowed = (category: 'functional' | 'analytics' | 'marketing') =>
    sql<number>`count(*) filter (where (${records.choice}->>${sql.raw(`'${category}'`)})::boolean)`.mapWith(
      Number,
    );
  const [row] = await db
    .select({
      choices: count(),
      functional: allowed('functional'),
      analytics: allowed('analytics'),
      marketing: allowed('marketing'),
    })
    .from(records)
    .where(gte(records.recordedAt, since));
  return {
    choices: row?.choices ?? 0,
    optedIn: {
      functional: row?.functional ?? 0,
      analytics: row?.analytics ?? 0,
      marketing: row?.marketing ?? 0,
    },
  };
}
