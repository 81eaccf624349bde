import type { ConfirmedEventType } from '../events/types';

// The achievements of spec §9: 9 achievements, 200 points in all.
export const ACHIEVEMENTS = [
  { id: 'welcome', title: 'Welcome', description: 'Visit the website', points: 10 },
  {
    id: 'explore_studio',
    title: 'Studio Explorer',
    description: 'Check the studio facilities',
    points: 15,
  },
  {
    id: 'check_services',
    title: 'Service Curious',
    description: 'Browse services',
    points: 15,
  },
  {
    id: 'visit_booking',
    title: 'Ready to Record',
    description: 'Visit the booking page',
    points: 20,
  },
  {
    id: 'listen_podcast',
    title: 'Podcast Listener',
    description: 'Listen to an episode',
    points: 25,
  },
  {
    id: 'complete_booking',
    title: 'Booking Pro',
    description: 'Complete a booking',
    points: 50,
  },
  {
    id: 'share_podcast',
    title: 'Podcast Promoter',
    description: 'Share an episode',
    points: 30,
  },
  {
    id: 'contact_us',
    title: "Let's Connect",
    description: 'Send a contact message',
    points: 20,
  },
  {
    id: 'chat_assistant',
    title: 'AI Conversationalist',
    description: 'Chat with the AI assistant',
    points: 15,
  },
] as const;

export type AchievementId = (typeof ACHIEVEMENTS)[number]['id'];

export interface Achievement {
  id: AchievementId;
  title: string;
  description: string;
  points: number;
  unlocked: boolean;
  /** ISO time of the unlock; only set once unlocked. */
  unlockedAt?: string;
}

export const ACHIEVEMENT_IDS = ACHIEVEMENTS.map((achievement) => achievement.id);

const LEVEL_THRESHOLDS = [50, 100, 175, 275];

/** Level 1 under 50 points, 2 under 100, 3 under 175, 4 under 275, otherwise 5. */
export function levelFor(points: number): number {
  const below = LEVEL_THRESHOLDS.findIndex((threshold) => points < threshold);
  return below === -1 ? LEVEL_THRESHOLDS.length + 1 : below + 1;
}

/** Where a points total stands within its level: top level, or how far along to the next one. */
export type LevelProgress =
  | { level: number; isTopLevel: true }
  | {
      level: number;
      isTopLevel: false;
      nextLevel: number;
      /** Points at which this level began and at which the next one begins. */
      levelStartsAt: number;
      nextLevelAt: number;
      /** Points earned within this level, out of `pointsInLevel`. */
      pointsIntoLevel: number;
      pointsInLevel: number;
      pointsToNextLevel: number;
    };

export function levelProgress(points: number): LevelProgress {
  const level = levelFor(points);
  const nextLevelAt = LEVEL_THRESHOLDS[level - 1];
  if (nextLevelAt === undefined) return { level, isTopLevel: true };
  const levelStartsAt = LEVEL_THRESHOLDS[level - 2] ?? 0;
  return {
    level,
    isTopLevel: false,
    nextLevel: level + 1,
    levelStartsAt,
    nextLevelAt,
    pointsIntoLevel: points - levelStartsAt,
    pointsInLevel: nextLevelAt - levelStartsAt,
    pointsToNextLevel: nextLevelAt - points,
  };
}

const SERVICE_PATHS = new Set([
  '/studio-services',
  '/recording-sessions',
  '/podcast-production',
  '/sound-design',
  '/distribution-assistance',
  '/consultation-services',
  '/remote-recording',
]);

/** The achievement a confirmed event earns, if any: the same events the A/B results count. */
export function achievementForEvent(type: ConfirmedEventType): AchievementId | null {
  if (type === 'booking_confirmed') return 'complete_booking';
  if (type === 'contact_stored') return 'contact_us';
  if (type === 'assistant_conversation_started') return 'chat_assistant';
  return null;
}

/** The achievement a page visit earns, if any. */
export function achievementForPath(pathname: string): AchievementId | null {
  if (pathname === '/booking') return 'visit_booking';
  if (SERVICE_PATHS.has(pathname)) return 'check_services';
  return null;
}
