// The browser's half of the user journey (no React): the last 50 entries in localStorage, and each
// one also sent to the server while the visitor allows analytics.
import { EXPERIMENT_COOKIE, parseAssignments, VISITOR_COOKIE } from '@/lib/experiments/assignment';
import { appendCapped, JOURNEY_STORAGE_KEY, type JourneyEntry } from '@/lib/experiments/journey';
import { apiRequest } from '@/lib/fetch';

let sendToServer = false;

/** Set by <JourneyRecorder> from the visitor's analytics consent. */
export function sendJourneyToServer(allowed: boolean): void {
  sendToServer = allowed;
}

function cookie(name: string): string | null {
  const match = document.cookie.match(new RegExp(`(?:^|;\\s*)${name}=([^;]*)`));
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

/** The stored journey, oldest first; anything unreadable counts as empty. */
export function readJourney(): JourneyEntry[] {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(JOURNEY_STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? (stored as JourneyEntry[]) : [];
  } catch {
    return [];
  }
}

/** Records one journey step (a page visit, or a conversion the server confirmed) with the active tests. */
export function recordJourneyStep(step: string, metadata: JourneyEntry['metadata'] = {}): void {
  const entry: JourneyEntry = {
    userId: cookie(VISITOR_COOKIE),
    step,
    metadata,
    timestamp: new Date().toISOString(),
    url: `${window.location.pathname}${window.location.search}`,
    activeTests: parseAssignments(cookie(EXPERIMENT_COOKIE) ?? undefined) as Record<string, string>,
  };
  try {
    window.localStorage.setItem(
      JOURNEY_STORAGE_KEY,
      JSON.stringify(appendCapped(readJourney(), entry)),
    );
  } catch {
    // Storage full or blocked: the journey is a nice-to-have, never a reason to fail the page.
  }
  if (sendToServer && entry.userId) {
    const { userId: _visitorFromCookie, ...body } = entry;
    apiRequest('POST', '/api/journey', body).catch(() => undefined);
  }
}
