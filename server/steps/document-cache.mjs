// Step `document-cache`: a shared cache in front of Next for the documents that are the same for
// every visitor, as a CDN would be. Next renders every page per request (so that its scripts carry
// the request's CSP nonce: components/layout/SiteDocument), a few dozen a second; from here the same
// bytes go out thousands of times a second. Only what the app marks as shared is kept (proxy.ts sets
// SHARED_DOCUMENT_HEADER, never on a personal page or for a signed-in or previewing visitor): a 200
// to a plain GET, no Set-Cookie, no draft-mode cookie and no router headers, for `MAX_AGE_MS` at
// most, with the headers it was sent with. A kept document's policy names the nonce on its scripts;
// its bytes cannot change while kept, so nothing injected later can carry that nonce.
// Every client that would get the same bytes is served from it, a browser or a crawler alike.
// Every revalidation in the app (a publish, an A/B change) empties it at once: the app calls
// purgeDocuments() from server/contract.mjs, and with the shared cache in Redis every instance's
// revalidation empties it on every instance (server/cache-handler.mjs). A document whose request
// arrived before the last purge may have been rendered from what the purge replaced: it is not kept.
import { onPurgeDocuments, SHARED_DOCUMENT_HEADER } from '../contract.mjs';

const MAX_AGE_MS = 10_000;
const MAX_ENTRIES = 500;

/** Requests whose answer depends on more than the URL (and the encoding) are never served from here. */
function cacheable(req) {
  if (req.method !== 'GET') return false;
  const headers = req.headers;
  if (headers.rsc || headers['next-router-state-tree'] || headers['next-router-prefetch'])
    return false;
  if (headers['if-none-match'] || headers['if-modified-since']) return false;
  return !/(?:^|;\s*)__prerender_bypass=/.test(String(headers.cookie ?? ''));
}

/** The cache; `now` is for tests. Emptied by every purgeDocuments(). */
export function documentCache({ now = Date.now } = {}) {
  const entries = new Map(); // key -> { at, status, headers, body }
  let purges = 0;
  const missedAt = new WeakMap(); // request not served from here -> the purges counted then
  const cache = {
    /** Answers from the cache when it can; true when it did. */
    serve(req, res, encoding) {
      if (!cacheable(req)) return false;
      const key = `${encoding ?? 'identity'} ${req.url}`;
      const entry = entries.get(key);
      if (!entry || now() - entry.at > MAX_AGE_MS) {
        entries.delete(key);
        missedAt.set(req, purges);
        return false;
      }
      res.writeHead(entry.status, { ...entry.headers, 'x-document-cache': 'HIT' });
      res.end(entry.body);
      return true;
    },
    /** Keeps a document as it was sent, when HTTP allows a shared cache to. */
    store(req, encoding, status, headers, body) {
      if (!cacheable(req) || status !== 200 || headers['set-cookie']) return;
      if (missedAt.get(req) !== purges) return;
      if (headers[SHARED_DOCUMENT_HEADER] !== '1') return;
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value);
      entries.set(`${encoding ?? 'identity'} ${req.url}`, { at: now(), status, headers, body });
    },
    purge() {
      purges += 1;
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
  onPurgeDocuments(() => cache.purge());
  return cache;
}

/** The step: answers from the cache before Next, keeps each document as it was sent. */
export function documentCacheStep() {
  const cache = documentCache();
  return {
    name: 'document-cache',
    request({ req, res, encoding }) {
      return cache.serve(req, res, encoding);
    },
    sent({ req, res, encoding }, doc) {
      cache.store(req, encoding, doc.status, res.getHeaders(), doc.body);
    },
  };
}
