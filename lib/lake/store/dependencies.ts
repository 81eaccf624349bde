import { publishedIdOf } from './types';

/** Cache tags of the local store: every cached read has `content`; narrower tags name what it used. */
export const CONTENT_TAG = 'content';
export const typeTag = (type: string) => `content:type:${type}`;
export const idTag = (id: string) => `content:id:${publishedIdOf(id)}`;
/** For reads whose dependencies cannot be told (no `_type`/`_id` in the query): any publish. */
export const ANY_DOCUMENT_TAG = 'content:any';

const QUOTED = String.raw`"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'`;

function literalsAfter(
  query: string,
  field: '_type' | '_id',
  params: Record<string, unknown>,
): string[] {
  const values: string[] = [];
  const equals = new RegExp(String.raw`\b${field}\s*==\s*(?:${QUOTED}|\$(\w+))`, 'g');
  const inList = new RegExp(String.raw`\b${field}\s+in\s+(?:\[([^\]]*)\]|\$(\w+))`, 'g');
  for (const match of query.matchAll(equals)) {
    const value = match[1] ?? match[2] ?? (match[3] ? params[match[3]] : undefined);
    if (typeof value === 'string') values.push(value);
  }
  for (const match of query.matchAll(inList)) {
    if (match[1] !== undefined) {
      for (const item of match[1].matchAll(new RegExp(QUOTED, 'g')))
        values.push(item[1] ?? item[2] ?? '');
    } else if (match[2]) {
      const list = params[match[2]];
      if (Array.isArray(list))
        values.push(...list.filter((v): v is string => typeof v === 'string'));
    }
  }
  return values.filter(Boolean);
}

function collectIds(value: unknown, ids: Set<string>) {
  if (Array.isArray(value)) {
    for (const item of value) collectIds(item, ids);
  } else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record._id === 'string' && typeof record._type === 'string') ids.add(record._id);
    for (const child of Object.values(record)) collectIds(child, ids);
  }
}

/**
 * What a query result depends on, as cache tags: the document types its filters name (a new or
 * changed document of that type may change the result), the ids it names, the documents it
 * returned and the documents it dereferenced.
 */
export function dependencyTags(
  query: string,
  params: Record<string, unknown>,
  result: unknown,
  dereferenced: Iterable<string> = [],
): string[] {
  const tags = new Set<string>([CONTENT_TAG]);
  const types = literalsAfter(query, '_type', params);
  const ids = new Set(literalsAfter(query, '_id', params));
  if (types.length === 0 && ids.size === 0) tags.add(ANY_DOCUMENT_TAG);
  for (const type of types) tags.add(typeTag(type));
  collectIds(result, ids);
  for (const id of dereferenced) ids.add(id);
  for (const id of ids) tags.add(idTag(id));
  return [...tags].sort();
}

/** The tags to revalidate after published documents changed (drafts change no public page). */
export function tagsForChanges(
  changes: { id: string; before: { _type: string } | null; after: { _type: string } | null }[],
): string[] {
  const tags = new Set<string>();
  for (const change of changes) {
    if (change.id !== publishedIdOf(change.id)) continue;
    tags.add(ANY_DOCUMENT_TAG);
    tags.add(idTag(change.id));
    for (const doc of [change.before, change.after]) if (doc) tags.add(typeTag(doc._type));
  }
  return [...tags];
}
