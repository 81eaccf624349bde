import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { PriceBreakdown } from '@/components/booking/PriceBreakdown';
import { inDark } from '../support/themes';

const meta = {
  title: 'Booking/PriceBreakdown',
  component: PriceBreakdown,
  args: {
    lines: [
      {
        kind: 'session',
        description: 'Main Studio, 2 hours',
        quantity: '2 hours',
        formatted: '£170',
      },
      { kind: 'addOn', description: 'Sound engineer', quantity: '2 hours', formatted: '£60' },
      {
        kind: 'discount',
        description: 'Promo code SPRING (10% off)',
        quantity: '1',
        formatted: '-£23',
      },
    ],
    total: { pence: 20700, formatted: '£207' },
    vat: { pence: 3450, formatted: '£34.50' },
  },
} satisfies Meta<typeof PriceBreakdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithAddOnAndDiscount: Story = {};
export const DepositNow: Story = {
  args: { extra: [{ label: 'To pay now', value: '£103.50' }] },
};
export const Dark = inDark<Story>({});
