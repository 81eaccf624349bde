import type { PriceLine } from '@/lib/db/schema/bookings';
import { formatPounds } from '@/lib/booking/rules';
import { PriceBreakdown } from '../PriceBreakdown';
import * as fields from '../fields.css';
import * as styles from './BookingMoney.css';

export type BookingMoneyProps = {
  priceLines: PriceLine[];
  pricePence: number;
  vatPence: number;
  paidPence: number;
  refundedPence: number;
  balancePence: number;
  /** What is still to pay, and how when it cannot be paid at a session (money-view.ts). */
  balance: { label: string; note: string | null } | null;
  /** Shown for a booking that can still be cancelled: what cancelling now costs or gives back. */
  cancellation?: { terms: string; outcome: string; policy: string };
  documents: { number: string; kind: 'invoice' | 'credit_note'; href: string; pdfHref: string }[];
};

const pounds = (pence: number) => ({ pence, formatted: formatPounds(pence) });

/** A booking's price, what was paid and is due, what cancelling now means, and its invoices. */
export function BookingMoney(props: BookingMoneyProps) {
  const extra = [
    ...(props.paidPence > 0 ? [{ label: 'Paid', value: formatPounds(props.paidPence) }] : []),
    ...(props.refundedPence > 0
      ? [{ label: 'Refunded', value: formatPounds(props.refundedPence) }]
      : []),
    ...(props.balance
      ? [{ label: props.balance.label, value: formatPounds(props.balancePence) }]
      : []),
  ];
  const { cancellation, balance } = props;
  return (
    <section className={styles.money} aria-label="Price and payment">
      <PriceBreakdown
        lines={props.priceLines.map((line) => ({
          ...line,
          formatted: formatPounds(line.grossPence),
        }))}
        total={pounds(props.pricePence)}
        vat={pounds(props.vatPence)}
        extra={extra}
      />
      {balance?.note && (
        <p className={styles.owed} data-testid="balance-note">
          {balance.note}
        </p>
      )}
      {cancellation && (
        <div className={styles.policy} data-testid="cancellation-terms">
          <p className={fields.hint}>{cancellation.policy}</p>
          <p>
            {cancellation.terms} <strong>{cancellation.outcome}</strong>
          </p>
        </div>
      )}
      {props.documents.length > 0 && (
        <ul className={styles.documents} aria-label="Invoices and credit notes">
          {props.documents.map((document) => (
            <li key={document.number}>
              <a href={document.href}>
                {document.kind === 'invoice' ? 'Invoice' : 'Credit note'} {document.number}
              </a>{' '}
              (<a href={document.pdfHref}>PDF</a>)
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
