// What several of the account routes do: start this browser's session, confirm a change with the
// password, ask an address's owner to confirm it.
import type { z } from 'zod';
import type { Database } from '../db';
import { fail, type Failure, type Outcome } from '../http';
import { route, type RouteContext } from '../http/route';
import { EMAIL_VERIFICATION_TTL_MS } from '../auth/config';
import { clearPendingTwoFactor, writeSessionCookie } from '../auth/cookies';
import { verifyPassword } from '../auth/password';
import { revokeAllSessions, startSession } from '../auth/sessions';
import { issueAccountToken } from '../auth/tokens';
import type { SessionUser } from '../auth/types';
import { findUserById, toSessionUser, type UserRow } from '../auth/users';
import { limitAuthAttempt } from './limits';
import { sendEmailVerificationMail } from './mail';

export async function signIn(db: Database, user: UserRow, request: Request): Promise<SessionUser> {
  await writeSessionCookie(await startSession(db, user.id, request.headers.get('user-agent')));
  await clearPendingTwoFactor();
  return toSessionUser(user);
}

/** After a change that ends every session: this browser gets a fresh one, the others are out. */
export async function keepOnlyThisSession(db: Database, userId: string, request: Request) {
  await revokeAllSessions(db, userId);
  await writeSessionCookie(await startSession(db, userId, request.headers.get('user-agent')));
}

/** The account, if `password` is its password (rate limited); else a 403 on the form's field. */
async function checkPassword(
  db: Database,
  request: Request,
  userId: string,
  password: string,
  field = 'password',
  sentence = 'Your password is not correct.',
): Promise<UserRow | Failure> {
  const limited = await limitAuthAttempt(db, 'reauth', request, userId);
  if (limited) return limited;
  const row = await findUserById(db, userId);
  if (!row || !(await verifyPassword(password, row.passwordHash))) {
    return fail(403, sentence, { fieldErrors: { [field]: [sentence] } });
  }
  return row;
}

/**
 * A change the signed-in user confirms with their password (`field` of the body): the route checks
 * it first, then `change` runs with the account.
 */
export function confirmedChange<S extends z.ZodType<Record<string, unknown>>>(
  body: S,
  change: (
    context: RouteContext<'signed-in', S, undefined, undefined>,
    account: UserRow,
  ) => Promise<Outcome>,
  confirm: { field: string; sentence?: string } = { field: 'password' },
) {
  return route({
    access: 'signed-in',
    body,
    async handle(context) {
      const password = String(context.body[confirm.field] ?? '');
      const account = await checkPassword(
        context.db,
        context.request,
        context.user.id,
        password,
        confirm.field,
        confirm.sentence,
      );
      return isFailure(account) ? account : change(context, account);
    },
  });
}

export const emailTaken = (sentence: string, onField: string) =>
  fail(409, sentence, { fieldErrors: { email: [onField] } });

/** E-mails a link that proves the address is the user's (single use, 24 hours). */
export async function askToVerify(db: Database, userId: string, email: string) {
  const token = await issueAccountToken(db, {
    userId,
    purpose: 'email-verification',
    ttlMs: EMAIL_VERIFICATION_TTL_MS,
    email,
  });
  await sendEmailVerificationMail(db, email, token);
}

const isFailure = (value: unknown): value is Failure =>
  typeof value === 'object' && value !== null && 'ok' in value && value.ok === false;
