import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { StartTimePicker } from '@/components/booking/StartTimePicker';
import { answering, Reply } from '../support/network';
import { inDark } from '../support/themes';
import { availability, freeStarts, storyDay } from './availability';
import { controlled } from './controlled';

// The free times come from the availability API, answered in each story.
const meta = {
  title: 'Booking/StartTimePicker',
  component: StartTimePicker,
  args: {
    studioId: 'studio-main',
    date: storyDay,
    duration: 120,
    selected: null,
    onSelect: () => {},
  },
  render: controlled(StartTimePicker),
  beforeEach: availability(),
} satisfies Meta<typeof StartTimePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FreeTimes: Story = {};
export const TimeChosen: Story = { args: { selected: freeStarts[1]! } };
export const TimeChosenDark = inDark(TimeChosen);
export const NoDateYet: Story = { args: { date: null } };
export const Loading: Story = { beforeEach: availability(freeStarts, null, 600_000) };
export const NothingFree: Story = { beforeEach: availability([]) };
export const StudioClosed: Story = { beforeEach: availability([], 'Christmas Day') };
export const Failed: Story = {
  beforeEach: answering({
    '/api/bookings/availability': new Reply(503, { error: 'We could not load the free times.' }),
  }),
};
/** A longer session or an add-on's setup took the chosen start away: the picker says why. */
export const ChosenTimeNoLongerFree: Story = {
  args: {
    notice:
      '12:00 is no longer free for this length and these add-ons (their setup and teardown time included). Choose another start time.',
  },
};
