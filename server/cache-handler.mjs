// Next's cache (prerendered and revalidated pages, fetch and unstable_cache entries, their tags) in
// Redis, shared by every instance, through @fortedigital/nextjs-cache-handler. next.config.ts names
// this file as `cacheHandler` when REDIS_URL is set as the server starts; Next then loads it by
// path, outside the app's bundle, in the server's own process.
//
// - Keys start with the build's id: during a rolling restart two builds share Redis, and a page of
//   one build names script files the other does not have.
// - When Redis is away every read and write falls through to this instance's memory (the library
//   tries its handlers in order and moves on when one throws; server/redis.mjs makes that throw at
//   once), so pages keep being served; once Redis is back it is used, and refilled, again.
// - A revalidation drops the tagged entries from Redis for every instance, then is published on the
//   purge channel (server/cache-purge.mjs): each instance drops the tags from its memory and empties
//   its document cache (server/steps/document-cache.mjs).
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createMemoryHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { purgeChannel } from './cache-purge.mjs';
import { purgeDocuments } from './contract.mjs';
import { COMMAND_TIMEOUT_MS, connectRedis } from './redis.mjs';

const url = process.env.REDIS_URL;
const memory = createMemoryHandler();
const client = connectRedis(url, { name: 'cache' });
const channel = purgeChannel({
  publisher: client,
  subscriber: connectRedis(url, { name: 'purge channel', queueWhileDown: true }),
  onPurge(tags) {
    for (const tag of tags) void memory.revalidateTag(tag);
    purgeDocuments();
  },
});

CacheHandler.onCreation(({ buildId }) => ({
  handlers: [
    createRedisHandler({ client, keyPrefix: `studio:${buildId}:`, timeoutMs: COMMAND_TIMEOUT_MS }),
    memory,
  ],
}));

export default class SharedCacheHandler extends CacheHandler {
  async revalidateTag(tags) {
    await super.revalidateTag(tags);
    await channel.publish(typeof tags === 'string' ? [tags] : tags);
  }
}
