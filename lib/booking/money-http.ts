// The money routes: the payment provider's webhook, the quote, invoices and credit notes, and the
// back office's payments, refunds, promo codes and monthly report. Rules live in payments.ts,
// checkout.ts, invoices.ts and promo-codes.ts.
import { z } from 'zod';
import { eq, sql } from 'drizzle-orm';
import { requireProofOfWork } from '../anti-abuse';
import type { Database } from '../db';
import { tables } from '../db';
import { retryOnDeadlock } from '../db/errors';
import { fail, ok, raw } from '../http';
import { route } from '../http/route';
import { confirmForStudioPayment } from './provisional';
import { paymentProviderFromEnv } from '../payments/stripe';
import { InvalidSignatureError } from '../payments/provider';
import { quoteRequestSchema } from '../validation/booking';
import { cancellationTerms } from './cancellation-policy';
import { loadMoneySettings } from './catalog';
import { applyPaymentEvent } from './checkout';
import { invoicePdf } from './invoice-pdf';
import {
  findCreditedInvoice,
  findInvoiceByNumber,
  issueCreditNote,
  monthlyReport,
  type Invoice,
} from './invoices';
import { bookingJson } from './json';
import {
  paymentsOfBooking,
  recordPaymentIn,
  recordRefund,
  refundablePence,
  sendRefundsNow,
  settleOwedRefund,
} from './payments';
import { createPromoCode, listPromoCodes, setPromoCodeActive } from './promo-codes';
import { formatPounds } from './rules';
import { moveContextOf, PROVIDER_UNAVAILABLE, quoteSession } from './service';
import { findBooking, mayManage, releaseHold, type Booking } from './store';

const noStore = { 'Cache-Control': 'no-store' };
const MAX_WEBHOOK_BYTES = 256 * 1024;
const bookingParams = z.object({ id: z.uuid() });
const pence = z.coerce.number().int().positive().max(10_000_000);
const studioMethod = z.enum(['cash', 'card_terminal', 'bank_transfer']);

/** `POST /api/bookings/quote`: the price breakdown before anything is confirmed. */
export const requestQuote = route({
  body: quoteRequestSchema,
  rateLimit: { bucket: 'booking-quote', limit: 120, windowMs: 60_000 },
  async handle({ db, body, user, ip, request, now }) {
    // A code is worth guessing: a signed-out quote with one carries a proof of work.
    const unproven = body.promoCode ? await requireProofOfWork({ db, request, user, now }) : null;
    if (unproven) return unproven;
    return quoteSession(db, body, {
      viewer: user ? { id: user.id, role: user.role, email: user.email } : null,
      ip,
    });
  },
});

/**
 * `POST /api/payments/stripe/webhook`: the provider's signed events. The signature is checked on
 * the raw body; the event is stored before it is acted on (checkout.ts), so a replay changes nothing.
 */
export const receiveStripeEvent = route({
  async handle({ db, request, now }) {
    const provider = paymentProviderFromEnv();
    if (!provider) return fail(404, 'Online payments are not set up.');
    const length = Number(request.headers.get('content-length') ?? 0);
    if (length > MAX_WEBHOOK_BYTES) return fail(413, 'The event is too large.');
    const body = await request.text();
    if (body.length > MAX_WEBHOOK_BYTES) return fail(413, 'The event is too large.');
    let verified;
    try {
      verified = provider.verifyEvent(body, request.headers.get('stripe-signature'));
    } catch (error) {
      if (error instanceof InvalidSignatureError) return fail(400, 'The signature is not valid.');
      // Signed, but not the shape we read: a non-2xx makes the provider retry and show it.
      if (error instanceof z.ZodError) {
        console.error('A signed payment event has an unexpected shape', error.issues);
        return fail(422, 'The event has an unexpected shape.');
      }
      throw error;
    }
    const outcome = await applyPaymentEvent(db, provider, {
      ...verified,
      money: await loadMoneySettings(),
      loadMoveContext: moveContextOf,
      now,
    });
    return ok({ received: true, outcome });
  },
});

