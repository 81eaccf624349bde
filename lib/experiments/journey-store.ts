// The stored user journey: the entries a consenting browser sends, and reading them back.
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db';
import { tables } from '../db';
import { CONFIRMED_EVENT_TYPES } from '../events';
import { calendarInstantText } from '../validation/dates';
import { parseAssignments } from './assignment';

// Sized to what the browser sends (components/experiments): a page visit's path and title, or a
// confirmed step's booking reference; the whole entry is a few hundred bytes.
export const JOURNEY_ENTRY_MAX_BYTES = 3072;

export const journeyEntrySchema = z.object({
  step: z.enum(['page_visit', ...CONFIRMED_EVENT_TYPES] as const),
  url: z.string().startsWith('/', 'url must start with /').max(1000),
  timestamp: calendarInstantText('timestamp'),
  metadata: z
    .object({
      path: z.string().max(500).optional(),
      title: z.string().max(200).optional(),
      reference: z.string().max(40).optional(),
    })
    .strict()
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
    // Parsed from JSON: an absent field is absent, never undefined.
    metadata: entry.metadata as Record<string, string>,
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
