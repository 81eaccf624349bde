// Browser side of the auth API (no server imports): JSON requests with credentials and the CSRF token.
import type { AccountView } from './types';

export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; error: string; fieldErrors?: Record<string, string[]> };

function csrfTokenFromCookie(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const match = document.cookie.match(/(?:^|;\s*)csrf_token=([^;]+)/);
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}

/** Sends a JSON request to this site's API; network failures and error answers come back as values. */
export async function sendJson<T>(
  method: 'POST' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = csrfTokenFromCookie();
  if (token) headers['X-CSRF-Token'] = token;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0, error: 'The network is not reachable. Please try again.' };
  }
  const json = (await response.json().catch(() => null)) as
    (T & { error?: string; fieldErrors?: Record<string, string[]> }) | null;
  if (response.ok) return { ok: true, status: response.status, data: json as T };
  if (response.status === 429) {
    const seconds = Number(response.headers.get('retry-after') ?? '60');
    const minutes = Math.max(1, Math.ceil(seconds / 60));
    return {
      ok: false,
      status: 429,
      error: `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
    };
  }
  return {
    ok: false,
    status: response.status,
    error: json?.error ?? `Something went wrong (${response.status}). Please try again.`,
    fieldErrors: json?.fieldErrors,
  };
}

/** GET /api/auth/me: the account, or null when signed out or the call fails (spec §8: debug only). */
export async function fetchCurrentAccount(): Promise<AccountView | null> {
  try {
    const response = await fetch('/api/auth/me', {
      headers: { 'Content-Type': 'application/json' },
      credentials: 'include',
      cache: 'no-store',
    });
    if (!response.ok) {
      console.debug(`Not signed in (GET /api/auth/me answered ${response.status})`);
      return null;
    }
    return (await response.json()) as AccountView;
  } catch (error) {
    console.debug('Not signed in (GET /api/auth/me failed)', error);
    return null;
  }
}
