// The Stripe provider, through the official client, against the offline stand-in
// (tests/fixtures/stripe-stand-in.mjs): checkouts, expiry, refunds, and the stand-in's signed
// events checked by the provider's own verification in a small webhook receiver.
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  InvalidSignatureError,
  type CheckoutRequest,
  type PaymentEvent,
  type PaymentProvider,
} from '@/lib/payments/provider';
import { paymentProviderFromEnv, StripeProvider } from '@/lib/payments/stripe';
import { startStripeStandIn, type StripeStandIn } from '../fixtures/stripe-stand-in.mjs';
import { startWebhookReceiver } from '../fixtures/webhook-receiver';

const SECRET_KEY = 'sk_test_stand_in_0123456789';
const WEBHOOK_SECRET = 'whsec_stand_in_0123456789abcdef';

let standIn: StripeStandIn;
let provider: PaymentProvider;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>> | undefined;
// What the receiver made of each delivery, in order.
const received: Array<PaymentEvent | Error> = [];

/** The webhook route's job in miniature: the raw body and the header into verifyEvent. */
async function receive(body: string, signature: string | null): Promise<number> {
  try {
    received.push(provider.verifyEvent(body, signature).event);
    return 200;
  } catch (error) {
    received.push(error as Error);
    return error instanceof InvalidSignatureError ? 400 : 500;
  }
}

let requests = 0;
function checkoutRequest(overrides: Partial<CheckoutRequest> = {}): CheckoutRequest {
  requests += 1;
  return {
    bookingId: `booking-${requests}`,
    reference: `LPS-${1000 + requests}`,
    amountPence: 5000,
    description: 'Deposit for Studio A, 12 Dec 10:00',
    customerEmail: 'guest@example.com',
    successUrl: 'http://localhost:3000/book/paid?checkout={CHECKOUT_SESSION_ID}',
    cancelUrl: 'http://localhost:3000/book/cancelled',
    idempotencyKey: `checkout-${requests}-${Date.now()}`,
    ...overrides,
  };
}

/** A checkout paid on the stand-in, with the event it sent (and the receiver has answered). */
async function paidCheckout(overrides: Partial<CheckoutRequest> = {}) {
  const request = checkoutRequest(overrides);
  const checkout = await provider.createCheckout(request);
  const sent = await standIn.completeSession(checkout.id);
  return {
    request,
    checkout,
    sent,
    paymentRef: standIn.sessions.get(checkout.id)!.payment_intent!,
  };
}

/** A body signed as Stripe signs, for the checks the stand-in's deliveries do not cover. */
function signed(event: object, timestamp?: number) {
  const payload = JSON.stringify(event, null, 2);
  const header = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: WEBHOOK_SECRET,
    timestamp,
  });
  return { payload, header };
}

beforeAll(async () => {
  receiver = await startWebhookReceiver(receive);
  const webhookUrl = receiver.url;
  standIn = await startStripeStandIn({ webhookUrl, webhookSecret: WEBHOOK_SECRET });
  const fromEnv = paymentProviderFromEnv({
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: standIn.url,
  });
  if (!fromEnv) throw new Error('Stripe is on with both secrets set');
  provider = fromEnv;
});

afterAll(async () => {
  await standIn?.close();
  await receiver?.close();
});

describe('choosing the provider', () => {
  it('is Stripe with both secrets, and none (pay at the studio) otherwise', () => {
    const both = { STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET };
    expect(paymentProviderFromEnv(both)).toBeInstanceOf(StripeProvider);
    expect(paymentProviderFromEnv({ ...both, STRIPE_WEBHOOK_SECRET: undefined })).toBeNull();
    expect(paymentProviderFromEnv({ ...both, STRIPE_SECRET_KEY: undefined })).toBeNull();
    expect(paymentProviderFromEnv({})).toBeNull();
  });
});

describe('the settings (lib/env.ts)', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  /** appEnv() as a fresh process with these variables would parse them. */
  async function parsedWith(values: Record<string, string>) {
    for (const [name, value] of Object.entries(values)) vi.stubEnv(name, value);
    vi.resetModules();
    const { appEnv } = await import('@/lib/env');
    return () => appEnv();
  }

  it('refuse half a Stripe configuration rather than quietly taking payment at the studio', async () => {
    expect(await parsedWith({ STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: '' })).toThrow(
      /Set both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET/,
    );
  });

  it('send a live key to Stripe only', async () => {
    const live = { STRIPE_SECRET_KEY: 'sk_live_0123', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET };
    expect(await parsedWith({ ...live, STRIPE_API_URL: standIn.url })).toThrow(/test keys only/);
    expect((await parsedWith({ ...live, STRIPE_API_URL: '' }))()).toMatchObject(live);
  });
});

