// Paying online end to end below the browser: a hold, the Stripe client opening its checkout on the
// offline stand-in (tests/fixtures/stripe-stand-in.mjs), the stand-in's signed events verified by the
// provider and applied to a real database: a deposit confirms the booking, a replay changes nothing,
// a forged signature is refused, a late payment for a taken slot is refunded through the provider.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createBooking, type CreateBookingInput } from '@/lib/booking';
import { moneySettingsFrom } from '@/lib/booking/catalog';
import {
  applyPaymentEvent,
  expireHold,
  openCheckout,
  type EventOutcome,
} from '@/lib/booking/checkout';
import { documentsOfBooking } from '@/lib/booking/invoices';
import { paymentsOfBooking } from '@/lib/booking/payments';
import type { Database } from '@/lib/db';
import { tables } from '@/lib/db';
import { InvalidSignatureError, type PaymentProvider } from '@/lib/payments/provider';
import { paymentProviderFromEnv } from '@/lib/payments/stripe';
import { describeOnEachEngine, enginesUnderTest } from '../fixtures/databases';
import { startStripeStandIn, type StripeStandIn } from '../fixtures/stripe-stand-in.mjs';
import { standardSettings, testStudio } from '../fixtures/studios';
import { startWebhookReceiver } from '../fixtures/webhook-receiver';

const engines = await enginesUnderTest();
const WEBHOOK_SECRET = 'whsec_holds_and_webhooks_0123456789';
const studio = testStudio();
const money = moneySettingsFrom({ depositPercent: 25 });
const now = new Date();
const day = (n: number) => {
  const start = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 7 + n, 10),
  );
  return { start, end: new Date(start.getTime() + 2 * 3_600_000) };
};

let standIn: StripeStandIn;
let provider: PaymentProvider;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>> | undefined;
// The database the receiver applies events to, and what it answered.
let database: Database | null = null;
const outcomes: Array<EventOutcome | 'refused'> = [];

/** The webhook route in miniature: verify the raw body's signature, then apply the event. */
async function receive(body: string, signature: string | null): Promise<number> {
  try {
    const verified = provider.verifyEvent(body, signature);
    outcomes.push(await applyPaymentEvent(database!, provider, { ...verified, money }));
    return 200;
  } catch (error) {
    outcomes.push('refused');
    return error instanceof InvalidSignatureError ? 400 : 500;
  }
}

beforeAll(async () => {
  receiver = await startWebhookReceiver(receive);
  standIn = await startStripeStandIn({ webhookUrl: receiver.url, webhookSecret: WEBHOOK_SECRET });
  provider = paymentProviderFromEnv({
    STRIPE_SECRET_KEY: 'sk_test_holds_and_webhooks',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: standIn.url,
  })!;
});

afterAll(async () => {
  await standIn?.close();
  await receiver?.close();
});

