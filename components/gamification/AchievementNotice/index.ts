export { AchievementNotice } from './AchievementNotice';
