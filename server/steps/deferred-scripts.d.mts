import type { ServerStep } from '../steps.mjs';

export function deferScripts(html: string): string;
export function deferredScriptsStep(options?: { report?: (message: string) => void }): ServerStep;
