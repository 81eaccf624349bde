import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { StudioCalendars } from '@/components/admin/CalendarFeeds';
import type { CalendarImportState } from '@/lib/calendar/import';
import { padded } from '../support/frames';

const imported: CalendarImportState = {
  studioId: 'studio-one',
  host: 'calendar.google.com',
  fetchedAt: new Date('2026-06-08T08:45:00Z'),
  busyCount: 14,
  lastError: null,
  lastErrorAt: null,
};

const meta = {
  title: 'Back office/CalendarFeeds',
  component: StudioCalendars,
  decorators: [padded()],
  args: {
    studio: { id: 'studio-one', title: 'Studio One' },
    feedIssuedAt: new Date('2026-06-01T09:30:00Z'),
    imported,
  },
} satisfies Meta<typeof StudioCalendars>;

export default meta;
type Story = StoryObj<typeof meta>;

export { Light, Dark, Mobile } from '../support/themes';

/** Nothing set up yet. */
export const NotSetUp: Story = { args: { feedIssuedAt: null, imported: null } };

/** The last fetch failed: the busy times of the one before stay in use, and the error says why. */
export const ImportFailing: Story = {
  args: {
    imported: {
      ...imported,
      lastError: 'The calendar server answered 404 instead of the calendar.',
      lastErrorAt: new Date('2026-06-08T09:00:00Z'),
    },
  },
};
