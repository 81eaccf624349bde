import { ACHIEVEMENTS, type Achievement, type AchievementId } from './achievements';

export interface GamificationState {
  points: number;
  achievements: Achievement[];
  /** The most recently unlocked achievement, shown until dismissed. */
  recent: Achievement | null;
}

export function initialGamificationState(): GamificationState {
  return {
    points: 0,
    achievements: ACHIEVEMENTS.map((achievement) => ({ ...achievement, unlocked: false })),
    recent: null,
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
    recent: unlocked,
  };
}

export function dismissRecent(state: GamificationState): GamificationState {
  return state.recent ? { ...state, recent: null } : state;
}
