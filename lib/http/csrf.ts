import { fail, type Failure } from './outcome';

/**
 * CSRF defence for state-changing requests: the browser's Origin (or, failing that, Sec-Fetch-Site)
 * must say the request came from this site. Non-browser clients that send neither are allowed;
 * cookie-authenticated routes add a token check on top (see lib/auth).
 */
export function rejectCrossSite(request: Request): Failure | null {
  const origin = request.headers.get('origin');
  if (origin) {
    const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
    try {
      if (host && new URL(origin).host === host) return null;
    } catch {
      // An unparseable Origin is treated as foreign.
    }
    return crossSite();
  }
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return crossSite();
  return null;
}

const crossSite = () => fail(403, 'Cross-site requests are not allowed.');
