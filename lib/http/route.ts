import type { z } from 'zod';
import { openAuditTrail, type AuditNaming, type AuditNote } from '../audit-trail/record';
import { requestSession } from '../auth/guards';
import type { SessionCookie, SessionUser } from '../auth/types';
import { getDb, type Database } from '../db';
import { isDatabaseUnreachable } from '../db/errors';
import { kickJobWorker } from '../jobs/worker';
import { consumeRateLimit } from '../rate-limit';
import { clientIp } from './client-ip';
import { rejectCrossSite } from './csrf';
import { verifyCsrf } from './csrf-token';
import { parseMultipartBody } from './form-data';
import { readIdempotencyKey } from './idempotency';
import { DEFAULT_MAX_BODY_BYTES, parseJsonBody, parseWith } from './json';
import { fail, toResponse, tooManyRequests, type Failure, type Outcome } from './outcome';

/**
 * One way to write an API route. A route declares who may call it, how its input is checked and how
 * often it may be called; the helper runs those checks in one order and turns the domain's typed
 * outcome into the response:
 *
 *   cross-site / CSRF (403) → access (401, 403) → path params (404) → Idempotency-Key (400)
 *   → query (400) → body (415, 413, 400) → rate limit (429) → handle → audit log
 *
 * A database that cannot be reached, at any step, answers 503 with Retry-After (not the 500 of a bug).
 * Access: `public` (the session is read when there is one), `signed-in`, `admin`.
 * Guard: safe methods (GET, HEAD) have none; other methods refuse cross-site browsers, and a request
 * acting through the session cookie (or a `csrfToken` route) must also pass the double-submit token
 * check (`verifyCsrf`).
 * Audit: an admin's successful write on an `admin` route is recorded in the admin audit log
 * (lib/audit-trail), as is any admin request whose handler calls `audit(…)`; see `RouteSpec.audit`.
 */
export type Access = 'public' | 'signed-in' | 'admin';

type UserFor<A extends Access> = A extends 'public' ? SessionUser | null : SessionUser;

type BodySpec =
  | z.ZodType
  /** `contentTypes`: JSON sent under another name (e.g. browsers' application/csp-report). */
  | { json: z.ZodType; maxBytes: number; contentTypes?: readonly string[] }
  /** A file upload; `tooLarge` words the 413 for the form's file field. */
  | { multipart: number; tooLarge?: Failure };
type BodyOf<B> = B extends z.ZodType
  ? z.infer<B>
  : B extends { json: infer S extends z.ZodType }
    ? z.infer<S>
    : B extends { multipart: number }
      ? FormData
      : undefined;
type Infer<S> = S extends z.ZodType ? z.infer<S> : undefined;

/** What a route's handler gets besides its checked input. Tests pass their own (`route.run`). */
export type RouteDeps = {
  db: Database;
  now: Date;
  /** Wakes the background job worker after something was queued (a no-op in tests). */
  kickJobs: () => void;
};

export type RouteContext<A extends Access, B, Q, P> = RouteDeps & {
  request: Request;
  user: UserFor<A>;
  session: A extends 'public' ? SessionCookie | null : SessionCookie;
  body: BodyOf<B>;
  query: Infer<Q>;
  params: Infer<P>;
  idempotencyKey: string | null;
  ip: string;
  /**
   * Adds to this request's audit entry: a name, the target, what it was and is now. On a route that
   * customers use too, calling it is what makes an admin's request audited.
   */
  audit: (note: AuditNote) => void;
};

export type RouteSpec<A extends Access, B, Q, P> = {
  access?: A;
  body?: B;
  query?: Q;
  /** Path parameters; a value the schema refuses answers 404 with `notFound`. */
  params?: P;
  notFound?: string;
  idempotent?: boolean;
  /** Require the double-submit token even from a signed-out browser (the sign-in forms: login CSRF). */
  csrfToken?: boolean;
  rateLimit?: { bucket: string; limit: number; windowMs: number; message?: string };
  /** A route whose clients expect another error shape (e.g. the CRM form's `{ success, message }`). */
  errorBody?: (failure: Failure) => unknown;
  /** The audit log's name for this route's writes; else its method and path pattern. */
  audit?: AuditNaming;
  handle: (context: RouteContext<A, B, Q, P>) => Promise<Outcome>;
};

type NextContext = { params: Promise<Record<string, string | string[]>> };

