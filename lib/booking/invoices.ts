import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db';
import { queryRows, tables } from '../db';
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

type ReportRow = {
  month: number;
  invoices: number | string;
  credit_notes: number | string;
  net: number | string;
  vat: number | string;
  gross: number | string;
};

/**
 * Net, VAT and gross invoiced per London month (credit notes subtracted), and money refunded by the
 * month it went back: summed in SQL over the year's documents and refunds, never loaded.
 */
export async function monthlyReport(db: Database, year: number): Promise<MonthlyReport[]> {
  const from = new Date(Date.UTC(year, 0, 1)).toISOString();
  const to = new Date(Date.UTC(year + 1, 0, 1)).toISOString();
  const signed = (column: string) =>
    sql.raw(`coalesce(sum(case when kind = 'credit_note' then -${column} else ${column} end), 0)`);
  const [documents, refunds] = await Promise.all([
    queryRows<ReportRow>(
      db,
      sql`select extract(month from issued_at at time zone 'Europe/London')::int as month,
        count(*) filter (where kind <> 'credit_note') as invoices,
        count(*) filter (where kind = 'credit_note') as credit_notes,
        ${signed('net_pence')} as net, ${signed('vat_pence')} as vat, ${signed('gross_pence')} as gross
      from invoices
      where issued_at >= ${from}::timestamptz and issued_at < ${to}::timestamptz
      group by 1`,
    ),
    queryRows<{ month: number; refunded: number | string }>(
      db,
      sql`select extract(month from settled_at at time zone 'Europe/London')::int as month,
        sum(amount_pence) as refunded
      from payments
      where direction = 'out' and status = 'succeeded'
        and settled_at >= ${from}::timestamptz and settled_at < ${to}::timestamptz
      group by 1`,
    ),
  ]);
  return Array.from({ length: 12 }, (_, index): MonthlyReport => {
    const row = documents.find((document) => Number(document.month) === index + 1);
    const refunded = refunds.find((refund) => Number(refund.month) === index + 1);
    return {
      month: `${year}-${String(index + 1).padStart(2, '0')}`,
      invoices: Number(row?.invoices ?? 0),
      creditNotes: Number(row?.credit_notes ?? 0),
      netPence: Number(row?.net ?? 0),
      vatPence: Number(row?.vat ?? 0),
      grossPence: Number(row?.gross ?? 0),
      refundedPence: Number(refunded?.refunded ?? 0),
    };
  });
}

/** The London year of an instant: invoice numbers count per year. */
const londonYear = (instant: Date) =>
  Number(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric' }).format(
      instant,
    ),
  );

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
