export {
  ACHIEVEMENTS,
  achievementForEvent,
  achievementForPath,
  levelFor,
  type Achievement,
  type AchievementId,
} from './achievements';
export {
  dismissRecent,
  initialGamificationState,
  unlockAchievement,
  type GamificationState,
} from './state';
export {
  ACHIEVEMENTS_KEY,
  loadGamificationState,
  POINTS_KEY,
  saveGamificationState,
} from './storage';
