import type { Meta } from '@storybook/nextjs-vite';
import { AchievementsDialog } from '@/components/gamification/AchievementsPanel';

// The header's achievements dialog, open, for a first-time visitor (Welcome unlocked).
export default {
  title: 'Gamification/AchievementsDialog',
  component: AchievementsDialog,
  args: { open: true, onClose: () => {} },
  beforeEach: () => window.localStorage.clear(),
} satisfies Meta<typeof AchievementsDialog>;

export { Light, Dark, Mobile } from '../support/themes';
