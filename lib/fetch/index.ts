/**
 * The product's one HTTP helper (spec §7, §8): credentials included, JSON bodies with a JSON content
 * type, and any non-ok answer raised as `"{status}: {body text or status text}"`.
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

/** Data-fetching defaults (spec §7): no retries, no polling, no refetch on focus, never stale. */
export const QUERY_DEFAULTS = {
  retry: false,
  refetchInterval: false,
  refetchOnWindowFocus: false,
  staleTime: Number.POSITIVE_INFINITY,
} as const;

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

/** Sends a request and returns the response; throws on a non-ok status. */
export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const response = await fetch(checkedUrl(url), {
    method,
    credentials: 'include',
    headers: data === undefined ? {} : { 'Content-Type': 'application/json' },
    body: data === undefined ? undefined : JSON.stringify(data),
    signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
  });
  await throwIfNotOk(response);
  return response;
}

/**
 * The default data fetch: GET on the first element of the query key, read as JSON. Unauthorised
 * answers throw unless `on401: 'returnNull'`.
 */
export async function queryJson<T>(
  queryKey: readonly unknown[],
  options: { on401?: 'throw' | 'returnNull' } = {},
): Promise<T | null> {
  const response = await fetch(checkedUrl(String(queryKey[0])), {
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
  });
  if (options.on401 === 'returnNull' && response.status === 401) return null;
  await throwIfNotOk(response);
  return (await response.json()) as T;
}
