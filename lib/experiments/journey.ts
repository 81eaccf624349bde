// The user journey (spec §2.5, §3, §9): one entry per page visit or confirmed step, the last 50 kept
// in the browser; sent to the server only with analytics consent.
export const JOURNEY_STORAGE_KEY = 'userJourney';
export const JOURNEY_LIMIT = 50;
/** A page visit is recorded this long after the route change (spec §2.5). */
export const PAGE_VISIT_DELAY_MS = 100;

export type JourneyEntry = {
  userId: string | null;
  step: string;
  metadata: Record<string, string | number | boolean>;
  timestamp: string;
  url: string;
  activeTests: Record<string, string>;
};

/** Keeps the newest entries only: the journey log is capped at the last 50 (spec §9). */
export function appendCapped(journey: JourneyEntry[], entry: JourneyEntry): JourneyEntry[] {
  return [...journey, entry].slice(-JOURNEY_LIMIT);
}
