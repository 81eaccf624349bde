import type { Meta } from '@storybook/nextjs-vite';
import { PromoCodeChart } from '@/components/admin/charts';
import { promoCodes } from './chart-fixtures';

const meta = {
  title: 'Back office/Charts/PromoCodeChart',
  component: PromoCodeChart,
  args: { codes: promoCodes, since: '1 Dec 2025' },
} satisfies Meta<typeof PromoCodeChart>;

export default meta;

// Three codes: the money each brought beside the discount it gave.
export { Light, Dark, Mobile } from '../support/themes';
