// The one module app code (app/, components/, lib/) may import from the production server. Next
// bundles the app, so the app's copy of this module is not the server's copy: the attributes are
// plain constants both read, and the purge and the drain travel as events on `process`, the one
// object the server and the bundled app share in a process. Without the production server
// (`next dev`, unit tests) nothing listens to a purge and nothing starts a drain.

/** On an element of a document whose scripts may wait for its first paint (step deferred-scripts). */
export const PAINT_FIRST_ATTRIBUTE = 'data-paint-first';
/**
 * On a document the app says is the same for every visitor (proxy.ts, lib/http/shared-documents.ts):
 * the only documents the server's document cache keeps (step document-cache).
 */
export const SHARED_DOCUMENT_HEADER = 'x-shared-document';
/** What an API answer or a file may do: nothing (it is never a document that runs code). */
export const RESOURCE_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";
/** Set on <html> by the site shell once React has hydrated it (components/layout/HydratedMark). */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

const PURGE_DOCUMENTS = 'studio:purge-documents';

/** Empties the server's document cache: called wherever the app revalidates pages. */
export function purgeDocuments() {
  process.emit?.(PURGE_DOCUMENTS);
}

/** For the server's document cache: `listener` runs on every purge; returns the unsubscribe. */
export function onPurgeDocuments(listener) {
  process.on(PURGE_DOCUMENTS, listener);
  return () => process.off(PURGE_DOCUMENTS, listener);
}

const DRAIN = 'studio:drain';

/**
 * For the app: `listener` runs once when this instance starts shutting down (server/shutdown.mjs),
 * to end what would keep it alive (live streams) or lose work (claimed jobs). It may return a
 * promise, which the server waits for within its bound. Returns the unsubscribe.
 */
export function onDrain(listener) {
  const handler = (pending) => pending.push(Promise.resolve().then(listener));
  process.on(DRAIN, handler);
  return () => process.off(DRAIN, handler);
}

/** For the server: tells the app to drain; resolves once every listener has finished. */
export function drainApp() {
  const pending = [];
  process.emit?.(DRAIN, pending);
  return Promise.allSettled(pending);
}

// On `process`, which the server and the bundled app share: the server's shutdown owns the signals.
const SHUTDOWN_OWNED = Symbol.for('studio:shutdown-owned');

/** For the production server: its shutdown (server/shutdown.mjs) drains the app on the signals. */
export function ownShutdownSignals() {
  process[SHUTDOWN_OWNED] = true;
}

/**
 * For the app (instrumentation.ts): where no production server owns the signals (`next start`, the
 * standalone server), drain on SIGTERM and SIGINT beside Next's own shutdown, which waits for the
 * requests in flight: live streams end, so it can finish, and the job worker hands back its jobs.
 */
export function drainOnShutdownSignals() {
  for (const signal of ['SIGTERM', 'SIGINT']) {
    process.once(signal, () => {
      if (!process[SHUTDOWN_OWNED]) void drainApp();
    });
  }
}
