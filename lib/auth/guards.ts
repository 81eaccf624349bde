import { redirect } from 'next/navigation';
import { getDb } from '../db';
import { jsonError } from '../http';
import { readSessionCookie, sessionCookieFromRequest } from './cookies';
import { resolveSession } from './sessions';
import type { SessionCookie, SessionUser } from './types';

/** The signed-in user of this request (server components and route handlers), or null. */
export async function getCurrentUser(): Promise<SessionUser | null> {
  const cookie = await readSessionCookie();
  return cookie ? resolveSession(await getDb(), cookie) : null;
}

/** The current user with the session the browser holds (for actions that replace the session). */
export async function getCurrentSession(): Promise<{
  user: SessionUser;
  session: SessionCookie;
} | null> {
  const session = await readSessionCookie();
  if (!session) return null;
  const user = await resolveSession(await getDb(), session);
  return user ? { user, session } : null;
}

export function loginPathFor(path: string): string {
  return `/login?redirect=${encodeURIComponent(path)}`;
}

/** Spec §2.5: signed out → /login?redirect={path}. Returns the user otherwise. */
export async function requireSignedInPage(path: string): Promise<SessionUser> {
  const user = await getCurrentUser();
  if (!user) redirect(loginPathFor(path));
  return user;
}

/** Spec §2.5: signed out → /login?redirect={path}; signed in but not an admin → /. */
export async function requireAdminPage(path: string): Promise<SessionUser> {
  const user = await requireSignedInPage(path);
  if (user.role !== 'admin') redirect('/');
  return user;
}

export async function requireApiSession(
  request: Request,
): Promise<{ user: SessionUser; session: SessionCookie } | Response> {
  const session = await sessionCookieFromRequest(request);
  const user = session ? await resolveSession(await getDb(), session) : null;
  if (!user || !session) return jsonError(401, 'Please sign in.');
  return { user, session };
}

/** The signed-in user, or a 401 answer to return as is. */
export async function requireApiUser(request: Request): Promise<SessionUser | Response> {
  const result = await requireApiSession(request);
  return result instanceof Response ? result : result.user;
}

/** The signed-in admin, or a 401 (signed out) / 403 (not an admin) answer to return as is. */
export async function requireApiAdmin(request: Request): Promise<SessionUser | Response> {
  const user = await requireApiUser(request);
  if (user instanceof Response) return user;
  if (user.role !== 'admin') return jsonError(403, 'Only admins can do this.');
  return user;
}
