import { requestAttribution } from '../experiments/visitor';
import { ok } from '../http';
import { route } from '../http/route';
import { contactMessageSchema } from '../validation/contact';
import { storeContactMessage } from './store';

export const CONTACT_RATE_LIMIT = { limit: 5, windowMs: 15 * 60_000 } as const;
const CONTACT_MAX_BODY_BYTES = 32 * 1024;

/**
 * `POST /api/contact`: 403 cross-site, 415/413/400 bad body, 429 too many, 201 stored. A retry with
 * the same Idempotency-Key answers 201 with the message already stored, and stores nothing more.
 */
export const sendContactMessage = route({
  idempotent: true,
  body: { json: contactMessageSchema, maxBytes: CONTACT_MAX_BODY_BYTES },
  rateLimit: {
    bucket: 'contact',
    ...CONTACT_RATE_LIMIT,
    message: 'Too many messages sent. Please try again later.',
  },
  async handle({ db, body, request, idempotencyKey, kickJobs }) {
    const stored = await storeContactMessage(db, body, {
      pageUri: request.headers.get('referer') ?? undefined,
      idempotencyKey,
      attribution: await requestAttribution(db, request),
    });
    // The e-mail and the CRM copy are jobs; wake the worker for a new message only.
    if (!stored.replayed) kickJobs();
    return ok(
      {
        success: true,
        id: stored.id,
        message: "Thank you for your message. We'll get back to you within 24 hours.",
      },
      201,
    );
  },
});
