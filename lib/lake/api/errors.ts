import { ContentStoreError } from '../store';

/** Errors shaped like Sanity's (`error.description`), which @sanity/client and the Studio show. */
export function lakeError(status: number, description: string, type = 'httpError'): Response {
  return Response.json(
    { error: { description, type }, message: description, statusCode: status },
    { status, headers: { 'cache-control': 'no-store' } },
  );
}

export function fromStoreError(error: unknown): Response {
  if (error instanceof ContentStoreError) return lakeError(error.status, error.message, error.type);
  throw error;
}
