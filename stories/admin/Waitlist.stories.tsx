import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { WaitlistDay } from '@/components/admin/Waitlist';
import type { DayWaitlistEntry } from '@/lib/waitlist/store';
import { storyWaitlistEntry } from '../booking/fixtures';
import { padded } from '../support/frames';
import { inDark, onPhone } from '../support/themes';

// The back office's waitlist of a day (/admin/bookings/waitlist): line order and where each stands.
const date = '2026-11-27';
const at = (clock: string) => new Date(`${date}T${clock}:00Z`);
const entries: DayWaitlistEntry[] = [
  storyWaitlistEntry({
    id: '7a170000-0000-4000-8000-000000000002',
    name: 'Grace Hopper',
    email: 'grace@example.com',
    state: 'lapsed',
    offer: {
      reference: 'LPS-7QX2M4KD',
      startAt: at('09:00'),
      endAt: at('11:00'),
      holdExpiresAt: null,
    },
  }),
  storyWaitlistEntry({
    id: '7a170000-0000-4000-8000-000000000003',
    state: 'offered',
    offer: {
      reference: 'LPS-9HD3R7ZP',
      startAt: at('09:00'),
      endAt: at('11:00'),
      holdExpiresAt: at('15:40'),
    },
  }),
  storyWaitlistEntry({
    id: '7a170000-0000-4000-8000-000000000004',
    name: 'Alan Turing',
    email: 'alan@example.com',
    fromMinute: 17 * 60,
    untilMinute: 20 * 60,
    durationMinutes: 180,
  }),
  storyWaitlistEntry({
    id: '7a170000-0000-4000-8000-000000000005',
    studioId: 'studio-greenwich-creator',
    name: 'Mary Somerville',
    email: 'mary@example.com',
    state: 'booked',
    offer: {
      reference: 'LPS-2WB8N6TC',
      startAt: at('14:00'),
      endAt: at('16:00'),
      holdExpiresAt: null,
    },
  }),
];

const meta = {
  title: 'Admin/Waitlist',
  component: WaitlistDay,
  decorators: [padded()],
  args: {
    date,
    today: date,
    entries,
    studios: [
      { id: 'studio-podcast-setup', title: 'Professional Podcast Setup' },
      { id: 'studio-greenwich-creator', title: 'Greenwich Creator Studio' },
    ],
  },
} satisfies Meta<typeof WaitlistDay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Day: Story = {};
export const DayDark = inDark(Day);
export const DayMobile = onPhone(Day);
export const NobodyWaiting: Story = { args: { entries: [], date: '2026-11-28' } };