export type Route = ((request: Request, context: NextContext) => Promise<Response>) & {
  /** Who may call it (read by the guard test that walks every route file). */
  access: Access;
  /** The same route with its dependencies given (unit tests drive routes this way). */
  run: (
    request: Request,
    deps?: Partial<RouteDeps> & { params?: Record<string, string | string[]> },
  ) => Promise<Response>;
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function route<
  A extends Access = 'public',
  B extends BodySpec | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  P extends z.ZodType | undefined = undefined,
>(spec: RouteSpec<A, B, Q, P>): Route {
  const run: Route['run'] = async (request, deps = {}) => {
    const outcome = await serve(spec, request, deps).catch((error: unknown) => {
      // A lost database is the service's state, not the request's fault: say so, and when to retry.
      if (!isDatabaseUnreachable(error)) throw error;
      const path = new URL(request.url).pathname;
      console.error(`[http] ${request.method} ${path}: 503, ${innermostMessage(error)}`);
      return databaseAway();
    });
    if (outcome.ok || !spec.errorBody) return toResponse(outcome);
    return Response.json(spec.errorBody(outcome), {
      status: outcome.status,
      headers: outcome.headers,
    });
  };
  const handler = async (request: Request, context?: NextContext) =>
    run(request, { params: context ? await context.params : {} });
  const access: Access = spec.access ?? 'public';
  return Object.assign(handler, { run, access });
}

async function serve<A extends Access, B, Q, P>(
  spec: RouteSpec<A, B, Q, P>,
  request: Request,
  given: Partial<RouteDeps> & { params?: Record<string, string | string[]> },
): Promise<Outcome> {
  const access = spec.access ?? 'public';
  const db = given.db ?? (await openDatabase());
  if (!db) return databaseAway();
  const deps: RouteDeps = {
    db,
    now: given.now ?? new Date(),
    kickJobs: given.kickJobs ?? kickJobWorker,
  };

  const signedIn = await requestSession(db, request);
  if (!SAFE_METHODS.has(request.method)) {
    const refused = signedIn || spec.csrfToken ? verifyCsrf(request) : rejectCrossSite(request);
    if (refused) return refused;
  }
  if (access !== 'public' && !signedIn) return fail(401, 'Please sign in.');
  if (access === 'admin' && signedIn?.user.role !== 'admin') {
    return fail(403, 'Only admins can do this.');
  }

  const params = spec.params
    ? (spec.params as unknown as z.ZodType).safeParse(given.params ?? {})
    : { success: true as const, data: undefined };
  if (!params.success) return fail(404, spec.notFound ?? 'Not found.');

  const key = spec.idempotent ? readIdempotencyKey(request) : { ok: true as const, data: null };
  if (!key.ok) return key.failure;

  const query = spec.query
    ? parseWith(
        spec.query as unknown as z.ZodType,
        Object.fromEntries(new URL(request.url).searchParams),
      )
    : { ok: true as const, data: undefined };
  if (!query.ok) return query.failure;

  const body = await readBody(request, spec.body as BodySpec | undefined);
  if (!body.ok) return body.failure;

  const ip = clientIp(request);
  if (spec.rateLimit) {
    const { bucket, message, ...rule } = spec.rateLimit;
    const verdict = await consumeRateLimit(db, { key: `${bucket}:ip:${ip}`, ...rule }, deps.now);
    if (!verdict.allowed) return tooManyRequests(verdict, message);
  }

  const trail = openAuditTrail(request, {
    actor: signedIn?.user ?? null,
    adminRoute: access === 'admin',
    write: !SAFE_METHODS.has(request.method),
    params: given.params,
    naming: spec.audit,
  });
  const outcome = await spec.handle({
    ...deps,
    request,
    user: (signedIn?.user ?? null) as UserFor<A>,
    session: (signedIn?.session ?? null) as RouteContext<A, B, Q, P>['session'],
    body: body.data as BodyOf<B>,
    query: query.data as Infer<Q>,
    params: params.data as Infer<P>,
    idempotencyKey: key.data,
    ip,
    audit: trail.note,
  });
  await trail.close(db, outcome, { input: body.data, clientAddress: ip, at: deps.now });
  return outcome;
}

/** The driver's own words ("connect ECONNREFUSED …"), under drizzle's "Failed query: …". */
function innermostMessage(error: unknown): string {
  let current = error as { cause?: unknown; message?: unknown };
  while (current.cause && typeof current.cause === 'object')
    current = current.cause as typeof current;
  return String(current.message ?? current);
}

// Long enough for a restarting PostgreSQL or a failover, short enough that a client does not give up.
const DATABASE_RETRY_AFTER_SECONDS = 5;

function databaseAway(): Failure {
  return fail(503, 'The service is briefly unavailable. Please try again in a moment.', {
    headers: { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' },
  });
}

async function openDatabase(): Promise<Database | null> {
  try {
    return await getDb();
  } catch (error) {
    console.error('The database could not be opened', error);
    return null;
  }
}

async function readBody(request: Request, spec: BodySpec | undefined) {
  if (!spec) return { ok: true as const, data: undefined };
  if ('safeParse' in spec) return parseJsonBody(request, spec, DEFAULT_MAX_BODY_BYTES);
  if ('multipart' in spec) {
    const form = await parseMultipartBody(request, spec.multipart);
    if (!form.ok && form.failure.status === 413 && spec.tooLarge) {
      return { ok: false as const, failure: spec.tooLarge };
    }
    return form;
  }
  return parseJsonBody(request, spec.json, spec.maxBytes, spec.contentTypes);
}
