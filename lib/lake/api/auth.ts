import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '@/lib/db';
import { contentApiCredentials } from '@/lib/db/schema';

/** Who a valid lake token belongs to: an admin of the app. */
export type LakeUser = { id: string; name: string; email: string };

/**
 * Whether the holder of a token may still use it: the app says so on every use, from the user's
 * current state (still an admin, not suspended, and the session version the token was issued
 * under: signing out everywhere, a password change or reset, a role change or a suspension moves it).
 */
export type HolderCheck = (userId: string, sessionVersion: number | null) => Promise<boolean>;

export const TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const SID_TTL_MS = 2 * 60 * 1000;

const hash = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** What a credential is issued under: the holder's session version, when the app has sessions. */
export type IssueOptions = { sessionVersion?: number | null; now?: Date };

async function issue(
  db: Database,
  kind: 'token' | 'sid',
  user: LakeUser,
  ttlMs: number,
  { sessionVersion = null, now = new Date() }: IssueOptions,
) {
  const secret = randomBytes(32).toString('base64url');
  await db.insert(contentApiCredentials).values({
    hash: hash(secret),
    kind,
    userId: user.id,
    userName: user.name,
    userEmail: user.email,
    sessionVersion,
    expiresAt: new Date(now.getTime() + ttlMs),
  });
  // Expired credentials are swept whenever new ones are issued.
  await db.delete(contentApiCredentials).where(lt(contentApiCredentials.expiresAt, now));
  return secret;
}

/** A bearer token for the lake API (the Studio keeps it in localStorage). */
export function issueLakeToken(
  db: Database,
  user: LakeUser,
  options: IssueOptions = {},
): Promise<string> {
  return issue(db, 'token', user, TOKEN_TTL_MS, options);
}

/** A one-time code the sign-in bridge puts in the Studio's URL fragment (`#sid=…`). */
export function issueSignInCode(
  db: Database,
  user: LakeUser,
  options: IssueOptions = {},
): Promise<string> {
  return issue(db, 'sid', user, SID_TTL_MS, options);
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
  return issueLakeToken(
    db,
    { id: row.userId, name: row.userName, email: row.userEmail },
    { sessionVersion: row.sessionVersion, now },
  );
}

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

/**
 * The user a bearer token stands for, or null. Checked against the holder's current state on every
 * use (no cache: a suspension or a sign-out everywhere stops the very next request); a token whose
 * holder no longer passes is deleted.
 */
export async function userForToken(
  db: Database,
  token: string,
  options: { now?: Date; holderIsCurrent?: HolderCheck } = {},
): Promise<LakeUser | null> {
  if (isRobotToken(token)) return ROBOT_USER;
  const now = options.now ?? new Date();
  const key = hash(token);
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
  if (!row) return null;
  if (options.holderIsCurrent && !(await options.holderIsCurrent(row.userId, row.sessionVersion))) {
    await db.delete(contentApiCredentials).where(eq(contentApiCredentials.hash, key));
    return null;
  }
  return { id: row.userId, name: row.userName, email: row.userEmail };
}

export async function revokeLakeToken(db: Database, token: string): Promise<void> {
  await db.delete(contentApiCredentials).where(eq(contentApiCredentials.hash, hash(token)));
}

/** Revokes every lake credential of a user at once. */
export async function revokeUserLakeTokens(db: Database, userId: string): Promise<void> {
  await db.delete(contentApiCredentials).where(eq(contentApiCredentials.userId, userId));
}

export function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization');
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}
