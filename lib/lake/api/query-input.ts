import { queryInputSchema } from './schemas';
import { lakeError } from './errors';

export type QueryInput = { query: string; params: Record<string, unknown> };

/** Checks a query and its parameters (the query string's or a body's): 400 in Sanity's shape. */
export function checkQueryInput(input: {
  query: string | null | undefined;
  params?: Record<string, unknown>;
}): QueryInput | Response {
  if (!input.query) return lakeError(400, 'The query parameter is required.', 'queryParseError');
  const parsed = queryInputSchema.safeParse({ query: input.query, params: input.params ?? {} });
  if (!parsed.success)
    return lakeError(400, parsed.error.issues[0]?.message ?? 'Invalid query.', 'queryParseError');
  return parsed.data;
}

/** `query` and its `$name=<json>` parameters from the query string, as @sanity/client sends them. */
export function queryInputFromSearch(url: URL): QueryInput | Response {
  const params: Record<string, unknown> = {};
  for (const [key, raw] of url.searchParams) {
    if (!key.startsWith('$')) continue;
    try {
      params[key.slice(1)] = JSON.parse(raw);
    } catch {
      return lakeError(400, `Parameter "${key}" is not valid JSON.`, 'queryParseError');
    }
  }
  return checkQueryInput({ query: url.searchParams.get('query'), params });
}
