import type { RedisClientType } from '@redis/client';

export const COMMAND_TIMEOUT_MS: number;
export function connectRedis(
  url: string,
  options: { name: string; queueWhileDown?: boolean; log?: Pick<Console, 'warn'> },
): RedisClientType;
