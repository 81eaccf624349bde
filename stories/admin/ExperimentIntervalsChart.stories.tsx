import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { ExperimentIntervals } from '@/components/admin/charts';
import { heroResult } from './experiment-fixtures';

const meta = {
  title: 'Back office/Charts/ExperimentIntervals',
  component: ExperimentIntervals,
  args: { result: heroResult([100, 100], [49, 51]) },
} satisfies Meta<typeof ExperimentIntervals>;

export default meta;
type Story = StoryObj<typeof meta>;

// GrowthBook's worked example, 49/100 against 51/100: an interval across 0.
export { Light, Dark, Mobile } from '../support/themes';
/** A clear winner: 1,000 visitors a side, 10% against 14%. */
export const ClearWinner: Story = { args: { result: heroResult([1000, 1000], [100, 140]) } };
/** Too few visitors: listed, drawn without an interval. */
export const NotEnoughData: Story = { args: { result: heroResult([8, 9], [2, 0]) } };
