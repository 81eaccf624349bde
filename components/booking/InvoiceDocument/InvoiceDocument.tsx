import { invoiceRows, type Replacement } from '@/lib/booking/invoice-view';
import type { Invoice } from '@/lib/booking/invoices';
import * as styles from './InvoiceDocument.css';

export type InvoiceDocumentProps = {
  invoice: Invoice;
  credited: Invoice | null;
  /** The booking's reference, printed on the document. */
  reference: string;
  pdfHref: string;
  /** Set when a move replaced this invoice: the documents that cancelled and replaced it. */
  replaced?: Replacement;
};

/** One invoice or credit note, as the PDF shows it (the rows come from the same function). */
export function InvoiceDocument({
  invoice,
  credited,
  reference,
  pdfHref,
  replaced,
}: InvoiceDocumentProps) {
  const view = invoiceRows(invoice, credited, reference);
  return (
    <article
      id={invoice.number}
      className={styles.document}
      aria-labelledby={`${invoice.number}-title`}
    >
      <header className={styles.header}>
        <h2 id={`${invoice.number}-title`} className={styles.title}>
          {view.title} {invoice.number}
        </h2>
        <a href={pdfHref} className={styles.pdf}>
          Download PDF
        </a>
      </header>
      {replaced && (
        <p className={styles.replaced} data-testid="invoice-replaced">
          Replaced: the booking moved, so{' '}
          {replaced.creditNote ? (
            <>
              credit note <a href={`#${replaced.creditNote}`}>{replaced.creditNote}</a> cancelled
              this invoice and{' '}
            </>
          ) : null}
          invoice <a href={`#${replaced.current}`}>{replaced.current}</a> is the one to pay.
        </p>
      )}
      <dl className={styles.facts}>
        {view.facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.parties}>
        <address>
          <strong>From</strong>
          {view.supplierLines.map((line) => (
            <span key={line}>{line}</span>
          ))}
        </address>
        <address>
          <strong>To</strong>
          {view.customerLines.map((line) => (
            <span key={line}>{line}</span>
          ))}
        </address>
      </div>
      <table className={styles.table}>
        <thead>
          <tr>
            {view.header.map((cell) => (
              <th key={cell} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {view.lines.map((cells, index) => (
            <tr key={index}>
              {cells.map((cell, column) =>
                column === 0 ? (
                  <th key={column} scope="row">
                    {cell}
                  </th>
                ) : (
                  // On a phone each line stacks, and each figure says which column it is.
                  <td key={column} data-label={view.header[column]}>
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
        <tfoot>
          {view.totals.map(([label, value]) => (
            <tr key={label}>
              <th scope="row" colSpan={4}>
                {label}
              </th>
              <td>{value}</td>
            </tr>
          ))}
        </tfoot>
      </table>
      <p className={styles.footnote}>{view.footnote}</p>
    </article>
  );
}
