import type { z } from 'zod';
import { parseJsonBody, toResponse } from '@/lib/http';
import {
  commit,
  getDocuments,
  isPublishedId,
  type CommitResult,
  type Operation,
  type Perspective,
} from '../store';
import { queryDocumentsWithBudget } from '../store/budgeted-query';
import type { LakeContext } from './context';
import { fromStoreError, lakeError } from './errors';
import { checkQueryInput, queryInputFromSearch, type QueryInput } from './query-input';
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

/** A query from outside, within the query budget (off the server's thread), as its JSON text. */
async function runBudgeted(
  ctx: LakeContext,
  request: Request,
  { query, params }: QueryInput,
  perspective: Perspective,
) {
  return queryDocumentsWithBudget(ctx.db, query, params, perspective, {
    identity: ctx.user?.id,
    signal: request.signal,
  });
}

function failedQuery(request: Request, error: unknown): Response {
  // The caller went away while its query waited: nobody reads this answer.
  if (request.signal.aborted) return lakeError(499, 'The request was cancelled.', 'aborted');
  return fromStoreError(error);
}

export async function handleQuery(request: Request, ctx: LakeContext): Promise<Response> {
  let input: QueryInput | Response;
  let requestedPerspective: unknown = ctx.url.searchParams.get('perspective') ?? undefined;
  if (request.method === 'POST') {
    const body = await parseJsonBody(request, queryBodySchema, MAX_QUERY_BYTES);
    if (!body.ok) return toResponse(body.failure);
    input = checkQueryInput(body.data);
    requestedPerspective = body.data.perspective ?? requestedPerspective;
  } else {
    input = queryInputFromSearch(ctx.url);
  }
  if (input instanceof Response) return input;
  const perspective = resolvePerspective(ctx, requestedPerspective);
  if (perspective instanceof Response) return perspective;
  try {
    const { json, ms } = await runBudgeted(ctx, request, input, perspective);
    // The worker's JSON text goes out as is: a large result is never parsed on this thread.
    return new Response(`{"query":${JSON.stringify(input.query)},"result":${json},"ms":${ms}}`, {
      headers: { 'content-type': 'application/json', ...noStore },
    });
  } catch (error) {
    return failedQuery(request, error);
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
  request: Request,
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
      const input = checkQueryInput(mutation.delete);
      if (input instanceof Response) return input;
      const { json } = await runBudgeted(ctx, request, input, 'raw');
      const result: unknown = JSON.parse(json);
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
      return failedQuery(request, error);
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
  const operations = await expandDeletesByQuery(request, ctx, body.data.mutations);
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
