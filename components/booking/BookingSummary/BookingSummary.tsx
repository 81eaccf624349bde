import type { ReactNode } from 'react';
import { durationWords } from '@/lib/booking/availability';
import { formatPounds } from '@/lib/booking/rules';
import * as styles from './BookingSummary.css';

export type BookingSummaryProps = {
  studioName: string;
  start: Date;
  end: Date;
  /** The price charged; null while the booking page is still asking for it. */
  pricePence: number | null;
  reference?: string;
  status?: string;
  /** The room's exact address, once booked. */
  address?: string | null;
  /** Who runs the session ("Theo Brandt, Sound engineer") and their photo, when somebody on the rota does. */
  runBy?: { words: string; photo?: ReactNode } | null;
};

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/London',
});
const timeFormat = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Europe/London',
});

/** What is being booked and what it costs, in London time. */
export function BookingSummary({
  studioName,
  start,
  end,
  pricePence,
  reference,
  status,
  address,
  runBy,
}: BookingSummaryProps) {
  const minutes = (end.getTime() - start.getTime()) / 60_000;
  return (
    <dl className={styles.list} data-testid="booking-summary">
      {reference && (
        <div className={styles.row}>
          <dt>Reference</dt>
          <dd className={styles.reference}>{reference}</dd>
        </div>
      )}
      {status && (
        <div className={styles.row}>
          <dt>Status</dt>
          <dd>{status}</dd>
        </div>
      )}
      <div className={styles.row}>
        <dt>Studio</dt>
        <dd>{studioName}</dd>
      </div>
      {address && (
        <div className={styles.row}>
          <dt>Address</dt>
          <dd>
            <address className={styles.address} data-testid="studio-address">
              {address}
            </address>
          </dd>
        </div>
      )}
      <div className={styles.row}>
        <dt>Date</dt>
        <dd>{dayFormat.format(start)}</dd>
      </div>
      <div className={styles.row}>
        <dt>Time</dt>
        <dd>
          {timeFormat.format(start)}-{timeFormat.format(end)} ({durationWords(minutes)}, London
          time)
        </dd>
      </div>
      {runBy && (
        <div className={styles.row}>
          <dt>With</dt>
          <dd className={styles.person}>
            {runBy.photo}
            {runBy.words}
          </dd>
        </div>
      )}
      {pricePence !== null && (
        <div className={styles.row}>
          <dt>Price</dt>
          <dd className={styles.price}>{formatPounds(pricePence)}</dd>
        </div>
      )}
    </dl>
  );
}
