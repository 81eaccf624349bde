// What the browser does once the server has confirmed an event (a booking, a message, a lead…):
// the journey step and the achievement it earns, both from the one list of confirmed events.
import type { ConfirmedEventType } from '@/lib/events/types';
import type { JourneyEntry } from '@/lib/experiments/journey';
import { achievementForEvent, unlockAchievement } from '@/lib/gamification';
import { gamificationStore } from '../gamification/GamificationProvider/gamification-store';
import { recordJourneyStep } from './journey-browser';

export function confirmedByServer(
  type: ConfirmedEventType,
  metadata: JourneyEntry['metadata'] = {},
): void {
  recordJourneyStep(type, metadata);
  const earned = achievementForEvent(type);
  if (earned) gamificationStore.update((current) => unlockAchievement(current, earned));
}
