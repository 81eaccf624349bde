import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { OccupancyHeatMap } from '@/components/admin/charts';
import { occupancy } from './chart-fixtures';

const meta = {
  title: 'Back office/Charts/OccupancyHeatMap',
  component: OccupancyHeatMap,
  args: { report: occupancy },
} satisfies Meta<typeof OccupancyHeatMap>;

export default meta;
type Story = StoryObj<typeof meta>;

// Two studios over eight weeks: evenings full, weekend mornings closed.
export { Light, Dark, Mobile } from '../support/themes';
/** No opening hours at all in the weeks shown. */
export const Closed: Story = { args: { report: { ...occupancy, hours: [], studios: [] } } };
