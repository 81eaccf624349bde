import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { ManageBooking } from '@/components/booking/ManageBooking';
import { inDark, onPhone } from '../support/themes';
import { availability } from './availability';
import { storySettings } from './fixtures';

// Cancel or move a booking; moving loads free times from the availability API, answered here.
const meta = {
  title: 'Booking/ManageBooking',
  component: ManageBooking,
  args: {
    bookingId: '6f1c2b9e-0000-4000-8000-000000000001',
    reference: 'LPS-7K3D9QXA',
    studioId: 'studio-main',
    durationMinutes: 120,
    settings: storySettings,
    today: '2026-11-23',
    maxAdvanceDays: 180,
    token: null,
  },
  beforeEach: availability(),
} satisfies Meta<typeof ManageBooking>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Choices: Story = {};
export const ChoicesDark = inDark(Choices);
/** "Reschedule" opened: the calendar, then the free start times of the chosen day. */
export const Rescheduling: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Reschedule/ }));
    await userEvent.click(
      await canvas.findByRole('button', { name: /^Friday,? 27 November 2026$/ }),
    );
  },
};
export const ReschedulingMobile = onPhone(Rescheduling);
