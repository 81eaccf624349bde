/**
 * The browser's HTTP helpers (spec §7, §8), all on one request path: credentials included, JSON
 * bodies with a JSON content type, the CSRF token for this site's API. `apiRequest` raises a non-ok
 * answer as `"{status}: {body text or status text}"`; `requestJson` returns it as a value for forms;
 * `queryJson` is the default GET.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** The general HTTP client timeout (spec §9). */
export const HTTP_TIMEOUT_MS = 120_000;

function checkedUrl(url: string): string {
  const base = typeof window === 'undefined' ? 'http://localhost' : window.location.href;
  let parsed: URL;
  try {
    parsed = new URL(url, base);
  } catch {
    throw new TypeError(`Invalid URL: ${url}`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new TypeError(`Only http and https URLs can be requested, not ${parsed.protocol}`);
  }
  return url;
}

export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = await response.text().catch(() => '');
  throw new HttpError(response.status, `${response.status}: ${text || response.statusText}`);
}

type SendOptions = { headers?: Record<string, string>; signal?: AbortSignal };

/** The double-submit CSRF token the site sets in a cookie (lib/auth/csrf), for its own API only. */
function csrfHeader(url: string): Record<string, string> {
  if (typeof document === 'undefined') return {};
  if (new URL(url, window.location.href).origin !== window.location.origin) return {};
  const match = document.cookie.match(/(?:^|;\s*)csrf_token=([^;]+)/);
  return match?.[1] ? { 'X-CSRF-Token': decodeURIComponent(match[1]) } : {};
}

/**
 * One request: credentials included, JSON bodies as JSON (form data as multipart), the CSRF token
 * for this site's API, and the general timeout.
 */
function send(
  method: string,
  url: string,
  data: unknown,
  options: SendOptions = {},
): Promise<Response> {
  const isForm = typeof FormData !== 'undefined' && data instanceof FormData;
  const timeout = AbortSignal.timeout(HTTP_TIMEOUT_MS);
  return fetch(checkedUrl(url), {
    method,
    credentials: 'include',
    headers: {
      ...(data === undefined || isForm ? {} : { 'Content-Type': 'application/json' }),
      ...csrfHeader(url),
      ...options.headers,
    },
    body: data === undefined ? undefined : isForm ? data : JSON.stringify(data),
    signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
  });
}

/** Sends a request and returns the response; throws on a non-ok status. */
export async function apiRequest(
  method: string,
  url: string,
  data?: unknown,
  options: SendOptions = {},
): Promise<Response> {
  const response = await send(method, url, data, options);
  await throwIfNotOk(response);
  return response;
}

export const UNREACHABLE_MESSAGE =
  'We could not reach the server. Please check your connection and try again.';

/** What a form shows after a request: the answer, or a sentence for people and the field errors. */
export type JsonAnswer<T> =
  | { ok: true; status: number; body: T }
  | {
      ok: false;
      /** 0 when the server could not be reached. */
      status: number;
      /** The server's own sentence (`{ error }`), else one that says what happened. */
      error: string;
      fieldErrors: Record<string, string[]>;
      body: Partial<T>;
    };

/**
 * For forms and buttons: the same request as apiRequest, but every outcome comes back as a value:
 * the answer, or the server's sentence and field errors, or that the server could not be reached.
 * Only the caller's own abort (`options.signal`) throws.
 */
export async function requestJson<T>(
  method: string,
  url: string,
  data?: unknown,
  options: SendOptions = {},
): Promise<JsonAnswer<T>> {
  let response: Response;
  try {
    response = await send(method, url, data, options);
  } catch (error) {
    if (options.signal?.aborted) throw error;
    return { ok: false, status: 0, error: UNREACHABLE_MESSAGE, fieldErrors: {}, body: {} };
  }
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (response.ok) return { ok: true, status: response.status, body: body as T };
  return {
    ok: false,
    status: response.status,
    error:
      typeof body.error === 'string'
        ? body.error
        : `Something went wrong (${response.status} ${response.statusText}). Please try again.`,
    fieldErrors: (body.fieldErrors as Record<string, string[]> | undefined) ?? {},
    body: body as Partial<T>,
  };
}

/**
 * The default data fetch: GET on the first element of the query key, read as JSON. Unauthorised
 * answers throw unless `on401: 'returnNull'`. Spec §7's data-fetching defaults hold by construction:
 * it never retries, polls or refetches on focus; callers keep the result as long as they need it.
 */
export async function queryJson<T>(
  queryKey: readonly unknown[],
  options: { on401?: 'throw' | 'returnNull' } = {},
): Promise<T | null> {
  const response = await send('GET', String(queryKey[0]), undefined, {
    headers: { 'Content-Type': 'application/json' },
  });
  if (options.on401 === 'returnNull' && response.status === 401) return null;
  await throwIfNotOk(response);
  return (await response.json()) as T;
}
