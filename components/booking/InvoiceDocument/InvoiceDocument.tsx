import { invoiceRows } from '@/lib/booking/invoice-view';
import type { Invoice } from '@/lib/booking/invoices';
import * as styles from './InvoiceDocument.css';

export type InvoiceDocumentProps = { invoice: Invoice; credited: Invoice | null; pdfHref: string };

/** One invoice or credit note, as the PDF shows it (the rows come from the same function). */
export function InvoiceDocument({ invoice, credited, pdfHref }: InvoiceDocumentProps) {
  const view = invoiceRows(invoice, credited);
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
      <div className={styles.scroll}>
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
                {cells.map((cell, column) => (
                  <td key={column}>{cell}</td>
                ))}
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
      </div>
      <p className={styles.footnote}>{view.footnote}</p>
    </article>
  );
}
