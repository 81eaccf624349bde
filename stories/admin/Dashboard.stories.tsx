import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { Dashboard } from '@/components/admin/Dashboard';
import type { DashboardFigures } from '@/lib/dashboard';
import { occupancy, weeklyRevenue } from './chart-fixtures';

const none = { events: 0, valuePence: 0 };

const figures: DashboardFigures = {
  today: { date: '2026-11-25', bookings: 3, revenuePence: 48_000 },
  week: { date: '2026-11-23', to: '2026-11-29', bookings: 11, revenuePence: 172_000 },
  newLeads: 4,
  leadsSince: new Date('2026-11-24T17:40:00Z'),
  openApplications: 6,
  experiments: [
    {
      id: 'heroSection',
      name: 'Hero section message',
      standing: 'Viral focus leads, 91% chance to beat the control',
    },
  ],
  pageViews7Days: 1_284,
  conversions7Days: {
    booking_confirmed: { events: 9, valuePence: 136_000 },
    consultation_submitted: { events: 2, valuePence: 0 },
    contact_stored: { events: 5, valuePence: 0 },
    get_started_submitted: { events: 3, valuePence: 0 },
    newsletter_subscribed: { events: 12, valuePence: 0 },
    assistant_conversation_started: { events: 20, valuePence: 0 },
  },
  failedDeliveries: { mail: 0, crm: 0 },
};

const meta = {
  title: 'Back office/Dashboard',
  component: Dashboard,
  args: { figures },
} satisfies Meta<typeof Dashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

export { Light, Dark, Mobile } from '../support/themes';
/** With its pictures: recent weeks' takings and the studios' occupancy heat maps. */
export const WithCharts: Story = {
  args: { charts: { weeks: weeklyRevenue.slice(-8), occupancy } },
};
/** A failed e-mail and CRM lead stand out; nothing booked, no test running. */
export const QuietDayWithFailures: Story = {
  args: {
    figures: {
      ...figures,
      today: { date: '2026-11-25', bookings: 0, revenuePence: 0 },
      newLeads: 0,
      leadsSince: null,
      experiments: [],
      conversions7Days: Object.fromEntries(
        Object.keys(figures.conversions7Days).map((type) => [type, none]),
      ) as DashboardFigures['conversions7Days'],
      failedDeliveries: { mail: 1, crm: 2 },
    },
  },
};
