import {
  initialGamificationState,
  loadGamificationState,
  saveGamificationState,
  unlockAchievement,
  type AchievementId,
  type GamificationState,
} from '@/lib/gamification';

// One store per browser tab, read from local storage on first use and written on every change.
let state: GamificationState | null = null;
const listeners = new Set<() => void>();
const serverState = initialGamificationState();

function current(): GamificationState {
  state ??= loadGamificationState(window.localStorage);
  return state;
}

export const gamificationStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: current,
  getServerSnapshot: () => serverState,
  update(change: (state: GamificationState) => GamificationState) {
    const next = change(current());
    if (next === state) return;
    state = next;
    saveGamificationState(window.localStorage, next);
    listeners.forEach((listener) => listener());
  },
};

/** Unlocks an achievement from an event handler; needs no provider, so any leaf component can call it. */
export function earnAchievement(id: AchievementId): void {
  gamificationStore.update((current) => unlockAchievement(current, id));
}
