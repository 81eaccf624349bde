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
  /** Shown for a booking that can still be cancelled: what cancelling now gives back. */
  cancellation?: {
    free: boolean;
    freeUntil: Date;
    feePence: number;
    refundPence: number;
    policy: string;
  };
  documents: { number: string; kind: 'invoice' | 'credit_note'; href: string; pdfHref: string }[];
};

const dateTime = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Europe/London',
});

const pounds = (pence: number) => ({ pence, formatted: formatPounds(pence) });

/** A booking's price, what was paid and is due, the policy's refund now, and its invoices. */
export function BookingMoney(props: BookingMoneyProps) {
  const extra = [
    ...(props.paidPence > 0 ? [{ label: 'Paid', value: formatPounds(props.paidPence) }] : []),
    ...(props.refundedPence > 0
      ? [{ label: 'Refunded', value: formatPounds(props.refundedPence) }]
      : []),
    ...(props.balancePence > 0
      ? [{ label: 'Balance due at the studio', value: formatPounds(props.balancePence) }]
      : []),
  ];
  const { cancellation } = props;
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
      {cancellation && (
        <div className={styles.policy} data-testid="cancellation-terms">
          <p className={fields.hint}>{cancellation.policy}</p>
          <p>
            {cancellation.free
              ? `Free cancellation until ${dateTime.format(cancellation.freeUntil)}. `
              : `A cancellation fee of ${formatPounds(cancellation.feePence)} applies now. `}
            <strong>Cancelling now refunds {formatPounds(cancellation.refundPence)}.</strong>
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
