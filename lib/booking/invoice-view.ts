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

export function invoiceRows(invoice: Invoice, credited: Invoice | null) {
  const credit = invoice.kind === 'credit_note';
  const vat = vatPerLine(invoice.lines, invoice.vatPence);
  return {
    title: credit ? 'Credit note' : 'VAT invoice',
    facts: [
      [credit ? 'Credit note number' : 'Invoice number', invoice.number],
      ...(credit && credited ? [['For invoice', credited.number]] : []),
      ['Date of issue', longDate(invoice.issuedAt)],
      ['Time of supply', longDate(invoice.suppliedAt)],
      ...(invoice.supplier.vatNumber
        ? [['VAT registration number', invoice.supplier.vatNumber]]
        : []),
    ] as [string, string][],
    supplierLines: [invoice.supplier.name, ...invoice.supplier.address.split('\n')].filter(Boolean),
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
