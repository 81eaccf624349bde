import type { Meta } from '@storybook/nextjs-vite';
import { DataTable } from '@/components/ui/DataTable';

export default {
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

export { Light, Dark } from '../support/themes';
