import type { IncomingMessage, ServerResponse } from 'node:http';

export type StaticAssetCache = {
  serve(req: IncomingMessage, res: ServerResponse, encoding: string | null): boolean;
  learn(req: IncomingMessage, res: ServerResponse): void;
};

export function staticAssetCache(options?: { onReady?: (path: string) => void }): StaticAssetCache;
