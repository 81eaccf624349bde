import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { ServerStep } from '../steps.mjs';

export type DocumentCache = {
  serve(req: IncomingMessage, res: ServerResponse, encoding: string | null): boolean;
  store(
    req: IncomingMessage,
    encoding: string | null,
    status: number,
    headers: OutgoingHttpHeaders,
    body: Buffer,
  ): void;
  purge(): void;
  readonly size: number;
};

export function documentCache(options?: { now?: () => number }): DocumentCache;
export function documentCacheStep(): ServerStep;
