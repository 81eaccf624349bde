import { z } from 'zod';
import type { Database } from '../db';
import { checkPublicPost } from '../rate-limit/public-post';
import { experiments } from './definitions';
import { BROWSER_ASSIGNED_EXPERIMENTS } from './inline-scripts';
import { countAssignment } from './stats';

const assignmentReportSchema = z
  .object({ experiment: z.enum(BROWSER_ASSIGNED_EXPERIMENTS), variant: z.string().max(40) })
  .refine(
    ({ experiment, variant }) =>
      experiments[experiment].variants.some((candidate) => candidate.name === variant),
    { message: 'Unknown variant for this test.', path: ['variant'] },
  );

/**
 * `POST /api/experiments/assignments`: a browser reports the variant it just assigned itself (tests on
 * static pages), so the admin's visitor counts include it. Counts only; nothing about the visitor.
 */
export async function handleAssignmentReport(db: Database, request: Request): Promise<Response> {
  const body = await checkPublicPost(db, request, assignmentReportSchema, {
    bucket: 'experiment-assignment',
    limit: 20,
    windowMs: 10 * 60_000,
    maxBytes: 512,
  });
  if (!body.ok) return body.response;
  await countAssignment(db, body.data.experiment, body.data.variant);
  return new Response(null, { status: 204 });
}
