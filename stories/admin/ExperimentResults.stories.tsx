import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { ExperimentResults } from '@/components/admin/ExperimentResults';
import { heroResult } from './experiment-fixtures';

const meta = {
  title: 'Back office/ExperimentResults',
  component: ExperimentResults,
  args: { result: heroResult([100, 100], [49, 51]) },
} satisfies Meta<typeof ExperimentResults>;

export default meta;
type Story = StoryObj<typeof meta>;

// Light and Dark: GrowthBook's worked example, 49/100 against 51/100.
export { Light, Dark } from '../support/themes';
/** 1,000 against 1,200 visitors at 50/50: the sample-ratio warning. */
export const SampleRatioMismatch: Story = { args: { result: heroResult([1000, 1200], [80, 100]) } };
/** Too few visitors to check the split or compare: how many more each side needs. */
export const NotEnoughData: Story = { args: { result: heroResult([8, 9], [2, 0]) } };
/** Nobody has converted yet: no rate says how many visitors it takes. */
export const NoConversions: Story = { args: { result: heroResult([3, 4], [0, 0]) } };
