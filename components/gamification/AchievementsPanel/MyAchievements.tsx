'use client';

import { useGamification } from '../GamificationProvider';
import { AchievementsPanel } from './AchievementsPanel';

/** The achievements panel inline (on the account page), for what this browser has earned. */
export function MyAchievements() {
  const { achievements, points } = useGamification();
  return <AchievementsPanel achievements={achievements} points={points} />;
}
