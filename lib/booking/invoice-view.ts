import type { Invoice } from './invoices';
import { vatPerLine } from './pricing';
import { formatPounds } from './rules';

// What an invoice or credit note shows, as rows of text: the printable page and the PDF both draw
// these, so the two can never disagree. The fields are those HMRC asks of a full VAT invoice.

const pounds = (pence: number) => formatPounds(pence, { pence: 'always' });

const longDate = (instant: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(instant);

/** The supplier's name, then its address without the name again (a registered address often starts with it). */
function supplierLines(supplier: Invoice['supplier']): string[] {
  const name = supplier.name.trim();
  const same = (line: string) => line.trim().toLowerCase() === name.toLowerCase();
  return [name, ...supplier.address.split('\n').filter((line) => !same(line))]
    .map((line) => line.trim())
    .filter(Boolean);
}

export function invoiceRows(invoice: Invoice, credited: Invoice | null, reference: string) {
  const credit = invoice.kind === 'credit_note';
  const vat = vatPerLine(invoice.lines, invoice.vatPence);
  return {
    title: credit ? 'Credit note' : 'VAT invoice',
    facts: [
      [credit ? 'Credit note number' : 'Invoice number', invoice.number],
      ...(credit && credited ? [['For invoice', credited.number]] : []),
      ['Booking reference', reference],
      ['Date of issue', longDate(invoice.issuedAt)],
      ['Time of supply', longDate(invoice.suppliedAt)],
      ...(invoice.supplier.vatNumber
        ? [['VAT registration number', invoice.supplier.vatNumber]]
        : []),
    ] as [string, string][],
    supplierLines: supplierLines(invoice.supplier),
    customerLines: [invoice.customer.name, invoice.customer.address, invoice.customer.email ?? '']
      .flatMap((line) => line.split('\n'))
      .filter(Boolean),
    header: ['Description', 'Quantity', 'Net', `VAT ${invoice.vatRatePercent}%`, 'Total'],
    lines: invoice.lines.map((line, index) => [
      line.description,
      line.quantity,
      pounds(line.grossPence - vat[index]!),
      pounds(vat[index]!),
      pounds(line.grossPence),
    ]),
    totals: [
      ['Total excluding VAT', pounds(invoice.netPence)],
      [`VAT at ${invoice.vatRatePercent}%`, pounds(invoice.vatPence)],
      [credit ? 'Total credited' : 'Total', pounds(invoice.grossPence)],
    ] as [string, string][],
    footnote: credit
      ? `This credit note reduces invoice ${credited?.number ?? ''} by ${formatPounds(invoice.grossPence)}, VAT included.`
      : 'Prices include VAT at the standard rate. Any discount is shown as its own line.',
  };
}

/** How an invoice a move replaced was settled: the credit note that cancelled it, the invoice now in force. */
export type Replacement = { creditNote: string | null; current: string };

/**
 * The replaced invoices of a booking's documents (in issue order): every invoice but the last was
 * credited in full when a move re-priced the booking, and the last one is the invoice in force.
 */
export function replacedInvoices(documents: readonly Invoice[]): Map<string, Replacement> {
  const invoices = documents.filter((document) => document.kind === 'invoice');
  const current = invoices.at(-1);
  const replaced = new Map<string, Replacement>();
  if (!current) return replaced;
  for (const invoice of invoices.slice(0, -1)) {
    const credits = documents.filter((document) => document.creditsInvoiceId === invoice.id);
    replaced.set(invoice.number, {
      creditNote: credits.at(-1)?.number ?? null,
      current: current.number,
    });
  }
  return replaced;
}

/** The documents as a customer reads them: the invoice in force first, then the rest, newest first. */
export function documentsForReading(documents: readonly Invoice[]): Invoice[] {
  const current = documents.filter((document) => document.kind === 'invoice').at(-1);
  return [
    ...(current ? [current] : []),
    ...documents.filter((document) => document !== current).reverse(),
  ];
}
