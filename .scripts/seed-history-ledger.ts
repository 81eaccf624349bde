// One planned booking's money and paper trail, as the app records them: each payment or refund a
// row of `payments` with the booking's columns moved by it in step (the ledger trigger checks they
// agree), each invoice or credit note a document with `invoicedPence` moved by it, and each admin's
// action an audit entry. The history plan (seed-history-plan.ts) drives one per booking.
import { VAT_RATE_PERCENT, vatInside } from '@/lib/booking/pricing';
import type { tables } from '@/lib/db';
import type { PriceLine } from '@/lib/db/schema/bookings';
import type { InvoiceParty } from '@/lib/db/schema/payments';
import type { Random } from './seed-history-random';

export type Row<T extends { $inferInsert: unknown }> = T['$inferInsert'];
export type PlannedBooking = Row<typeof tables.bookings> & {
  id: string;
  reference: string;
  startAt: Date;
  paidPence: number;
  refundedPence: number;
  refundsRecordedPence: number;
  invoicedPence: number;
};
/** A document before its number: numbers are given once all are known, in the order of issue. */
export type PlannedDocument = Row<typeof tables.invoices> & { id: string; series: 'INV' | 'CN' };
export type StudioMethod = 'cash' | 'card_terminal' | 'bank_transfer';

export type LedgerBook = {
  random: Random;
  now: Date;
  manager: { id: string; email: string };
  supplier: InvoiceParty;
  payments: Row<typeof tables.payments>[];
  documents: PlannedDocument[];
  auditEntries: Row<typeof tables.adminAuditLog>[];
};

const DAY = 86_400_000;

export class BookingLedger {
  /** The booking's invoice, once issued: what its credit notes credit. */
  private invoiceId: string | null = null;

  constructor(
    private readonly book: LedgerBook,
    readonly booking: PlannedBooking,
  ) {}

  /** What the manager did to the booking, as route() records it. */
  audit(
    at: Date,
    action: string,
    path: string,
    summary: Row<typeof tables.adminAuditLog>['summary'],
  ) {
    this.book.auditEntries.push({
      id: this.book.random.uuid(),
      at,
      actorId: this.book.manager.id,
      actorEmail: this.book.manager.email,
      action,
      method: 'POST',
      path,
      targetType: 'bookings',
      targetId: this.booking.id,
      targetLabel: this.booking.reference,
      summary,
      clientAddress: `10.20.0.${(this.book.auditEntries.length % 200) + 10}`,
    });
  }

  /** Money in: online through the provider, or recorded by the manager at the studio. Its id. */
  payIn(at: Date, amountPence: number, method: 'stripe' | StudioMethod, failed = false): string {
    const { random, manager } = this.book;
    const booking = this.booking;
    const providerRef = method === 'stripe' ? `pi_seed_${random.hex(24)}` : null;
    const id = random.uuid();
    this.book.payments.push({
      id,
      bookingId: booking.id,
      direction: 'in',
      method,
      amountPence,
      status: failed ? 'failed' : 'succeeded',
      providerRef,
      idempotencyKey: providerRef ? `stripe:${providerRef}` : `studio:seed-${id}`,
      recordedBy: method === 'stripe' ? null : manager.id,
      createdAt: at,
      settledAt: failed ? null : at,
    });
    if (failed) return id;
    const before = booking.paidPence;
    booking.paidPence += amountPence;
    if (method !== 'stripe') {
      this.audit(at, 'bookings.payment', `/api/admin/bookings/${booking.id}/payments`, {
        before: { paidPence: before, status: booking.status },
        after: { paidPence: booking.paidPence, method, status: booking.status },
        input: { amountPence, method },
      });
    }
    return id;
  }

