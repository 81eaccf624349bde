import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AchievementNotice } from '@/components/gamification/AchievementNotice';

const meta = {
  title: 'Gamification/AchievementNotice',
  component: AchievementNotice,
  // Every story starts as a first-time visitor, so the Welcome achievement unlocks (the provider
  // wraps every story in .storybook/preview.tsx).
  beforeEach: () => window.localStorage.clear(),
  decorators: [
    (Story) => (
      <>
        <div style={{ minHeight: '160px' }} />
        <Story />
      </>
    ),
  ],
} satisfies Meta<typeof AchievementNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};
export const Dark: Story = { globals: { theme: 'dark' } };

export const Dismissed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Dismiss achievement' }));
    await expect(canvas.queryByText(/Achievement unlocked/)).toBeNull();
  },
};
