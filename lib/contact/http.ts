import type { Database } from '../db';
import { requestAttribution } from '../experiments/visitor';
import { clientIp, parseJsonBody, readIdempotencyKey, rejectCrossSite } from '../http';
import { consumeRateLimit, tooManyRequests } from '../rate-limit';
import { contactMessageSchema } from '../validation/contact';
import { storeContactMessage } from './store';

export const CONTACT_RATE_LIMIT = { limit: 5, windowMs: 15 * 60_000 } as const;
const CONTACT_MAX_BODY_BYTES = 32 * 1024;

/**
 * `POST /api/contact`: 403 cross-site, 415/413/400 bad body, 429 too many, 201 stored. A retry with
 * the same Idempotency-Key answers 201 with the message already stored, and stores nothing more.
 */
export async function handleContactPost(
  db: Database,
  request: Request,
  options: { onStored?: () => void; now?: Date } = {},
): Promise<Response> {
  const crossSite = rejectCrossSite(request);
  if (crossSite) return crossSite;
  const key = readIdempotencyKey(request);
  if (!key.ok) return key.response;
  const body = await parseJsonBody(request, contactMessageSchema, CONTACT_MAX_BODY_BYTES);
  if (!body.ok) return body.response;

  const verdict = await consumeRateLimit(
    db,
    { key: `contact:ip:${clientIp(request)}`, ...CONTACT_RATE_LIMIT },
    options.now,
  );
  if (!verdict.allowed) {
    return tooManyRequests(verdict, 'Too many messages sent. Please try again later.');
  }

  const stored = await storeContactMessage(db, body.data, {
    pageUri: request.headers.get('referer') ?? undefined,
    idempotencyKey: key.data,
    attribution: await requestAttribution(db, request),
  });
  if (!stored.replayed) options.onStored?.();
  return Response.json(
    {
      success: true,
      id: stored.id,
      message: "Thank you for your message. We'll get back to you within 24 hours.",
    },
    { status: 201 },
  );
}
