import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { BookingMoney } from '@/components/booking/BookingMoney';
import { inDark } from '../support/themes';

const meta = {
  title: 'Booking/BookingMoney',
  component: BookingMoney,
  args: {
    priceLines: [
      {
        kind: 'session',
        description: 'Main Studio, 2 hours',
        quantity: '2 hours',
        grossPence: 17000,
      },
      { kind: 'addOn', description: 'Sound engineer', quantity: '2 hours', grossPence: 6000 },
    ],
    pricePence: 23000,
    vatPence: 3833,
    paidPence: 0,
    refundedPence: 0,
    balancePence: 23000,
    cancellation: {
      free: true,
      freeUntil: new Date('2026-12-07T10:00:00Z'),
      feePence: 0,
      refundPence: 0,
      policy:
        'Free cancellation until 48 hours before the start; after that, a fee of 50% of the price. No refund for a no-show.',
    },
    documents: [
      {
        number: 'INV-2026-000042',
        kind: 'invoice',
        href: '/booking/invoice/LPS-7K3D9QXA#INV-2026-000042',
        pdfHref: '/api/invoices/INV-2026-000042/pdf',
      },
    ],
  },
} satisfies Meta<typeof BookingMoney>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PayAtTheStudio: Story = {};
export const DepositPaidInsideTheFeeWindow: Story = {
  args: {
    paidPence: 11500,
    balancePence: 11500,
    cancellation: {
      free: false,
      freeUntil: new Date('2026-12-07T10:00:00Z'),
      feePence: 11500,
      refundPence: 0,
      policy:
        'Free cancellation until 48 hours before the start; after that, a fee of 50% of the price. No refund for a no-show.',
    },
  },
};
export const Dark = inDark<Story>({});
