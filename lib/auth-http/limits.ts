// How often the account routes may be tried, per client address and per account.
import { eq } from 'drizzle-orm';
import type { Database } from '../db';
import { tables } from '../db';
import { clientIp, tooManyRequests, type Failure } from '../http';
import {
  claimOnce,
  consumeRateLimits,
  eventsSince,
  forgetEvents,
  recordEvent,
  type RateLimitRule,
} from '../rate-limit';

const SECOND = 1000;
const MINUTE = 60_000;

/** `limit` attempts per `minutes`. */
const per = (limit: number, minutes: number) => ({ limit, windowMs: minutes * MINUTE });

type Rule = Omit<RateLimitRule, 'key'>;
type Limits = { perIp: Rule; perAccount?: Rule };

/**
 * Attempts allowed per window, per client address and per account (shared by every instance).
 * Sign-in and forgot-password have no per-account cap: anyone can name an account, so a cap there
 * would let a stranger lock its owner out (issue #37). See `limitSignIn` and `mayMailPasswordReset`.
 */
export const authRateLimits = {
  login: { perIp: per(60, 10) },
  register: { perIp: per(30, 10), perAccount: per(5, 60) },
  forgot: { perIp: per(20, 15) },
  reset: { perIp: per(20, 15), perAccount: per(5, 15) },
  invite: { perIp: per(20, 15), perAccount: per(5, 15) },
  twoFactor: { perIp: per(30, 5), perAccount: per(5, 5) },
  // The buttons of the e-mailed links (confirm an address, approve two-factor), per link's token.
  emailLink: { perIp: per(20, 15), perAccount: per(5, 15) },
  // Password re-entry in account settings (e-mail change, 2FA on and off, delete, ...): a few tries
  // each for a settings session's changes, still far too few to guess a password.
  reauth: { perIp: per(30, 10), perAccount: per(10, 10) },
} satisfies Record<string, Limits>;

export type AuthAction = keyof typeof authRateLimits;

const normalise = (account: string) => account.trim().toLowerCase();

function accountKey(action: AuthAction, account: string) {
  return `${action}:account:${normalise(account)}`;
}

/** Counts one attempt; a 429 with Retry-After when the address or the account is over its limit. */
export async function limitAuthAttempt(
  db: Database,
  action: AuthAction,
  request: Request,
  account: string,
  now: Date = new Date(),
): Promise<Failure | null> {
  const limits: Limits = authRateLimits[action];
  const rules = [{ key: `${action}:ip:${clientIp(request)}`, ...limits.perIp }];
  if (limits.perAccount) rules.push({ key: accountKey(action, account), ...limits.perAccount });
  const verdict = await consumeRateLimits(db, rules, now);
  return verdict.allowed ? null : tooManyRequests(verdict);
}

/** After a success the account's failed attempts stop counting (the per-address count stays). */
export async function forgetAccountAttempts(db: Database, action: AuthAction, account: string) {
  await db
    .delete(tables.rateLimitWindows)
    .where(eq(tables.rateLimitWindows.key, accountKey(action, account)));
}

/**
 * Sign-in slows a password guesser without ever locking the owner out:
 * - every address keeps its hard limit (`authRateLimits.login.perIp`, across accounts);
 * - each wrong password is recorded for the account and for the account from that address;
 * - an address with recent failures for the account must then wait before its next try, and the
 *   wait doubles with the account's failures from anywhere (1, 2, 4 … s, at most `maxDelayMs`);
 * - an address with no recent failure for the account (the owner, elsewhere) is never refused,
 *   only held `newAddressPauseMs` while the account has failures;
 * - once the account has failures, one try at a time per account and address (an atomic claim),
 *   so a burst of parallel requests gets one guess, not one each (before that, only the address's
 *   hard limit bounds a first burst, and an owner's parallel sign-ins all go through).
 * Failures and claims are rows of the rate-limit table, shared by every instance. A correct
 * password forgets that address's failures only, so the owner signing in does not reset a guesser.
 */
export const signInSlowdown = {
  /** Failures older than this no longer count. */
  windowMs: 15 * MINUTE,
  firstDelayMs: 1 * SECOND,
  maxDelayMs: 30 * SECOND,
  newAddressPauseMs: 1 * SECOND,
};

