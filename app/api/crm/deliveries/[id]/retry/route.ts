import { z } from 'zod';
import { requireApiAdmin, verifyCsrf } from '@/lib/auth';
import { CRM_FORWARD_JOB } from '@/lib/crm';
import { getDb } from '@/lib/db';
import { jsonError } from '@/lib/http';
import { jobHandlers, retryJobNow } from '@/lib/jobs';

export const runtime = 'nodejs';

const jobId = z.uuid();

/** An admin's "Retry now" for a contact message's CRM delivery: tries it at once and says how it went. */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const csrf = verifyCsrf(request);
  if (csrf) return csrf;
  const admin = await requireApiAdmin(request);
  if (admin instanceof Response) return admin;
  const id = jobId.safeParse((await params).id);
  if (!id.success) return jsonError(404, 'Delivery not found.');
  const outcome = await retryJobNow(await getDb(), jobHandlers, id.data, CRM_FORWARD_JOB);
  if (!outcome) return jsonError(404, 'Delivery not found, or already delivered.');
  return Response.json({ delivered: outcome.done === 1 });
}
