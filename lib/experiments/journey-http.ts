// The server side of the user journey: entries a consenting browser sends, and reading them back.
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db';
import { tables } from '../db';
import { checkPublicPost } from '../rate-limit/public-post';
import { parseAssignments } from './assignment';
import { cookieValue, VISITOR_COOKIE, visitorIdSchema } from './visitor';

const journeyEntrySchema = z.object({
  step: z.string().regex(/^[a-z_]{1,40}$/, 'step is 1-40 lower-case letters or _'),
  url: z.string().startsWith('/', 'url must start with /').max(2000),
  timestamp: z.iso.datetime({ offset: true }),
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

/**
 * `POST /api/journey`: one entry of a consenting visitor's journey. The visitor is the `ab_visitor`
 * cookie (400 without one), never a name the body gives.
 */
export async function handleJourneyPost(db: Database, request: Request): Promise<Response> {
  const body = await checkPublicPost(db, request, journeyEntrySchema, {
    bucket: 'journey',
    limit: 300,
    windowMs: 60_000,
    maxBytes: 4096,
  });
  if (!body.ok) return body.response;
  const visitor = visitorIdSchema.safeParse(
    cookieValue(request.headers.get('cookie'), VISITOR_COOKIE),
  );
  if (!visitor.success) return Response.json({ error: 'No visitor id.' }, { status: 400 });
  await db.insert(tables.journeyEntries).values({
    visitorId: visitor.data,
    step: body.data.step,
    url: body.data.url,
    metadata: body.data.metadata,
    activeTests: body.data.activeTests as Record<string, string>,
    occurredAt: new Date(body.data.timestamp),
  });
  return new Response(null, { status: 204 });
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
