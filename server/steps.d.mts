import type { IncomingMessage, ServerResponse } from 'node:http';

export type Exchange = {
  req: IncomingMessage;
  res: ServerResponse;
  encoding: 'br' | 'gzip' | null;
};
export type HeldDocument = {
  status: number;
  body: Buffer;
  scriptSources: string[];
};
export type InternalRequests = {
  isInternal(req: IncomingMessage): boolean;
  fetch(path: string): Promise<Response>;
};
export function internalRequests(port: number): InternalRequests;
export type ServerStep = {
  name: string;
  request?(exchange: Exchange): boolean;
  document?(exchange: Exchange, doc: HeldDocument): void | Promise<void>;
  sent?(exchange: Exchange, doc: HeldDocument): void;
  passThrough?(exchange: Exchange, status: number): void;
};

export function encodingFor(acceptEncoding: string | string[] | undefined): 'br' | 'gzip' | null;
export function pipeline(
  steps: ServerStep[],
  handle: (req: IncomingMessage, res: ServerResponse) => unknown,
  internal?: InternalRequests,
): (req: IncomingMessage, res: ServerResponse) => void;
