import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { RevenueChart } from '@/components/admin/charts';
import { monthlyRevenue, weeklyRevenue } from './chart-fixtures';

const meta = {
  title: 'Back office/Charts/RevenueChart',
  component: RevenueChart,
  args: { unit: 'month', points: monthlyRevenue },
} satisfies Meta<typeof RevenueChart>;

export default meta;
type Story = StoryObj<typeof meta>;

// Light, Dark and Mobile: twelve months against the year before.
export { Light, Dark, Mobile } from '../support/themes';
/** Twelve weeks, each against the week 52 weeks before. */
export const Weekly: Story = { args: { unit: 'week', points: weeklyRevenue } };
/** A new studio: nothing taken yet. */
export const Empty: Story = {
  args: {
    points: monthlyRevenue.map((point) => ({ ...point, takenPence: 0, previousYearPence: 0 })),
  },
};
