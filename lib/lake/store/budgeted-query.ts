import type { Database } from '@/lib/db';
import { rewriteTextQuery } from './groq';
import { applyPerspective } from './perspective';
import { queryPool } from './query-pool';
import { readAllDocuments } from './snapshot';
import type { Perspective, StoredDocument } from './types';

// A number per in-memory snapshot (each refresh makes a new map), so a worker's copy is named by it.
const snapshotNumbers = new WeakMap<Map<string, StoredDocument>, number>();
let lastSnapshotNumber = 0;

function snapshotNumber(documents: Map<string, StoredDocument>): number {
  let number = snapshotNumbers.get(documents);
  if (number === undefined) {
    number = ++lastSnapshotNumber;
    snapshotNumbers.set(documents, number);
  }
  return number;
}

/**
 * Runs a query someone sent (the lake's HTTP API) within the query budget, on the worker pool:
 * the result as JSON text, 400 `queryTooExpensive` past the budget, 503 when the pool is full.
 * The site's own queries (lib/content) run in-thread with `queryDocuments`: they are the code's.
 */
export async function queryDocumentsWithBudget(
  db: Database,
  query: string,
  params: Record<string, unknown>,
  perspective: Perspective,
  options: { identity?: string; signal?: AbortSignal } = {},
): Promise<{ json: string; ms: number }> {
  const started = performance.now();
  const all = await readAllDocuments(db);
  const json = await queryPool().run(
    {
      datasetKey: `${snapshotNumber(all)}:${JSON.stringify(perspective)}`,
      documents: () => applyPerspective(all.values(), perspective),
      query: rewriteTextQuery(query),
      params,
      identity: options.identity,
    },
    options.signal,
  );
  return { json, ms: Math.round((performance.now() - started) * 100) / 100 };
}
