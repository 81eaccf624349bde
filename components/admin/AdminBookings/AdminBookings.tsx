import Link from 'next/link';
import type { ReactNode } from 'react';
import { BOOKING_STATUS_WORDS, bookingStatusWords } from '@/lib/db/schema/enums';
import type { Booking } from '@/lib/booking/store';
import { formatPounds } from '@/lib/booking/rules';
import { londonClockTime } from '@/lib/time';
import { SelectField, TextField } from '@/components/ui/Form';
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
  /** The day or week views' studio timeline (components/admin/Timeline). */
  timeline?: ReactNode;
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
export function AdminBookings({
  bookings,
  filters,
  studios,
  exportHref,
  now,
  timeline,
}: AdminBookingsProps) {
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
          Day timeline
        </Link>
        <Link
          href={`?view=week&date=${filters.date}`}
          aria-current={filters.view === 'week' ? 'page' : undefined}
        >
          Week timeline
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
        {filters.view === 'list' && (
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
        )}
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
        {filters.view === 'list' && (
          <Field label="Customer e-mail" name="email" type="email" value={filters.email ?? ''} />
        )}
      </FilterForm>

      {filters.view !== 'list' ? (
        timeline
      ) : bookings.length === 0 ? (
        <p>No bookings match.</p>
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
