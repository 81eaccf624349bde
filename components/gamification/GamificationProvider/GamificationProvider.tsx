'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import {
  achievementForPath,
  dismissNotice,
  levelFor,
  unlockAchievement,
  type AchievementId,
  type GamificationState,
} from '@/lib/gamification';
import { gamificationStore } from './gamification-store';

export interface Gamification extends GamificationState {
  level: number;
  unlock(id: AchievementId): void;
  /** Done with the notice shown (the oldest due): the next one, if any, takes its place. */
  dismiss(): void;
}

const unlock = (id: AchievementId) =>
  gamificationStore.update((current) => unlockAchievement(current, id));
const dismiss = () => gamificationStore.update(dismissNotice);

/**
 * Earns the achievements of arriving (spec §4.8): welcome on the first load, and those of the
 * pages visited. It provides no context: each reader subscribes to the store itself, so an unlock
 * re-renders only the parts that show achievements, not the whole page below the provider.
 */
export function GamificationProvider({ children }: { children: ReactNode }) {
  const pathname = usePathname();

  useEffect(() => unlock('welcome'), []);

  useEffect(() => {
    const earned = pathname ? achievementForPath(pathname) : null;
    if (earned) unlock(earned);
  }, [pathname]);

  return children;
}

/** Achievements, points and level for this browser, kept in local storage. */
export function useGamification(): Gamification {
  const state = useSyncExternalStore(
    gamificationStore.subscribe,
    gamificationStore.getSnapshot,
    gamificationStore.getServerSnapshot,
  );
  return useMemo(() => ({ ...state, level: levelFor(state.points), unlock, dismiss }), [state]);
}
