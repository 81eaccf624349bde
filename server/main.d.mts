import type { InternalRequests, ServerStep } from './steps.mjs';

export function serverSteps(options: {
  internal: InternalRequests;
  env?: Record<string, string | undefined>;
}): ServerStep[];
