import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { InvoiceDocument } from '@/components/booking/InvoiceDocument';
import { storyInvoices } from './fixtures';
import { inDark, onPhone } from '../support/themes';

const [first, credit, current] = [storyInvoices[0]!, storyInvoices[1]!, storyInvoices[2]!];
const replaced = { creditNote: credit.number, current: current.number };

const meta = {
  title: 'Booking/InvoiceDocument',
  component: InvoiceDocument,
  args: {
    invoice: current,
    credited: null,
    reference: 'LPS-7K3D9QXA',
    pdfHref: '/api/invoices/INV-2026-000044/pdf',
  },
} satisfies Meta<typeof InvoiceDocument>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Invoice: Story = {};
export const CreditNote: Story = { args: { invoice: credit, credited: first } };
export const ReplacedByAMove: Story = {
  args: { invoice: first, replaced },
};
/** On a 375 px phone each line stacks, so no amount is off-screen. */
export const OnAPhone = onPhone<Story>({});
export const Dark = inDark<Story>({
  args: { invoice: first, replaced: { creditNote: credit.number, current: current.number } },
});
