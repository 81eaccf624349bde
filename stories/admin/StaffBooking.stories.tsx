import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { StaffBooking } from '@/components/admin/StaffBooking';
import type { StaffBookingView } from '@/lib/booking/staff-view';
import { storyBooking, storyInvoices } from '../booking/fixtures';
import { storyNow } from '../support/fixtures';

// A booking as staff see it: paid in part at the studio, with an engineer, answers, e-mails and a note.
const booking = storyBooking({
  guestPhone: '020 7946 0000',
  notes: 'One guest joins remotely.',
  consultation: {
    podcastName: 'Engines of Thought',
    guests: 2,
    goals: 'A pilot episode with a remote guest.',
    experience: 'first_show',
  },
  addOns: [
    { id: 'engineer', name: 'Sound engineer', minutesBefore: 15, minutesAfter: 15, skill: 'sound' },
  ],
  staffId: 'staff-theo',
  blockedFrom: new Date('2026-12-02T09:45:00Z'),
  pricePence: 23000,
  priceLines: storyInvoices[0]!.lines,
  vatPence: 3833,
  paidPence: 5000,
});

const theo = { id: 'staff-theo', name: 'Theo Brandt', jobTitle: 'Sound engineer' };
const priya = { id: 'staff-priya', name: 'Priya Shah', jobTitle: 'Sound and video engineer' };

const view: StaffBookingView = {
  booking,
  staffing: { skills: ['sound'], person: theo, candidates: [theo, priya] },
  account: { id: 'user-1', email: 'ada@example.com', name: 'Ada Lovelace' },
  payments: [
    {
      id: 'payment-1',
      bookingId: booking.id,
      direction: 'in',
      method: 'card_terminal',
      amountPence: 5000,
      status: 'succeeded',
      providerRef: null,
      refundOf: null,
      idempotencyKey: 'story-1',
      reason: null,
      recordedBy: 'alex@studio.example',
      createdAt: new Date('2026-11-24T15:00:00Z'),
      settledAt: new Date('2026-11-24T15:00:00Z'),
    },
  ],
  documents: [
    {
      number: 'INV-2026-000041',
      kind: 'invoice',
      href: `/booking/invoice/${booking.reference}#INV-2026-000041`,
      pdfHref: '/api/invoices/INV-2026-000041/pdf',
    },
  ],
  mails: [
    {
      id: 'mail-1',
      kind: 'booking_confirmed',
      subject: 'Your booking is confirmed: Main Studio',
      status: 'delivered',
      createdAt: new Date('2026-11-20T09:00:00Z'),
      deliveredAt: new Date('2026-11-20T09:00:05Z'),
    },
  ],
  audit: [
    {
      id: 'audit-1',
      at: new Date('2026-11-24T15:00:00Z'),
      actorEmail: 'alex@studio.example',
      action: 'bookings.payment',
      summary: { input: { amountPence: 5000, method: 'card_terminal' } },
    },
  ],
  notes: [
    {
      id: 'note-1',
      subjectId: booking.id,
      authorEmail: 'alex@studio.example',
      body: 'Set up the second mic for the remote guest.',
      createdAt: new Date('2026-11-24T15:05:00Z'),
    },
  ],
};

const meta = {
  title: 'Back office/StaffBooking',
  component: StaffBooking,
  args: { view, now: storyNow },
} satisfies Meta<typeof StaffBooking>;

export default meta;
type Story = StoryObj<typeof meta>;

export { Light, Dark, Mobile } from '../support/themes';
/** A guest's booking nothing has happened to yet. */
export const Untouched: Story = {
  args: {
    view: {
      ...view,
      booking: storyBooking({ userId: null }),
      account: null,
      payments: [],
      documents: [],
      mails: [],
      audit: [],
      notes: [],
    },
  },
};
