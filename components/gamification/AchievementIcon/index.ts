export { AchievementIcon, type AchievementIconName } from './AchievementIcon';
