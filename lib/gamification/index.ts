export {
  ACHIEVEMENTS,
  achievementForEvent,
  achievementForPath,
  levelFor,
  levelProgress,
  type Achievement,
  type AchievementId,
  type LevelProgress,
} from './achievements';
export {
  dismissNotice,
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
