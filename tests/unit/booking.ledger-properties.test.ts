// Issue #46: the booking ledger's invariants under random sequences of everything that moves money or
// holds a slot: book (at the studio or online, with a limited promo code), pay the hold's own checkout,
// pay with a foreign checkout or the wrong amount, replay an event, release, let a hold lapse, move
// (customer or admin; a customer's dearer move paying its deposit difference), cancel (free or late, customer or admin), take money at the studio, refund in
// part (the admin route), and write past the rules straight into the database. After every step:
// refunds never exceed money taken, no invoice is credited beyond its amount, what a booking is
// invoiced is what its documents say, a confirmed online booking has its deposit from its own
// checkout, and a promo code's uses are its redemptions within its limits.
//
// Reproduce a failure with the seed it prints: LEDGER_SEED=<seed> npm run test:unit -- ledger
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, expect, it, vi } from 'vitest';
import {
  cancelBooking,
  createBooking,
  rescheduleBooking,
  releaseHold,
  type Booking,
} from '@/lib/booking';
import { moneySettingsFrom } from '@/lib/booking/catalog';
import { applyPaymentEvent, expireHold, openCheckout } from '@/lib/booking/checkout';
import { refundBookingPayment } from '@/lib/booking/money-http';
import { recordPaymentIn } from '@/lib/booking/payments';
import { createPromoCode, customerKey } from '@/lib/booking/promo-codes';
import { openTopUp } from '@/lib/booking/top-ups';
import { tables, type Database } from '@/lib/db';
import type { PaymentEvent, PaymentProvider } from '@/lib/payments/provider';
import { adminCookie } from '../fixtures/admins';
import { describeOnEachEngine, enginesUnderTest } from '../fixtures/databases';
import { browserRequest, callRoute } from '../fixtures/routes';
import { standardSettings, testStudio } from '../fixtures/studios';

const engines = await enginesUnderTest();
const SEED = Number(process.env.LEDGER_SEED ?? Date.now() % 2_147_483_647);
const RUNS = Number(process.env.LEDGER_RUNS ?? 200);
// The refund route reads the invoice details and policy from site settings: a fresh install's.
vi.mock('@/lib/booking/catalog', async (importOriginal) =>
  (await import('../fixtures/catalog')).withFreshInstallMoney(importOriginal),
);
const money = moneySettingsFrom({ depositPercent: 50 });
const bookedAt = new Date('2026-01-05T12:00:00Z');
const EMAILS = ['ada@example.com', 'Ada+again@example.com', 'grace@example.com'];

/**
 * The payment provider's side, in memory: checkouts it opened (and whether they are still open) and
 * refunds it was asked for. The ledger, not the provider, is what this test is about; the official
 * client against the Stripe stand-in is covered by payments.stripe-against-stand-in.
 */
class ProviderSide implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly open = new Set<string>();
  async createCheckout() {
    const id = `cs_${randomUUID()}`;
    this.open.add(id);
    return { id, url: `https://pay.example/${id}` };
  }
  async expireCheckout(id: string) {
    this.open.delete(id);
  }
  async refund() {
    return { id: `re_${randomUUID()}`, status: 'succeeded' as const };
  }
  verifyEvent(): never {
    throw new Error('events are applied directly');
  }
}

const index = fc.nat({ max: 5 });
const step = fc.oneof(
  fc.record({
    kind: fc.constant('book' as const),
    slot: fc.nat({ max: 5 }),
    hours: fc.integer({ min: 1, max: 3 }),
    online: fc.boolean(),
    code: fc.boolean(),
    email: fc.nat({ max: EMAILS.length - 1 }),
  }),
  fc.record({ kind: fc.constant('pay own checkout' as const), booking: index }),
  fc.record({
    kind: fc.constant('pay foreign checkout' as const),
    booking: index,
    amount: fc.integer({ min: 1, max: 30_000 }),
    ownSession: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('replay last event' as const) }),
  fc.record({ kind: fc.constant('release' as const), booking: index }),
  fc.record({ kind: fc.constant('lapse' as const), booking: index }),
  fc.record({
    kind: fc.constant('move' as const),
    booking: index,
    slot: fc.nat({ max: 5 }),
    hours: fc.integer({ min: 1, max: 4 }),
    byAdmin: fc.boolean(),
  }),
  fc.record({
    // A customer's dearer move: its deposit difference's checkout, paid (exactly, or another
    // amount) or left open.
    kind: fc.constant('move with top-up' as const),
    booking: index,
    slot: fc.nat({ max: 5 }),
    hours: fc.integer({ min: 2, max: 4 }),
    pay: fc.constantFrom('exactly', 'another amount', 'not at all'),
  }),
  fc.record({
    kind: fc.constant('cancel' as const),
    booking: index,
    byAdmin: fc.boolean(),
    late: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('take money' as const),
    booking: index,
    amount: fc.integer({ min: 1, max: 30_000 }),
  }),
  fc.record({
    kind: fc.constant('refund' as const),
    booking: index,
    amount: fc.integer({ min: 1, max: 30_000 }),
  }),
  fc.record({
    kind: fc.constant('write past the rules' as const),
    booking: index,
    attack: fc.constantFrom(
      'over-refund',
      'over-credit',
      'unpaid confirm',
      'extra use',
      'paid column',
    ),
  }),
);
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

