import { getCurrentUser, verifyCsrf } from '@/lib/auth';
import { answerResponse, bookSession } from '@/lib/booking/service';
import { getDb } from '@/lib/db';
import { requestAttribution } from '@/lib/experiments/visitor';
import { clientIp, parseJsonBody, readIdempotencyKey, rejectCrossSite } from '@/lib/http';
import { consumeRateLimit, tooManyRequests } from '@/lib/rate-limit';
import { bookingRequestSchema } from '@/lib/validation/booking';

export const runtime = 'nodejs';

const CREATE_LIMIT = { limit: 20, windowMs: 15 * 60_000 };

export async function POST(request: Request) {
  const crossSite = rejectCrossSite(request);
  if (crossSite) return crossSite;
  const verdict = await consumeRateLimit(await getDb(), {
    key: `booking:ip:${clientIp(request)}`,
    ...CREATE_LIMIT,
  });
  if (!verdict.allowed)
    return tooManyRequests(verdict, 'Too many booking attempts. Please try again later.');

  const key = readIdempotencyKey(request);
  if (!key.ok) return key.response;

  const body = await parseJsonBody(request, bookingRequestSchema);
  if (!body.ok) return body.response;
  const user = await getCurrentUser();
  if (user) {
    // The booking goes on the signed-in account, so the session cookie must not be borrowed cross-site.
    const csrf = verifyCsrf(request);
    if (csrf) return csrf;
  }
  return answerResponse(
    await bookSession(body.data, {
      viewer: user ? { id: user.id, role: user.role, email: user.email } : null,
      idempotencyKey: key.data,
      attribution: await requestAttribution(await getDb(), request),
    }),
  );
}
