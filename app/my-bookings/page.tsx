import type { Metadata } from 'next';
import { BookingsPage } from '../account/bookings/BookingsPage';

export const metadata: Metadata = { title: 'My Bookings', robots: { index: false } };

export default function MyBookingsPage() {
  return <BookingsPage path="/my-bookings" />;
}
