import { ACHIEVEMENT_IDS, type AchievementId } from './achievements';
import { initialGamificationState, type GamificationState } from './state';

// Spec §9 storage keys.
export const ACHIEVEMENTS_KEY = 'achievements';
export const POINTS_KEY = 'points';

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

type StoredAchievement = { id: string; unlocked: boolean; unlockedAt?: string };

/**
 * The stored list, or null when it is not that shape. Checked by hand rather than with zod: this
 * runs on every public page, where zod's core alone would add 23 KB of script (#16).
 */
function parseStoredAchievements(value: unknown): StoredAchievement[] | null {
  if (!Array.isArray(value)) return null;
  const valid = value.every(
    (entry: Record<string, unknown> | null) =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof entry.id === 'string' &&
      typeof entry.unlocked === 'boolean' &&
      (entry.unlockedAt === undefined || typeof entry.unlockedAt === 'string'),
  );
  return valid ? (value as StoredAchievement[]) : null;
}

/** Reads what the browser kept; anything unreadable means a fresh start (logged, never thrown). */
export function loadGamificationState(store: KeyValueStore): GamificationState {
  const fresh = initialGamificationState();
  try {
    const rawAchievements = store.getItem(ACHIEVEMENTS_KEY);
    if (!rawAchievements) return fresh;
    const stored = parseStoredAchievements(JSON.parse(rawAchievements));
    if (!stored) throw new Error('Not a list of achievements');
    const unlocked = new Map(
      stored
        .filter((entry) => entry.unlocked && ACHIEVEMENT_IDS.includes(entry.id as AchievementId))
        .map((entry) => [entry.id, entry.unlockedAt]),
    );
    const achievements = fresh.achievements.map((achievement) =>
      unlocked.has(achievement.id)
        ? { ...achievement, unlocked: true, unlockedAt: unlocked.get(achievement.id) }
        : achievement,
    );
    // Points are derived from the unlocked achievements, so a tampered number can't disagree.
    const points = achievements.reduce((sum, a) => sum + (a.unlocked ? a.points : 0), 0);
    return { points, achievements, notices: [] };
  } catch (error) {
    console.error('Could not load achievements; starting fresh', error);
    return fresh;
  }
}

export function saveGamificationState(store: KeyValueStore, state: GamificationState): void {
  try {
    store.setItem(
      ACHIEVEMENTS_KEY,
      JSON.stringify(
        state.achievements.map(({ id, unlocked, unlockedAt }) => ({ id, unlocked, unlockedAt })),
      ),
    );
    store.setItem(POINTS_KEY, String(state.points));
  } catch (error) {
    console.error('Could not save achievements', error);
  }
}
