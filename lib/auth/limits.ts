import { eq } from 'drizzle-orm';
import type { Database } from '../db';
import { tables } from '../db';
import { clientIp, tooManyRequests, type Failure } from '../http';
import { consumeRateLimits, type RateLimitRule } from '../rate-limit';

const MINUTE = 60_000;

/** `limit` attempts per `minutes`. */
const per = (limit: number, minutes: number) => ({ limit, windowMs: minutes * MINUTE });

type Limits = { perIp: Omit<RateLimitRule, 'key'>; perAccount: Omit<RateLimitRule, 'key'> };

/** Attempts allowed per window, per client address and per account (shared by every instance). */
export const authRateLimits = {
  login: { perIp: per(60, 10), perAccount: per(5, 15) },
  register: { perIp: per(30, 10), perAccount: per(5, 60) },
  forgot: { perIp: per(20, 15), perAccount: per(3, 15) },
  reset: { perIp: per(20, 15), perAccount: per(5, 15) },
  invite: { perIp: per(20, 15), perAccount: per(5, 15) },
  twoFactor: { perIp: per(30, 5), perAccount: per(5, 5) },
  // Password re-entry in account settings (e-mail change, 2FA off, delete, sign out others).
  reauth: { perIp: per(30, 10), perAccount: per(5, 10) },
} satisfies Record<string, Limits>;

export type AuthAction = keyof typeof authRateLimits;

function accountKey(action: AuthAction, account: string) {
  return `${action}:account:${account.trim().toLowerCase()}`;
}

/** Counts one attempt; a 429 with Retry-After when the address or the account is over its limit. */
export async function limitAuthAttempt(
  db: Database,
  action: AuthAction,
  request: Request,
  account: string,
  now: Date = new Date(),
): Promise<Failure | null> {
  const limits = authRateLimits[action];
  const verdict = await consumeRateLimits(
    db,
    [
      { key: `${action}:ip:${clientIp(request)}`, ...limits.perIp },
      { key: accountKey(action, account), ...limits.perAccount },
    ],
    now,
  );
  return verdict.allowed ? null : tooManyRequests(verdict);
}

/** After a success the account's failed attempts stop counting (the per-address count stays). */
export async function forgetAccountAttempts(db: Database, action: AuthAction, account: string) {
  await db
    .delete(tables.rateLimitWindows)
    .where(eq(tables.rateLimitWindows.key, accountKey(action, account)));
}
