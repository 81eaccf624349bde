import type { z } from 'zod';
import { parseJsonBody, toResponse } from '@/lib/http';
import {
  commit,
  getDocuments,
  isPublishedId,
  queryDocuments,
  type CommitResult,
  type Operation,
  type Perspective,
} from '../store';
import type { LakeContext } from './context';
import { fromStoreError, lakeError } from './errors';
import { actionsBodySchema, mutateBodySchema, perspectiveSchema, queryBodySchema } from './schemas';

const MAX_WRITE_BYTES = 10 * 1024 * 1024;
const MAX_QUERY_BYTES = 512 * 1024;

const noStore = { 'cache-control': 'no-store' };

export function requireAdmin(ctx: LakeContext): Response | null {
  if (ctx.user) return null;
  return lakeError(
    401,
    ctx.sentToken ? 'The token is invalid or has expired.' : 'Sign in as an admin to do this.',
    'unauthorized',
  );
}

/** `$name=<json>` query-string parameters, as @sanity/client sends them. */
function paramsFromSearch(url: URL): Record<string, unknown> | Response {
  const params: Record<string, unknown> = {};
  for (const [key, raw] of url.searchParams) {
    if (!key.startsWith('$')) continue;
    try {
      params[key.slice(1)] = JSON.parse(raw);
    } catch {
      return lakeError(400, `Parameter "${key}" is not valid JSON.`, 'queryParseError');
    }
  }
  return params;
}

// Sanity's API version from which reads default to the published perspective.
const PUBLISHED_BY_DEFAULT_SINCE = '2025-02-19';

/**
 * The perspective a read uses. Anonymous callers only ever read published documents; asking for
 * more without a valid admin token is refused. Without one, newer API versions default to
 * `published` and older ones to `raw`, as Sanity does.
 */
function resolvePerspective(ctx: LakeContext, requested: unknown): Perspective | Response {
  if (requested === undefined || requested === null || requested === '') {
    if (!ctx.user) return 'published';
    return ctx.apiVersion && ctx.apiVersion >= PUBLISHED_BY_DEFAULT_SINCE ? 'published' : 'raw';
  }
  const value =
    typeof requested === 'string' && requested.includes(',') ? requested.split(',') : requested;
  const parsed = perspectiveSchema.safeParse(value);
  if (!parsed.success)
    return lakeError(400, `Unknown perspective "${String(requested)}".`, 'validationError');
  const perspective = parsed.data;
  if (
    perspective === 'published' ||
    (Array.isArray(perspective) && perspective.every((p) => p === 'published'))
  ) {
    return 'published';
  }
  return requireAdmin(ctx) ?? perspective;
}

export async function handleQuery(request: Request, ctx: LakeContext): Promise<Response> {
  let query: string | null;
  let params: Record<string, unknown>;
  let requestedPerspective: unknown = ctx.url.searchParams.get('perspective') ?? undefined;
  if (request.method === 'POST') {
    const body = await parseJsonBody(request, queryBodySchema, MAX_QUERY_BYTES);
    if (!body.ok) return toResponse(body.failure);
    query = body.data.query;
    params = body.data.params ?? {};
    requestedPerspective = body.data.perspective ?? requestedPerspective;
  } else {
    query = ctx.url.searchParams.get('query');
    const fromSearch = paramsFromSearch(ctx.url);
    if (fromSearch instanceof Response) return fromSearch;
    params = fromSearch;
  }
  if (!query) return lakeError(400, 'The query parameter is required.', 'queryParseError');
  const perspective = resolvePerspective(ctx, requestedPerspective);
  if (perspective instanceof Response) return perspective;
  try {
    const { result, ms } = await queryDocuments(ctx.db, query, params, perspective, {
      identity: ctx.user?.id,
    });
    return Response.json({ query, result, ms }, { headers: noStore });
  } catch (error) {
    return fromStoreError(error);
  }
}

