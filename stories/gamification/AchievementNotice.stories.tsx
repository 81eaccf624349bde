import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AchievementNotice } from '@/components/gamification/AchievementNotice';
import { withRoom } from '../support/frames';

export default {
  title: 'Gamification/AchievementNotice',
  component: AchievementNotice,
  // Every story starts as a first-time visitor, so the Welcome achievement unlocks (the provider
  // wraps every story in .storybook/preview.tsx).
  beforeEach: () => window.localStorage.clear(),
  decorators: [withRoom('160px')],
} satisfies Meta<typeof AchievementNotice>;

export { Light, Dark, Mobile } from '../support/themes';

export const Dismissed: StoryObj = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Dismiss achievement' }));
    await expect(canvas.queryByText(/Achievement unlocked/)).toBeNull();
  },
};
