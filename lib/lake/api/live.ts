import { subscribeToCommits, tagsForChanges } from '../store';
import type { LakeContext } from './context';
import { eventStream, sse } from './listen';

/**
 * `data/live/events` (the Live Content API the Presentation tool subscribes to): a welcome, then one
 * `message` per published change carrying the cache tags it invalidates (the same tags the site's
 * reads are stored under, e.g. `content:type:page`).
 */
export function handleLiveEvents(request: Request, ctx: LakeContext): Response {
  return eventStream(request, (send) => {
    const unsubscribe = subscribeToCommits(ctx.db, (transaction) => {
      const tags = tagsForChanges(transaction.changes);
      if (tags.length) send(sse('message', { tags }, transaction.transactionId));
    });
    send(sse('welcome', {}));
    return unsubscribe;
  });
}
