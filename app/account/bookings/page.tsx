import type { Metadata } from 'next';
import { BookingsPage } from './BookingsPage';

export const metadata: Metadata = { title: 'My Bookings', robots: { index: false } };

export default function AccountBookingsPage() {
  return <BookingsPage path="/account/bookings" />;
}
