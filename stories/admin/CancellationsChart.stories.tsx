import type { Meta } from '@storybook/nextjs-vite';
import { CancellationsChart } from '@/components/admin/charts';
import { cancellations } from './chart-fixtures';

const meta = {
  title: 'Back office/Charts/CancellationsChart',
  component: CancellationsChart,
  args: { points: cancellations },
} satisfies Meta<typeof CancellationsChart>;

export default meta;

// Twelve months of cancellations beside no-shows.
export { Light, Dark, Mobile } from '../support/themes';
