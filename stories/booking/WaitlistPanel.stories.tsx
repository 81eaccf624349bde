import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { WaitlistPanel } from '@/components/booking/WaitlistPanel';
import { answering, Reply } from '../support/network';
import { inDark, onPhone } from '../support/themes';
import { storyDay } from './availability';
import { storySettings } from './fixtures';

// The booking page's way in to a full day: a window of the day and an address for the offer.
const meta = {
  title: 'Booking/WaitlistPanel',
  component: WaitlistPanel,
  args: {
    studioId: 'studio-main',
    studioTitle: 'Main Studio',
    date: storyDay,
    duration: 120,
    settings: storySettings,
    prefill: null,
    proof: async () => ({}),
  },
} satisfies Meta<typeof WaitlistPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const SignedIn: Story = {
  args: { prefill: { name: 'Ada Lovelace', email: 'ada@example.com' } },
};
export const SignedInDark = inDark(SignedIn);
/** Joined: where they stand and what happens next, announced. */
export const Joined: Story = {
  ...SignedIn,
  beforeEach: answering({
    '/api/waitlist': new Reply(201, {
      message:
        "You're on the waitlist for Main Studio on Friday 27 November (number 2 in line). If 2 hours between 09:00 and 20:00 frees up, we'll e-mail ada@example.com an offer, held for you for 1 hour.",
      position: 2,
    }),
  }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Join the waitlist' }));
    await canvas.findByTestId('waitlist-joined');
  },
};
export const JoinedMobile = onPhone(Joined);
/** The server's field errors, under the fields they are about. */
export const Refused: Story = {
  beforeEach: answering({
    '/api/waitlist': new Reply(400, {
      error: 'Please correct the highlighted fields.',
      fieldErrors: { email: ['Please enter a valid email address'] },
    }),
  }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Join the waitlist' }));
    await canvas.findByRole('alert');
  },
};
