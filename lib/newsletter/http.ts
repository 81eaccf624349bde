import { z } from 'zod';
import { requireProofOfWork } from '../anti-abuse';
import { requestAttribution } from '../experiments/visitor';
import { fail, ok } from '../http';
import { route } from '../http/route';
import { newsletterSubscriptionSchema } from '../validation';
import {
  confirmSubscription,
  NEWSLETTER_SIGN_UP_MESSAGE,
  subscribeToNewsletter,
  unsubscribe,
  type SubscriptionChange,
} from './index';
import { verifyNewsletterToken, type NewsletterLinkPurpose } from './links';

/** `POST /api/newsletter`: the same 200 whether the address is new, pending or on the list. */
export const subscribe = route({
  body: newsletterSubscriptionSchema,
  rateLimit: {
    bucket: 'newsletter',
    limit: 20,
    windowMs: 10 * 60_000,
    message: 'Too many sign-ups from here. Please try again later.',
  },
  async handle({ db, body, request, kickJobs, user, now }) {
    const unproven = await requireProofOfWork({ db, request, user, now });
    if (unproven) return unproven;
    await subscribeToNewsletter(db, body.email, {
      attribution: await requestAttribution(db, request),
    });
    kickJobs();
    return ok({ ok: true, message: NEWSLETTER_SIGN_UP_MESSAGE });
  },
});

export const INVALID_NEWSLETTER_LINK =
  'This link is not valid. Copy the whole link from the e-mail, or sign up again in the footer.';

export const newsletterChangeMessages: Record<Exclude<SubscriptionChange, 'unknown'>, string> = {
  confirmed: "You're subscribed. Thank you! Every e-mail has a link to unsubscribe.",
  unsubscribed: "You're unsubscribed and will get no more newsletters from us.",
};

const linkQuery = z.object({ token: z.string().max(200) });

/**
 * The POSTs behind the links in newsletter e-mails, `?token=` signed for the purpose: 200 done,
 * 404 forged or unknown. Unsubscribe is also RFC 8058's one-click target (its body is ignored).
 */
function subscriptionLinkRoute(purpose: NewsletterLinkPurpose, change: typeof unsubscribe) {
  return route({
    query: linkQuery,
    rateLimit: { bucket: `newsletter-${purpose}`, limit: 30, windowMs: 10 * 60_000 },
    async handle({ db, query, now }) {
      const subscriberId = await verifyNewsletterToken(purpose, query.token);
      const outcome = subscriberId ? await change(db, subscriberId, now) : 'unknown';
      if (outcome === 'unknown') return fail(404, INVALID_NEWSLETTER_LINK);
      return ok({ ok: true, status: outcome, message: newsletterChangeMessages[outcome] });
    },
  });
}

export const confirmNewsletter = subscriptionLinkRoute('confirm', confirmSubscription);
export const unsubscribeNewsletter = subscriptionLinkRoute('unsubscribe', unsubscribe);
