import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { WaitlistPlaces } from '@/components/booking/WaitlistPlaces';
import type { DayWaitlistEntry } from '@/lib/waitlist/store';
import { storyWaitlistEntry } from './fixtures';
import { padded } from '../support/frames';
import { inDark, onPhone } from '../support/themes';

// A signed-in customer's places on waitlists (/account/bookings): waiting, or what they were offered.
const place = (overrides: Partial<DayWaitlistEntry>) =>
  storyWaitlistEntry({
    id: '7a170000-0000-4000-8000-000000000011',
    date: '2026-12-16',
    userId: '5eed0000-0000-4000-8000-000000000009',
    createdAt: new Date('2026-12-01T10:15:00Z'),
    ...overrides,
  });

const meta = {
  title: 'Booking/WaitlistPlaces',
  component: WaitlistPlaces,
  decorators: [padded()],
  args: {
    places: [
      place({}),
      place({
        id: '7a170000-0000-4000-8000-000000000012',
        date: '2026-12-18',
        state: 'offered',
        offer: {
          reference: 'LPS-9HD3R7ZP',
          startAt: new Date('2026-12-18T10:00:00Z'),
          endAt: new Date('2026-12-18T12:00:00Z'),
          holdExpiresAt: new Date('2026-12-04T16:40:00Z'),
        },
      }),
    ],
    studios: [{ id: 'studio-podcast-setup', title: 'Professional Podcast Setup' }],
  },
} satisfies Meta<typeof WaitlistPlaces>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Places: Story = {};
export const PlacesDark = inDark(Places);
export const PlacesMobile = onPhone(Places);
