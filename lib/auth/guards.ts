import { redirect } from 'next/navigation';
import { getDb, type Database } from '../db';
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

/** The session this request's cookie holds, or null (API routes; reads the request, not next/headers). */
export async function requestSession(
  db: Database,
  request: Request,
): Promise<{ user: SessionUser; session: SessionCookie } | null> {
  const session = await sessionCookieFromRequest(request);
  const user = session ? await resolveSession(db, session) : null;
  return user && session ? { user, session } : null;
}
