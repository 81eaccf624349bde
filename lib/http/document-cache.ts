/**
 * Empties the production server's cache of prerendered documents (.scripts/document-cache.mjs),
 * which shares this process with Next. Called wherever the app revalidates pages, so a publish or an
 * A/B change is seen on the next request. Without that server (next dev, tests) there is nothing to do.
 */
export function purgeDocumentCache(): void {
  (globalThis as { __studioDocumentCache?: { purge(): void } }).__studioDocumentCache?.purge();
}
