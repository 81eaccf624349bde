import type { IncomingMessage, ServerResponse } from 'node:http';

export type Exchange = {
  req: IncomingMessage;
  res: ServerResponse;
  encoding: 'br' | 'gzip' | null;
};
export type HeldDocument = { status: number; body: Buffer };
export type ServerStep = {
  name: string;
  request?(exchange: Exchange): boolean;
  document?(exchange: Exchange, doc: HeldDocument): void | Promise<void>;
  sent?(exchange: Exchange, doc: HeldDocument): void;
  passThrough?(exchange: Exchange): void;
};

export function encodingFor(acceptEncoding: string | string[] | undefined): 'br' | 'gzip' | null;
export function pipeline(
  steps: ServerStep[],
  handle: (req: IncomingMessage, res: ServerResponse) => unknown,
): (req: IncomingMessage, res: ServerResponse) => void;
