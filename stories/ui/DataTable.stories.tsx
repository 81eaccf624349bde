import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { DataTable } from '@/components/ui/DataTable';

const meta = {
  title: 'UI/DataTable',
  component: DataTable,
  args: {
    caption: 'Variants of bookingFlow',
    columns: ['Variant', 'Share of visitors', 'Bookings made', 'Of which cancelled'],
    rows: [
      { key: 'simple', header: 'simple', cells: ['50%', 41, 3] },
      { key: 'consultation_first', header: 'consultation_first', cells: ['50%', 36, 1] },
    ],
  },
} satisfies Meta<typeof DataTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};
export const Dark: Story = { globals: { theme: 'dark' } };
