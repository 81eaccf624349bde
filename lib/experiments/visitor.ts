// Who a conversion belongs to: a random first-party visitor id (set by the head script beside the
// variants cookie) and the variants of the tests that are running. No personal data.
import { z } from 'zod';
import type { EventVariants } from '../db/schema/experiments';
import type { Attribution } from '../events';
import {
  EXPERIMENT_COOKIE,
  parseAssignments,
  VISITOR_COOKIE,
  type Assignments,
} from './assignment';
import type { ExperimentId } from './definitions';
import type { Database } from '../db';
import { loadExperimentStates, type ExperimentStates } from './state';

export { VISITOR_COOKIE };

export const visitorIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,64}$/, 'A visitor id is 16 to 64 letters, digits, - or _.');

/** One cookie's value from a Cookie header (cookies are outside input: a bad one reads as absent). */
export function cookieValue(header: string | null, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The running tests a visitor is assigned to, with the variant each one shows. */
export function runningVariants(assignments: Assignments, states: ExperimentStates): EventVariants {
  const variants: EventVariants = {};
  for (const [id, variant] of Object.entries(assignments)) {
    if (variant && states[id as ExperimentId]?.status === 'running') variants[id] = variant;
  }
  return variants;
}

/** The attribution of a request by the tests' live state (paused and rolled-out tests count nothing). */
export async function requestAttribution(db: Database, request: Request): Promise<Attribution> {
  return attributionOf(request, await loadExperimentStates(db));
}

/** The attribution of whatever this request confirms: its visitor id and running-test variants. */
export function attributionOf(request: Request, states: ExperimentStates): Attribution {
  const header = request.headers.get('cookie');
  const visitor = visitorIdSchema.safeParse(cookieValue(header, VISITOR_COOKIE));
  return {
    visitorId: visitor.success ? visitor.data : null,
    variants: runningVariants(parseAssignments(cookieValue(header, EXPERIMENT_COOKIE)), states),
  };
}
