import Link from 'next/link';
import { formatPounds } from '@/lib/booking/rules';
import type { CustomerRecord as CustomerRecordView } from '@/lib/customers';
import type { Note } from '@/lib/notes';
import { bookingStatusWords } from '@/lib/db/schema/enums';
import { londonClockTime } from '@/lib/time';
import type { BookingSlot } from '@/lib/validation/booking';
import { DataTable } from '../../ui/DataTable';
import { facts } from '../../ui/Facts/Facts.css';
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
  subscribed: 'Subscribed: confirmed from the e-mail on',
  'awaiting confirmation': 'Signed up, not confirmed yet, on',
  unsubscribed: 'Unsubscribed on',
  never: 'Never signed up',
};

/** What they agreed to and when, as staff must know it before they e-mail or call them. */
function Consent({ consent, account }: Pick<CustomerRecordView, 'consent' | 'account'>) {
  const { newsletter, contactMessages } = consent;
  const marketing = newsletter.state === 'subscribed' ? 'may be sent' : 'may not be sent';
  return (
    <section aria-labelledby="customer-consent" className={styles.section}>
      <h2 id="customer-consent" className={styles.heading}>
        Consent
      </h2>
      <dl className={facts}>
        <dt>Newsletter</dt>
        <dd>
          {newsletterWords[newsletter.state]}
          {newsletter.at && <> {day(newsletter.at)}</>}
          {newsletter.source && ` (from the ${newsletter.source} form)`}. Marketing e-mail{' '}
          {marketing}.
        </dd>
        <dt>Contact form</dt>
        <dd>
          {contactMessages.count === 0 ? (
            'Never wrote to us.'
          ) : (
            <>
              Wrote {contactMessages.count === 1 ? 'once' : `${contactMessages.count} times`},
              agreeing to the privacy notice; last on {day(contactMessages.lastAt)}.
            </>
          )}
        </dd>
        <dt>Account</dt>
        <dd>
          {account ? (
            <>
              Since {day(account.createdAt)} ({account.name}, {account.email}); address{' '}
              {account.emailVerifiedAt ? (
                <>confirmed {day(account.emailVerifiedAt)}</>
              ) : (
                'not confirmed'
              )}
              .
            </>
          ) : (
            'Books as a guest (no account).'
          )}
        </dd>
        <dt>Cookies</dt>
        <dd>Kept per browser and never linked to a person.</dd>
      </dl>
      <p>
        Booking e-mails (confirmations, reminders, receipts) go with every booking: they are part of
        it.
      </p>
    </section>
  );
}

/** One customer: their figures, every booking, their consent, staff's notes, and a way to book again. */
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
      <Consent consent={record.consent} account={account} />
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