describeOnEachEngine(engines, 'paying online on $engine', 'holds and webhooks', (handle) => {
  const hold = async (
    slot: { start: Date; end: Date },
    email: string,
    extra: Partial<CreateBookingInput> = {},
  ) => {
    database = handle.db;
    const outcome = await createBooking(handle.db, {
      studio,
      settings: standardSettings,
      money,
      booking: { ...slot, name: 'Grace Hopper', email },
      payOnline: true,
      ...extra,
    });
    if (outcome.kind !== 'created') throw new Error(`not held: ${outcome.kind}`);
    const checkout = await openCheckout(handle.db, provider, outcome.booking, outcome.manageToken);
    if (!checkout.ok) throw new Error('no checkout');
    const [stored] = await handle.db
      .select()
      .from(tables.bookings)
      .where(eq(tables.bookings.id, outcome.booking.id));
    return stored!;
  };
  const reload = async (id: string) =>
    (await handle.db.select().from(tables.bookings).where(eq(tables.bookings.id, id)))[0]!;

  it('confirms a held booking only when the signed payment event arrives, and once however often it is replayed', async () => {
    const booking = await hold(day(0), 'deposit@example.com');
    const session = standIn.sessions.get(booking.checkoutRef!)!;
    // A 25% deposit of two hours at £80.
    expect(session.amount_total).toBe(4000);
    expect(session.client_reference_id).toBe(booking.id);
    expect((await reload(booking.id)).status).toBe('pending');

    outcomes.length = 0;
    const paid = await standIn.completeSession(booking.checkoutRef!);
    expect(outcomes).toEqual(['confirmed']);
    const confirmed = await reload(booking.id);
    expect(confirmed).toMatchObject({ status: 'active', paidPence: 4000, holdExpiresAt: null });
    expect((await documentsOfBooking(handle.db, booking.id)).map((d) => d.kind)).toEqual([
      'invoice',
    ]);

    await standIn.deliver(paid.event.id);
    await standIn.deliver(paid.event.id);
    expect(outcomes).toEqual(['confirmed', 'duplicate', 'duplicate']);
    expect((await reload(booking.id)).paidPence).toBe(4000);
    expect(await paymentsOfBooking(handle.db, booking.id)).toHaveLength(1);
    const mails = await handle.db
      .select()
      .from(tables.mailMessages)
      .where(eq(tables.mailMessages.to, 'deposit@example.com'));
    expect(mails.filter((mail) => mail.kind === 'booking_confirmed')).toHaveLength(1);
    expect(mails[0]!.text).toContain('Balance due at the studio: £120');
  });

  it('refuses an event with a forged signature and changes nothing', async () => {
    const booking = await hold(day(1), 'forged@example.com');
    const paid = await standIn.completeSession(booking.checkoutRef!);
    outcomes.length = 0;
    const delivery = await standIn.deliver(paid.event.id, { forgeSignature: true });
    expect(delivery.status).toBe(400);
    expect(outcomes).toEqual(['refused']);
  });

  it('confirms a late payment whose slot is still free, and refunds one whose slot was taken meanwhile', async () => {
    const free = await hold(day(2), 'late-free@example.com');
    await expireHold(handle.db, free.id, new Date(), { evenIfEarly: true });
    outcomes.length = 0;
    await standIn.completeSession(free.checkoutRef!);
    expect(outcomes).toEqual(['confirmed']);
    expect((await reload(free.id)).status).toBe('active');

    const taken = await hold(day(3), 'late-taken@example.com');
    await expireHold(handle.db, taken.id, new Date(), { evenIfEarly: true });
    const rival = await createBooking(handle.db, {
      studio,
      settings: standardSettings,
      booking: { ...day(3), name: 'Rival', email: 'rival@example.com' },
    });
    expect(rival.kind).toBe('created');
    outcomes.length = 0;
    await standIn.completeSession(taken.checkoutRef!);
    expect(outcomes).toEqual(['refunded: slot taken']);
    const after = await reload(taken.id);
    expect(after).toMatchObject({ status: 'expired', paidPence: 4000, refundedPence: 4000 });
    const refund = (await paymentsOfBooking(handle.db, taken.id)).find(
      (p) => p.direction === 'out',
    );
    expect(refund).toMatchObject({ status: 'succeeded', method: 'stripe', amountPence: 4000 });
    expect(refund!.providerRef).toMatch(/^re_test_/);
  });

  it('refunds a paid booking through the provider when it is cancelled in the free window', async () => {
    const booking = await hold(day(4), 'cancel@example.com');
    await standIn.completeSession(booking.checkoutRef!);
    const { cancelBooking } = await import('@/lib/booking');
    const { sendRefundsNow } = await import('@/lib/booking/payments');
    const outcome = await cancelBooking(handle.db, await reload(booking.id), {
      byAdmin: false,
      money,
    });
    if (outcome.kind !== 'done') throw new Error('not cancelled');
    await sendRefundsNow(handle.db, provider, outcome.refunds ?? []);
    expect(await reload(booking.id)).toMatchObject({ status: 'cancelled', refundedPence: 4000 });
    const documents = await documentsOfBooking(handle.db, booking.id);
    expect(documents.map((d) => [d.kind, d.grossPence])).toEqual([
      ['invoice', 16000],
      ['credit_note', 16000],
    ]);
  });
});
