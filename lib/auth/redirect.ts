const PROBE_ORIGIN = 'http://same-site.invalid';

/**
 * Where to go after signing in: only a path on this site. Absolute URLs, protocol-relative `//host`,
 * backslash tricks and control characters fall back, so `?redirect=` can never send anyone elsewhere.
 */
export function safeRedirectPath(value: string | null | undefined, fallback = '/account'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return fallback;
  // Browsers read `\` as `/` and drop tabs and newlines, so `/\evil.example` would leave the site.
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return fallback;
  try {
    const url = new URL(value, PROBE_ORIGIN);
    if (url.origin !== PROBE_ORIGIN) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
