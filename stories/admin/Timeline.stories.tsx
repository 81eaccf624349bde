import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Timeline, type TimelineEntry } from '@/components/admin/Timeline';
import type { TimelineDay } from '@/lib/booking/timeline';

// Wednesday 25 November 2026 at 11:20, two studios open 09:00-20:00.
const studios = [
  { id: 'studio-podcast', title: 'Podcast Studio' },
  { id: 'studio-video', title: 'Video Studio' },
];
const open = (date: string): TimelineDay => ({
  date,
  opensMinute: 9 * 60,
  closesMinute: 20 * 60,
  closure: null,
});
const day = '2026-11-25';

const entry = (overrides: Partial<TimelineEntry> & Pick<TimelineEntry, 'id' | 'reference'>) =>
  ({
    studioId: 'studio-podcast',
    date: day,
    startMinute: 10 * 60,
    endMinute: 12 * 60,
    beforeMinutes: 0,
    afterMinutes: 15,
    guestName: 'Ada Lovelace',
    kind: 'session',
    payment: 'Paid',
    checkedIn: false,
    staffing: null,
    ...overrides,
  }) satisfies TimelineEntry;

const theo = { id: 'staff-theo', name: 'Theo Brandt', jobTitle: 'Sound engineer' };
const priya = { id: 'staff-priya', name: 'Priya Shah', jobTitle: 'Sound and video engineer' };
const engineerTheo = { skills: ['sound' as const], person: theo, candidates: [theo, priya] };

const busyDay: TimelineEntry[] = [
  entry({ id: 'b1', reference: 'LPS-TL111111', checkedIn: true, staffing: engineerTheo }),
  entry({
    id: 'b2',
    reference: 'LPS-TL222222',
    guestName: 'Grace Hopper',
    startMinute: 13 * 60,
    endMinute: 15 * 60 + 30,
    beforeMinutes: 30,
    afterMinutes: 45,
    payment: '£170 due',
  }),
  entry({
    id: 'b3',
    reference: 'LPS-TL333333',
    studioId: 'studio-video',
    guestName: 'Hedy Lamarr',
    startMinute: 9 * 60,
    endMinute: 11 * 60,
    payment: 'Deposit paid, £85 due',
  }),
  entry({
    id: 'b4',
    reference: 'LPS-TL444444',
    studioId: 'studio-video',
    guestName: 'Katherine Johnson',
    startMinute: 16 * 60,
    endMinute: 19 * 60,
    payment: '£255 due',
  }),
];

const meta = {
  title: 'Back office/Timeline',
  component: Timeline,
  args: {
    days: [open(day)],
    studios,
    entries: busyDay,
    busy: [],
    today: day,
    nowMinute: 11 * 60 + 20,
    live: false,
  },
} satisfies Meta<typeof Timeline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Busy: Story = {};

export const Empty: Story = { args: { entries: [] } };

/** A payment hold (dashed), a no-show (struck through) and the studio's imported calendar. */
export const HoldsAndImportedBusy: Story = {
  args: {
    entries: [
      entry({
        id: 'h1',
        reference: 'LPS-TLHOLD11',
        kind: 'hold',
        payment: 'Held while paying online',
      }),
      entry({
        id: 'h2',
        reference: 'LPS-TLNOSHOW',
        kind: 'no-show',
        studioId: 'studio-video',
        guestName: 'Mary Jackson',
        startMinute: 9 * 60,
        endMinute: 10 * 60,
      }),
    ],
    busy: [{ studioId: 'studio-video', date: day, startMinute: 14 * 60, endMinute: 17 * 60 }],
  },
};

/** A closed day and shorter weekend hours in a week. */
export const WeekWithClosures: Story = {
  args: {
    days: [
      open('2026-12-21'),
      open('2026-12-22'),
      open('2026-12-23'),
      open('2026-12-24'),
      { date: '2026-12-25', opensMinute: null, closesMinute: null, closure: 'Christmas Day' },
      { date: '2026-12-26', opensMinute: 10 * 60, closesMinute: 18 * 60, closure: null },
      { date: '2026-12-27', opensMinute: 10 * 60, closesMinute: 18 * 60, closure: null },
    ],
    entries: busyDay.map((booking) => ({ ...booking, date: '2026-12-23' })),
    today: '2026-12-23',
  },
};

/** A booking being moved by keyboard: drawn where it would go, with the words of the move. */
export const Dragging: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const booking = canvas.getByTestId('timeline-entry-LPS-TL111111');
    booking.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'LPS-TL111111 to Video Studio, Wed 25 Nov, 11:00-13:00',
    );
  },
};
