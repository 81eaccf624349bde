import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../db';
import { tables } from '../db';
import type { PriceLine } from '../db/schema/bookings';
import type { InvoiceParty } from '../db/schema/payments';
import type { MoneySettings } from './catalog';
import { VAT_RATE_PERCENT, vatInside } from './pricing';
import type { Booking } from './booking';

// VAT invoices and credit notes (HMRC VATREC5010): numbered without gaps per series and year, with
// the supplier's and customer's details frozen as they were when the document was issued. The
// booking's `invoicedPence` (invoices less credit notes) is set by whoever changes its price or
// status, in that same UPDATE: a second UPDATE of an active booking in the transaction would make
// PostgreSQL check its exclusion constraint again, against rivals waiting on this very transaction
// (a deadlock under a rush for one slot).

export type Invoice = typeof tables.invoices.$inferSelect;
const SERIES = { invoice: 'INV', credit_note: 'CN' } as const;

/**
 * The next number of a series in the caller's transaction. The counter row is locked until the
 * transaction ends, so concurrent issuers queue, and a rolled-back booking gives its number back.
 */
async function nextNumber(tx: Database, kind: Invoice['kind'], year: number): Promise<string> {
  const series = SERIES[kind];
  const [row] = await tx
    .insert(tables.invoiceCounters)
    .values({ series, year, last: 1 })
    .onConflictDoUpdate({
      target: [tables.invoiceCounters.series, tables.invoiceCounters.year],
      set: { last: sql`${tables.invoiceCounters.last} + 1` },
    })
    .returning({ last: tables.invoiceCounters.last });
  if (!row) throw new Error('No invoice number was given');
  return `${series}-${year}-${String(row.last).padStart(6, '0')}`;
}

function supplierOf(settings: MoneySettings): InvoiceParty {
  return {
    name: settings.supplier.name,
    address: settings.supplier.address,
    ...(settings.supplier.vatNumber ? { vatNumber: settings.supplier.vatNumber } : {}),
    ...(settings.supplier.email ? { email: settings.supplier.email } : {}),
  };
}

function totals(lines: readonly PriceLine[]) {
  const grossPence = lines.reduce((sum, line) => sum + line.grossPence, 0);
  const vatPence = vatInside(grossPence);
  return { grossPence, vatPence, netPence: grossPence - vatPence };
}

/** The booking's invoice, issued once (a second call returns the current one). */
export async function issueInvoice(
  tx: Database,
  booking: Booking,
  settings: MoneySettings,
  now: Date,
): Promise<Invoice> {
  const existing = await invoiceOfBooking(tx, booking.id);
  if (existing) return existing;
  return issueNewInvoice(tx, booking, settings, now);
}

async function issueNewInvoice(
  tx: Database,
  booking: Booking,
  settings: MoneySettings,
  now: Date,
): Promise<Invoice> {
  const [row] = await tx
    .insert(tables.invoices)
    .values({
      number: await nextNumber(tx, 'invoice', londonYear(now)),
      kind: 'invoice',
      bookingId: booking.id,
      lines: booking.priceLines,
      ...totals(booking.priceLines),
      vatRatePercent: VAT_RATE_PERCENT,
      supplier: supplierOf(settings),
      customer: {
        name: booking.guestName,
        address: booking.billingAddress ?? '',
        email: booking.guestEmail,
      },
      suppliedAt: booking.startAt,
      issuedAt: now,
    })
    .returning();
  if (!row) throw new Error('The invoice was not stored');
  return row;
}

/** A credit note for `amountPence` of the booking's invoice (a refund or a price that went down). */
export async function issueCreditNote(
  tx: Database,
  booking: Booking,
  input: { amountPence: number; reason: string; settings: MoneySettings; now: Date },
): Promise<Invoice | null> {
  const invoice = await invoiceOfBooking(tx, booking.id);
  if (!invoice || input.amountPence <= 0) return null;
  const lines: PriceLine[] = [
    {
      kind: 'session',
      description: `${input.reason} (invoice ${invoice.number})`,
      quantity: '1',
      grossPence: input.amountPence,
    },
  ];
  const [row] = await tx
    .insert(tables.invoices)
    .values({
      number: await nextNumber(tx, 'credit_note', londonYear(input.now)),
      kind: 'credit_note',
      bookingId: booking.id,
      creditsInvoiceId: invoice.id,
      lines,
      ...totals(lines),
      vatRatePercent: VAT_RATE_PERCENT,
      supplier: supplierOf(input.settings),
      customer: invoice.customer,
      suppliedAt: booking.startAt,
      issuedAt: input.now,
      reason: input.reason,
    })
    .returning();
  return row ?? null;
}

/** The booking's current invoice: the last one issued (an earlier one was credited in full). */
export async function invoiceOfBooking(db: Database, bookingId: string): Promise<Invoice | null> {
  const [row] = await db
    .select()
    .from(tables.invoices)
    .where(and(eq(tables.invoices.bookingId, bookingId), eq(tables.invoices.kind, 'invoice')))
    .orderBy(desc(tables.invoices.issuedAt), desc(tables.invoices.number))
    .limit(1);
  return row ?? null;
}

