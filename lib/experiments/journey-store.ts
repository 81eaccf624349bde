// The stored user journey: the entries a consenting browser sends, and reading them back.
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db';
import { tables } from '../db';
import { calendarInstantText } from '../validation/dates';
import { parseAssignments } from './assignment';

export const journeyEntrySchema = z.object({
  step: z.string().regex(/^[a-z_]{1,40}$/, 'step is 1-40 lower-case letters or _'),
  url: z.string().startsWith('/', 'url must start with /').max(2000),
  timestamp: calendarInstantText('timestamp'),
  metadata: z
    .record(z.string().max(40), z.union([z.string().max(500), z.number(), z.boolean()]))
    .refine((metadata) => Object.keys(metadata).length <= 10, 'At most 10 metadata fields')
    .default({}),
  // Unknown tests or variants are dropped, as for the cookie.
  activeTests: z
    .record(z.string().max(40), z.string().max(40))
    .transform((tests) =>
      parseAssignments(
        Object.entries(tests)
          .map(([id, variant]) => `${id}:${variant}`)
          .join('|'),
      ),
    )
    .default({}),
});

export type JourneyEntry = z.infer<typeof journeyEntrySchema>;

export async function storeJourneyEntry(db: Database, visitorId: string, entry: JourneyEntry) {
  await db.insert(tables.journeyEntries).values({
    visitorId,
    step: entry.step,
    url: entry.url,
    metadata: entry.metadata,
    activeTests: entry.activeTests as Record<string, string>,
    occurredAt: new Date(entry.timestamp),
  });
}

/** A visitor's stored journey, newest first (what an admin sees, and what tests check). */
export async function storedJourney(db: Database, visitorId: string, limit = 200) {
  return db
    .select({
      step: tables.journeyEntries.step,
      url: tables.journeyEntries.url,
      metadata: tables.journeyEntries.metadata,
      activeTests: tables.journeyEntries.activeTests,
      occurredAt: tables.journeyEntries.occurredAt,
    })
    .from(tables.journeyEntries)
    .where(eq(tables.journeyEntries.visitorId, visitorId))
    .orderBy(desc(tables.journeyEntries.occurredAt))
    .limit(limit);
}
