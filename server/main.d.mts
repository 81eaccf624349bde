import type { ServerStep } from './steps.mjs';

export function serverSteps(options: {
  port: number;
  env?: Record<string, string | undefined>;
}): ServerStep[];
