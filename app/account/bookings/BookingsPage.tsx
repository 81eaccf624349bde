import { AccountArea } from '@/components/auth/AccountArea';
import { MyBookings } from '@/components/auth/MyBookings';
import { BookingList } from '@/components/booking/BookingList';
import { requireSignedInPage } from '@/lib/auth';
import { listBookingsForUser } from '@/lib/booking';

/** One page served at /account/bookings and /my-bookings (spec §2.3); `path` is where to come back. */
export async function BookingsPage({ path }: { path: '/account/bookings' | '/my-bookings' }) {
  const user = await requireSignedInPage(path);
  const bookings = await listBookingsForUser(user.id);
  return (
    <AccountArea current="/account/bookings" title="My Bookings">
      <MyBookings>{bookings.length > 0 && <BookingList bookings={bookings} />}</MyBookings>
    </AccountArea>
  );
}
