import type { IncomingMessage } from 'node:http';
import type { ServerStep } from '../steps.mjs';

export function plainAddress(address: string | undefined | null): string;
export function trustedProxies(value?: string): (address: string) => boolean;
export function clientAddress(options: {
  socketAddress: string | undefined;
  forwardedFor?: string | string[];
  isTrusted: (address: string) => boolean;
  socketTrusted?: boolean;
}): string;
export function forwardingRewriter(options?: {
  trusted?: string;
  frontSecret?: string;
}): (req: IncomingMessage) => void;
export function clientAddressStep(env?: Record<string, string | undefined>): ServerStep;