function signInKeys(request: Request, account: string) {
  const forAccount = `login:failed:account:${normalise(account)}`;
  const ip = clientIp(request);
  return {
    accountFailures: forAccount,
    addressFailures: `${forAccount}:ip:${ip}`,
    // Turns after a failure, and first turns (a failure can fall on a window's first instant).
    addressTurns: `login:turn:account:${normalise(account)}:ip:${ip}`,
    addressFirstTurns: `login:first-turn:account:${normalise(account)}:ip:${ip}`,
  };
}

/** The wait after an address's last failure, given the account's failures from anywhere. */
export function signInDelayMs(accountFailures: number): number {
  const { firstDelayMs, maxDelayMs } = signInSlowdown;
  if (accountFailures <= 0) return 0;
  return Math.min(maxDelayMs, firstDelayMs * 2 ** Math.min(accountFailures - 1, 20));
}

function waitBeforeSigningIn(ms: number): Failure {
  const seconds = Math.max(1, Math.ceil(ms / SECOND));
  return tooManyRequests(
    { retryAfterSeconds: seconds },
    `Too many failed sign-ins. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`,
  );
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Decides whether this sign-in may check its password now (see `signInSlowdown`); else a 429. */
export async function limitSignIn(
  db: Database,
  request: Request,
  account: string,
  now: Date = new Date(),
): Promise<Failure | null> {
  const perAddress = await limitAuthAttempt(db, 'login', request, account, now);
  if (perAddress) return perAddress;
  const keys = signInKeys(request, account);
  const since = new Date(now.getTime() - signInSlowdown.windowMs);
  const [fromAnywhere, fromHere] = await Promise.all([
    eventsSince(db, keys.accountFailures, since),
    eventsSince(db, keys.addressFailures, since),
  ]);
  if (fromHere.last) {
    const readyAt = fromHere.last.getTime() + signInDelayMs(fromAnywhere.count);
    if (now.getTime() < readyAt) return waitBeforeSigningIn(readyAt - now.getTime());
  }
  // An account nobody is guessing at needs no turns: its owner may sign in from two tabs at once.
  if (!fromHere.last && fromAnywhere.count === 0) return null;
  // The turn after this address's last failure; with none, this failure window's first turn.
  const windowMs = signInSlowdown.windowMs;
  const claimed = fromHere.last
    ? await claimOnce(db, keys.addressTurns, fromHere.last)
    : await claimOnce(
        db,
        keys.addressFirstTurns,
        new Date(Math.floor(now.getTime() / windowMs) * windowMs),
      );
  if (!claimed) {
    return waitBeforeSigningIn(signInSlowdown.firstDelayMs);
  }
  if (!fromHere.last) await pause(signInSlowdown.newAddressPauseMs);
  return null;
}

/** A wrong password: counts for the account, and for the account from this address. */
export async function recordFailedSignIn(
  db: Database,
  request: Request,
  account: string,
  now: Date = new Date(),
): Promise<void> {
  const keys = signInKeys(request, account);
  await Promise.all([
    recordEvent(db, keys.accountFailures, now),
    recordEvent(db, keys.addressFailures, now),
  ]);
}

/** A correct password: this address starts afresh for the account (other addresses do not). */
export async function forgetFailedSignIns(
  db: Database,
  request: Request,
  account: string,
): Promise<void> {
  const keys = signInKeys(request, account);
  await Promise.all(
    [keys.addressFailures, keys.addressTurns, keys.addressFirstTurns].map((key) =>
      forgetEvents(db, key),
    ),
  );
}

/**
 * Password-reset e-mails per account: at most one per `everyMs`, whoever asks. Only whether a new
 * e-mail goes out depends on it, never the answer, so a stranger asking first cannot get the owner
 * refused, and the owner's inbox gets a fresh link at least this often (one atomic claim per period).
 */
export const resetMailPeriodMs = 5 * MINUTE;

export async function mayMailPasswordReset(
  db: Database,
  account: string,
  now: Date = new Date(),
): Promise<boolean> {
  const period = Math.floor(now.getTime() / resetMailPeriodMs) * resetMailPeriodMs;
  return claimOnce(db, `forgot:mail:account:${normalise(account)}`, new Date(period));
}
