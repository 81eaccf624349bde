import type { ErrorBody } from './json';

/**
 * What a domain answers a request with. Domains return outcomes; only the route helper
 * (`lib/http/route.ts`) turns them into HTTP responses, so the wire format lives in one place.
 */
export type Headers = Record<string, string>;

export type Success<T = unknown> = { ok: true; status: number; body: T; headers?: Headers };
export type Failure = {
  ok: false;
  status: number;
  message: string;
  fieldErrors?: Record<string, string[]>;
  headers?: Headers;
};
/** A body that is not JSON: a stream (NDJSON, files) or nothing at all (HEAD, 204). */
export type RawBody = {
  ok: true;
  status: number;
  raw: ReadableStream<Uint8Array> | Uint8Array | string | null;
  headers?: Headers;
};
export type Redirect = { ok: true; redirect: string; status: 302 | 303 | 307 };

/** A JSON answer: what most domain functions return. */
export type Answer<T = unknown> = Success<T> | Failure;
export type Outcome<T = unknown> = Answer<T> | RawBody | Redirect;

export const ok = <T>(body: T, status = 200, headers?: Headers): Success<T> => ({
  ok: true,
  status,
  body,
  ...(headers ? { headers } : {}),
});

export const fail = (
  status: number,
  message: string,
  extra: { fieldErrors?: Record<string, string[]>; headers?: Headers } = {},
): Failure => ({ ok: false, status, message, ...extra });

export const raw = (body: RawBody['raw'], status = 200, headers?: Headers): RawBody => ({
  ok: true,
  status,
  raw: body,
  ...(headers ? { headers } : {}),
});

export const redirectTo = (location: string, status: Redirect['status'] = 307): Redirect => ({
  ok: true,
  redirect: location,
  status,
});

/** 429 with `Retry-After`, worded "Please wait 3 minutes" unless the route has its own sentence. */
export function tooManyRequests(verdict: { retryAfterSeconds: number }, message?: string): Failure {
  const minutes = Math.max(1, Math.ceil(verdict.retryAfterSeconds / 60));
  return fail(
    429,
    message ??
      `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
    { headers: { 'Retry-After': String(verdict.retryAfterSeconds) } },
  );
}

/** Outcome → Response: JSON bodies, `{ error, fieldErrors }` for failures, raw bodies, redirects. */
export function toResponse(outcome: Outcome): Response {
  if ('redirect' in outcome) {
    return new Response(null, { status: outcome.status, headers: { Location: outcome.redirect } });
  }
  if ('raw' in outcome) {
    return new Response(outcome.raw as BodyInit | null, {
      status: outcome.status,
      headers: outcome.headers,
    });
  }
  if (outcome.ok) {
    return Response.json(outcome.body, { status: outcome.status, headers: outcome.headers });
  }
  const body: ErrorBody = outcome.fieldErrors
    ? { error: outcome.message, fieldErrors: outcome.fieldErrors }
    : { error: outcome.message };
  return Response.json(body, { status: outcome.status, headers: outcome.headers });
}

/** A parsed part of a request, or the failure that refuses it. */
export type Parsed<T> = { ok: true; data: T } | { ok: false; failure: Failure };
