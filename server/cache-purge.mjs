// The purge channel of the shared cache: after an instance has revalidated tags in Redis, it
// publishes them, and every instance (itself included) drops them from what it keeps in its own
// memory: the cache's fallback for when Redis is away, and the server's document cache. Published
// only once Redis has dropped the tagged entries, so an instance that empties its document cache on
// hearing it renders the new page, never the old one again.
const CHANNEL = 'studio:revalidated-tags';

function tagsIn(message) {
  try {
    const tags = JSON.parse(message);
    return Array.isArray(tags) && tags.every((tag) => typeof tag === 'string') ? tags : null;
  } catch {
    return null;
  }
}

/**
 * Joins the channel: `onPurge(tags)` runs for every revalidation any instance publishes. The
 * subscriber must be a connection of its own (Redis's pub/sub takes it over) that queues while
 * down, so that the subscription is made once Redis is reachable and renewed after each reconnect.
 */
export function purgeChannel({ publisher, subscriber, onPurge, log = console }) {
  subscriber
    .subscribe(CHANNEL, (message) => {
      const tags = tagsIn(message);
      if (tags) onPurge(tags);
    })
    .catch((error) => log.warn(`[shared cache] purge channel not joined: ${error.message}`));
  return {
    /** Tells every instance; false when Redis is away (each keeps what it holds until it ages out). */
    async publish(tags) {
      if (!publisher.isReady) return false;
      try {
        await publisher.publish(CHANNEL, JSON.stringify(tags));
        return true;
      } catch {
        return false;
      }
    },
  };
}
