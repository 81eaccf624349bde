import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../db';
import { tables } from '../db';
import type { PAYMENT_METHODS } from '../db/schema/payments';
import { enqueueJob } from '../jobs';
import type { PaymentProvider } from '../payments/provider';
import type { Booking } from './booking';

// Every movement of money on a booking is a row in `payments`, stored before a provider is asked
// anything, with an idempotency key, so a retry or a replayed event moves money once.

export type Payment = typeof tables.payments.$inferSelect;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export type StudioPaymentMethod = Exclude<PaymentMethod, 'stripe'>;

export const PAYMENT_REFUND_JOB = 'payments.refund';

/** Money taken: a provider's confirmed payment or one an admin records at the studio. */
export async function recordPaymentIn(
  tx: Database,
  booking: Pick<Booking, 'id'>,
  input: {
    amountPence: number;
    method: PaymentMethod;
    idempotencyKey: string;
    providerRef?: string;
    recordedBy?: string;
    now: Date;
  },
): Promise<Payment | null> {
  const [row] = await tx
    .insert(tables.payments)
    .values({
      bookingId: booking.id,
      direction: 'in',
      method: input.method,
      amountPence: input.amountPence,
      status: 'succeeded',
      providerRef: input.providerRef ?? null,
      idempotencyKey: input.idempotencyKey,
      recordedBy: input.recordedBy ?? null,
      createdAt: input.now,
      settledAt: input.now,
    })
    .onConflictDoNothing({ target: tables.payments.idempotencyKey })
    .returning();
  if (!row) return null;
  await tx
    .update(tables.bookings)
    .set({
      paidPence: sql`${tables.bookings.paidPence} + ${input.amountPence}`,
      updatedAt: input.now,
    })
    .where(eq(tables.bookings.id, booking.id));
  return row;
}

/** A provider's payment from its event, once: keyed by the provider's reference of the payment. */
export function recordProviderPayment(
  tx: Database,
  booking: Pick<Booking, 'id'>,
  event: { amountPence: number; paymentRef: string },
  now: Date,
): Promise<Payment | null> {
  return recordPaymentIn(tx, booking, {
    amountPence: event.amountPence,
    method: 'stripe',
    providerRef: event.paymentRef,
    idempotencyKey: `stripe:${event.paymentRef}`,
    now,
  });
}

/** What may still be refunded: money taken less refunds already recorded (pending or owed included). */
export async function refundablePence(db: Database, bookingId: string): Promise<number> {
  const [row] = await db
    .select({
      paid: tables.bookings.paidPence,
      recorded: tables.bookings.refundsRecordedPence,
    })
    .from(tables.bookings)
    .where(eq(tables.bookings.id, bookingId));
  return Math.max(0, (row?.paid ?? 0) - (row?.recorded ?? 0));
}

/**
 * Records a refund in the caller's transaction: through the provider when the money came online
 * (status pending, sent after the commit and retried by a job), otherwise a refund the studio owes
 * and hands back itself (`owed`), or one an admin says was handed back (`method` given). Never more
 * than is left to refund (the caller holds the booking's row lock); the database refuses more. A
 * provider refund is split over the booking's online payments (latest first), each within what is
 * left of it, since the provider refunds a payment only up to its own amount; what they cannot take
 * (money taken at the studio) is owed by the studio. One row per part; a replay records none.
 */
