import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { BookingFlow } from '@/components/booking/BookingFlow';
import { storyChallenge } from '../support/fixtures';
import { answering } from '../support/network';
import { storySettings, storyStudios } from './fixtures';

const meta = {
  title: 'Booking/BookingFlow',
  component: BookingFlow,
  // The signed-out flow's browser check (components/ui/ProofOfWork) asks for a challenge.
  beforeEach: answering({ '/api/challenge': storyChallenge }),
  args: {
    studios: storyStudios,
    settings: storySettings,
    variant: 'simple',
    today: '2026-11-23',
    prefill: null,
  },
} satisfies Meta<typeof BookingFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Simple: Story = {};
export const ConsultationFirst: Story = { args: { variant: 'consultation_first' } };
export const SignedIn: Story = {
  args: { prefill: { name: 'Ada Lovelace', email: 'ada@example.com' } },
};
export const NoStudios: Story = { args: { studios: [] } };
export { Dark, Mobile } from '../support/themes';
