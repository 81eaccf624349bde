import { getDb } from '@/lib/db';
import { requestAttribution } from '@/lib/experiments/visitor';
import { parseJsonBody, rejectCrossSite } from '@/lib/http';
import { newsletterMessages, subscribeToNewsletter } from '@/lib/newsletter';
import { newsletterSubscriptionSchema } from '@/lib/validation';

export const runtime = 'nodejs';

export async function POST(request: Request) {
  const crossSite = rejectCrossSite(request);
  if (crossSite) return crossSite;
  const body = await parseJsonBody(request, newsletterSubscriptionSchema);
  if (!body.ok) return body.response;

  const db = await getDb();
  const outcome = await subscribeToNewsletter(db, body.data.email, {
    attribution: await requestAttribution(db, request),
  });
  return Response.json(
    { ok: true, status: outcome, message: newsletterMessages[outcome] },
    { status: outcome === 'subscribed' ? 201 : 200 },
  );
}