  /**
   * Money back: through the provider against the payment `refundOf` (answered at once), or handed
   * back by the studio a few days later (owed until then).
   */
  refund(at: Date, amountPence: number, reason: string, refundOf: string | null) {
    if (amountPence <= 0) return;
    const { random, now, manager } = this.book;
    const viaProvider = refundOf !== null;
    const settled = new Date(at.getTime() + (viaProvider ? 2_000 : random.int(1, 4) * DAY));
    const done = settled < now;
    const id = random.uuid();
    this.book.payments.push({
      id,
      bookingId: this.booking.id,
      direction: 'out',
      method: viaProvider
        ? 'stripe'
        : random.pick(['bank_transfer', 'card_terminal', 'cash'] as const),
      amountPence,
      status: done ? 'succeeded' : 'owed',
      providerRef: viaProvider ? `re_seed_${random.hex(24)}` : null,
      refundOf,
      idempotencyKey: `seed-refund:${id}`,
      reason,
      recordedBy: manager.id,
      createdAt: at,
      settledAt: done ? settled : null,
    });
    this.booking.refundsRecordedPence += amountPence;
    if (done) this.booking.refundedPence += amountPence;
  }

  invoice(at: Date, lines: PriceLine[]) {
    this.invoiceId = this.issue('invoice', at, lines, null);
  }

  /** A credit note for part of the invoice; its line names the invoice once numbers are given. */
  credit(at: Date, amountPence: number, reason: string) {
    if (amountPence <= 0) return;
    const line: PriceLine = {
      kind: 'session',
      description: reason,
      quantity: '1',
      grossPence: amountPence,
    };
    this.issue('credit_note', at, [line], reason);
  }

  private issue(
    kind: 'invoice' | 'credit_note',
    at: Date,
    lines: PriceLine[],
    reason: string | null,
  ) {
    const booking = this.booking;
    const gross = lines.reduce((sum, line) => sum + line.grossPence, 0);
    const vat = vatInside(gross);
    const id = this.book.random.uuid();
    this.book.documents.push({
      series: kind === 'invoice' ? 'INV' : 'CN',
      id,
      number: '',
      kind,
      bookingId: booking.id,
      creditsInvoiceId: kind === 'credit_note' ? this.invoiceId : null,
      lines,
      grossPence: gross,
      vatPence: vat,
      netPence: gross - vat,
      vatRatePercent: VAT_RATE_PERCENT,
      supplier: this.book.supplier,
      customer: {
        name: booking.guestName,
        address: booking.billingAddress ?? '',
        email: booking.guestEmail,
      },
      suppliedAt: booking.startAt,
      issuedAt: at,
      reason,
    });
    booking.invoicedPence += kind === 'invoice' ? gross : -gross;
    return id;
  }
}

/** The London year of an instant (invoice numbers count per year). */
const londonYear = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric' });

/**
 * Numbers the documents in the order they were issued, without gaps, per series and London year,
 * after `countersFrom` (the last numbers a database gave already); each credit note's line names the
 * invoice it credits, as the app writes it. The documents and the counters to store.
 */
export function numberDocuments(
  documents: PlannedDocument[],
  countersFrom: ReadonlyMap<string, number>,
) {
  const counters = new Map(countersFrom);
  const numbers = new Map<string, string>();
  const sorted = [...documents].sort(
    (a, b) => (a.issuedAt as Date).getTime() - (b.issuedAt as Date).getTime(),
  );
  for (const document of sorted) {
    const year = Number(londonYear.format(document.issuedAt as Date));
    const last = (counters.get(`${document.series}:${year}`) ?? 0) + 1;
    counters.set(`${document.series}:${year}`, last);
    numbers.set(document.id, `${document.series}-${year}-${String(last).padStart(6, '0')}`);
  }
  const invoices = sorted.map(({ series: _series, ...document }) => ({
    ...document,
    number: numbers.get(document.id)!,
    lines: document.creditsInvoiceId
      ? document.lines.map((line) => ({
          ...line,
          description: `${line.description} (invoice ${numbers.get(document.creditsInvoiceId!)})`,
        }))
      : document.lines,
  }));
  const invoiceCounters = [...counters].map(([name, last]) => {
    const [series = '', year = ''] = name.split(':');
    return { series, year: Number(year), last };
  });
  return { invoices, invoiceCounters };
}
