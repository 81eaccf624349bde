import Link from 'next/link';
import type { CancellationPolicy } from '@/lib/booking/cancellation-policy';
import type { ReactNode } from 'react';
import { describeInput } from '@/lib/audit/describe';
import { formatPounds } from '@/lib/booking/rules';
import type { StaffBookingView } from '@/lib/booking/staff-view';
import { bookingStatusWords } from '@/lib/db/schema/enums';
import { describeSessionTime, londonClockTime, londonDateOf } from '@/lib/time';
import { DataTable } from '../../ui/DataTable';
import { facts } from '../../ui/Facts/Facts.css';
import { BookingActions, PaymentWords } from '../AdminBookings';
import { NoteThread } from '../NoteThread';
import { CheckInButton } from '../RunSheet';
import { ReassignStaff } from './ReassignStaff';
import { ResendConfirmation } from './ResendConfirmation';
import * as styles from './StaffBooking.css';

const whenFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/London',
});
const when = (date: Date) => <time dateTime={date.toISOString()}>{whenFormat.format(date)}</time>;
const pounds = (pence: number) => formatPounds(pence, { pence: 'always' });

const methodWords: Record<string, string> = {
  stripe: 'Card online (Stripe)',
  cash: 'Cash',
  card_terminal: 'Card terminal',
  bank_transfer: 'Bank transfer',
};
const paymentStatusWords: Record<string, string> = {
  pending: 'Pending',
  owed: 'Owed by the studio',
  succeeded: 'Succeeded',
  failed: 'Failed',
};
const mailStatusWords = { queued: 'Waiting to be sent', delivered: 'Sent', failed: 'Failed' };
const experienceWords: Record<string, string> = {
  first_show: 'Planning the first episode',
  some_episodes: 'A few episodes in',
  established: 'An established show',
};

