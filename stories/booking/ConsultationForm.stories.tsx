import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { ConsultationForm } from '@/components/booking/ConsultationForm';

const meta = {
  title: 'Booking/ConsultationForm',
  component: ConsultationForm,
  args: { initial: null, onComplete: () => {} },
} satisfies Meta<typeof ConsultationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = {
  args: {
    initial: {
      goals: 'A weekly interview show about London startups.',
      podcastName: 'Tube Talk',
      guests: 2,
      experience: 'some_episodes',
    },
  },
};
export { Dark, Mobile } from '../support/themes';
