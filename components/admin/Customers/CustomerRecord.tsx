import Link from 'next/link';
import { formatPounds } from '@/lib/booking/rules';
import type { CustomerRecord as CustomerRecordView } from '@/lib/customers';
import type { Note } from '@/lib/notes';
import { bookingStatusWords } from '@/lib/db/schema/enums';
import { londonClockTime } from '@/lib/time';
import type { BookingSlot } from '@/lib/validation/booking';
import { DataTable } from '../../ui/DataTable';
import { PaymentWords } from '../AdminBookings';
import { NoteThread } from '../NoteThread';
import { bookForHref } from './customer-links';
import * as styles from './Customers.css';

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Europe/London',
});
const day = (date: Date | null) =>
  date ? <time dateTime={date.toISOString()}>{dateFormat.format(date)}</time> : '-';
const pounds = (pence: number) => formatPounds(pence, { pence: 'always' });

const newsletterWords = {
  subscribed: 'Subscribed to the newsletter',
  'awaiting confirmation': 'Signed up for the newsletter, not confirmed yet',
  unsubscribed: 'Unsubscribed from the newsletter',
  never: 'Not on the newsletter',
};

/** One customer: their figures, account and newsletter state, every booking, and a way to book again. */
export function CustomerRecord({
  record,
  now,
  slot = {},
  notes,
}: {
  record: CustomerRecordView;
  now: Date;
  /** Staff's internal notes on this customer, oldest first. */
  notes: Note[];
  /** The studio and day being booked (a free time clicked on the timeline), if any. */
  slot?: BookingSlot;
}) {
  const { summary, account, bookings } = record;
  const bookHref = bookForHref(slot, summary);
  const upcoming = bookings.filter((booking) => booking.startAt >= now).reverse();
  const past = bookings.filter((booking) => booking.startAt < now);
  return (
    <div className={styles.record}>
      <p className={styles.actions}>
        <a href={`mailto:${summary.email}`}>{summary.email}</a>
        <Link href={bookHref}>Book for this customer</Link>
      </p>
      <ul className={styles.figures} aria-label="Figures">
        <li>
          <strong>{summary.bookings}</strong> bookings
        </li>
        <li>
          <strong>{pounds(summary.spendPence)}</strong> spent
        </li>
        <li>
          <strong>{pounds(summary.refundedPence)}</strong> refunded
        </li>
        <li>
          <strong>{summary.noShows}</strong> {summary.noShows === 1 ? 'no-show' : 'no-shows'}
        </li>
        <li>
          <strong>{summary.cancellations}</strong> cancelled
        </li>
        <li>Last visit: {day(summary.lastVisit)}</li>
      </ul>
      <p>
        {account ? (
          <>
            Account since {day(account.createdAt)} ({account.name}, {account.email}).{' '}
          </>
        ) : (
          'Books as a guest (no account). '
        )}
        {newsletterWords[record.newsletter]}.
      </p>
      {[
        { title: 'Upcoming', rows: upcoming },
        { title: 'Past and cancelled', rows: past },
      ].map(({ title, rows }) => (
        <section key={title} aria-label={title} className={styles.section}>
          <h2 className={styles.heading}>{title}</h2>
          {rows.length === 0 ? (
            <p>None.</p>
          ) : (
            <DataTable
              caption={`${title} bookings`}
              columns={['When (London)', 'Studio', 'Status', 'Price', 'Payment', 'Reference']}
              rows={rows.map((booking) => ({
                key: booking.id,
                header: (
                  <>
                    {day(booking.startAt)}, {londonClockTime(booking.startAt)}-
                    {londonClockTime(booking.endAt)}
                  </>
                ),
                cells: [
                  booking.studioName,
                  bookingStatusWords(booking),
                  pounds(booking.pricePence),
                  <PaymentWords key="payment" booking={booking} />,
                  <Link key="reference" href={`/admin/bookings/${booking.reference}`}>
                    {booking.reference}
                  </Link>,
                ],
              }))}
            />
          )}
        </section>
      ))}
      <section aria-labelledby="customer-notes" className={styles.section}>
        <h2 id="customer-notes" className={styles.heading}>
          Internal notes
        </h2>
        <p>Only staff see these: what to know before their next session.</p>
        <NoteThread subject="customer" subjectId={summary.key} notes={notes} />
      </section>
    </div>
  );
}
