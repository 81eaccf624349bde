import type { Meta } from '@storybook/nextjs-vite';
import { MyBookings } from '@/components/auth/MyBookings';

// Without bookings: the empty state (with bookings it shows the list, see Account/AccountArea).
export default { title: 'Account/MyBookings', component: MyBookings } satisfies Meta<
  typeof MyBookings
>;

export { Light, Dark } from '../support/themes';
