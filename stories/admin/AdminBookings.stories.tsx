import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { AdminBookings } from '@/components/admin/AdminBookings';
import { storyBookings, storyStudios } from '../booking/fixtures';
import { storyNow } from '../support/fixtures';

// The admin bookings page for the week of the stories' "now"; each row has its cancel/no-show buttons.
const meta = {
  title: 'Back office/AdminBookings',
  component: AdminBookings,
  args: {
    bookings: storyBookings,
    filters: { view: 'list', date: '2026-12-02', from: '2026-10-01', to: '2026-12-31' },
    studios: storyStudios,
    exportHref: '/api/admin/bookings/export',
    now: storyNow,
  },
} satisfies Meta<typeof AdminBookings>;

export default meta;
type Story = StoryObj<typeof meta>;

export { Light, Dark, Mobile } from '../support/themes';
export const DayView: Story = { args: { filters: { ...meta.args.filters, view: 'day' } } };
export const WeekView: Story = { args: { filters: { ...meta.args.filters, view: 'week' } } };
export const NoBookings: Story = { args: { bookings: [] } };
