import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { AccountArea } from '@/components/auth/AccountArea';
import { MyBookings } from '@/components/auth/MyBookings';
import { BookingList } from '@/components/booking/BookingList';
import { storyBookings } from '../booking/fixtures';
import { storyNow } from '../support/fixtures';

// The customer area's frame, here around the bookings tab as /account/bookings shows it.
const meta = {
  title: 'Account/AccountArea',
  component: AccountArea,
  args: {
    current: '/account/bookings',
    title: 'My Bookings',
    children: (
      <MyBookings>
        <BookingList bookings={storyBookings} now={storyNow} />
      </MyBookings>
    ),
  },
} satisfies Meta<typeof AccountArea>;

export default meta;

export { Light, Dark, Mobile } from '../support/themes';
/** No bookings yet: the empty state with its call to book. */
export const NoBookings: StoryObj<typeof meta> = { args: { children: <MyBookings /> } };
