import type { Meta } from '@storybook/nextjs-vite';
import { BookingLayout } from '@/components/booking/BookingLayout';
import { BookingList } from '@/components/booking/BookingList';
import { storyNow } from '../support/fixtures';
import { storyBookings } from './fixtures';

// The booking pages' column (/booking, /my-bookings, confirmation and manage pages).
export default {
  title: 'Booking/BookingLayout',
  component: BookingLayout,
  args: { children: <BookingList bookings={storyBookings} now={storyNow} /> },
} satisfies Meta<typeof BookingLayout>;

export { Light, Dark, Mobile } from '../support/themes';