/** Label and value pairs; a missing value reads "-". */
function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className={facts}>
      {items.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value === null || value === undefined || value === '' ? '-' : value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Panel({ title, wide, children }: { title: string; wide?: boolean; children: ReactNode }) {
  const id = `panel-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section
      aria-labelledby={id}
      className={wide ? `${styles.panel} ${styles.wide}` : styles.panel}
    >
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Everything staff need about one booking, with its actions: `/admin/bookings/[reference]`. */
export function StaffBooking({
  view,
  now,
  policy,
}: {
  view: StaffBookingView;
  now: Date;
  /** The cancellation policy, so a late cancellation can keep its fee. */
  policy?: CancellationPolicy;
}) {
  const { booking, account, payments, documents, mails, audit, notes, staffing } = view;
  const consultation = booking.consultation;
  const setupAndTeardown =
    booking.blockedFrom.getTime() !== booking.startAt.getTime() ||
    booking.blockedUntil.getTime() !== booking.endAt.getTime()
      ? `${londonClockTime(booking.blockedFrom)}-${londonClockTime(booking.blockedUntil)}`
      : null;
  return (
    <div className={styles.page}>
      <div className={styles.actions}>
        {booking.status === 'active' &&
          !booking.checkedInAt &&
          londonDateOf(booking.startAt) === londonDateOf(now) && (
            <CheckInButton id={booking.id} reference={booking.reference} />
          )}
        <BookingActions booking={booking} now={now} policy={policy} />
        {booking.status === 'active' && booking.endAt > now && (
          <ResendConfirmation id={booking.id} reference={booking.reference} />
        )}
        {booking.status === 'active' && (
          <Link href={`/admin/bookings?view=day&date=${londonDateOf(booking.startAt)}`}>
            Move on the timeline
          </Link>
        )}
        <Link href={`/booking/manage/${booking.reference}`}>Move or change add-ons</Link>
        <Link href={`/admin/audit?target=bookings&targetId=${booking.id}`}>
          Full history in the audit log
        </Link>
      </div>

      <div className={styles.panels}>
        <Panel title="Session">
          <Facts
            items={[
              ['Status', bookingStatusWords(booking)],
              ['Payment', <PaymentWords key="payment" booking={booking} />],
              ['Studio', booking.studioName],
              ['When (London)', describeSessionTime(booking.startAt, booking.endAt)],
              ['Studio held (setup and teardown)', setupAndTeardown],
              ['Add-ons', booking.addOns.map((addOn) => addOn.name).join(', ')],
              ['Promo code', booking.promoCode],
              ['Pays', booking.paymentMethod === 'stripe' ? 'Online' : 'At the studio'],
              ['Booked', when(booking.createdAt)],
              ...(booking.checkedInAt
                ? ([['Checked in', when(booking.checkedInAt)]] as [string, ReactNode][])
                : []),
              ...(booking.cancelledAt
                ? ([['Cancelled', when(booking.cancelledAt)]] as [string, ReactNode][])
                : []),
            ]}
          />
        </Panel>

        {staffing && (
          <Panel title="Staff">
            <ReassignStaff
              bookingId={booking.id}
              reference={booking.reference}
              staffing={staffing}
            />
          </Panel>
        )}

        <Panel title="Customer">
          <Facts
            items={[
              ['Name', booking.guestName],
              [
                'E-mail',
                <a key="email" href={`mailto:${booking.guestEmail}`}>
                  {booking.guestEmail}
                </a>,
              ],
              [
                'Phone',
                booking.guestPhone && (
                  <a key="phone" href={`tel:${booking.guestPhone.replace(/\s+/g, '')}`}>
                    {booking.guestPhone}
                  </a>
                ),
              ],
              ['Account', account ? `${account.name} (${account.email})` : 'Booked as a guest'],
              ['Billing address', booking.billingAddress],
              ["Customer's notes", booking.notes],
            ]}
          />
        </Panel>

        <Panel title="Consultation answers">
          {consultation ? (
            <Facts
              items={[
                ['Show', consultation.podcastName],
                ['Guests', consultation.guests],
                ['Goals', consultation.goals],
                ['Experience', consultation.experience && experienceWords[consultation.experience]],
              ]}
            />
          ) : (
            <p>No consultation answers with this booking.</p>
          )}
        </Panel>

        <Panel title="Price">
          <DataTable
            caption="Price lines"
            columns={['Line', 'Amount']}
            rows={[
              ...booking.priceLines.map((line, index) => ({
                key: `line-${index}`,
                header: line.description,
                cells: [pounds(line.grossPence)],
              })),
              { key: 'total', header: 'Total', cells: [pounds(booking.pricePence)] },
              { key: 'vat', header: 'of which VAT', cells: [pounds(booking.vatPence)] },
              { key: 'paid', header: 'Paid', cells: [pounds(booking.paidPence)] },
              { key: 'refunded', header: 'Refunded', cells: [pounds(booking.refundedPence)] },
              ...(booking.cancellationFeePence > 0
                ? [
                    {
                      key: 'fee',
                      header: 'Cancellation fee kept',
                      cells: [pounds(booking.cancellationFeePence)],
                    },
                  ]
                : []),
            ]}
          />
        </Panel>

        <Panel title="Payments and refunds" wide>
          {payments.length === 0 ? (
            <p>No money has moved for this booking.</p>
          ) : (
            <DataTable
              caption="Payments and refunds, oldest first"
              columns={[
                'When (London)',
                'What',
                'Method',
                'Amount',
                'Status',
                'Recorded by',
                'Reason',
              ]}
              rows={payments.map((payment) => ({
                key: payment.id,
                header: when(payment.createdAt),
                cells: [
                  payment.direction === 'in' ? 'Payment' : 'Refund',
                  methodWords[payment.method] ?? payment.method,
                  pounds(payment.amountPence),
                  paymentStatusWords[payment.status] ?? payment.status,
                  payment.recordedBy ?? (payment.method === 'stripe' ? 'Stripe' : '-'),
                  payment.reason ?? '-',
                ],
              }))}
            />
          )}
        </Panel>

        <Panel title="Invoices and credit notes">
          {documents.length === 0 ? (
            <p>No invoice yet: one is issued when the booking is confirmed.</p>
          ) : (
            <ul className={styles.documents}>
              {documents.map((document) => (
                <li key={document.number}>
                  <Link href={document.href}>
                    {document.kind === 'invoice' ? 'Invoice' : 'Credit note'} {document.number}
                  </Link>{' '}
                  (<a href={document.pdfHref}>PDF</a>)
                </li>
              ))}
            </ul>
          )}
        </Panel>

        <Panel title="Internal notes">
          <p>Only staff see these.</p>
          <NoteThread subject="booking" subjectId={booking.id} notes={notes} />
        </Panel>

        <Panel title="E-mails sent" wide>
          {mails.length === 0 ? (
            <p>No e-mail about this booking yet.</p>
          ) : (
            <DataTable
              caption="E-mails about this booking, newest first"
              columns={['Queued (London)', 'Subject', 'Status']}
              rows={mails.map((mail) => ({
                key: mail.id,
                header: when(mail.createdAt),
                cells: [
                  mail.subject,
                  mail.status === 'delivered' && mail.deliveredAt ? (
                    <>
                      {mailStatusWords.delivered} {when(mail.deliveredAt)}
                    </>
                  ) : (
                    mailStatusWords[mail.status]
                  ),
                ],
              }))}
            />
          )}
          <p>
            <Link href="/admin/outbox">Open the outbox</Link> to read them.
          </p>
        </Panel>

        <Panel title="Audit trail" wide>
          {audit.length === 0 ? (
            <p>No admin has changed this booking.</p>
          ) : (
            <DataTable
              caption="What admins did to this booking, newest first"
              columns={['When (London)', 'Who', 'Action', 'Sent']}
              rows={audit.map((entry) => ({
                key: entry.id,
                header: when(entry.at),
                cells: [entry.actorEmail, entry.action, describeInput(entry.summary) ?? '-'],
              }))}
            />
          )}
        </Panel>
      </div>
    </div>
  );
}
