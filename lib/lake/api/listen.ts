import { randomBytes } from 'node:crypto';
import {
  documentMatches,
  isPublishedId,
  subscribeToCommits,
  type CommittedTransaction,
} from '../store';
import type { LakeContext } from './context';
import { lakeError } from './errors';

const KEEPALIVE_MS = 25_000;

export function sse(event: string, data: unknown, id?: string): string {
  return `${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * A Server-Sent-Events response: `open` starts sending and returns what stops it, which runs when
 * the client goes away (`request.signal`). A comment every 25 s keeps proxies from closing it.
 */
export function eventStream(
  request: Request,
  open: (send: (text: string) => void) => () => void,
): Response {
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
      cleanup = () => {
        if (closed) return;
        closed = true;
        clearInterval(keepalive);
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
  const query = ctx.url.searchParams.get('query');
  if (!query) return lakeError(400, 'The query parameter is required.', 'queryParseError');
  const params: Record<string, unknown> = {};
  for (const [key, raw] of ctx.url.searchParams) {
    if (!key.startsWith('$')) continue;
    try {
      params[key.slice(1)] = JSON.parse(raw);
    } catch {
      return lakeError(400, `Parameter "${key}" is not valid JSON.`, 'queryParseError');
    }
  }
  const includeResult = ctx.url.searchParams.get('includeResult') !== 'false';
  const includePrevious = ctx.url.searchParams.get('includePreviousRevision') === 'true';
  const includeMutations = ctx.url.searchParams.get('includeMutations') !== 'false';
  const withEffects = ctx.url.searchParams.get('effectFormat') === 'mendoza';
  const onlyPublished = !ctx.user;

  return eventStream(request, (send) => {
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
              identity: event.identity,
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
  });
}
