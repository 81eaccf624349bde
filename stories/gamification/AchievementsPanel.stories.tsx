import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AchievementsButton, AchievementsPanel } from '@/components/gamification/AchievementsPanel';
import {
  initialGamificationState,
  unlockAchievement,
  type AchievementId,
} from '@/lib/gamification';
import { padded } from '../support/frames';
import { inDark } from '../support/themes';

function stateWith(...ids: AchievementId[]) {
  return ids.reduce(
    (state, id) => unlockAchievement(state, id, new Date('2026-11-24T10:00:00Z')),
    initialGamificationState(),
  );
}

const someUnlocked = stateWith('welcome', 'explore_studio', 'share_podcast');
const allUnlocked = stateWith(...initialGamificationState().achievements.map((a) => a.id));

const meta = {
  title: 'Gamification/AchievementsPanel',
  component: AchievementsPanel,
  args: { achievements: someUnlocked.achievements, points: someUnlocked.points },
  decorators: [padded()],
} satisfies Meta<typeof AchievementsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Welcome, Studio Explorer and Podcast Promoter unlocked: 55 points, level 2. */
export const SomeUnlocked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Progress to level 3' })).toBeVisible();
    const explorer = canvas.getByRole('heading', { name: 'Studio Explorer' }).closest('li');
    await expect(explorer).toHaveTextContent('Unlocked');
    const listener = canvas.getByRole('heading', { name: 'Podcast Listener' }).closest('li');
    await expect(listener).toHaveTextContent('Locked');
  },
};
export const SomeUnlockedDark = inDark<Story>({});

export const FirstVisit: Story = {
  args: { achievements: initialGamificationState().achievements, points: 0 },
};

export const AllUnlocked = inDark<Story>({
  args: { achievements: allUnlocked.achievements, points: allUnlocked.points },
});

/** The header's trophy button opens the panel as a dialog, for this browser's achievements. */
export const OpenedFromTheHeader: Story = {
  beforeEach: () => window.localStorage.clear(),
  render: () => <AchievementsButton />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Achievements' }));
    // The dialog's code loads on first open, so it appears a moment after the click.
    const dialog = await within(document.body).findByRole('dialog', { name: 'Your achievements' });
    await expect(dialog).toBeVisible();
    await expect(within(dialog).getByText('Welcome')).toBeVisible();
  },
};
