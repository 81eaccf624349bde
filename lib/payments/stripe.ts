// Stripe Checkout behind the PaymentProvider interface (./provider.ts), through the official client
// (its retries, idempotency keys and error types). In tests STRIPE_API_URL points the client at the
// offline stand-in, tests/fixtures/stripe-stand-in.mjs; docs/payments-stripe.md says what that proves.
import Stripe from 'stripe';
import { z } from 'zod';
import { appEnv, type AppEnv } from '../env';
import { siteIdentity } from '../site';
import {
  InvalidSignatureError,
  type Checkout,
  type CheckoutRequest,
  type PaymentEvent,
  type PaymentProvider,
  type Refund,
  type RefundRequest,
} from './provider';

export type StripeSettings = {
  secretKey: string;
  /** The webhook endpoint's signing secret (whsec_…). */
  webhookSecret: string;
  /** Another origin for the API (the stand-in); unset: Stripe's. */
  apiUrl?: string;
};

export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe';
  readonly #stripe: Stripe;
  readonly #webhookSecret: string;

  constructor({ secretKey, webhookSecret, apiUrl }: StripeSettings) {
    this.#stripe = new Stripe(secretKey, {
      // Retries resend the same idempotency key (ours, or one the client makes), so a retried
      // request never opens, pays or refunds twice.
      maxNetworkRetries: 2,
      // A visitor's booking request waits on these calls; the client's own default is 80 s.
      timeout: 10_000,
      appInfo: { name: siteIdentity.name },
      ...(apiUrl ? clientOrigin(apiUrl) : {}),
    });
    this.#webhookSecret = webhookSecret;
  }

  async createCheckout(request: CheckoutRequest): Promise<Checkout> {
    const metadata = {
      bookingId: request.bookingId,
      reference: request.reference,
      ...(request.topUpId ? { topUpId: request.topUpId } : {}),
    };
    // No expires_at: Stripe's shortest is 30 minutes, longer than our 15-minute hold, which closes
    // the checkout itself with expireCheckout. Everything sent is derived from the request, so a
    // retry with the same idempotency key sends the same parameters (Stripe refuses a key reused
    // with different ones).
    const session = await this.#stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'gbp',
              unit_amount: request.amountPence,
              product_data: { name: request.description },
            },
          },
        ],
        customer_email: request.customerEmail,
        client_reference_id: request.bookingId,
        // On the session and on the payment, so either, seen in the Dashboard, leads to the booking.
        metadata,
        payment_intent_data: { metadata },
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        ...(request.expiresAt
          ? { expires_at: Math.floor(request.expiresAt.getTime() / 1000) }
          : {}),
      },
      { idempotencyKey: request.idempotencyKey },
    );
    if (!session.url)
      throw new Error(`Stripe opened checkout ${session.id} without a page to pay on`);
    return { id: session.id, url: session.url };
  }

  async expireCheckout(checkoutId: string): Promise<void> {
    try {
      await this.#stripe.checkout.sessions.expire(checkoutId);
    } catch (error) {
      // Stripe refuses to expire a session that is no longer open. Its state, not the error's
      // wording, says whether that is the case; anything else (unknown id, outage) is thrown.
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
      const status = await this.#stripe.checkout.sessions.retrieve(checkoutId).then(
        (session) => session.status,
        () => null,
      );
      if (status !== 'complete' && status !== 'expired') throw error;
    }
  }

  async refund({ paymentRef, amountPence, idempotencyKey }: RefundRequest): Promise<Refund> {
    const refund = await this.#stripe.refunds.create(
      { payment_intent: paymentRef, amount: amountPence },
      { idempotencyKey },
    );
    return { id: refund.id, status: refundStatus(refund.status) };
  }

  verifyEvent(rawBody: string, signature: string | null) {
    if (!signature) throw new InvalidSignatureError('The Stripe-Signature header is missing');
    let payload: unknown;
    try {
      // Checks the HMAC over the raw body and that the signature is at most 5 minutes old.
      payload = this.#stripe.webhooks.constructEvent(rawBody, signature, this.#webhookSecret);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
        throw new InvalidSignatureError(error.message, { cause: error });
      }
      throw error;
    }
    return { event: paymentEvent(eventSchema.parse(payload)), payload };
  }
}

type StripeEnv = Pick<AppEnv, 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_API_URL'>;

let fromAppEnv: PaymentProvider | null | undefined;

/**
 * Stripe when both its secrets are set; null otherwise, and bookings are paid at the studio. Read
 * from the process environment (without `env`), the provider is made once and kept.
 */
export function paymentProviderFromEnv(env?: StripeEnv): PaymentProvider | null {
  if (env) return providerFor(env);
  if (fromAppEnv === undefined) fromAppEnv = providerFor(appEnv());
  return fromAppEnv;
}

function providerFor(env: StripeEnv): PaymentProvider | null {
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET) return null;
  return new StripeProvider({
    secretKey: env.STRIPE_SECRET_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    apiUrl: env.STRIPE_API_URL,
  });
}

/** The client takes an origin in parts; STRIPE_API_URL is one URL (checked in lib/env.ts). */
function clientOrigin(apiUrl: string) {
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    protocol,
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
  } as const;
}

function refundStatus(status: string | null): Refund['status'] {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'failed' || status === 'canceled') return 'failed';
  // pending, requires_action, or a status newer than this code: not settled either way.
  return 'pending';
}

// A verified event is still outside input: its shape depends on the API version of the webhook
// endpoint, not on the client's types. Only the fields read below are checked.
const eventSchema = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  data: z.object({ object: z.unknown() }),
});

const sessionSchema = z.object({
  id: z.string().min(1),
  client_reference_id: z.string().min(1).nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
  payment_status: z.string(),
});

const paidSessionSchema = z.object({
  // A string, or the object when an endpoint expands it.
  payment_intent: z.union([z.string().min(1), z.object({ id: z.string().min(1) })]),
  amount_total: z.number().int().nonnegative(),
  // Ours are all in pounds; an amount in another currency must not be read as pence.
  currency: z.literal('gbp'),
});

const PAID_TYPES = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
]);
const EXPIRED_TYPE = 'checkout.session.expired';

function paymentEvent(event: z.infer<typeof eventSchema>): PaymentEvent {
  const ignored: PaymentEvent = { id: event.id, kind: 'ignored', providerType: event.type };
  if (!PAID_TYPES.has(event.type) && event.type !== EXPIRED_TYPE) return ignored;
  const session = sessionSchema.parse(event.data.object);
  const bookingId = session.client_reference_id ?? session.metadata?.bookingId;
  // A checkout opened by something else on the same Stripe account (a payment link, say).
  if (!bookingId) return ignored;
  const topUpId = session.metadata?.topUpId;
  const named = topUpId ? { bookingId, topUpId } : { bookingId };
  if (event.type === EXPIRED_TYPE) {
    return { id: event.id, kind: 'checkout-expired', checkoutId: session.id, ...named };
  }
  // Completed but unpaid: a delayed method (a bank debit) whose outcome comes as
  // async_payment_succeeded or async_payment_failed.
  if (session.payment_status !== 'paid') return ignored;
  const paid = paidSessionSchema.parse(event.data.object);
  return {
    id: event.id,
    kind: 'paid',
    checkoutId: session.id,
    ...named,
    paymentRef:
      typeof paid.payment_intent === 'string' ? paid.payment_intent : paid.payment_intent.id,
    amountPence: paid.amount_total,
  };
}
