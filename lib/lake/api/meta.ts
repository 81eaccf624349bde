import { LOCAL_DATASET, LOCAL_PROJECT_ID } from '../store';
import {
  exchangeSignInCode,
  issueSignInCode,
  revokeLakeToken,
  bearerToken,
  type HolderCheck,
  type LakeUser,
} from './auth';
import type { LakeContext } from './context';
import { requireAdmin } from './data';
import { lakeError } from './errors';

const noStore = { 'cache-control': 'no-store' };

/** The app's own sign-in, bridged to the Studio (see lib/auth). */
export type AppSession = {
  /**
   * The signed-in user of the request, with whether they are an admin and the session version their
   * tokens are issued under; null when signed out.
   */
  current(): Promise<{ user: LakeUser; admin: boolean; sessionVersion: number } | null>;
  /** Where to send someone who must sign in first, returning to `returnTo` afterwards. */
  signInUrl(returnTo: string): string;
  /** Whether a token's holder may still use it (checked on every use of the token). */
  holderIsCurrent: HolderCheck;
};

/** `users/me`: the Studio treats a user with a string `id` as signed in, and 401 as signed out. */
export function handleMe(ctx: LakeContext): Response {
  const refused = requireAdmin(ctx);
  if (refused) return refused;
  const user = ctx.user!;
  return Response.json(
    {
      id: user.id,
      name: user.name,
      email: user.email,
      profileImage: null,
      role: 'administrator',
      roles: [{ name: 'administrator', title: 'Administrator' }],
      provider: 'studio-site',
    },
    { headers: noStore },
  );
}

/** The dataset ACL the Studio evaluates itself: admins may do everything. */
export function handleAcl(ctx: LakeContext): Response {
  const refused = requireAdmin(ctx);
  if (refused) return refused;
  return Response.json(
    [{ filter: '_id in path("**")', permissions: ['read', 'create', 'update', 'history'] }],
    { headers: noStore },
  );
}

export function handleProject(ctx: LakeContext): Response {
  const refused = requireAdmin(ctx);
  if (refused) return refused;
  const user = ctx.user!;
  return Response.json(
    {
      id: LOCAL_PROJECT_ID,
      displayName: 'Local content lake',
      studioHost: null,
      isBlocked: false,
      isDisabled: false,
      isDisabledByUser: false,
      metadata: {},
      members: [
        {
          id: user.id,
          role: 'administrator',
          roles: [{ name: 'administrator', title: 'Administrator' }],
          isCurrentUser: true,
          isRobot: false,
        },
      ],
      features: [],
      pendingInvites: 0,
    },
    { headers: noStore },
  );
}

export function handleDatasets(): Response {
  return Response.json([{ name: LOCAL_DATASET, aclMode: 'public' }], { headers: noStore });
}

/** `auth/fetch?sid=…`: the Studio trades the one-time code from the sign-in bridge for a token. */
export async function handleAuthFetch(ctx: LakeContext): Promise<Response> {
  const sid = ctx.url.searchParams.get('sid');
  if (!sid) return lakeError(400, 'The sid parameter is required.');
  const token = await exchangeSignInCode(ctx.db, sid);
  if (!token)
    return lakeError(401, 'The sign-in code is invalid, used or expired.', 'unauthorized');
  return Response.json({ token }, { headers: noStore });
}

export async function handleLogout(request: Request, ctx: LakeContext): Promise<Response> {
  const token = bearerToken(request);
  if (token) await revokeLakeToken(ctx.db, token);
  return new Response(null, { status: 204 });
}

/**
 * The Studio's sign-in provider URL: an admin signed in to the app is sent back to the Studio with a
 * one-time code (`origin#sid=…`); anyone else is sent to the app's admin sign-in first. The origin
 * must be this site or one of the allowed CORS origins, so a code never leaves them.
 */
export async function handleAuthStart(
  request: Request,
  ctx: LakeContext,
  appSession: AppSession,
  corsOrigins: readonly string[],
): Promise<Response> {
  const origin = ctx.url.searchParams.get('origin');
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  let target: URL;
  try {
    target = new URL(origin ?? '');
  } catch {
    return lakeError(400, 'The origin parameter must be the Studio URL.');
  }
  if (target.host !== host && !corsOrigins.includes(target.origin)) {
    return lakeError(400, 'The origin must be on this site or an allowed CORS origin.');
  }
  const current = await appSession.current();
  if (!current) {
    const returnTo = `${ctx.url.pathname}${ctx.url.search}`;
    return new Response(null, {
      status: 303,
      headers: { location: appSession.signInUrl(returnTo), ...noStore },
    });
  }
  // Signed in but not an admin: spec §2.5 sends them home.
  if (!current.admin)
    return new Response(null, { status: 303, headers: { location: '/', ...noStore } });
  const sid = await issueSignInCode(ctx.db, current.user, {
    sessionVersion: current.sessionVersion,
  });
  target.hash = `sid=${sid}`;
  return new Response(null, { status: 303, headers: { location: target.toString(), ...noStore } });
}
