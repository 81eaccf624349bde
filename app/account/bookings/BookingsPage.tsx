import { AccountArea } from '@/components/auth/AccountArea';
import { MyBookings } from '@/components/auth/MyBookings';
import { BookingList } from '@/components/booking/BookingList';
import { WaitlistPlaces } from '@/components/booking/WaitlistPlaces';
import { requireSignedInPage } from '@/lib/auth';
import { listBookingsForUser } from '@/lib/booking';
import { loadBookableStudios } from '@/lib/booking/catalog';
import { getDb } from '@/lib/db';
import { waitlistPlacesOf } from '@/lib/waitlist/store';

/** One page served at /account/bookings and /my-bookings (spec §2.3); `path` is where to come back. */
export async function BookingsPage({ path }: { path: '/account/bookings' | '/my-bookings' }) {
  const user = await requireSignedInPage(path);
  const [bookings, places, studios] = await Promise.all([
    listBookingsForUser(user.id),
    waitlistPlacesOf(await getDb(), user.id, new Date()),
    loadBookableStudios(),
  ]);
  return (
    <AccountArea current="/account/bookings" title="My Bookings">
      <MyBookings>{bookings.length > 0 && <BookingList bookings={bookings} />}</MyBookings>
      <WaitlistPlaces places={places} studios={studios.map(({ id, title }) => ({ id, title }))} />
    </AccountArea>
  );
}