/** What credit notes have already taken off an invoice. */
async function creditedPence(tx: Database, invoiceId: string): Promise<number> {
  const [row] = await tx
    .select({ pence: sql<number>`coalesce(sum(${tables.invoices.grossPence}), 0)::int` })
    .from(tables.invoices)
    .where(eq(tables.invoices.creditsInvoiceId, invoiceId));
  return row?.pence ?? 0;
}

/**
 * A booking whose price changed (a move re-priced it): what is left of its invoice is credited and
 * a new one issued for the new price, as HMRC expects a change to an issued invoice to be made.
 * Credit the customer had been given on the old invoice (`waivedPence`) is credited on the new one.
 */
export async function reissueInvoice(
  tx: Database,
  booking: Booking,
  input: { settings: MoneySettings; now: Date; waivedPence: number },
): Promise<Invoice | null> {
  const current = await invoiceOfBooking(tx, booking.id);
  if (!current) return null;
  if (current.grossPence === booking.pricePence) return current;
  await issueCreditNote(tx, booking, {
    amountPence: current.grossPence - (await creditedPence(tx, current.id)),
    reason: 'Replaced: the session was moved',
    settings: input.settings,
    now: input.now,
  });
  const replacement = await issueNewInvoice(tx, booking, input.settings, input.now);
  await issueCreditNote(tx, booking, {
    amountPence: input.waivedPence,
    reason: 'Credit carried over from the replaced invoice',
    settings: input.settings,
    now: input.now,
  });
  return replacement;
}

/** A booking's invoice and credit notes, in the order they were issued. */
export async function documentsOfBooking(db: Database, bookingId: string): Promise<Invoice[]> {
  return db
    .select()
    .from(tables.invoices)
    .where(eq(tables.invoices.bookingId, bookingId))
    .orderBy(asc(tables.invoices.issuedAt), asc(tables.invoices.number));
}

export async function findInvoiceByNumber(db: Database, number: string): Promise<Invoice | null> {
  const [row] = await db
    .select()
    .from(tables.invoices)
    .where(eq(tables.invoices.number, number.toUpperCase()));
  return row ?? null;
}

/** The invoice a credit note credits (its `creditsInvoiceId`). */
export async function findCreditedInvoice(
  db: Database,
  creditNote: Invoice,
): Promise<Invoice | null> {
  if (!creditNote.creditsInvoiceId) return null;
  const [row] = await db
    .select()
    .from(tables.invoices)
    .where(eq(tables.invoices.id, creditNote.creditsInvoiceId));
  return row ?? null;
}

export type MonthlyReport = {
  month: string;
  invoices: number;
  creditNotes: number;
  netPence: number;
  vatPence: number;
  grossPence: number;
  refundedPence: number;
};

/** Net, VAT and gross invoiced per month (credit notes subtracted), and money refunded. */
export async function monthlyReport(db: Database, year: number): Promise<MonthlyReport[]> {
  const from = new Date(Date.UTC(year, 0, 1));
  const to = new Date(Date.UTC(year + 1, 0, 1));
  const documents = await db
    .select()
    .from(tables.invoices)
    .where(and(gte(tables.invoices.issuedAt, from), lt(tables.invoices.issuedAt, to)));
  const refunds = await db
    .select()
    .from(tables.payments)
    .where(
      and(
        eq(tables.payments.direction, 'out'),
        eq(tables.payments.status, 'succeeded'),
        gte(tables.payments.settledAt, from),
        lt(tables.payments.settledAt, to),
      ),
    );
  const months = Array.from({ length: 12 }, (_, index): MonthlyReport => ({
    month: `${year}-${String(index + 1).padStart(2, '0')}`,
    invoices: 0,
    creditNotes: 0,
    netPence: 0,
    vatPence: 0,
    grossPence: 0,
    refundedPence: 0,
  }));
  for (const document of documents) {
    const month = months[londonMonth(document.issuedAt)]!;
    const sign = document.kind === 'credit_note' ? -1 : 1;
    if (sign < 0) month.creditNotes += 1;
    else month.invoices += 1;
    month.netPence += sign * document.netPence;
    month.vatPence += sign * document.vatPence;
    month.grossPence += sign * document.grossPence;
  }
  for (const refund of refunds) {
    if (refund.settledAt)
      months[londonMonth(refund.settledAt)]!.refundedPence += refund.amountPence;
  }
  return months;
}

function londonParts(instant: Date) {
  const [year, month] = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
  })
    .format(instant)
    .split('-')
    .map(Number) as [number, number];
  return { year, month };
}

const londonYear = (instant: Date) => londonParts(instant).year;
const londonMonth = (instant: Date) => londonParts(instant).month - 1;

/** Links to a booking's documents: the printable page and the PDF, with the manage token if any. */
export function documentLinks(documents: Invoice[], reference: string, token: string | null) {
  const query = token ? `?token=${encodeURIComponent(token)}` : '';
  return documents.map((document) => ({
    number: document.number,
    kind: document.kind,
    href: `/booking/invoice/${reference}${query}#${document.number}`,
    pdfHref: `/api/invoices/${document.number}/pdf${query}`,
  }));
}
