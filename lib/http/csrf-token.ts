// The double-submit token of cookie-authenticated requests, which the route helper (./route.ts)
// checks; beside ./csrf.ts, which reads no cookie.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { cookies } from 'next/headers';
import { CSRF_COOKIE, CSRF_HEADER } from '../auth/config';
import { requestCookie, secureCookies } from '../auth/cookies';
import { rejectCrossSite } from './csrf';
import { fail, type Failure } from './outcome';

/**
 * CSRF defence for cookie-authenticated changes: a browser's Origin must be this site; a request
 * without Origin must carry the double-submit token (the `csrf_token` cookie echoed in X-CSRF-Token).
 */
export function verifyCsrf(request: Request): Failure | null {
  const crossSite = rejectCrossSite(request);
  if (crossSite) return crossSite;
  if (request.headers.get('origin')) return null;
  const cookieToken = requestCookie(request, CSRF_COOKIE);
  const headerToken = request.headers.get(CSRF_HEADER);
  if (cookieToken && headerToken && sameToken(cookieToken, headerToken)) return null;
  return fail(403, 'This request is missing its security token. Reload the page and try again.');
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Route handlers only: the current token, issuing one when the browser has none. */
export async function ensureCsrfToken(): Promise<string> {
  const jar = await cookies();
  const existing = jar.get(CSRF_COOKIE)?.value;
  if (existing && existing.length >= 32) return existing;
  const token = randomBytes(32).toString('base64url');
  // Readable by the page's script (that is the point of a double-submit token), strict same-site.
  jar.set(CSRF_COOKIE, token, {
    httpOnly: false,
    secure: await secureCookies(),
    sameSite: 'strict',
    path: '/',
  });
  return token;
}
