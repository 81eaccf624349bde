import type { Meta } from '@storybook/nextjs-vite';
import { MyAchievements } from '@/components/gamification/AchievementsPanel';
import { padded } from '../support/frames';

// The account page's panel for this browser's achievements: a first visit unlocks Welcome.
export default {
  title: 'Gamification/MyAchievements',
  component: MyAchievements,
  decorators: [padded()],
  beforeEach: () => window.localStorage.clear(),
} satisfies Meta<typeof MyAchievements>;

export { Light, Dark } from '../support/themes';