export async function recordRefund(
  tx: Database,
  booking: Pick<Booking, 'id'>,
  input: {
    amountPence: number;
    reason: string;
    idempotencyKey: string;
    handedBackWith?: StudioPaymentMethod;
    /** The provider payment to refund (a move's top-up); the latest ones otherwise. */
    paymentRef?: string;
    recordedBy?: string;
    now: Date;
  },
): Promise<Payment[]> {
  let left = Math.min(input.amountPence, await refundablePence(tx, booking.id));
  if (left <= 0) return [];
  type Part = Pick<Payment, 'method' | 'status' | 'providerRef' | 'refundOf' | 'amountPence'>;
  const parts: Part[] = [];
  if (!input.handedBackWith) {
    for (const share of await providerRefundRoom(tx, booking.id, input.paymentRef)) {
      const amountPence = Math.min(left, share.roomPence);
      if (amountPence <= 0) continue;
      parts.push({
        method: 'stripe',
        status: 'pending',
        providerRef: share.payment.providerRef,
        refundOf: share.payment.id,
        amountPence,
      });
      left -= amountPence;
      if (left === 0) break;
    }
  }
  if (left > 0) {
    parts.push({
      method: input.handedBackWith ?? 'bank_transfer',
      status: input.handedBackWith ? 'succeeded' : 'owed',
      providerRef: null,
      refundOf: null,
      amountPence: left,
    });
  }
  const rows: Payment[] = [];
  for (const [index, part] of parts.entries()) {
    const [row] = await tx
      .insert(tables.payments)
      .values({
        bookingId: booking.id,
        direction: 'out',
        ...part,
        idempotencyKey: index === 0 ? input.idempotencyKey : `${input.idempotencyKey}:${index + 1}`,
        reason: input.reason,
        recordedBy: input.recordedBy ?? null,
        createdAt: input.now,
        settledAt: part.status === 'succeeded' ? input.now : null,
      })
      .onConflictDoNothing({ target: tables.payments.idempotencyKey })
      .returning();
    // Recorded before (the same key): nothing again.
    if (!row) return rows;
    rows.push(row);
    await moveRefundTotals(tx, booking.id, {
      recorded: row.amountPence,
      handedBack: row.status === 'succeeded' ? row.amountPence : 0,
      now: input.now,
    });
    if (row.status === 'pending') {
      // The job is the retry: the request sends the refund at once, the job only if that failed.
      await enqueueJob(
        tx,
        PAYMENT_REFUND_JOB,
        { paymentId: row.id },
        { runAfter: new Date(input.now.getTime() + 60_000) },
      );
    }
  }
  return rows;
}

/**
 * The booking's online payments, latest first, with what each can still be refunded. Refunds
 * recorded before refunds named their payment are counted against the latest, as they were sent.
 */
async function providerRefundRoom(
  tx: Database,
  bookingId: string,
  paymentRef: string | undefined,
): Promise<{ payment: Payment; roomPence: number }[]> {
  const online = await tx
    .select()
    .from(tables.payments)
    .where(
      and(
        eq(tables.payments.bookingId, bookingId),
        eq(tables.payments.method, 'stripe'),
        ne(tables.payments.status, 'failed'),
      ),
    )
    .orderBy(desc(tables.payments.createdAt), desc(tables.payments.id));
  const taken = online.filter(
    (payment) =>
      payment.direction === 'in' && payment.status === 'succeeded' && payment.providerRef,
  );
  const refunds = online.filter((payment) => payment.direction === 'out');
  let unnamed = refunds
    .filter((refund) => !refund.refundOf)
    .reduce((sum, refund) => sum + refund.amountPence, 0);
  return taken.flatMap((payment) => {
    const named = refunds
      .filter((refund) => refund.refundOf === payment.id)
      .reduce((sum, refund) => sum + refund.amountPence, 0);
    let roomPence = Math.max(0, payment.amountPence - named);
    const older = Math.min(unnamed, roomPence);
    unnamed -= older;
    roomPence -= older;
    if (paymentRef && payment.providerRef !== paymentRef) return [];
    return [{ payment, roomPence }];
  });
}

/** The booking's refund columns follow its refund rows (the ledger trigger checks they agree). */
async function moveRefundTotals(
  tx: Database,
  bookingId: string,
  change: { recorded: number; handedBack: number; now: Date },
) {
  await tx
    .update(tables.bookings)
    .set({
      refundsRecordedPence: sql`${tables.bookings.refundsRecordedPence} + ${change.recorded}`,
      refundedPence: sql`${tables.bookings.refundedPence} + ${change.handedBack}`,
      updatedAt: change.now,
    })
    .where(eq(tables.bookings.id, bookingId));
}

