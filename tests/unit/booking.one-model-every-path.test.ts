// Issue #46: each way a dishonest customer or an attacker got past one path's subset of the rules,
// tried again on every path. Real database (PGlite and PostgreSQL), the official Stripe client
// against the offline stand-in, real routes for what a stranger reaches over HTTP.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import {
  cancelBooking,
  createBooking,
  rescheduleBooking,
  type CreateBookingInput,
} from '@/lib/booking';
import { moneySettingsFrom } from '@/lib/booking/catalog';
import {
  applyPaymentEvent,
  expireHold,
  openCheckout,
  type EventOutcome,
} from '@/lib/booking/checkout';
import { requestBooking } from '@/lib/booking/http';
import { documentsOfBooking } from '@/lib/booking/invoices';
import { refundBookingPayment, requestQuote } from '@/lib/booking/money-http';
import { paymentsOfBooking, recordPaymentIn } from '@/lib/booking/payments';
import { createPromoCode, customerKey, PROMO_CANNOT_BE_USED } from '@/lib/booking/promo-codes';
import { releaseHold } from '@/lib/booking/store';
import { TOO_MANY_FOR_EMAIL, TOO_MANY_FOR_NETWORK, networkOf } from '@/lib/booking/holding-limits';
import { tables, type Database } from '@/lib/db';
import { InvalidSignatureError, type PaymentProvider } from '@/lib/payments/provider';
import { paymentProviderFromEnv } from '@/lib/payments/stripe';
import { addDays, londonWallTimeToInstant } from '@/lib/time';
import { adminCookie } from '../fixtures/admins';
import { describeOnEachEngine, enginesUnderTest } from '../fixtures/databases';
import { browserRequest, callRoute, jsonPost } from '../fixtures/routes';
import { startStripeStandIn, type StripeStandIn } from '../fixtures/stripe-stand-in.mjs';
import { standardSettings, testStudio, weekdayAhead } from '../fixtures/studios';
import { startWebhookReceiver } from '../fixtures/webhook-receiver';
import { proofHeader } from '../fixtures/proof-of-work';

// The routes read studios, hours and money settings from the content store: here the test's own,
// and the booking page's A/B cookie (read through next/headers) is absent, as for a first visit.
vi.mock('@/lib/booking/catalog', async (importOriginal) =>
  (await import('../fixtures/catalog')).withTestStudios(importOriginal, 50),
);
vi.mock('next/headers', () => ({ cookies: async () => ({ get: () => undefined }) }));

const engines = await enginesUnderTest();
const WEBHOOK_SECRET = 'whsec_one_model_every_path_0123456789';
// £80 an hour on weekdays before 18:00, £100 in the evening and at weekends.
const studio = { ...testStudio(), eveningWeekendRate: 100 };
const money = moneySettingsFrom({ depositPercent: 50 });
const now = new Date('2026-01-05T12:00:00Z');
/** Monday 2 February 2026 plus `day` days, from `hour` London time (GMT in February). */
const at = (day: number, hour: number, hours = 2) => {
  const start = new Date(Date.parse('2026-02-02T00:00:00Z') + day * 86_400_000 + hour * 3_600_000);
  return { start, end: new Date(start.getTime() + hours * 3_600_000) };
};

let standIn: StripeStandIn;
let provider: PaymentProvider;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>> | undefined;
let database: Database | null = null;
const outcomes: EventOutcome[] = [];

beforeAll(async () => {
  receiver = await startWebhookReceiver(async (body, signature) => {
    try {
      const verified = provider.verifyEvent(body, signature);
      outcomes.push(await applyPaymentEvent(database!, provider, { ...verified, money }));
      return 200;
    } catch (error) {
      return error instanceof InvalidSignatureError ? 400 : 500;
    }
  });
  standIn = await startStripeStandIn({ webhookUrl: receiver.url, webhookSecret: WEBHOOK_SECRET });
  provider = paymentProviderFromEnv({
    STRIPE_SECRET_KEY: 'sk_test_one_model_every_path',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: standIn.url,
  })!;
});

afterAll(async () => {
  await standIn?.close();
  await receiver?.close();
});

