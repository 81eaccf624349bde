import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { useState } from 'react';
import { StudioPicker } from '@/components/booking/StudioPicker';
import { storyStudios } from './fixtures';

const meta = {
  title: 'Booking/StudioPicker',
  component: StudioPicker,
  args: { studios: storyStudios, selected: 'studio-main', onSelect: () => {} },
  render: function Render(args) {
    const [selected, setSelected] = useState(args.selected);
    return <StudioPicker {...args} selected={selected} onSelect={setSelected} />;
  },
} satisfies Meta<typeof StudioPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoStudios: Story = {};
export const Dark: Story = { globals: { theme: 'dark' } };
