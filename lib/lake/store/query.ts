import type { Database } from '@/lib/db';
import { evaluateGroq } from './groq';
import { applyPerspective } from './perspective';
import { readAllDocuments } from './snapshot';
import type { Perspective, StoredDocument } from './types';

export type QueryResult<T = unknown> = { result: T; ms: number };

/** Runs a GROQ query over the stored documents as seen through a perspective. */
export async function queryDocuments<T = unknown>(
  db: Database,
  query: string,
  params: Record<string, unknown> = {},
  perspective: Perspective = 'raw',
  options: { identity?: string; onDereference?: (id: string) => void } = {},
): Promise<QueryResult<T>> {
  const started = performance.now();
  const all = await readAllDocuments(db);
  const documents = applyPerspective(all.values(), perspective);
  const result = (await evaluateGroq(documents, query, params, options)) as T;
  return { result, ms: Math.round((performance.now() - started) * 100) / 100 };
}

/** The stored documents with these exact ids (raw: `drafts.` ids are separate documents). */
export async function getDocuments(
  db: Database,
  ids: string[],
): Promise<(StoredDocument | null)[]> {
  const all = await readAllDocuments(db);
  return ids.map((id) => all.get(id) ?? null);
}
