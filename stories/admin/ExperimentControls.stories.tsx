import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { ExperimentControls } from '@/components/admin/ExperimentControls';

const meta = {
  title: 'Back office/ExperimentControls',
  component: ExperimentControls,
  args: {
    id: 'heroSection',
    name: 'Hero section message',
    status: 'running',
    winner: null,
    variants: [
      { name: 'control', weight: 50 },
      { name: 'viral_focus', weight: 50 },
    ],
  },
} satisfies Meta<typeof ExperimentControls>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Running: Story = {};
export { Dark } from '../support/themes';
export const Paused: Story = { args: { status: 'paused' } };
export const RolledOut: Story = { args: { status: 'rolled_out', winner: 'viral_focus' } };
