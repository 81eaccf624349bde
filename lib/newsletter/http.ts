import { requestAttribution } from '../experiments/visitor';
import { ok } from '../http';
import { route } from '../http/route';
import { newsletterSubscriptionSchema } from '../validation';
import { newsletterMessages, subscribeToNewsletter } from './index';

/** `POST /api/newsletter`: 201 for a new address, 200 for one already on the list. */
export const subscribe = route({
  body: newsletterSubscriptionSchema,
  async handle({ db, body, request }) {
    const outcome = await subscribeToNewsletter(db, body.email, {
      attribution: await requestAttribution(db, request),
    });
    return ok(
      { ok: true, status: outcome, message: newsletterMessages[outcome] },
      outcome === 'subscribed' ? 201 : 200,
    );
  },
});
