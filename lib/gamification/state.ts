import { ACHIEVEMENTS, type Achievement, type AchievementId } from './achievements';

export interface GamificationState {
  points: number;
  achievements: Achievement[];
  /**
   * Unlocked achievements whose notice is still due, oldest first: the first shows until it is
   * dismissed (or gives way to the next), then the next.
   */
  notices: Achievement[];
}

export function initialGamificationState(): GamificationState {
  return {
    points: 0,
    achievements: ACHIEVEMENTS.map((achievement) => ({ ...achievement, unlocked: false })),
    notices: [],
  };
}

/** Unlocks once: a second unlock of the same achievement returns the state unchanged. */
export function unlockAchievement(
  state: GamificationState,
  id: AchievementId,
  now: Date = new Date(),
): GamificationState {
  const target = state.achievements.find((achievement) => achievement.id === id);
  if (!target || target.unlocked) return state;
  const unlocked: Achievement = { ...target, unlocked: true, unlockedAt: now.toISOString() };
  return {
    points: state.points + unlocked.points,
    achievements: state.achievements.map((achievement) =>
      achievement.id === id ? unlocked : achievement,
    ),
    notices: [...state.notices, unlocked],
  };
}

/** The notice shown (the oldest due) is done with: dismissed, or giving way to the next. */
export function dismissNotice(state: GamificationState): GamificationState {
  return state.notices.length > 0 ? { ...state, notices: state.notices.slice(1) } : state;
}
