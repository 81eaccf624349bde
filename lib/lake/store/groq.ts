import { evaluate, parse, type ExprNode } from 'groq-js';
import { ContentStoreError, type StoredDocument } from './types';

// Fields the Studio's "search everything" clause looks in when it matches the whole document.
const SEARCHABLE_FIELDS = [
  '_id',
  '_type',
  'title',
  'name',
  'heading',
  'headline',
  'question',
  'description',
  'excerpt',
  'role',
  'company',
  'slug.current',
];

/**
 * groq-js 2 has no `text::query()` (the Studio's document search uses it): rewrite it to `match`,
 * whose wildcard syntax covers the Studio's `word*` terms. The whole-document form `[@, _id]` becomes
 * the usual text fields (`match` only looks at strings, and a missing field would make it null); an
 * empty search matches every document, as in Sanity.
 */
export function rewriteTextQuery(query: string): string {
  const fields = `[${SEARCHABLE_FIELDS.join(', ')}][defined(@)]`;
  return query
    .replace(
      /\[\s*@\s*,\s*_id\s*\]\s+match\s+text::query\((\$\w+)\)/g,
      (_, param: string) => `(${fields} match ${param} || ${param} in ["", "*"])`,
    )
    .replace(/text::query\(/g, '(');
}

const parsedCache = new Map<string, ExprNode>();

function parseQuery(query: string, params: Record<string, unknown>): ExprNode {
  // groq-js folds parameter values into the tree at parse time, so the values are part of the key.
  const key = `${query}\u0000${JSON.stringify(params)}`;
  const cached = parsedCache.get(key);
  if (cached) return cached;
  let tree: ExprNode;
  try {
    tree = parse(rewriteTextQuery(query), { params });
  } catch (error) {
    throw new ContentStoreError(
      400,
      `Invalid GROQ query: ${(error as Error).message}`,
      'queryParseError',
    );
  }
  if (parsedCache.size > 500) parsedCache.clear();
  parsedCache.set(key, tree);
  return tree;
}

/** Evaluates a GROQ query over a set of documents (already seen through a perspective). */
export async function evaluateGroq(
  documents: StoredDocument[],
  query: string,
  params: Record<string, unknown> = {},
  options: { identity?: string; onDereference?: (id: string) => void } = {},
): Promise<unknown> {
  const tree = parseQuery(query, params);
  const byId = new Map(documents.map((doc) => [doc._id, doc]));
  try {
    const value = await evaluate(tree, {
      dataset: documents,
      params,
      identity: options.identity,
      sanity: { projectId: 'local', dataset: 'production' },
      dereference: ({ _ref }) => {
        options.onDereference?.(_ref);
        return byId.get(_ref) ?? null;
      },
    });
    return await value.get();
  } catch (error) {
    throw new ContentStoreError(400, `Query failed: ${(error as Error).message}`, 'queryError');
  }
}

/** Whether a document matches a listen query's filter (`*[filter]` or `*[filter]{…}`). */
export async function documentMatches(
  query: string,
  params: Record<string, unknown>,
  document: StoredDocument,
): Promise<boolean> {
  const result = await evaluateGroq([document], query, params);
  return Array.isArray(result) ? result.length > 0 : result !== null && result !== undefined;
}
