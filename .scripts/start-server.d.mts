export type Runtime = 'production-server' | 'next-start' | 'standalone';
export function startServer(
  port: number,
  env?: Record<string, string>,
  options?: { runtime?: Runtime },
): Promise<{
  stop: () => Promise<void>;
  signal: (name?: NodeJS.Signals) => Promise<number | null>;
}>;
