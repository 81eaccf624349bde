import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { StudioPicker } from '@/components/booking/StudioPicker';
import { controlled } from './controlled';
import { storyStudios } from './fixtures';

const meta = {
  title: 'Booking/StudioPicker',
  component: StudioPicker,
  args: { studios: storyStudios, selected: 'studio-main', onSelect: () => {} },
  render: controlled(StudioPicker),
} satisfies Meta<typeof StudioPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoStudios: Story = {};
export { Dark, Mobile } from '../support/themes';