const documentParams = z.object({ number: z.string().regex(/^(INV|CN)-\d{4}-\d{6}$/i) });
const tokenQuery = z.object({ token: z.string().min(16).max(128).optional() });

/** An invoice or credit note its booking's owner, link holder or an admin may open. */
export async function openableDocument(
  db: Database,
  number: string,
  viewer: Parameters<typeof mayManage>[1],
  token: string | undefined,
): Promise<{ invoice: Invoice; credited: Invoice | null; booking: Booking } | null> {
  const invoice = await findInvoiceByNumber(db, number);
  if (!invoice) return null;
  const booking = await findBooking(db, invoice.bookingId);
  if (!booking || !mayManage(booking, viewer, token)) return null;
  return { invoice, credited: await findCreditedInvoice(db, invoice), booking };
}

/** `GET /api/invoices/{number}/pdf?token=`: the document as a PDF. */
export const downloadInvoicePdf = route({
  params: documentParams,
  query: tokenQuery,
  notFound: 'Invoice not found.',
  async handle({ db, params, query, user }) {
    const viewer = user ? { id: user.id, role: user.role } : null;
    const found = await openableDocument(db, params.number, viewer, query.token);
    if (!found) return fail(404, 'Invoice not found.');
    const pdf = await invoicePdf(found.invoice, found.credited, found.booking.reference);
    return raw(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${found.invoice.number}.pdf"`,
      'Cache-Control': 'private, no-store',
    });
  },
});

/** `POST /api/admin/bookings/{id}/payments`: money taken at the studio. */
export const recordStudioPayment = route({
  access: 'admin',
  params: bookingParams,
  idempotent: true,
  body: z.object({ amountPence: pence, method: studioMethod }),
  audit: { action: 'bookings.payment' },
  async handle({ db, params, body, user, now, idempotencyKey, audit }) {
    const booking = await findBooking(db, params.id);
    if (!booking) return fail(404, 'Booking not found.');
    const held = booking.status === 'pending' || booking.status === 'expired';
    if (held && booking.paymentMethod !== 'studio') {
      return fail(409, 'This booking is waiting for an online payment.');
    }
    // A provisional booking paid at the studio is confirmed by the payment (provisional.ts); money
    // for an active or cancelled one (a cancellation fee) is recorded as it is.
    const money = held ? await loadMoneySettings() : null;
    const outcome = await db.transaction(async (tx) => {
      const confirmed = money
        ? await confirmForStudioPayment(tx, booking, money, now)
        : 'confirmed';
      if (confirmed !== 'confirmed') return { refused: confirmed };
      const payment = await recordPaymentIn(tx, booking, {
        amountPence: body.amountPence,
        method: body.method,
        idempotencyKey: `studio:${idempotencyKey ?? `${booking.id}:${now.toISOString()}`}`,
        recordedBy: user.id,
        now,
      });
      return { payment };
    });
    if ('refused' in outcome) {
      return fail(
        409,
        outcome.refused === 'slot taken'
          ? 'This booking lapsed and its time was booked since: nothing was recorded.'
          : 'This booking lapsed and its promo code was used up since: nothing was recorded.',
      );
    }
    const { payment } = outcome;
    const after = (await findBooking(db, booking.id)) ?? booking;
    audit({
      target: { type: 'bookings', id: booking.id, label: booking.reference },
      before: { paidPence: booking.paidPence, status: booking.status },
      after: { paidPence: after.paidPence, method: body.method, status: after.status },
    });
    return ok({ booking: bookingJson(after), recorded: !!payment });
  },
});

/**
 * `POST /api/admin/bookings/{id}/refunds`: a full or partial refund. Online payments go back
 * through the provider; money taken at the studio is recorded as handed back with `method`.
 */