export async function handleDoc(ctx: LakeContext, idList: string): Promise<Response> {
  const ids = [
    ...new Set(
      idList
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
  if (ids.length === 0) return lakeError(400, 'Name at least one document id.');
  if (!ids.every(isPublishedId)) {
    const refused = requireAdmin(ctx);
    if (refused) return refused;
  }
  const found = await getDocuments(ctx.db, ids);
  return Response.json(
    {
      documents: found.filter((doc) => doc !== null),
      omitted: ids.filter((_, index) => !found[index]).map((id) => ({ id, reason: 'existence' })),
    },
    { headers: noStore },
  );
}

async function runCommit(
  ctx: LakeContext,
  operations: Operation[],
  transactionId: string | undefined,
): Promise<CommitResult | Response> {
  try {
    const result = await commit(ctx.db, operations, { identity: ctx.user!.id, transactionId });
    if (result.transaction) ctx.onCommit?.(result.transaction);
    return result;
  } catch (error) {
    return fromStoreError(error);
  }
}

type MutateBody = z.infer<typeof mutateBodySchema>;

/**
 * Turns each delete-by-query into deletes of the documents the query returns (all of them, drafts
 * included), so the commit itself only ever sees ids.
 */
async function expandDeletesByQuery(
  ctx: LakeContext,
  mutations: MutateBody['mutations'],
): Promise<Operation[] | Response> {
  const expanded: Operation[] = [];
  for (const mutation of mutations) {
    if (!('delete' in mutation) || !('query' in mutation.delete)) {
      expanded.push(mutation as Operation);
      continue;
    }
    try {
      const { result } = await queryDocuments(
        ctx.db,
        mutation.delete.query,
        mutation.delete.params,
      );
      const matches = Array.isArray(result) ? result : result == null ? [] : [result];
      for (const match of matches) {
        if (
          match &&
          typeof match === 'object' &&
          typeof (match as { _id?: unknown })._id === 'string'
        )
          expanded.push({ delete: { id: (match as { _id: string })._id } });
      }
    } catch (error) {
      return fromStoreError(error);
    }
  }
  return expanded;
}

export async function handleMutate(request: Request, ctx: LakeContext): Promise<Response> {
  const refused = requireAdmin(ctx);
  if (refused) return refused;
  const body = await parseJsonBody(request, mutateBodySchema, MAX_WRITE_BYTES);
  if (!body.ok) return toResponse(body.failure);
  if (ctx.url.searchParams.get('dryRun') === 'true')
    return lakeError(400, 'dryRun is not supported.');
  const operations = await expandDeletesByQuery(ctx, body.data.mutations);
  if (operations instanceof Response) return operations;
  const outcome = await runCommit(ctx, operations, body.data.transactionId);
  if (outcome instanceof Response) return outcome;
  const returnDocuments = ctx.url.searchParams.get('returnDocuments') === 'true';
  const byId = new Map(outcome.documents.map((doc) => [doc._id, doc]));
  return Response.json(
    {
      transactionId: outcome.transactionId,
      results: outcome.results.map((result) =>
        returnDocuments ? { ...result, document: byId.get(result.id) ?? null } : result,
      ),
      ...(ctx.url.searchParams.get('returnIds') === 'true'
        ? { documentIds: [...new Set(outcome.results.map((result) => result.id))] }
        : {}),
    },
    { headers: noStore },
  );
}

export async function handleActions(request: Request, ctx: LakeContext): Promise<Response> {
  const refused = requireAdmin(ctx);
  if (refused) return refused;
  const body = await parseJsonBody(request, actionsBodySchema, MAX_WRITE_BYTES);
  if (!body.ok) return toResponse(body.failure);
  if (body.data.dryRun) return lakeError(400, 'dryRun is not supported.');
  const outcome = await runCommit(ctx, body.data.actions as Operation[], body.data.transactionId);
  if (outcome instanceof Response) return outcome;
  return Response.json({ transactionId: outcome.transactionId }, { headers: noStore });
}
