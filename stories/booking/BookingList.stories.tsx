import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { BookingList } from '@/components/booking/BookingList';
import { storyBooking } from './fixtures';

const now = new Date('2026-11-25T12:00:00Z');

const meta = {
  title: 'Booking/BookingList',
  component: BookingList,
  args: {
    now,
    bookings: [
      storyBooking(),
      storyBooking({
        id: '6f1c2b9e-0000-4000-8000-000000000002',
        reference: 'LPS-PAST2345',
        startAt: new Date('2026-10-25T10:00:00Z'),
        endAt: new Date('2026-10-25T11:00:00Z'),
        pricePence: 8500,
      }),
      storyBooking({
        id: '6f1c2b9e-0000-4000-8000-000000000003',
        reference: 'LPS-CANC6789',
        status: 'cancelled',
        studioName: 'Voice Booth',
      }),
    ],
  },
} satisfies Meta<typeof BookingList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SeveralBookings: Story = {};
export const Dark: Story = { globals: { theme: 'dark' } };
