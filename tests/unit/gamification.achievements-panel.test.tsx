// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AchievementsPanel } from '@/components/gamification/AchievementsPanel';
import {
  ACHIEVEMENTS,
  initialGamificationState,
  unlockAchievement,
  type AchievementId,
} from '@/lib/gamification';

afterEach(cleanup);

function renderPanelWith(ids: AchievementId[], points?: number) {
  const state = ids.reduce(
    (current, id) => unlockAchievement(current, id),
    initialGamificationState(),
  );
  render(<AchievementsPanel achievements={state.achievements} points={points ?? state.points} />);
}

const item = (title: string) => {
  const listItem = screen.getByRole('heading', { name: title }).closest('li');
  if (!listItem) throw new Error(`No list item for ${title}`);
  return within(listItem);
};

describe('the achievements panel', () => {
  it('lists all nine achievements with their description and points, locked ones said to be locked', () => {
    renderPanelWith(['welcome', 'explore_studio', 'share_podcast']);
    const list = screen.getByRole('list', { name: 'All achievements' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(9);
    for (const achievement of ACHIEVEMENTS) {
      const unlocked = ['welcome', 'explore_studio', 'share_podcast'].includes(achievement.id);
      const entry = item(achievement.title);
      expect(entry.getByText(achievement.description)).toBeTruthy();
      expect(entry.getByText(`${achievement.points} points`)).toBeTruthy();
      expect(entry.getByText(unlocked ? 'Unlocked' : 'Locked')).toBeTruthy();
      expect(entry.queryByText(unlocked ? 'Locked' : 'Unlocked')).toBeNull();
    }
  });

  it('draws every icon as SVG, never as an emoji', () => {
    renderPanelWith(['welcome']);
    const list = screen.getByRole('list', { name: 'All achievements' });
    expect(list.querySelectorAll('li svg')).toHaveLength(18); // the achievement's and its state's
    expect(list.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
  });

  it('shows the total points, the level and a labelled progress bar to the next level', () => {
    renderPanelWith(['welcome', 'explore_studio', 'share_podcast']);
    expect(screen.getByText('Points').nextElementSibling?.textContent).toBe('55');
    expect(screen.getByText('Level').nextElementSibling?.textContent).toBe('2');
    expect(screen.getByText('Unlocked', { selector: 'dt' }).nextElementSibling?.textContent).toBe(
      '3 of 9',
    );
    const progress = screen.getByRole('progressbar', { name: 'Progress to level 3' });
    expect(progress.getAttribute('value')).toBe('5');
    expect(progress.getAttribute('max')).toBe('50');
    expect(progress.getAttribute('aria-valuetext')).toBe('5 of 50 points');
    expect(screen.getByText('45 more points to reach level 3 at 100 points.')).toBeTruthy();
  });

  it('says so at the top level instead of showing progress', () => {
    renderPanelWith([], 275);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByText('Level 5 is the top level, and you have reached it.')).toBeTruthy();
  });
});