export const refundBookingPayment = route({
  access: 'admin',
  params: bookingParams,
  idempotent: true,
  body: z.object({
    amountPence: pence,
    reason: z.string().trim().min(2).max(200),
    method: studioMethod.optional(),
  }),
  audit: { action: 'bookings.refund' },
  async handle({ db, params, body, user, now, idempotencyKey, audit }) {
    const booking = await findBooking(db, params.id);
    if (!booking) return fail(404, 'Booking not found.');
    const money = await loadMoneySettings();
    // Re-run if PostgreSQL picks this transaction out of a deadlock with a booking of the slot.
    const result = await retryOnDeadlock(() =>
      db.transaction(async (tx) => {
        // The booking's row lock makes two refunds at once see each other's amount.
        const [locked] = await tx
          .select()
          .from(tables.bookings)
          .where(eq(tables.bookings.id, booking.id))
          .for('update');
        const left = await refundablePence(tx, booking.id);
        if (body.amountPence > left) return { refused: left };
        const refund = await recordRefund(tx, booking, {
          amountPence: body.amountPence,
          reason: body.reason,
          idempotencyKey: `admin:${idempotencyKey ?? `${booking.id}:${now.toISOString()}`}`,
          handedBackWith: body.method,
          recordedBy: user.id,
          now,
        });
        // An admin's refund lowers what the booking costs (after a cancellation: waives part of
        // the fee; refunds the policy gives are recorded by the cancellation itself), except the
        // part that hands back money paid beyond what is invoiced, which costs nothing to credit.
        const kept = (locked?.paidPence ?? 0) - (locked?.refundsRecordedPence ?? 0);
        const invoiced = locked?.invoicedPence ?? 0;
        const creditPence = Math.min(invoiced, body.amountPence - Math.max(0, kept - invoiced));
        if (refund.length > 0 && creditPence > 0) {
          const credit = await issueCreditNote(tx, booking, {
            amountPence: creditPence,
            reason: body.reason,
            settings: money,
            now,
          });
          if (credit) {
            await tx
              .update(tables.bookings)
              .set({ invoicedPence: sql`${tables.bookings.invoicedPence} - ${credit.grossPence}` })
              .where(eq(tables.bookings.id, booking.id));
          }
        }
        return { refund };
      }),
    );
    if (result.refused !== undefined) {
      const message = `At most ${formatPounds(result.refused)} can be refunded.`;
      return fail(422, message, { fieldErrors: { amountPence: [message] } });
    }
    await sendRefundsNow(db, paymentProviderFromEnv(), result.refund);
    const after = (await findBooking(db, booking.id)) ?? booking;
    audit({
      target: { type: 'bookings', id: booking.id, label: booking.reference },
      after: { refundPence: body.amountPence, reason: body.reason },
    });
    return ok({ booking: bookingJson(after) });
  },
});

/** `POST /api/admin/payments/{id}/settle`: an owed refund the studio has handed back. */
export const settleRefund = route({
  access: 'admin',
  params: z.object({ id: z.uuid() }),
  body: z.object({ method: studioMethod }),
  audit: { action: 'payments.settle' },
  async handle({ db, params, body, user, now }) {
    const payment = await settleOwedRefund(db, params.id, {
      method: body.method,
      recordedBy: user.id,
      now,
    });
    return payment ? ok({ payment }) : fail(409, 'This refund is not owed.');
  },
});

/** `POST /api/admin/bookings/{id}/release`: gives up a payment hold now (the customer will not pay). */
export const releaseBookingHold = route({
  access: 'admin',
  params: bookingParams,
  audit: { action: 'bookings.release-hold' },
  async handle({ db, params, now }) {
    const booking = await findBooking(db, params.id);
    if (!booking) return fail(404, 'Booking not found.');
    const outcome = await releaseHold(db, booking, { now, provider: paymentProviderFromEnv() });
    if (outcome.kind === 'unavailable') return PROVIDER_UNAVAILABLE;
    return outcome.kind === 'done'
      ? ok({ booking: bookingJson(outcome.booking) })
      : fail(409, outcome.kind === 'invalid' ? outcome.message : 'Conflict');
  },
});

/** `GET /api/admin/bookings/{id}/payments`: the booking's money movements and what cancelling gives back. */
export const listBookingPayments = route({
  access: 'admin',
  params: bookingParams,
  async handle({ db, params, now }) {
    const booking = await findBooking(db, params.id);
    if (!booking) return fail(404, 'Booking not found.');
    const money = await loadMoneySettings();
    return ok(
      {
        payments: await paymentsOfBooking(db, booking.id),
        refundable: await refundablePence(db, booking.id),
        cancellation: cancellationTerms(booking, money.policy, now),
      },
      200,
      noStore,
    );
  },
});

