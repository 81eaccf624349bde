export { GamificationProvider, useGamification, type Gamification } from './GamificationProvider';
export { earnAchievement } from './gamification-store';
