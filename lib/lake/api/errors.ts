import { ContentStoreError } from '../store';
import { OverloadedError } from '../store/concurrency-gate';

/** Errors shaped like Sanity's (`error.description`), which @sanity/client and the Studio show. */
export function lakeError(
  status: number,
  description: string,
  type = 'httpError',
  headers: Record<string, string> = {},
): Response {
  return Response.json(
    { error: { description, type }, message: description, statusCode: status },
    { status, headers: { 'cache-control': 'no-store', ...headers } },
  );
}

/** 503 with `Retry-After`: the work's queue is full, nothing of this request was done. */
export function overloaded(error: OverloadedError): Response {
  return lakeError(503, error.message, 'serviceUnavailable', {
    'retry-after': String(error.retryAfterSeconds),
  });
}

export function fromStoreError(error: unknown): Response {
  if (error instanceof ContentStoreError) return lakeError(error.status, error.message, error.type);
  if (error instanceof OverloadedError) return overloaded(error);
  throw error;
}
