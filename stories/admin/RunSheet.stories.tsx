import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { RunSheet } from '@/components/admin/RunSheet';
import type { RunSheet as RunSheetFigures } from '@/lib/dashboard/run-sheet';
import { storyBooking } from '../booking/fixtures';
import { storyNow } from '../support/fixtures';

// Wednesday 25 November 2026 at the desk: one customer in, one expected with a balance, one no-show.
const checkedIn = storyBooking({
  id: '6f1c2b9e-0000-4000-8000-000000000011',
  reference: 'LPS-RUN11111',
  startAt: new Date('2026-11-25T10:00:00Z'),
  endAt: new Date('2026-11-25T12:00:00Z'),
  paidPence: 17_000,
  checkedInAt: new Date('2026-11-25T09:52:00Z'),
  addOns: [{ id: 'engineer', name: 'Sound engineer', minutesBefore: 15, minutesAfter: 15 }],
});
const expected = storyBooking({
  id: '6f1c2b9e-0000-4000-8000-000000000012',
  reference: 'LPS-RUN22222',
  studioName: 'Voice Booth',
  guestName: 'Grace Hopper',
  guestPhone: '020 7946 0000',
  notes: 'Two guests, one joins remotely.',
  startAt: new Date('2026-11-25T14:00:00Z'),
  endAt: new Date('2026-11-25T16:00:00Z'),
});
const noShow = storyBooking({
  id: '6f1c2b9e-0000-4000-8000-000000000013',
  reference: 'LPS-RUN33333',
  guestName: 'Hedy Lamarr',
  status: 'no_show',
  startAt: new Date('2026-11-25T09:00:00Z'),
  endAt: new Date('2026-11-25T10:00:00Z'),
});

const sheet: RunSheetFigures = {
  date: '2026-11-25',
  sessions: [
    { booking: noShow, balancePence: 0, staffNotes: [] },
    { booking: checkedIn, balancePence: 0, staffNotes: [] },
    {
      booking: expected,
      balancePence: 17_000,
      staffNotes: [
        {
          id: 'note-1',
          subjectId: expected.id,
          authorEmail: 'alex@studio.example',
          body: 'Set up the second mic for the remote guest.',
          createdAt: new Date('2026-11-24T15:05:00Z'),
        },
      ],
    },
  ],
  takenTodayPence: 17_000,
  dueTodayPence: 17_000,
  occupancy: [
    { date: '2026-11-25', bookedMinutes: 300, openMinutes: 3300 },
    { date: '2026-11-26', bookedMinutes: 1200, openMinutes: 3300 },
    { date: '2026-11-27', bookedMinutes: 2900, openMinutes: 3300 },
    { date: '2026-11-28', bookedMinutes: 960, openMinutes: 2400 },
    { date: '2026-11-29', bookedMinutes: 0, openMinutes: 2400 },
    { date: '2026-11-30', bookedMinutes: 600, openMinutes: 3300 },
    { date: '2026-12-01', bookedMinutes: 0, openMinutes: 0 },
  ],
};

const meta = {
  title: 'Back office/RunSheet',
  component: RunSheet,
  args: { sheet, now: storyNow },
} satisfies Meta<typeof RunSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export { Light, Dark, Mobile } from '../support/themes';
/** A day without sessions. */
export const QuietDay: Story = {
  args: { sheet: { ...sheet, sessions: [], takenTodayPence: 0, dueTodayPence: 0 } },
};
