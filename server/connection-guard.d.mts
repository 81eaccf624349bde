import type { Server } from 'node:net';

export type ConnectionLimits = {
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
  checkingIntervalMs: number;
  maxPerAddress: number;
};

export const CONNECTION_LIMITS: ConnectionLimits;
export function serverOptions(limits?: ConnectionLimits): { connectionsCheckingInterval: number };
export function maxConnectionsPerAddress(env?: Record<string, string | undefined>): number;
export function applyTimeouts(server: import('node:http').Server, limits?: ConnectionLimits): void;
export function capConnectionsPerAddress(
  server: Server,
  options?: {
    maxPerAddress?: number;
    exempt?: (address: string) => boolean;
    log?: (message: string) => void;
  },
): void;
