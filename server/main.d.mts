import type { InternalRequests, ServerStep } from './steps.mjs';

export function serverSteps(options: {
  internal: InternalRequests;
  shutdown: { draining: boolean };
  env?: Record<string, string | undefined>;
}): ServerStep[];
