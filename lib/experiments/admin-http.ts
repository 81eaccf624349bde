// The back office's A/B calls: change a test's live state, read a visitor's stored journey.
import { revalidateTag } from 'next/cache';
import { requireApiAdmin } from '../auth';
import { signedInRequest } from '../auth/api';
import { getDb } from '../db';
import { jsonError } from '../http';
import { storedJourney } from './journey-http';
import { EXPERIMENTS_TAG } from './server';
import { changeExperiment, experimentChangeSchema, experimentIdSchema } from './state';
import { visitorIdSchema } from './visitor';

/** `POST /api/admin/experiments/{id}`: pause, resume, new weights or roll out a winner (admins). */
export async function handleExperimentChange(request: Request, rawId: string): Promise<Response> {
  const checked = await signedInRequest(request, { schema: experimentChangeSchema, admin: true });
  if (checked instanceof Response) return checked;
  const id = experimentIdSchema.safeParse(rawId);
  if (!id.success) return jsonError(404, 'No such A/B test.');
  const outcome = await changeExperiment(checked.db, id.data, checked.body);
  if (!outcome.ok) {
    return jsonError(422, outcome.message, { fieldErrors: { [outcome.field]: [outcome.message] } });
  }
  // Prerendered pages carry the browser-assigned tests' state in their head script.
  revalidateTag(EXPERIMENTS_TAG, { expire: 0 });
  return Response.json({ experiment: outcome.state });
}

/** `GET /api/admin/journey?visitor=…`: the journey a consenting visitor's browser sent (admins). */
export async function handleJourneyRead(request: Request): Promise<Response> {
  const admin = await requireApiAdmin(request);
  if (admin instanceof Response) return admin;
  const visitor = visitorIdSchema.safeParse(new URL(request.url).searchParams.get('visitor'));
  if (!visitor.success) return jsonError(400, visitor.error.issues[0]?.message ?? 'Bad visitor id');
  const entries = await storedJourney(await getDb(), visitor.data);
  return Response.json({ entries });
}
