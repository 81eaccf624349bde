import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { BookingSummary } from '@/components/booking/BookingSummary';
import { inDark } from '../support/themes';

const meta = {
  title: 'Booking/BookingSummary',
  component: BookingSummary,
  args: {
    studioName: 'Main Studio',
    // Sunday 29 March 2026, 10:00-12:00 BST: the first morning of summer time.
    start: new Date('2026-03-29T09:00:00Z'),
    end: new Date('2026-03-29T11:00:00Z'),
    pricePence: 17000,
  },
} satisfies Meta<typeof BookingSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BeforeBooking: Story = {};
export const Confirmed: Story = {
  args: {
    reference: 'LPS-7K3D9QXA',
    status: 'Confirmed',
    address: 'London Podcast Studio\n1 Example Yard\nHammersmith, London W6 0AA',
  },
};
/** A session somebody on the rota runs: the customer sees who. */
export const WithAnEngineer: Story = {
  args: {
    reference: 'LPS-7K3D9QXA',
    status: 'Confirmed',
    runBy: { words: 'Theo Brandt, Sound engineer' },
  },
};
export const PriceStillLoading: Story = { args: { pricePence: null } };
export const Dark = inDark<Story>({ args: { reference: 'LPS-7K3D9QXA', status: 'Cancelled' } });