describeOnEachEngine(engines, 'one booking model on $engine', 'every path', (handle) => {
  const db = () => handle.db;
  const book = async (
    booking: Partial<CreateBookingInput['booking']>,
    extra: Partial<CreateBookingInput> = {},
  ) => {
    const outcome = await createBooking(db(), {
      studio,
      settings: standardSettings,
      money,
      booking: { ...at(0, 10), name: 'Ada Lovelace', email: 'ada@example.com', ...booking },
      now,
      ...extra,
    });
    if (outcome.kind !== 'created') throw new Error(`not created: ${JSON.stringify(outcome)}`);
    return outcome;
  };
  /** A hold paid online with its own checkout open on the stand-in. */
  const hold = async (booking: Partial<CreateBookingInput['booking']>) => {
    database = db();
    const outcome = await book(booking, { payOnline: true });
    const checkout = await openCheckout(db(), provider, outcome.booking, outcome.manageToken);
    if (!checkout.ok) throw new Error('no checkout');
    return reload(outcome.booking.id);
  };
  const reload = async (id: string) =>
    (await db().select().from(tables.bookings).where(eq(tables.bookings.id, id)))[0]!;
  /** A £1 session on the same Stripe account that names the booking (a payment link would). */
  const foreignCheckout = (booking: { id: string; reference: string }) =>
    provider.createCheckout({
      bookingId: booking.id,
      reference: booking.reference,
      amountPence: 100,
      description: 'Payment link',
      customerEmail: 'payer@example.com',
      successUrl: 'http://localhost:3000/',
      cancelUrl: 'http://localhost:3000/',
      idempotencyKey: `foreign-${randomUUID()}`,
    });
  const uses = async (code: string) =>
    (await db().select().from(tables.promoCodes).where(eq(tables.promoCodes.code, code)))[0]!.uses;

  it('row 1: prices no session that could not be booked (a two-year "session" is refused before pricing)', async () => {
    const start = londonWallTimeToInstant(weekdayAhead(10), 10 * 60);
    const quote = (end: Date) =>
      callRoute(
        requestQuote,
        db(),
        jsonPost('/api/bookings/quote', {
          studioId: 'studio-podcast-setup',
          start: start.toISOString(),
          end: end.toISOString(),
        }),
      );
    const twoYears = await quote(new Date(start.getTime() + 730 * 86_400_000));
    expect(twoYears.status).toBe(422);
    expect(await twoYears.text()).toMatch(/last between/);
    const twoHours = await quote(new Date(start.getTime() + 2 * 3_600_000));
    expect(twoHours.status).toBe(200);
  });

  it('row 2: a released hold cannot be paid any more, and a late payment cannot reuse a code used up meanwhile', async () => {
    await createPromoCode(db(), {
      code: 'HALF-ONCE',
      kind: 'percent',
      value: 50,
      maxUses: 1,
      maxUsesPerCustomer: 1,
    });
    const first = await hold({ ...at(0, 10), promoCode: 'HALF-ONCE' });
    expect(await uses('HALF-ONCE')).toBe(1);
    const released = await releaseHold(db(), first, { now, provider });
    expect(released.kind).toBe('done');
    expect(standIn.sessions.get(first.checkoutRef!)!.status).toBe('expired');
    expect(await uses('HALF-ONCE')).toBe(0);
    await expect(standIn.completeSession(first.checkoutRef!)).rejects.toThrow();

    // A payment already under way when the hold lapsed (its checkout still open), after another
    // customer took the code's only use: refunded, the code stays at one use.
    const second = await hold({ ...at(1, 10), email: 'b@example.com', promoCode: 'HALF-ONCE' });
    await expireHold(db(), second.id, now, { evenIfEarly: true });
    await book({ ...at(2, 10), email: 'c@example.com', promoCode: 'HALF-ONCE' });
    outcomes.length = 0;
    await standIn.completeSession(second.checkoutRef!);
    expect(outcomes).toEqual(['refunded: promo code used up']);
    expect(await uses('HALF-ONCE')).toBe(1);
    expect((await reload(second.id)).status).toBe('expired');
    const refunds = (await paymentsOfBooking(db(), second.id)).filter((p) => p.direction === 'out');
    expect(refunds.map((p) => p.amountPence)).toEqual([second.dueOnlinePence]);
  });

  it("row 3: only the hold's own checkout, for exactly the amount due, confirms or expires it", async () => {
    const booking = await hold({ ...at(3, 10), email: 'victim@example.com' });
    expect(booking.dueOnlinePence).toBe(8000);
    // Another session on the same account naming the booking, for £1.
    const foreign = await foreignCheckout(booking);
    outcomes.length = 0;
    await standIn.completeSession(foreign.id);
    expect(outcomes).toEqual(["ignored: not this booking's checkout"]);
    expect(await reload(booking.id)).toMatchObject({ status: 'pending', paidPence: 0 });

    const expiring = await foreignCheckout(booking);
    await standIn.expireSession(expiring.id);
    expect((await reload(booking.id)).status).toBe('pending');

    // Its own checkout confirms it.
    outcomes.length = 0;
    await standIn.completeSession(booking.checkoutRef!);
    expect(outcomes).toEqual(['confirmed']);
    expect(await reload(booking.id)).toMatchObject({ status: 'active', paidPence: 8000 });
  });

  it('row 4: a move to a dearer or a cheaper time of the same length is priced anew and its invoice replaced', async () => {
    const { booking } = await book({ ...at(7, 10, 8), email: 'mover@example.com' });
    expect(booking.pricePence).toBe(64000);
    // Saturday 14 February, 10:00-18:00: the weekend rate.
    const saturday = at(12, 10, 8);
    const moved = await rescheduleBooking(db(), booking, {
      studio,
      settings: standardSettings,
      money,
      ...saturday,
      now,
    });
    if (moved.kind !== 'done') throw new Error(JSON.stringify(moved));
    expect(moved.booking).toMatchObject({ pricePence: 80000, invoicedPence: 80000 });
    const documents = await documentsOfBooking(db(), booking.id);
    // Issued at one instant, so compared as a set.
    expect(documents.map((d) => `${d.kind} ${d.grossPence}`).sort()).toEqual([
      'credit_note 64000',
      'invoice 64000',
      'invoice 80000',
    ]);
    // Thursday 17:00-19:00 (one evening hour) to Friday 10:00-12:00: cheaper, and paid in full, so
    // the difference is handed back.
    const { booking: evening } = await book({ ...at(10, 17), email: 'evening@example.com' });
    expect(evening.pricePence).toBe(18000);
    await db().transaction((tx) =>
      recordPaymentIn(tx, evening, {
        amountPence: 18000,
        method: 'card_terminal',
        idempotencyKey: 'evening-paid',
        now,
      }),
    );
    const cheaper = await rescheduleBooking(db(), await reload(evening.id), {
      studio,
      settings: standardSettings,
      money,
      ...at(11, 10),
      now,
    });
    if (cheaper.kind !== 'done') throw new Error(JSON.stringify(cheaper));
    expect(cheaper.booking).toMatchObject({ pricePence: 16000, invoicedPence: 16000 });
    expect(cheaper.refunds?.map((p) => [p.amountPence, p.status])).toEqual([[2000, 'owed']]);
  });

  it('row 5: refunds and credit notes never exceed what was paid and invoiced, whatever was refunded before', async () => {
    const cookie = await adminCookie(db(), 'ledger.admin@example.com');
    const { booking } = await book({ ...at(14, 10), email: 'paid@example.com' });
    await db().transaction((tx) =>
      recordPaymentIn(tx, booking, {
        amountPence: 16000,
        method: 'cash',
        idempotencyKey: 'paid-cash',
        now,
      }),
    );
    const request = browserRequest('POST', `/api/admin/bookings/${booking.id}/refunds`, cookie, {
      amountPence: 5000,
      reason: 'Goodwill',
    });
    request.headers.set('Idempotency-Key', 'goodwill-0001');
    const refunded = await callRoute(refundBookingPayment, db(), request, {
      params: { id: booking.id },
      now,
    });
    expect(refunded.status).toBe(200);
    const cancelled = await cancelBooking(db(), await reload(booking.id), {
      byAdmin: false,
      money,
      now,
    });
    expect(cancelled.kind).toBe('done');
    const out = (await paymentsOfBooking(db(), booking.id)).filter((p) => p.direction === 'out');
    expect(out.reduce((sum, p) => sum + p.amountPence, 0)).toBe(16000);
    const documents = await documentsOfBooking(db(), booking.id);
    const credited = documents
      .filter((d) => d.kind === 'credit_note')
      .reduce((sum, d) => sum + d.grossPence, 0);
    expect(credited).toBe(16000);
    expect(await reload(booking.id)).toMatchObject({
      invoicedPence: 0,
      refundsRecordedPence: 16000,
    });
  });

  it('row 7: "once per customer" counts the person (case, +tag, Gmail dots) and the account', async () => {
    expect(customerKey('Ada.Lovelace+Podcast@GoogleMail.com')).toBe('adalovelace@gmail.com');
    expect(customerKey('ada.lovelace+x@example.com')).toBe('ada.lovelace@example.com');
    await createPromoCode(db(), {
      code: 'ONE-EACH',
      kind: 'amount',
      value: 1000,
      maxUsesPerCustomer: 1,
    });
    await book({ ...at(15, 10), email: 'ada.lovelace@gmail.com', promoCode: 'ONE-EACH' });
    const tagged = await createBooking(db(), {
      studio,
      settings: standardSettings,
      money,
      booking: {
        ...at(16, 10),
        name: 'Ada',
        email: 'AdaLovelace+2@googlemail.com',
        promoCode: 'ONE-EACH',
      },
      now,
    });
    expect(tagged).toMatchObject({ kind: 'invalid', problem: { field: 'promoCode' } });
    // Signed in, under two other addresses: the account counts.
    await book(
      { ...at(17, 10), email: 'first@example.com', promoCode: 'ONE-EACH' },
      { userId: 'user-grace', accountEmail: 'grace@example.com' },
    );
    const again = await createBooking(db(), {
      studio,
      settings: standardSettings,
      money,
      booking: { ...at(18, 10), name: 'Grace', email: 'second@example.com', promoCode: 'ONE-EACH' },
      userId: 'user-grace',
      accountEmail: 'grace@example.com',
      now,
    });
    expect(again).toMatchObject({ kind: 'invalid', problem: { field: 'promoCode' } });
  });

  it('row 8: a customer cannot move an online booking to one its deposit does not cover before paying the difference', async () => {
    const booking = await hold({ ...at(21, 10, 1), email: 'deposit@example.com' });
    await standIn.completeSession(booking.checkoutRef!);
    const paid = await reload(booking.id);
    expect(paid).toMatchObject({ status: 'active', paidPence: 4000 });
    const longer = { studio, settings: standardSettings, money, ...at(21, 10, 8), now };
    // Nothing moves: the £320 deposit of eight hours, less the £40 paid, is paid first
    // (tests/unit/booking.move-top-up.test.ts).
    const byCustomer = await rescheduleBooking(db(), paid, longer);
    expect(byCustomer).toMatchObject({ kind: 'needs-top-up', topUpPence: 28000 });
    expect(await reload(booking.id)).toMatchObject({ endAt: paid.endAt, pricePence: 8000 });
    // The studio may: the rest is a balance due, the deposit asked stays what was paid.
    const byAdmin = await rescheduleBooking(db(), paid, { ...longer, byAdmin: true });
    if (byAdmin.kind !== 'done') throw new Error(JSON.stringify(byAdmin));
    expect(byAdmin.booking).toMatchObject({
      pricePence: 64000,
      dueOnlinePence: 4000,
      paidPence: 4000,
    });
  });

  it("row 9: a move onto the owner's imported busy time is refused like a new booking there", async () => {
    const { booking } = await book({ ...at(22, 10), email: 'busy@example.com' });
    const busy = [{ start: at(23, 14).start, end: at(23, 15).end }];
    const moved = await rescheduleBooking(db(), booking, {
      studio,
      settings: standardSettings,
      money,
      externalBusy: busy,
      ...at(23, 14),
      now,
    });
    expect(moved).toEqual({ kind: 'conflict' });
  });

  it("row 10: mail to an address nobody confirmed carries none of the booker's text, and only a few a day", async () => {
    const lure = 'Your card payment failed. Re-enter your card at https://example.net';
    for (let day = 0; day < 7; day += 1) {
      // The case of an address does not make it another mailbox.
      const email = day % 2 ? 'Victim.Inbox@Example.com' : 'victim.inbox@example.com';
      await book({ ...at(28 + day, 10), name: lure, email }, { clientNetwork: null });
    }
    const mails = await db()
      .select()
      .from(tables.mailMessages)
      .where(sql`lower(${tables.mailMessages.to}) = 'victim.inbox@example.com'`);
    expect(mails.length).toBe(5);
    for (const mail of mails) {
      expect(mail.text.startsWith('Hello,\n')).toBe(true);
      expect(mail.text).not.toContain('Re-enter');
      const invite = Buffer.from(mail.attachments[0]!.contentBase64, 'base64').toString('utf8');
      expect(invite).not.toContain('Re-enter');
    }
    // The booker's own confirmed address is greeted by name.
    await book(
      { ...at(40, 10), name: 'Ada Lovelace', email: 'own@example.com' },
      { addressConfirmed: true },
    );
    const [own] = await db()
      .select()
      .from(tables.mailMessages)
      .where(eq(tables.mailMessages.to, 'own@example.com'));
    expect(own!.text.startsWith('Hello Ada Lovelace,')).toBe(true);
  });

  it('row 6: one network, or one person, cannot hold the studio with unpaid guest bookings', async () => {
    expect(networkOf('203.0.113.77')).toBe('203.0.113.0/24');
    expect(networkOf('::ffff:203.0.113.77')).toBe('203.0.113.0/24');
    expect(networkOf('2001:db8:0:12:abcd::1')).toBe('2001:db8:0:12::/64');
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    const date = weekdayAhead(20);
    const studios = ['studio-podcast-setup', 'studio-city-view', 'studio-greenwich-creator'];
    const post = async (i: number, email: string, address: string) => {
      const start = londonWallTimeToInstant(addDays(date, Math.floor(i / 3)), 10 * 60);
      return callRoute(
        requestBooking,
        db(),
        jsonPost(
          '/api/bookings',
          {
            studioId: studios[i % 3],
            start: start.toISOString(),
            end: new Date(start.getTime() + 8 * 3_600_000).toISOString(),
            name: 'Someone',
            email,
          },
          { 'x-forwarded-for': address, ...(await proofHeader()) },
        ),
      );
    };
    const statuses = [];
    for (let i = 0; i < 7; i += 1) {
      const response = await post(i, `throwaway${i}@example.com`, `203.0.113.${10 + i}`);
      statuses.push(response.status);
      if (i === 6) expect(await response.text()).toContain(TOO_MANY_FOR_NETWORK);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 201, 429]);
    const person = [];
    for (let i = 7; i < 11; i += 1) {
      const response = await post(i, `sam.jones+${i}@gmail.com`, `192.0.2.${i}`);
      person.push(response.status);
      if (i === 10) expect(await response.text()).toContain(TOO_MANY_FOR_EMAIL);
    }
    expect(person).toEqual([201, 201, 201, 429]);
  });

  it('row 11: every unusable code reads the same to a stranger, and failed tries run out', async () => {
    await createPromoCode(db(), { code: 'SECRET46', kind: 'percent', value: 20, maxUses: 1 });
    await createPromoCode(db(), {
      code: 'EXPIRED46',
      kind: 'percent',
      value: 20,
      validUntil: new Date('2020-01-01T00:00:00Z'),
    });
    await book({ ...at(45, 10), email: 'user@example.com', promoCode: 'SECRET46' });
    const start = londonWallTimeToInstant(weekdayAhead(12), 10 * 60);
    const quote = async (promoCode: string) =>
      callRoute(
        requestQuote,
        db(),
        jsonPost(
          '/api/bookings/quote',
          {
            studioId: 'studio-podcast-setup',
            start: start.toISOString(),
            end: new Date(start.getTime() + 2 * 3_600_000).toISOString(),
            promoCode,
          },
          { 'x-forwarded-for': '198.18.7.7', ...(await proofHeader()) },
        ),
      );
    const answers = [];
    for (const code of ['NOPE46', 'EXPIRED46', 'SECRET46']) {
      const response = await quote(code);
      answers.push([response.status, ((await response.json()) as { error: string }).error]);
    }
    expect(answers).toEqual([
      [422, PROMO_CANNOT_BE_USED],
      [422, PROMO_CANNOT_BE_USED],
      [422, PROMO_CANNOT_BE_USED],
    ]);
    // The same wrong code again (the page re-prices it with each time picked) is one try.
    for (let i = 0; i < 5; i += 1) await quote('NOPE46');
    for (let i = 0; i < 7; i += 1) await quote(`GUESS${i}`);
    // Ten failures: even a good code is not looked at from this address now.
    await createPromoCode(db(), { code: 'GOOD46', kind: 'percent', value: 10 });
    expect((await quote('GOOD46')).status).toBe(429);
    const stored = await db()
      .select()
      .from(tables.rateLimitWindows)
      .where(and(eq(tables.rateLimitWindows.key, 'promo-fail:ip:198.18.7.7')));
    expect(stored.reduce((sum, row) => sum + row.hits, 0)).toBe(10);
  });
});