describeOnEachEngine(engines, 'the booking ledger on $engine', 'ledger properties', (handle) => {
  const db = (): Database => handle.db;
  let cookie = '';
  beforeAll(async () => {
    cookie = await adminCookie(db(), `ledger.${randomUUID()}@example.com`);
  });

  /** One sequence: its own studio and promo code, so sequences never meet in the database. */
  async function runSequence(steps: Step[], run: number) {
    const studio = { ...testStudio(`ledger-studio-${run}`), eveningWeekendRate: 100 };
    const provider = new ProviderSide();
    const code = `LEDGER${run}`;
    await createPromoCode(db(), {
      code,
      kind: 'percent',
      value: 50,
      maxUses: 2,
      maxUsesPerCustomer: 1,
    });
    const ids: string[] = [];
    let lastEvent: PaymentEvent | null = null;
    const slot = (n: number, hours: number) => {
      const start = new Date(Date.parse('2026-03-02T10:00:00Z') + n * 86_400_000);
      return { start, end: new Date(start.getTime() + hours * 3_600_000) };
    };
    const current = async (n: number): Promise<Booking | null> => {
      const id = ids[n % Math.max(ids.length, 1)];
      if (!id) return null;
      const [row] = await db().select().from(tables.bookings).where(eq(tables.bookings.id, id));
      return row ?? null;
    };
    const apply = async (event: PaymentEvent) => {
      lastEvent = event;
      await applyPaymentEvent(db(), provider, {
        event,
        payload: {},
        money,
        loadMoveContext: async () => ({ studio, settings: standardSettings, offers: [] }),
        now: bookedAt,
      });
    };

    for (const action of steps) {
      const booking = 'booking' in action ? await current(action.booking) : null;
      switch (action.kind) {
        case 'book': {
          const outcome = await createBooking(db(), {
            studio,
            settings: standardSettings,
            money,
            booking: {
              ...slot(action.slot, action.hours),
              name: 'Ledger',
              email: EMAILS[action.email]!,
              promoCode: action.code ? code : null,
            },
            payOnline: action.online,
            now: bookedAt,
          });
          if (outcome.kind !== 'created') break;
          ids.push(outcome.booking.id);
          if (outcome.booking.status === 'pending') {
            await openCheckout(db(), provider, outcome.booking, outcome.manageToken);
          }
          break;
        }
        case 'pay own checkout':
          if (booking?.checkoutRef && provider.open.has(booking.checkoutRef)) {
            provider.open.delete(booking.checkoutRef);
            await apply(paid(booking.id, booking.checkoutRef, booking.dueOnlinePence));
          }
          break;
        case 'pay foreign checkout':
          if (booking) {
            const checkout =
              action.ownSession && booking.checkoutRef ? booking.checkoutRef : `cs_${randomUUID()}`;
            const amount = action.ownSession ? action.amount : booking.dueOnlinePence;
            if (checkout === booking.checkoutRef && amount === booking.dueOnlinePence) break;
            await apply(paid(booking.id, checkout, amount));
          }
          break;
        case 'replay last event':
          if (lastEvent) await apply(lastEvent);
          break;
        case 'release':
          if (booking?.status === 'pending')
            await releaseHold(db(), booking, { now: bookedAt, provider });
          break;
        case 'lapse':
          // The hold's time ran out while its checkout stayed open (a payment under way).
          if (booking?.status === 'pending')
            await expireHold(db(), booking.id, bookedAt, { evenIfEarly: true });
          break;
        case 'move':
          if (booking) {
            await rescheduleBooking(db(), booking, {
              studio,
              settings: standardSettings,
              money,
              byAdmin: action.byAdmin,
              ...slot(action.slot, action.hours),
              now: bookedAt,
            });
          }
          break;
        case 'move with top-up':
          if (booking) {
            const time = slot(action.slot, action.hours);
            const asked = await rescheduleBooking(db(), booking, {
              studio,
              settings: standardSettings,
              money,
              ...time,
              now: bookedAt,
            });
            if (asked.kind !== 'needs-top-up') break;
            const opened = await openTopUp(db(), provider, booking, {
              plan: asked.plan,
              topUpPence: asked.topUpPence,
              ...time,
              now: bookedAt,
            });
            if (!opened?.topUp.checkoutRef || action.pay === 'not at all') break;
            const { topUp } = opened;
            const amount = topUp.amountPence + (action.pay === 'exactly' ? 0 : 1);
            await apply(paid(booking.id, topUp.checkoutRef!, amount, topUp.id));
          }
          break;
        case 'cancel':
          if (booking) {
            const when = action.late ? new Date(booking.startAt.getTime() - 3_600_000) : bookedAt;
            await cancelBooking(db(), booking, {
              byAdmin: action.byAdmin,
              money,
              provider,
              now: when,
            });
          }
          break;
        case 'take money':
          if (booking && (booking.status === 'active' || booking.status === 'cancelled')) {
            await db().transaction((tx) =>
              recordPaymentIn(tx, booking, {
                amountPence: action.amount,
                method: 'card_terminal',
                idempotencyKey: `till:${randomUUID()}`,
                now: bookedAt,
              }),
            );
          }
          break;
        case 'refund':
          if (booking) {
            const request = browserRequest(
              'POST',
              `/api/admin/bookings/${booking.id}/refunds`,
              cookie,
              {
                amountPence: action.amount,
                reason: 'Property test',
              },
            );
            request.headers.set('Idempotency-Key', `refund-${randomUUID()}`);
            const response = await callRoute(refundBookingPayment, db(), request, {
              params: { id: booking.id },
              now: bookedAt,
            });
            expect([200, 422]).toContain(response.status);
          }
          break;
        case 'write past the rules':
          if (booking) await expect(attack(db(), booking, action.attack, code)).rejects.toThrow();
          break;
      }
      await checkInvariants(db(), ids, code);
    }
  }

  it(
    `keeps every invariant over ${RUNS} random sequences (seed ${SEED})`,
    { timeout: 600_000 },
    async () => {
      console.log(
        `[ledger properties] seed ${SEED}, ${RUNS} runs: LEDGER_SEED=${SEED} reproduces them`,
      );
      let run = 0;
      await fc.assert(
        fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
          run += 1;
          await runSequence(steps, run);
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
    },
  );
});

function paid(
  bookingId: string,
  checkoutId: string,
  amountPence: number,
  topUpId?: string,
): PaymentEvent {
  return {
    ...(topUpId ? { topUpId } : {}),
    id: `evt_${randomUUID()}`,
    kind: 'paid',
    checkoutId,
    bookingId,
    paymentRef: `pi_${randomUUID()}`,
    amountPence,
  };
}

/** Writes that break an invariant without going through the application: the database refuses each. */
async function attack(db: Database, booking: Booking, kind: string, code: string): Promise<void> {
  await db.transaction(async (tx) => {
    if (kind === 'over-refund') {
      await tx.insert(tables.payments).values({
        bookingId: booking.id,
        direction: 'out',
        method: 'cash',
        amountPence: booking.paidPence - booking.refundsRecordedPence + 1,
        status: 'owed',
        idempotencyKey: `attack:${randomUUID()}`,
      });
      await tx
        .update(tables.bookings)
        .set({ refundsRecordedPence: booking.paidPence + 1 })
        .where(eq(tables.bookings.id, booking.id));
    } else if (kind === 'over-credit') {
      const [invoice] = await tx
        .select()
        .from(tables.invoices)
        .where(and(eq(tables.invoices.bookingId, booking.id), eq(tables.invoices.kind, 'invoice')));
      await tx.insert(tables.invoices).values({
        number: `CN-2099-${randomUUID().slice(0, 6)}`,
        kind: 'credit_note',
        bookingId: booking.id,
        creditsInvoiceId: invoice?.id ?? null,
        lines: [],
        grossPence: (invoice?.grossPence ?? 0) + 1,
        vatPence: 0,
        netPence: 0,
        vatRatePercent: 20,
        supplier: { name: 'x', address: 'x' },
        customer: { name: 'x', address: 'x' },
        suppliedAt: booking.startAt,
      });
      await tx
        .update(tables.bookings)
        .set({
          invoicedPence: sql`${tables.bookings.invoicedPence} - ${(invoice?.grossPence ?? 0) + 1}`,
        })
        .where(eq(tables.bookings.id, booking.id));
    } else if (kind === 'unpaid confirm') {
      await tx
        .update(tables.bookings)
        .set({ status: 'active', paymentMethod: 'stripe', dueOnlinePence: booking.paidPence + 1 })
        .where(eq(tables.bookings.id, booking.id));
    } else if (kind === 'extra use') {
      await tx
        .update(tables.promoCodes)
        .set({ uses: sql`${tables.promoCodes.uses} + 1` })
        .where(eq(tables.promoCodes.code, code));
    } else {
      await tx
        .update(tables.bookings)
        .set({ paidPence: sql`${tables.bookings.paidPence} + 100` })
        .where(eq(tables.bookings.id, booking.id));
    }
  });
}

/** The invariants, read back from the database as a person auditing the books would. */
async function checkInvariants(db: Database, ids: string[], code: string): Promise<void> {
  if (ids.length > 0) {
    const bookings = await db
      .select()
      .from(tables.bookings)
      .where(inArray(tables.bookings.id, ids));
    const payments = await db
      .select()
      .from(tables.payments)
      .where(inArray(tables.payments.bookingId, ids));
    const documents = await db
      .select()
      .from(tables.invoices)
      .where(inArray(tables.invoices.bookingId, ids));
    for (const booking of bookings) {
      const own = payments.filter((p) => p.bookingId === booking.id);
      const taken = sum(own.filter((p) => p.direction === 'in' && p.status === 'succeeded'));
      const promised = sum(own.filter((p) => p.direction === 'out' && p.status !== 'failed'));
      expect(promised, `refunds of ${booking.reference}`).toBeLessThanOrEqual(taken);
      expect(booking.paidPence).toBe(taken);
      expect(booking.refundsRecordedPence).toBe(promised);
      const docs = documents.filter((d) => d.bookingId === booking.id);
      const invoiced =
        sum(docs.filter((d) => d.kind === 'invoice')) -
        sum(docs.filter((d) => d.kind === 'credit_note'));
      expect(booking.invoicedPence, `invoiced of ${booking.reference}`).toBe(invoiced);
      for (const invoice of docs.filter((d) => d.kind === 'invoice')) {
        const credited = sum(docs.filter((d) => d.creditsInvoiceId === invoice.id));
        expect(credited, `credit on ${invoice.number}`).toBeLessThanOrEqual(invoice.grossPence);
      }
      if (booking.status === 'active' && booking.paymentMethod === 'stripe') {
        expect(booking.paidPence).toBeGreaterThanOrEqual(booking.dueOnlinePence);
        expect(own.some((p) => p.method === 'stripe' && p.direction === 'in')).toBe(true);
      }
      if (booking.status === 'pending' || booking.status === 'expired') {
        expect(docs, `documents of an unconfirmed ${booking.reference}`).toEqual([]);
      }
    }
  }
  const [promo] = await db.select().from(tables.promoCodes).where(eq(tables.promoCodes.code, code));
  const redemptions = await db
    .select()
    .from(tables.promoRedemptions)
    .where(eq(tables.promoRedemptions.promoCodeId, promo!.id));
  expect(promo!.uses).toBe(redemptions.length);
  expect(promo!.uses).toBeLessThanOrEqual(promo!.maxUses!);
  const perPerson = new Map<string, number>();
  for (const r of redemptions)
    perPerson.set(
      customerKey(r.customerEmail),
      (perPerson.get(customerKey(r.customerEmail)) ?? 0) + 1,
    );
  for (const count of perPerson.values())
    expect(count).toBeLessThanOrEqual(promo!.maxUsesPerCustomer!);
}

function sum(rows: { amountPence?: number; grossPence?: number }[]): number {
  return rows.reduce((total, row) => total + (row.amountPence ?? row.grossPence ?? 0), 0);
}
