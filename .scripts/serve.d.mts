import type { IncomingMessage } from 'node:http';

export function forwardingRewriter(options?: {
  trusted?: string;
  frontSecret?: string;
}): (req: IncomingMessage) => void;
