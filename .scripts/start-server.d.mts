export function startServer(
  port: number,
  env?: Record<string, string>,
): Promise<{
  stop: () => Promise<void>;
  signal: (name?: NodeJS.Signals) => Promise<number | null>;
}>;
