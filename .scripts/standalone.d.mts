import type { ChildProcess } from 'node:child_process';

export type RuntimeStage = {
  copies: { source: string; destination: string }[];
  env: Record<string, string>;
  command: string[];
};
export function runtimeStage(dockerfile: string): RuntimeStage;
export function assembleStandalone(target: string, dockerfile?: string): RuntimeStage;
export function startStandalone(env?: NodeJS.ProcessEnv): ChildProcess;