const percentOrPence = z.coerce.number().int().positive();
export const promoCodeSchema = z
  .object({
    code: z
      .string()
      .trim()
      .min(3, 'At least 3 characters')
      .max(40)
      .regex(/^[A-Za-z0-9_-]+$/, 'Letters, digits, - and _ only'),
    description: z.string().trim().max(200).optional(),
    kind: z.enum(['percent', 'amount']),
    value: percentOrPence,
    validFrom: z.iso.datetime({ offset: true }).optional(),
    validUntil: z.iso.datetime({ offset: true }).optional(),
    maxUses: z.coerce.number().int().positive().max(1_000_000).optional(),
    maxUsesPerCustomer: z.coerce.number().int().positive().max(1000).optional(),
    studioId: z.string().trim().max(128).optional(),
    addOnId: z.string().trim().max(128).optional(),
  })
  .refine((code) => code.kind !== 'percent' || code.value <= 100, {
    message: 'A percentage is at most 100',
    path: ['value'],
  })
  .refine((code) => !code.validFrom || !code.validUntil || code.validFrom < code.validUntil, {
    message: 'The end must come after the start',
    path: ['validUntil'],
  });

/** `GET /api/admin/promo-codes`. */
export const readPromoCodes = route({
  access: 'admin',
  async handle({ db }) {
    return ok({ promoCodes: await listPromoCodes(db) }, 200, noStore);
  },
});

/** `POST /api/admin/promo-codes`. */
export const addPromoCode = route({
  access: 'admin',
  body: promoCodeSchema,
  audit: { action: 'promo-codes.create' },
  async handle({ db, body, audit }) {
    const created = await createPromoCode(db, {
      ...body,
      description: body.description ?? null,
      validFrom: body.validFrom ? new Date(body.validFrom) : null,
      validUntil: body.validUntil ? new Date(body.validUntil) : null,
      maxUses: body.maxUses ?? null,
      maxUsesPerCustomer: body.maxUsesPerCustomer ?? null,
      studioId: body.studioId || null,
      addOnId: body.addOnId || null,
    });
    if (!created) {
      return fail(409, 'That code exists already.', {
        fieldErrors: { code: ['That code exists already.'] },
      });
    }
    audit({ target: { type: 'promo_codes', id: created.id, label: created.code } });
    return ok({ promoCode: created }, 201);
  },
});

/** `PATCH /api/admin/promo-codes/{id}`: switches a code on or off. */
export const switchPromoCode = route({
  access: 'admin',
  params: z.object({ id: z.uuid() }),
  body: z.object({ active: z.boolean() }),
  audit: { action: 'promo-codes.switch' },
  async handle({ db, params, body }) {
    const code = await setPromoCodeActive(db, params.id, body.active);
    return code ? ok({ promoCode: code }) : fail(404, 'Promo code not found.');
  },
});

const reportQuery = z.object({ year: z.coerce.number().int().min(2000).max(2100).optional() });

/** `GET /admin/money/report.csv?year=`: the monthly report as CSV. */
export const exportMonthlyReport = route({
  access: 'admin',
  query: reportQuery,
  async handle({ db, query, now }) {
    const year = query.year ?? now.getUTCFullYear();
    const rows = await monthlyReport(db, year);
    const money = (value: number) => (value / 100).toFixed(2);
    const csv = [
      'month,invoices,credit_notes,net_gbp,vat_gbp,gross_gbp,refunded_gbp',
      ...rows.map((row) =>
        [
          row.month,
          row.invoices,
          row.creditNotes,
          money(row.netPence),
          money(row.vatPence),
          money(row.grossPence),
          money(row.refundedPence),
        ].join(','),
      ),
    ].join('\r\n');
    return raw(`${csv}\r\n`, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="money-${year}.csv"`,
      'Cache-Control': 'no-store',
    });
  },
});
