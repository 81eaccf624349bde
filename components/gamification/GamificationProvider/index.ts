export { GamificationProvider, useGamification, type Gamification } from './GamificationProvider';
