import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '@/lib/db';
import { contentApiCredentials } from '@/lib/db/schema';

/** Who a valid lake token belongs to: an admin of the app. */
export type LakeUser = { id: string; name: string; email: string };

export const TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const SID_TTL_MS = 2 * 60 * 1000;

const hash = (secret: string) => createHash('sha256').update(secret).digest('hex');

async function issue(
  db: Database,
  kind: 'token' | 'sid',
  user: LakeUser,
  ttlMs: number,
  now: Date,
) {
  const secret = randomBytes(32).toString('base64url');
  await db.insert(contentApiCredentials).values({
    hash: hash(secret),
    kind,
    userId: user.id,
    userName: user.name,
    userEmail: user.email,
    expiresAt: new Date(now.getTime() + ttlMs),
  });
  // Expired credentials are swept whenever new ones are issued.
  await db.delete(contentApiCredentials).where(lt(contentApiCredentials.expiresAt, now));
  return secret;
}

/** A bearer token for the lake API (the Studio keeps it in localStorage). */
export function issueLakeToken(db: Database, user: LakeUser, now = new Date()): Promise<string> {
  return issue(db, 'token', user, TOKEN_TTL_MS, now);
}

/** A one-time code the sign-in bridge puts in the Studio's URL fragment (`#sid=…`). */
export function issueSignInCode(db: Database, user: LakeUser, now = new Date()): Promise<string> {
  return issue(db, 'sid', user, SID_TTL_MS, now);
}

/** Exchanges a one-time code for a token; a code works once, and only before it expires. */
export async function exchangeSignInCode(
  db: Database,
  sid: string,
  now = new Date(),
): Promise<string | null> {
  const [row] = await db
    .delete(contentApiCredentials)
    .where(
      and(
        eq(contentApiCredentials.hash, hash(sid)),
        eq(contentApiCredentials.kind, 'sid'),
        gt(contentApiCredentials.expiresAt, now),
      ),
    )
    .returning();
  if (!row) return null;
  return issueLakeToken(db, { id: row.userId, name: row.userName, email: row.userEmail }, now);
}

// Tokens are checked on every lake request (the Studio makes many): a short in-process cache.
const TOKEN_CACHE_MS = 30_000;
const tokenCache = new Map<string, { user: LakeUser | null; until: number }>();

/**
 * `CONTENT_API_TOKEN` (at least 32 characters), when set, is a robot token with admin rights, for
 * scripts and CI that write to a running app's lake without a person signing in.
 */
export const ROBOT_USER: LakeUser = {
  id: 'robot',
  name: 'Content API robot',
  email: 'robot@localhost',
};

function isRobotToken(token: string): boolean {
  const robot = process.env.CONTENT_API_TOKEN;
  if (!robot || robot.length < 32) return false;
  const a = createHash('sha256').update(robot).digest();
  const b = createHash('sha256').update(token).digest();
  return timingSafeEqual(a, b);
}

export async function userForToken(
  db: Database,
  token: string,
  options: { now?: Date; isAdmin?: (userId: string) => Promise<boolean> } = {},
): Promise<LakeUser | null> {
  if (isRobotToken(token)) return ROBOT_USER;
  const now = options.now ?? new Date();
  const key = hash(token);
  const cached = tokenCache.get(key);
  if (cached && cached.until > now.getTime()) return cached.user;
  const [row] = await db
    .select()
    .from(contentApiCredentials)
    .where(
      and(
        eq(contentApiCredentials.hash, key),
        eq(contentApiCredentials.kind, 'token'),
        gt(contentApiCredentials.expiresAt, now),
      ),
    );
  // A token dies with its holder's admin role (or account).
  const stillAdmin = row && options.isAdmin ? await options.isAdmin(row.userId) : true;
  const user =
    row && stillAdmin ? { id: row.userId, name: row.userName, email: row.userEmail } : null;
  if (tokenCache.size > 1000) tokenCache.clear();
  tokenCache.set(key, {
    user,
    until: Math.min(now.getTime() + TOKEN_CACHE_MS, row?.expiresAt.getTime() ?? Infinity),
  });
  return user;
}

export async function revokeLakeToken(db: Database, token: string): Promise<void> {
  const key = hash(token);
  tokenCache.delete(key);
  await db.delete(contentApiCredentials).where(eq(contentApiCredentials.hash, key));
}

/** Revokes every lake token of a user (e.g. when their admin role is removed). */
export async function revokeUserLakeTokens(db: Database, userId: string): Promise<void> {
  tokenCache.clear();
  await db.delete(contentApiCredentials).where(eq(contentApiCredentials.userId, userId));
}

export function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization');
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}
