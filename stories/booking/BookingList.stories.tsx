import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { BookingList } from '@/components/booking/BookingList';
import { storyNow } from '../support/fixtures';
import { storyBooking, storyBookings } from './fixtures';

const meta = {
  title: 'Booking/BookingList',
  component: BookingList,
  args: {
    now: storyNow,
    bookings: storyBookings,
  },
} satisfies Meta<typeof BookingList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SeveralBookings: Story = {};
export const OneBooking: Story = { args: { bookings: [storyBooking()] } };
export { Dark, Mobile } from '../support/themes';
