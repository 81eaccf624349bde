import type { Runtime } from './start-server.mjs';

export function startServer(
  extraEnv?: Record<string, string>,
  options?: { runtime?: Runtime },
): Promise<{ base: string; stop: () => Promise<void> }>;
export function percentile(sorted: number[], p: number): number;
export function run(
  name: string,
  options: { total: number; clients: number },
  makeRequest: (i: number) => Promise<{ status: number; arrayBuffer(): Promise<ArrayBuffer> }>,
): Promise<{
  p50: number;
  p95: number;
  statuses: Record<string, number>;
  row: Record<string, string | number>;
}>;
