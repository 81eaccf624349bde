import type { Booking } from '@/lib/booking/store';
import { bookingStatusWords } from '@/lib/db/schema/enums';
import { ButtonLink } from '../../ui/Button';
import { BookingSummary } from '../BookingSummary';
import * as styles from './BookingList.css';

type BookingListProps = { bookings: Booking[]; now?: Date };

/**
 * A customer's bookings for /account/bookings and /my-bookings (from `listBookingsForUser(user.id)`):
 * upcoming ones with reschedule and cancel, then past ones. The account page shows the empty state.
 */
export function BookingList({ bookings, now = new Date() }: BookingListProps) {
  const upcoming = bookings
    .filter((booking) => booking.endAt > now && booking.status === 'active')
    .sort((a, b) => a.startAt.getTime() - b.startAt.getTime());
  const past = bookings.filter((booking) => !upcoming.includes(booking));
  return (
    <div className={styles.groups}>
      <Group title="Upcoming" bookings={upcoming} changeable emptyText="Nothing booked ahead." />
      <Group title="Past and cancelled" bookings={past} changeable={false} emptyText="None yet." />
    </div>
  );
}

function Group({
  title,
  bookings,
  changeable,
  emptyText,
}: {
  title: string;
  bookings: Booking[];
  changeable: boolean;
  emptyText: string;
}) {
  return (
    <section className={styles.group} aria-label={title}>
      <h2 className={styles.title}>{title}</h2>
      {bookings.length === 0 ? (
        <p>{emptyText}</p>
      ) : (
        <ul className={styles.list}>
          {bookings.map((booking) => (
            <li key={booking.id} className={styles.item}>
              <BookingSummary
                reference={booking.reference}
                studioName={booking.studioName}
                start={booking.startAt}
                end={booking.endAt}
                pricePence={booking.pricePence}
                status={bookingStatusWords(booking)}
              />
              <div className={styles.actions}>
                {changeable && (
                  <ButtonLink
                    href={`/booking/manage/${booking.reference}`}
                    variant="secondary"
                    size="sm"
                  >
                    Reschedule or cancel
                  </ButtonLink>
                )}
                {/* A confirmed booking has an invoice (and, once cancelled, a credit note). */}
                {booking.status !== 'pending' && booking.status !== 'expired' && (
                  <ButtonLink
                    href={`/booking/invoice/${booking.reference}`}
                    variant="ghost"
                    size="sm"
                    aria-label={`Invoices for ${booking.reference}`}
                  >
                    Invoices
                  </ButtonLink>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
