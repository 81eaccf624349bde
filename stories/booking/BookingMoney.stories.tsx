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
    balance: { label: 'Balance due at the studio', note: null },
    cancellation: {
      terms: 'Free cancellation until Mon 7 Dec, 10:00.',
      outcome: 'Cancelling now is free: nothing has been paid and nothing is owed.',
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
      terms: 'A cancellation fee of £115 applies now.',
      outcome: 'Cancelling now refunds nothing: the fee is what you paid.',
      policy:
        'Free cancellation until 48 hours before the start; after that, a fee of 50% of the price. No refund for a no-show.',
    },
  },
};
export const CancelledWithAFeeToPay: Story = {
  args: {
    balancePence: 11500,
    balance: {
      label: 'Cancellation fee to pay',
      note: 'You owe the studio £115, the cancellation fee. To pay it, call +44 20 0000 0000 or e-mail hello@studio.example: we take bank transfers, and cards or cash at the studio.',
    },
    cancellation: undefined,
  },
};
export const Dark = inDark<Story>({});