describe('checkout', () => {
  it('opens one session per idempotency key, on the page the stand-in serves', async () => {
    const request = checkoutRequest();
    const first = await provider.createCheckout(request);
    const again = await provider.createCheckout(request);
    const other = await provider.createCheckout({ ...request, idempotencyKey: 'another-key' });

    expect(again).toEqual(first);
    expect(other.id).not.toBe(first.id);
    expect(first.id).toMatch(/^cs_test_/);
    expect(first.url).toBe(`${standIn.url}/pay/${first.id}`);
    expect(standIn.sessions.get(first.id)).toMatchObject({
      mode: 'payment',
      currency: 'gbp',
      amount_total: 5000,
      customer_email: 'guest@example.com',
      client_reference_id: request.bookingId,
      metadata: { bookingId: request.bookingId, reference: request.reference },
      status: 'open',
      payment_status: 'unpaid',
    });
  });

  it('is refused when a key is reused with other parameters', async () => {
    const request = checkoutRequest();
    await provider.createCheckout(request);
    await expect(provider.createCheckout({ ...request, amountPence: 9900 })).rejects.toThrow(
      /same parameters/,
    );
  });

  it('serves a page that pays, tells the app, then returns to the success URL', async () => {
    const request = checkoutRequest({ amountPence: 4550 });
    const checkout = await provider.createCheckout(request);
    const page = await fetch(checkout.url);
    const html = await page.text();
    expect(html).toContain('£45.50');
    expect(html).toContain('<button type="submit">Pay</button>');
    expect(html).toContain(`<a href="${request.cancelUrl}">Cancel</a>`);

    const paid = await fetch(checkout.url, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(
      `http://localhost:3000/book/paid?checkout=${checkout.id}`,
    );
    expect(received.at(-1)).toMatchObject({
      kind: 'paid',
      checkoutId: checkout.id,
      bookingId: request.bookingId,
      amountPence: 4550,
    });
    expect((await fetch(checkout.url)).status).toBe(410);
  });
});

describe('expiring a checkout (the hold ran out)', () => {
  it('closes an open one, tells the app, and ignores one already closed', async () => {
    const request = checkoutRequest();
    const checkout = await provider.createCheckout(request);
    await provider.expireCheckout(checkout.id);
    await provider.expireCheckout(checkout.id);
    expect(standIn.sessions.get(checkout.id)?.status).toBe('expired');

    await standIn.idle();
    const expired = [...standIn.events.values()].filter(
      (sent) => sent.event.data.object.id === checkout.id,
    );
    expect(expired.map((sent) => [sent.event.type, sent.deliveries[0]?.status])).toEqual([
      ['checkout.session.expired', 200],
    ]);
    expect(received).toContainEqual({
      id: expired[0]!.event.id,
      kind: 'checkout-expired',
      checkoutId: checkout.id,
      bookingId: request.bookingId,
    });
  });

  it('ignores one the customer already paid', async () => {
    const { checkout } = await paidCheckout();
    await expect(provider.expireCheckout(checkout.id)).resolves.toBeUndefined();
    expect(standIn.sessions.get(checkout.id)?.status).toBe('complete');
  });

  it('does not swallow other errors', async () => {
    await expect(provider.expireCheckout('cs_test_unknown')).rejects.toThrow(/No such/);
  });
});

describe('the paid event', () => {
  it('is verified and read as paid, with the amount, booking and payment', async () => {
    const { request, checkout, sent, paymentRef } = await paidCheckout({ amountPence: 12345 });
    expect(sent.deliveries.map((delivery) => delivery.status)).toEqual([200]);
    expect(sent.event.id).toMatch(/^evt_test_/);
    expect(paymentRef).toMatch(/^pi_test_/);
    expect(received.at(-1)).toEqual({
      id: sent.event.id,
      kind: 'paid',
      checkoutId: checkout.id,
      bookingId: request.bookingId,
      paymentRef,
      amountPence: 12345,
    });
  });

  it('comes again as it is on a replay: the app must act on each event id once', async () => {
    const { sent } = await paidCheckout();
    expect(await standIn.deliver(sent.event.id)).toMatchObject({ status: 200 });
    const sameId = received.filter(
      (event) => !(event instanceof Error) && event.id === sent.event.id,
    );
    expect(sameId).toHaveLength(2);
    expect(sameId[1]).toEqual(sameId[0]);
  });

  it('is refused with a forged signature, a tampered body, no header or an old timestamp', async () => {
    const { sent } = await paidCheckout();
    expect(await standIn.deliver(sent.event.id, { forgeSignature: true })).toMatchObject({
      forged: true,
      status: 400,
    });
    expect(received.at(-1)).toBeInstanceOf(InvalidSignatureError);

    const { payload, header } = signed(sent.event);
    expect(() => provider.verifyEvent(payload, header)).not.toThrow();
    const tampered = payload.replace('"amount_total": 5000', '"amount_total": 1');
    expect(tampered).not.toBe(payload);
    expect(() => provider.verifyEvent(tampered, header)).toThrow(InvalidSignatureError);
    expect(() => provider.verifyEvent(payload, null)).toThrow(InvalidSignatureError);
    expect(() => provider.verifyEvent(payload, 'not a signature')).toThrow(InvalidSignatureError);

    // Stripe's default tolerance is 300 s.
    const old = signed(sent.event, Math.floor(Date.now() / 1000) - 301);
    expect(() => provider.verifyEvent(old.payload, old.header)).toThrow(InvalidSignatureError);
  });
});

describe('other events', () => {
  it('are ignored: another type, a completed checkout not paid yet, a checkout not ours', async () => {
    const { sent } = await paidCheckout();
    const session = sent.event.data.object;
    const variants = [
      { ...sent.event, id: 'evt_test_other', type: 'customer.created', data: { object: {} } },
      {
        ...sent.event,
        id: 'evt_test_unpaid',
        data: { object: { ...session, payment_status: 'unpaid' } },
      },
      {
        ...sent.event,
        id: 'evt_test_not_ours',
        data: { object: { ...session, client_reference_id: null, metadata: {} } },
      },
    ];
    const kinds = variants.map((event) => {
      const { payload, header } = signed(event);
      return provider.verifyEvent(payload, header).event;
    });
    expect(kinds).toEqual([
      { id: 'evt_test_other', kind: 'ignored', providerType: 'customer.created' },
      { id: 'evt_test_unpaid', kind: 'ignored', providerType: 'checkout.session.completed' },
      { id: 'evt_test_not_ours', kind: 'ignored', providerType: 'checkout.session.completed' },
    ]);
  });

  it('reads a paid delayed payment (async_payment_succeeded) as paid', () => {
    const event = {
      id: 'evt_test_async',
      object: 'event',
      type: 'checkout.session.async_payment_succeeded',
      data: {
        object: {
          id: 'cs_test_async',
          client_reference_id: 'booking-async',
          metadata: { bookingId: 'booking-async' },
          payment_status: 'paid',
          payment_intent: 'pi_test_async',
          amount_total: 2500,
          currency: 'gbp',
        },
      },
    };
    const { payload, header } = signed(event);
    expect(provider.verifyEvent(payload, header).event).toEqual({
      id: 'evt_test_async',
      kind: 'paid',
      checkoutId: 'cs_test_async',
      bookingId: 'booking-async',
      paymentRef: 'pi_test_async',
      amountPence: 2500,
    });
  });
});

describe('refunds', () => {
  it('refunds part, then the rest, and refuses more than is left', async () => {
    const { paymentRef } = await paidCheckout({ amountPence: 5000 });
    const part = await provider.refund({ paymentRef, amountPence: 2000, idempotencyKey: 'r-part' });
    expect(part).toEqual({ id: expect.stringMatching(/^re_test_/), status: 'succeeded' });
    // A retry with the same key is the same refund, not a second one.
    expect(
      await provider.refund({ paymentRef, amountPence: 2000, idempotencyKey: 'r-part' }),
    ).toEqual(part);

    await expect(
      provider.refund({ paymentRef, amountPence: 3001, idempotencyKey: 'r-too-much' }),
    ).rejects.toThrow(/greater than unrefunded amount/);
    const rest = await provider.refund({ paymentRef, amountPence: 3000, idempotencyKey: 'r-rest' });
    expect(rest.status).toBe('succeeded');
    await expect(
      provider.refund({ paymentRef, amountPence: 1, idempotencyKey: 'r-after' }),
    ).rejects.toThrow(/already been refunded/);
  });
});

describe('the stand-in', () => {
  it('is driven over HTTP by tests that run the app apart (Playwright)', async () => {
    const checkout = await provider.createCheckout(checkoutRequest());
    const post = (path: string) => fetch(`${standIn.url}${path}`, { method: 'POST' });

    const completed = await post(`/__control/sessions/${checkout.id}/complete`);
    const { id, type, deliveries } = await completed.json();
    expect([type, deliveries]).toEqual([
      'checkout.session.completed',
      [expect.objectContaining({ status: 200, forged: false })],
    ]);
    expect(await (await post(`/__control/events/${id}/deliver?forge=1`)).json()).toMatchObject({
      forged: true,
      status: 400,
    });
    const listed = await (await fetch(`${standIn.url}/__control/events`)).json();
    expect(listed).toContainEqual(expect.objectContaining({ id, deliveries: expect.any(Array) }));
    expect((await post(`/__control/sessions/${checkout.id}/complete`)).status).toBe(400);
  });

  it('refuses a request without a test key, in Stripe’s error shape', async () => {
    const anonymous = await fetch(`${standIn.url}/v1/checkout/sessions/cs_test_x`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({
      error: { type: 'invalid_request_error', message: expect.stringContaining('API key') },
    });
    const live = await fetch(`${standIn.url}/v1/refunds`, {
      method: 'POST',
      headers: { authorization: 'Bearer sk_live_0123456789' },
    });
    expect(live.status).toBe(401);
  });
});
