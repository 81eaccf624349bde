import Link from 'next/link';
import { BOOKING_STATUS_WORDS, bookingStatusWords } from '@/lib/db/schema/enums';
import type { Booking } from '@/lib/booking/store';
import { formatPounds } from '@/lib/booking/rules';
import { londonClockTime, londonDateOf } from '@/lib/time';
import { formStyles, SelectField, TextField } from '@/components/ui/Form';
import { FilterForm } from '../FilterForm';
import * as styles from './AdminBookings.css';
import { BookingActions, PaymentWords } from './booking-parts';

export type AdminBookingFilters = {
  view: 'list' | 'day' | 'week';
  date: string;
  from: string;
  to: string;
  status?: string;
  studio?: string;
  email?: string;
};

type AdminBookingsProps = {
  bookings: Booking[];
  filters: AdminBookingFilters;
  studios: { id: string; title: string }[];
  exportHref: string;
  now: Date;
};

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Europe/London',
});
const statusWords = { ...BOOKING_STATUS_WORDS, active: 'Active' } as const;

/** The back office's bookings: filters, a list, a day per studio or a week, actions and a CSV export. */
export function AdminBookings({ bookings, filters, studios, exportHref, now }: AdminBookingsProps) {
  return (
    <div className={styles.page}>
      <nav aria-label="Bookings views" className={styles.views}>
        <Link
          href={`?view=list&from=${filters.from}&to=${filters.to}`}
          aria-current={filters.view === 'list' ? 'page' : undefined}
        >
          List
        </Link>
        <Link
          href={`?view=day&date=${filters.date}`}
          aria-current={filters.view === 'day' ? 'page' : undefined}
        >
          Day
        </Link>
        <Link
          href={`?view=week&date=${filters.date}`}
          aria-current={filters.view === 'week' ? 'page' : undefined}
        >
          Week
        </Link>
        <a href={exportHref}>Export CSV</a>
        <Link href="/admin/customers">New booking for a customer</Link>
      </nav>

      <FilterForm label="Filter bookings">
        <input type="hidden" name="view" value={filters.view} />
        {filters.view !== 'list' ? (
          <Field
            label={filters.view === 'day' ? 'Day' : 'Week of'}
            name="date"
            type="date"
            value={filters.date}
          />
        ) : (
          <>
            <Field label="From" name="from" type="date" value={filters.from} />
            <Field label="To" name="to" type="date" value={filters.to} />
          </>
        )}
        <SelectField
          id="filter-status"
          label="Status"
          name="status"
          defaultValue={filters.status ?? ''}
        >
          <option value="">Any</option>
          <option value="pending">Awaiting payment</option>
          <option value="active">Active</option>
          <option value="cancelled">Cancelled</option>
          <option value="no_show">No-show</option>
          <option value="expired">Hold expired</option>
        </SelectField>
        <SelectField
          id="filter-studio"
          label="Studio"
          name="studio"
          defaultValue={filters.studio ?? ''}
        >
          <option value="">Any</option>
          {studios.map((studio) => (
            <option key={studio.id} value={studio.id}>
              {studio.title}
            </option>
          ))}
        </SelectField>
        <Field label="Customer e-mail" name="email" type="email" value={filters.email ?? ''} />
      </FilterForm>

      {bookings.length === 0 ? (
        <p>No bookings match.</p>
      ) : filters.view === 'day' ? (
        <DayView bookings={bookings} studios={studios} now={now} />
      ) : filters.view === 'week' ? (
        <WeekView bookings={bookings} now={now} />
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption data-visually-hidden="">Bookings</caption>
            <thead>
              <tr>
                <th scope="col">When (London)</th>
                <th scope="col">Studio</th>
                <th scope="col">Customer</th>
                <th scope="col">Price</th>
                <th scope="col">Payment</th>
                <th scope="col">Status</th>
                <th scope="col">Reference</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {bookings.map((booking) => (
                <tr key={booking.id}>
                  <td>
                    {dayFormat.format(booking.startAt)}, {londonClockTime(booking.startAt)}-
                    {londonClockTime(booking.endAt)}
                  </td>
                  <td>{booking.studioName}</td>
                  <td>
                    {booking.guestName}
                    <br />
                    <a href={`mailto:${booking.guestEmail}`}>{booking.guestEmail}</a>
                  </td>
                  <td>{formatPounds(booking.pricePence)}</td>
                  <td>
                    <PaymentWords booking={booking} />
                  </td>
                  <td>{bookingStatusWords(booking, statusWords)}</td>
                  <td>
                    <StaffPageLink booking={booking} />
                  </td>
                  <td>
                    <BookingActions booking={booking} now={now} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

function DayView({
  bookings,
  studios,
  now,
}: {
  bookings: Booking[];
  studios: { id: string; title: string }[];
  now: Date;
}) {
  const columns = [
    ...studios,
    ...[...new Set(bookings.map((b) => b.studioId))]
      .filter((id) => !studios.some((studio) => studio.id === id))
      .map((id) => ({ id, title: bookings.find((b) => b.studioId === id)!.studioName })),
  ];
  return (
    <div className={styles.day}>
      {columns.map((studio) => {
        const sessions = bookings.filter((booking) => booking.studioId === studio.id);
        return (
          <section key={studio.id} className={styles.dayColumn} aria-label={studio.title}>
            <h2 className={styles.dayTitle}>{studio.title}</h2>
            {sessions.length === 0 ? (
              <p className={formStyles.hint}>Free all day.</p>
            ) : (
              <ol className={styles.sessions}>
                {sessions.map((booking) => (
                  <li key={booking.id} className={styles.session} data-status={booking.status}>
                    <strong>
                      {londonClockTime(booking.startAt)}-{londonClockTime(booking.endAt)}
                    </strong>{' '}
                    {booking.guestName} · {bookingStatusWords(booking, statusWords)} ·{' '}
                    <StaffPageLink booking={booking} />
                    <BookingActions booking={booking} now={now} />
                  </li>
                ))}
              </ol>
            )}
          </section>
        );
      })}
    </div>
  );
}

function WeekView({ bookings, now }: { bookings: Booking[]; now: Date }) {
  const days = [...new Set(bookings.map((booking) => londonDateOf(booking.startAt)))].sort();
  return (
    <div className={styles.day}>
      {days.map((date) => (
        <section key={date} className={styles.dayColumn} aria-label={date}>
          <h2 className={styles.dayTitle}>{dayFormat.format(new Date(`${date}T12:00:00Z`))}</h2>
          <ol className={styles.sessions}>
            {bookings
              .filter((booking) => londonDateOf(booking.startAt) === date)
              .map((booking) => (
                <li key={booking.id} className={styles.session} data-status={booking.status}>
                  <strong>
                    {londonClockTime(booking.startAt)}-{londonClockTime(booking.endAt)}
                  </strong>{' '}
                  {booking.studioName}: {booking.guestName} ·{' '}
                  {bookingStatusWords(booking, statusWords)} · <StaffPageLink booking={booking} />
                  <BookingActions booking={booking} now={now} />
                </li>
              ))}
          </ol>
        </section>
      ))}
    </div>
  );
}

/** The booking's reference, opening the page staff see of it. */
function StaffPageLink({ booking }: { booking: Booking }) {
  return (
    <Link href={`/admin/bookings/${booking.reference}`} className={styles.mono}>
      {booking.reference}
    </Link>
  );
}

/** A filter input named like its query parameter, showing the current value. */
function Field({
  label,
  name,
  type,
  value,
}: {
  label: string;
  name: string;
  type: string;
  value: string;
}) {
  return (
    <TextField id={`filter-${name}`} label={label} name={name} type={type} defaultValue={value} />
  );
}
