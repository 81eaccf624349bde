'use client';

import { usePathname } from 'next/navigation';
import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import {
  achievementForPath,
  dismissRecent,
  levelFor,
  unlockAchievement,
  type AchievementId,
  type GamificationState,
} from '@/lib/gamification';
import { gamificationStore } from './gamification-store';

export interface Gamification extends GamificationState {
  level: number;
  unlock(id: AchievementId): void;
  dismiss(): void;
}

const GamificationContext = createContext<Gamification | null>(null);

/** Achievements, points and level for this browser (spec §4.8), kept in local storage. */
export function GamificationProvider({ children }: { children: ReactNode }) {
  const state = useSyncExternalStore(
    gamificationStore.subscribe,
    gamificationStore.getSnapshot,
    gamificationStore.getServerSnapshot,
  );
  const pathname = usePathname();

  useEffect(() => {
    gamificationStore.update((current) => unlockAchievement(current, 'welcome'));
  }, []);

  useEffect(() => {
    const earned = pathname ? achievementForPath(pathname) : null;
    if (earned) gamificationStore.update((current) => unlockAchievement(current, earned));
  }, [pathname]);

  const value = useMemo<Gamification>(
    () => ({
      ...state,
      level: levelFor(state.points),
      unlock: (id) => gamificationStore.update((current) => unlockAchievement(current, id)),
      dismiss: () => gamificationStore.update(dismissRecent),
    }),
    [state],
  );
  return <GamificationContext.Provider value={value}>{children}</GamificationContext.Provider>;
}

export function useGamification(): Gamification {
  const gamification = useContext(GamificationContext);
  if (!gamification) throw new Error('useGamification must be used within a GamificationProvider');
  return gamification;
}
