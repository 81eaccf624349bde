import { randomBytes } from 'node:crypto';
import { onDrain } from '@/server/contract.mjs';
import {
  documentMatches,
  isPublishedId,
  subscribeToCommits,
  type CommittedTransaction,
} from '../store';
import type { LakeContext } from './context';
import { lakeError } from './errors';
import { queryInputFromSearch } from './query-input';
import { claimStreamPlace } from './stream-limits';

const KEEPALIVE_MS = 25_000;
const MAX_ANONYMOUS_LISTEN_QUERY_CHARS = 2_000;
// How soon a stream ended by a shutdown asks its client to reconnect (to another instance).
const RECONNECT_MS = 1_000;

// The streams open in this module copy, each ended with a reconnect hint when the instance drains.
const openStreams = new Set<() => void>();
onDrain(() => {
  for (const end of openStreams) end();
});

export function sse(event: string, data: unknown, id?: string): string {
  return `${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * A Server-Sent-Events response: `open` starts sending and returns what stops it, which runs when
 * the client goes away (`request.signal`). A comment every 25 s keeps proxies from closing it.
 * An anonymous caller gets 429 past its address's share of streams (./stream-limits.ts). When the
 * instance shuts down the stream ends with `retry:`, and the client's EventSource reconnects.
 */
export function eventStream(
  request: Request,
  open: (send: (text: string) => void) => () => void,
  { anonymous = true }: { anonymous?: boolean } = {},
): Response {
  // Anonymous streams are counted per address (admins' Studio tabs are not).
  const place = anonymous ? claimStreamPlace(request) : () => {};
  if (place instanceof Response) return place;
  const encoder = new TextEncoder();
  let cleanup = () => {};
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      let closed = false;
      const send = (text: string) => {
        if (!closed) controller.enqueue(encoder.encode(text));
      };
      const keepalive = setInterval(() => send(': keepalive\n\n'), KEEPALIVE_MS);
      const stop = open(send);
      const endForDrain = () => {
        send(`retry: ${RECONNECT_MS}\n\n`);
        cleanup();
      };
      openStreams.add(endForDrain);
      cleanup = () => {
        if (closed) return;
        closed = true;
        openStreams.delete(endForDrain);
        clearInterval(keepalive);
        place();
        stop();
        try {
          controller.close();
        } catch {
          // Already closed by the runtime.
        }
      };
      request.signal.addEventListener('abort', cleanup, { once: true });
    },
    cancel() {
      cleanup();
    },
  });
  return new Response(stream, {
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
    },
  });
}

/**
 * `data/listen`: a Server-Sent-Events stream of the committed changes matching the query's filter.
 * Anonymous listeners only hear about published documents. The stream ends when the client goes
 * away (`request.signal`).
 */
export function handleListen(request: Request, ctx: LakeContext): Response {
  const input = queryInputFromSearch(ctx.url);
  if (input instanceof Response) return input;
  const { query, params } = input;
  const onlyPublished = !ctx.user;
  // Every commit runs each stream's filter on this thread: an anonymous filter stays short.
  if (onlyPublished && query.length > MAX_ANONYMOUS_LISTEN_QUERY_CHARS) {
    return lakeError(
      400,
      `A listen query is at most ${MAX_ANONYMOUS_LISTEN_QUERY_CHARS} characters.`,
      'queryParseError',
    );
  }
  const includeResult = ctx.url.searchParams.get('includeResult') !== 'false';
  const includePrevious = ctx.url.searchParams.get('includePreviousRevision') === 'true';
  const includeMutations = ctx.url.searchParams.get('includeMutations') !== 'false';
  const withEffects = ctx.url.searchParams.get('effectFormat') === 'mendoza';

  const open = (send: (text: string) => void) => {
    let queue = Promise.resolve();
    const deliver = async (transaction: CommittedTransaction) => {
      const matching = [];
      for (const event of transaction.events) {
        if (onlyPublished && !isPublishedId(event.documentId)) continue;
        const change = transaction.changes.find((c) => c.id === event.documentId);
        const candidates = [change?.after, change?.before].filter((doc) => doc != null);
        let matches = false;
        for (const doc of candidates) {
          if (await documentMatches(query, params, doc).catch(() => false)) {
            matches = true;
            break;
          }
        }
        if (matches) matching.push({ event, change });
      }
      matching.forEach(({ event, change }, index) => {
        const eventId = `${event.transactionId}#${event.documentId}`;
        send(
          sse(
            'mutation',
            {
              eventId,
              documentId: event.documentId,
              transactionId: event.transactionId,
              // Who published is the admins' business: anonymous listeners never see their ids.
              ...(onlyPublished ? {} : { identity: event.identity }),
              transition: event.transition,
              visibility: 'query',
              previousRev: event.previousRev ?? undefined,
              resultRev: event.resultRev,
              timestamp: event.timestamp,
              transactionTotalEvents: matching.length,
              transactionCurrentEvent: index + 1,
              ...(includeMutations ? { mutations: event.mutations } : {}),
              ...(withEffects ? { effects: event.effects } : {}),
              ...(includeResult && change?.after ? { result: change.after } : {}),
              ...(includePrevious && change?.before ? { previous: change.before } : {}),
            },
            eventId,
          ),
        );
      });
    };

    const unsubscribe = subscribeToCommits(ctx.db, (transaction) => {
      // Events go out in commit order even though matching is asynchronous.
      queue = queue.then(() => deliver(transaction)).catch(() => {});
    });
    send(sse('welcome', { listenerName: randomBytes(12).toString('base64url') }));
    return unsubscribe;
  };
  return eventStream(request, open, { anonymous: onlyPublished });
}
