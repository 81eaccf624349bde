import Link from 'next/link';
import { formatPounds } from '@/lib/booking/rules';
import type { RunSheet as RunSheetFigures } from '@/lib/dashboard/run-sheet';
import { londonClockTime } from '@/lib/time';
import { DataTable, formatShare } from '../../ui/DataTable';
import { BookingActions, PaymentWords } from '../AdminBookings';
import { CheckInButton } from './CheckInButton';
import * as styles from './RunSheet.css';

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const dayOf = (date: string) => dayFormat.format(new Date(`${date}T12:00:00Z`));
const hours = (minutes: number) => `${Math.round((minutes / 60) * 10) / 10} h`;

/** Today's sessions in order with what the desk does for each, the day's money and the week ahead. */
export function RunSheet({ sheet, now }: { sheet: RunSheetFigures; now: Date }) {
  return (
    <section aria-labelledby="run-sheet" className={styles.sheet}>
      <h2 id="run-sheet" className={styles.heading}>
        Today&apos;s run sheet
      </h2>
      <dl className={styles.totals}>
        <div>
          <dt>Taken today</dt>
          <dd>{formatPounds(sheet.takenTodayPence, { pence: 'always' })}</dd>
        </div>
        <div>
          <dt>Due today</dt>
          <dd>{formatPounds(sheet.dueTodayPence, { pence: 'always' })}</dd>
        </div>
      </dl>
      {sheet.sessions.length === 0 ? (
        <p>No sessions today.</p>
      ) : (
        <ol className={styles.sessions} aria-label="Today's sessions">
          {sheet.sessions.map(({ booking, balancePence, staffNotes }) => (
            <li
              key={booking.id}
              className={styles.session}
              data-status={booking.status}
              data-checked-in={booking.checkedInAt ? '' : undefined}
              aria-label={`${londonClockTime(booking.startAt)} ${booking.studioName}: ${booking.guestName}`}
            >
              <p className={styles.title}>
                <strong>
                  {londonClockTime(booking.startAt)}-{londonClockTime(booking.endAt)}
                </strong>
                <span>{booking.studioName}</span>
                <Link href={`/admin/bookings/${booking.reference}`}>{booking.guestName}</Link>
              </p>
              <p className={styles.detail}>
                {booking.addOns.length > 0
                  ? booking.addOns.map((addOn) => addOn.name).join(', ')
                  : 'No add-ons'}
                {booking.guestPhone && (
                  <>
                    {' · '}
                    <a href={`tel:${booking.guestPhone.replace(/\s+/g, '')}`}>
                      {booking.guestPhone}
                    </a>
                  </>
                )}
              </p>
              {booking.notes && (
                <p className={styles.detail}>
                  <span className={styles.muted}>Customer: </span>
                  {booking.notes}
                </p>
              )}
              {staffNotes.map((note) => (
                <p key={note.id} className={styles.detail}>
                  <span className={styles.muted}>Staff: </span>
                  {note.body}
                </p>
              ))}
              <p className={styles.detail}>
                {booking.status === 'no_show'
                  ? 'No-show'
                  : booking.checkedInAt
                    ? `Checked in at ${londonClockTime(booking.checkedInAt)}`
                    : 'Not checked in yet'}
                {' · '}
                {balancePence > 0 ? (
                  `${formatPounds(balancePence, { pence: 'always' })} due`
                ) : (
                  <PaymentWords booking={booking} />
                )}
              </p>
              <div className={styles.actions}>
                {booking.status === 'active' && !booking.checkedInAt && (
                  <CheckInButton id={booking.id} reference={booking.reference} />
                )}
                <BookingActions booking={booking} now={now} />
              </div>
            </li>
          ))}
        </ol>
      )}
      <DataTable
        caption="Occupancy, the next seven days (all studios)"
        columns={['Day', 'Booked', 'Open', 'Occupancy']}
        rows={sheet.occupancy.map((day) => {
          const share = day.openMinutes > 0 ? Math.min(1, day.bookedMinutes / day.openMinutes) : 0;
          return {
            key: day.date,
            header: dayOf(day.date),
            cells: [
              hours(day.bookedMinutes),
              day.openMinutes > 0 ? hours(day.openMinutes) : 'Closed',
              <span key="share" className={styles.actions}>
                {formatShare(day.bookedMinutes, day.openMinutes)}
                <span className={styles.bar} aria-hidden="true">
                  <span className={styles.fill} style={{ width: `${share * 100}%` }} />
                </span>
              </span>,
            ],
          };
        })}
      />
    </section>
  );
}