/**
 * Sends a recorded provider refund. Idempotent: the payment's id is the provider's idempotency key,
 * and a refund already settled is left alone.
 */
export async function sendRefund(
  db: Database,
  provider: PaymentProvider | null,
  paymentId: string,
  now: Date = new Date(),
): Promise<Payment | null> {
  const [payment] = await db
    .select()
    .from(tables.payments)
    .where(eq(tables.payments.id, paymentId));
  if (!payment || payment.status !== 'pending' || payment.direction !== 'out')
    return payment ?? null;
  if (!provider || !payment.providerRef)
    throw new Error('No payment provider to send the refund to');
  const refund = await provider.refund({
    paymentRef: payment.providerRef,
    amountPence: payment.amountPence,
    idempotencyKey: payment.id,
  });
  if (refund.status === 'pending') return payment;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(tables.payments)
      .set({
        status: refund.status === 'succeeded' ? 'succeeded' : 'failed',
        providerRef: refund.id,
        settledAt: now,
      })
      .where(and(eq(tables.payments.id, payment.id), eq(tables.payments.status, 'pending')))
      .returning();
    if (row) {
      // A refund the provider failed is no longer promised: it can be recorded again.
      const succeeded = row.status === 'succeeded';
      await moveRefundTotals(tx, row.bookingId, {
        recorded: succeeded ? 0 : -row.amountPence,
        handedBack: succeeded ? row.amountPence : 0,
        now,
      });
    }
    return row ?? payment;
  });
}

/** Sends each refund recorded in a transaction that just committed; a failure is left to the job. */
export async function sendRefundsNow(
  db: Database,
  provider: PaymentProvider | null,
  payments: readonly (Payment | null)[],
): Promise<void> {
  for (const payment of payments) {
    if (payment?.status !== 'pending') continue;
    await sendRefund(db, provider, payment.id).catch((error: unknown) => {
      console.warn('A refund could not be sent now; the job will retry it', error);
    });
  }
}

/** An owed refund the studio handed back (cash, card terminal or bank transfer). */
export async function settleOwedRefund(
  db: Database,
  paymentId: string,
  input: { method: StudioPaymentMethod; recordedBy: string; now: Date },
): Promise<Payment | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(tables.payments)
      .set({
        status: 'succeeded',
        method: input.method,
        settledAt: input.now,
        recordedBy: input.recordedBy,
      })
      .where(and(eq(tables.payments.id, paymentId), eq(tables.payments.status, 'owed')))
      .returning();
    if (row) {
      await moveRefundTotals(tx, row.bookingId, {
        recorded: 0,
        handedBack: row.amountPence,
        now: input.now,
      });
    }
    return row ?? null;
  });
}

export async function paymentsOfBooking(db: Database, bookingId: string): Promise<Payment[]> {
  return db
    .select()
    .from(tables.payments)
    .where(eq(tables.payments.bookingId, bookingId))
    .orderBy(tables.payments.createdAt);
}

/** Refunds the studio owes and has not handed back yet, oldest first, with their booking. */
export async function listOwedRefunds(db: Database) {
  return db
    .select({
      id: tables.payments.id,
      amountPence: tables.payments.amountPence,
      reason: tables.payments.reason,
      createdAt: tables.payments.createdAt,
      reference: tables.bookings.reference,
      guestName: tables.bookings.guestName,
      guestEmail: tables.bookings.guestEmail,
    })
    .from(tables.payments)
    .innerJoin(tables.bookings, eq(tables.bookings.id, tables.payments.bookingId))
    .where(eq(tables.payments.status, 'owed'))
    .orderBy(tables.payments.createdAt)
    .limit(500);
}
