export { AchievementsButton } from './AchievementsButton';
export { AchievementsDialog } from './AchievementsDialog';
export { AchievementsPanel } from './AchievementsPanel';
export { MyAchievements } from './MyAchievements';
