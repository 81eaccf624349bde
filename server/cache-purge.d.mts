import type { RedisClientType } from '@redis/client';

export function purgeChannel(options: {
  publisher: RedisClientType;
  subscriber: RedisClientType;
  onPurge: (tags: string[]) => void;
  log?: Pick<Console, 'warn'>;
}): { publish(tags: string[]): Promise<boolean> };
