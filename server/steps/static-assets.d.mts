import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerStep } from '../steps.mjs';

export type StaticAssetCache = {
  serve(req: IncomingMessage, res: ServerResponse, encoding: string | null): boolean;
  learn(req: IncomingMessage, res: ServerResponse): void;
};

export function staticAssetCache(options?: { onReady?: (path: string) => void }): StaticAssetCache;
export function staticAssetsStep(): ServerStep;
