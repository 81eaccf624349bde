// The HTTP side of accounts: each export is one route handler's whole body, so app/api stays thin.
import type { z } from 'zod';
import { getDb, type Database } from '../db';
import { jsonError, parseJsonBody } from '../http';
import {
  adminUserUpdateSchema,
  changeEmailSchema,
  changePasswordSchema,
  enableTwoFactorSchema,
  forgotPasswordSchema,
  loginSchema,
  passwordConfirmationSchema,
  profileSchema,
  registerSchema,
  resetPasswordSchema,
  twoFactorVerifySchema,
} from '../validation/auth';
import { listOutboxMessages } from './back-office';
import { EMAIL_VERIFICATION_TTL_MS, PASSWORD_RESET_TTL_MS } from './config';
import {
  clearPendingTwoFactor,
  clearSessionCookie,
  pendingTwoFactorFromRequest,
  sessionCookieFromRequest,
  writePendingTwoFactor,
  writeSessionCookie,
} from './cookies';
import { ensureCsrfToken, verifyCsrf } from './csrf';
import { ensureFirstAdminOnce } from './first-admin';
import { requireApiAdmin, requireApiUser } from './guards';
import { forgetAccountAttempts, limitAuthAttempt } from './limits';
import { sendEmailChangedNotice, sendEmailVerificationMail, sendPasswordResetMail } from './mail';
import { verifyPassword } from './password';
import { safeRedirectPath } from './redirect';
import { endSession, resolveSession, revokeAllSessions, startSession } from './sessions';
import { issueAccountToken, redeemAccountToken, sha256 } from './tokens';
import {
  beginTwoFactorSetup,
  confirmTwoFactor,
  disableTwoFactor,
  verifySecondFactor,
} from './two-factor';
import type { SessionUser } from './types';
import {
  authenticate,
  countAdmins,
  createUser,
  deleteUser,
  findUserByEmail,
  findUserById,
  listUsers,
  markEmailVerified,
  setUserPassword,
  setUserRole,
  toAccountView,
  toSessionUser,
  updateUserEmail,
  updateUserName,
  type UserRow,
} from './users';

const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

// Forgot-password answers no sooner than this, so its timing does not say whether an account exists.
const FORGOT_PASSWORD_MIN_MS = 800;

type Checked<Context> = Context | Response;

/** The preamble of a public account form (sign-in, registration, reset): CSRF check, then the body. */
async function publicRequest<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<Checked<{ db: Database; body: z.infer<S> }>> {
  const csrf = verifyCsrf(request);
  if (csrf) return csrf;
  const body = await parseJsonBody(request, schema);
  if (!body.ok) return body.response;
  return { db: await getDb(), body: body.data };
}

/**
 * The preamble of a change by someone signed in: CSRF check, the session (401 without one), then the
 * body when the route takes one. `admin: true` also requires the admin role (403 otherwise).
 */
export async function signedInRequest<S extends z.ZodType = z.ZodUndefined>(
  request: Request,
  options: { schema?: S; admin?: boolean } = {},
): Promise<Checked<{ db: Database; user: SessionUser; body: z.infer<S> }>> {
  const csrf = verifyCsrf(request);
  if (csrf) return csrf;
  const user = options.admin ? await requireApiAdmin(request) : await requireApiUser(request);
  if (user instanceof Response) return user;
  let body: z.infer<S> = undefined as z.infer<S>;
  if (options.schema) {
    const parsed = await parseJsonBody(request, options.schema);
    if (!parsed.ok) return parsed.response;
    body = parsed.data;
  }
  return { db: await getDb(), user, body };
}

async function signIn(db: Database, user: UserRow, request: Request): Promise<SessionUser> {
  await writeSessionCookie(await startSession(db, user.id, request.headers.get('user-agent')));
  await clearPendingTwoFactor();
  return toSessionUser(user);
}

/** After a change that ends every session: this browser gets a fresh one, the others are out. */
async function keepOnlyThisSession(db: Database, userId: string, request: Request) {
  await revokeAllSessions(db, userId);
  await writeSessionCookie(await startSession(db, userId, request.headers.get('user-agent')));
}

async function checkPassword(db: Database, request: Request, userId: string, password: string) {
  const limited = await limitAuthAttempt(db, 'reauth', request, userId);
  if (limited) return limited;
  const row = await findUserById(db, userId);
  if (!row || !(await verifyPassword(password, row.passwordHash))) {
    return jsonError(403, 'Your password is not correct.', {
      fieldErrors: { password: ['Your password is not correct.'] },
    });
  }
  return row;
}

export async function register(request: Request): Promise<Response> {
  const checked = await publicRequest(request, registerSchema);
  if (checked instanceof Response) return checked;
  const { db, body } = checked;
  const limited = await limitAuthAttempt(db, 'register', request, body.email);
  if (limited) return limited;

  const created = await createUser(db, body);
  if (created === 'email-taken') {
    return jsonError(409, 'An account with this e-mail already exists. Try signing in.', {
      fieldErrors: { email: ['An account with this e-mail already exists.'] },
    });
  }
  const token = await issueAccountToken(db, {
    userId: created.id,
    purpose: 'email-verification',
    ttlMs: EMAIL_VERIFICATION_TTL_MS,
    email: created.email,
  });
  await sendEmailVerificationMail(db, created.email, token);
  const user = await signIn(db, created, request);
  return Response.json({ user, redirect: '/account' }, { status: 201 });
}

export async function login(request: Request): Promise<Response> {
  const checked = await publicRequest(request, loginSchema);
  if (checked instanceof Response) return checked;
  const { db, body } = checked;
  await ensureFirstAdminOnce(db);
  const { email, password } = body;
  const limited = await limitAuthAttempt(db, 'login', request, email);
  if (limited) return limited;

  const user = await authenticate(db, email, password);
  if (!user) return jsonError(401, 'The e-mail or password is not correct.');
  await forgetAccountAttempts(db, 'login', email);

  const redirect = safeRedirectPath(body.redirect, user.role === 'admin' ? '/admin' : '/account');
  if (user.totpEnabledAt) {
    // No session yet: only a sealed note that the password was right, valid for five minutes.
    await writePendingTwoFactor({ userId: user.id, sessionVersion: user.sessionVersion, redirect });
    return Response.json({ twoFactorRequired: true, redirect: '/2fa-verify' });
  }
  return Response.json({ user: await signIn(db, user, request), redirect });
}

export async function verifyTwoFactor(request: Request): Promise<Response> {
  const checked = await publicRequest(request, twoFactorVerifySchema);
  if (checked instanceof Response) return checked;
  const { db, body } = checked;
  const pending = await pendingTwoFactorFromRequest(request);
  if (!pending) return jsonError(401, 'Your sign-in has expired. Please sign in again.');
  const limited = await limitAuthAttempt(db, 'twoFactor', request, pending.userId);
  if (limited) return limited;

  const user = await findUserById(db, pending.userId);
  if (!user || !user.totpEnabledAt || user.sessionVersion !== pending.sessionVersion) {
    await clearPendingTwoFactor();
    return jsonError(401, 'Your sign-in has expired. Please sign in again.');
  }
  if (!(await verifySecondFactor(db, user.id, body.code))) {
    return jsonError(401, 'That code is not valid. Try the current code from your app.', {
      fieldErrors: { code: ['That code is not valid.'] },
    });
  }
  await forgetAccountAttempts(db, 'twoFactor', user.id);
  return Response.json({ user: await signIn(db, user, request), redirect: pending.redirect });
}

export async function logout(request: Request): Promise<Response> {
  const csrf = verifyCsrf(request);
  if (csrf) return csrf;
  const session = await sessionCookieFromRequest(request);
  if (session) await endSession(await getDb(), session.sessionId);
  await clearSessionCookie();
  return Response.json({ ok: true });
}

/** GET /api/auth/me: the account of the signed-in user, or 401. Also hands out the CSRF token. */
export async function me(request: Request): Promise<Response> {
  const session = await sessionCookieFromRequest(request);
  const db = await getDb();
  const user = session ? await resolveSession(db, session) : null;
  const row = user ? await findUserById(db, user.id) : null;
  const csrfToken = await ensureCsrfToken();
  const headers = { 'Cache-Control': 'no-store' };
  if (!row) return Response.json({ error: 'Not signed in.' }, { status: 401, headers });
  return Response.json({ ...toAccountView(row), csrfToken }, { headers });
}

/** HEAD /api/auth/me: the same status as GET, no body (a cheap warm-up). */
export async function meHead(request: Request): Promise<Response> {
  const session = await sessionCookieFromRequest(request);
  const user = session ? await resolveSession(await getDb(), session) : null;
  return new Response(null, { status: user ? 200 : 401, headers: { 'Cache-Control': 'no-store' } });
}

export async function csrfToken(): Promise<Response> {
  return Response.json(
    { token: await ensureCsrfToken() },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}

export async function forgotPassword(request: Request): Promise<Response> {
  const started = Date.now();
  const checked = await publicRequest(request, forgotPasswordSchema);
  if (checked instanceof Response) return checked;
  const { db, body } = checked;
  const limited = await limitAuthAttempt(db, 'forgot', request, body.email);
  if (limited) return limited;

  const user = await findUserByEmail(db, body.email);
  if (user) {
    const token = await issueAccountToken(db, {
      userId: user.id,
      purpose: 'password-reset',
      ttlMs: PASSWORD_RESET_TTL_MS,
    });
    await sendPasswordResetMail(db, user.email, token);
  }
  const wait = FORGOT_PASSWORD_MIN_MS - (Date.now() - started);
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  return Response.json({
    ok: true,
    message: 'If an account exists for that address, we have sent it a link to reset the password.',
  });
}

export async function resetPassword(request: Request): Promise<Response> {
  const checked = await publicRequest(request, resetPasswordSchema);
  if (checked instanceof Response) return checked;
  const { db, body } = checked;
  const limited = await limitAuthAttempt(db, 'reset', request, sha256(body.token));
  if (limited) return limited;

  const redeemed = await redeemAccountToken(db, body.token, 'password-reset');
  if (!redeemed) {
    return jsonError(
      400,
      'This reset link has expired or was already used. Please ask for a new one.',
    );
  }
  await setUserPassword(db, redeemed.userId, body.password);
  // Every session ends, this browser's too: signing in again goes through two-factor if it is on.
  await revokeAllSessions(db, redeemed.userId);
  await clearSessionCookie();
  return Response.json({ ok: true, redirect: '/login?reset=1' });
}

export async function verifyEmail(request: Request): Promise<Response> {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const db = await getDb();
  const redeemed = token ? await redeemAccountToken(db, token, 'email-verification') : null;
  if (redeemed?.email) await markEmailVerified(db, redeemed.userId, redeemed.email);
  const target = redeemed ? '/account?emailVerified=1' : '/account?emailVerified=0';
  return new Response(null, { status: 303, headers: { Location: target } });
}

export async function updateProfile(request: Request): Promise<Response> {
  const account = await signedInRequest(request, { schema: profileSchema });
  if (account instanceof Response) return account;
  const { db, user, body } = account;
  await updateUserName(db, user.id, body.name);
  return Response.json({ ok: true, name: body.name });
}

export async function changeEmail(request: Request): Promise<Response> {
  const account = await signedInRequest(request, { schema: changeEmailSchema });
  if (account instanceof Response) return account;
  const { db, user, body } = account;
  const checked = await checkPassword(db, request, user.id, body.password);
  if (checked instanceof Response) return checked;

  const outcome = await updateUserEmail(db, user.id, body.email);
  if (outcome === 'email-taken') {
    return jsonError(409, 'Another account uses this e-mail.', {
      fieldErrors: { email: ['Another account uses this e-mail.'] },
    });
  }
  const token = await issueAccountToken(db, {
    userId: user.id,
    purpose: 'email-verification',
    ttlMs: EMAIL_VERIFICATION_TTL_MS,
    email: body.email,
  });
  await sendEmailVerificationMail(db, body.email, token);
  await sendEmailChangedNotice(db, checked.email, body.email);
  return Response.json({ ok: true, email: body.email });
}

export async function changePassword(request: Request): Promise<Response> {
  const account = await signedInRequest(request, { schema: changePasswordSchema });
  if (account instanceof Response) return account;
  const { db, user, body } = account;
  const checked = await checkPassword(db, request, user.id, body.currentPassword);
  if (checked instanceof Response) {
    return checked.status === 403
      ? jsonError(403, 'Your current password is not correct.', {
          fieldErrors: { currentPassword: ['Your current password is not correct.'] },
        })
      : checked;
  }
  await setUserPassword(db, user.id, body.newPassword);
  await keepOnlyThisSession(db, user.id, request);
  return Response.json({ ok: true });
}

export async function startTwoFactorSetup(request: Request): Promise<Response> {
  const account = await signedInRequest(request);
  if (account instanceof Response) return account;
  const { db, user } = account;
  const row = await findUserById(db, user.id);
  if (row?.totpEnabledAt) return jsonError(409, 'Two-factor authentication is already on.');
  return Response.json(await beginTwoFactorSetup(db, user));
}

export async function enableTwoFactor(request: Request): Promise<Response> {
  const account = await signedInRequest(request, { schema: enableTwoFactorSchema });
  if (account instanceof Response) return account;
  const { db, user, body } = account;
  const limited = await limitAuthAttempt(db, 'twoFactor', request, user.id);
  if (limited) return limited;
  const row = await findUserById(db, user.id);
  if (row?.totpEnabledAt) return jsonError(409, 'Two-factor authentication is already on.');
  if (!row?.totpSecret) return jsonError(409, 'Start the set-up again to get a new QR code.');

  const recoveryCodes = await confirmTwoFactor(db, user.id, body.code);
  if (!recoveryCodes) {
    return jsonError(400, 'That code is not valid. Check the time on your phone and try again.', {
      fieldErrors: { code: ['That code is not valid.'] },
    });
  }
  await keepOnlyThisSession(db, user.id, request);
  return Response.json({ ok: true, recoveryCodes });
}

export async function turnOffTwoFactor(request: Request): Promise<Response> {
  const account = await signedInRequest(request, { schema: passwordConfirmationSchema });
  if (account instanceof Response) return account;
  const { db, user, body } = account;
  const checked = await checkPassword(db, request, user.id, body.password);
  if (checked instanceof Response) return checked;
  await disableTwoFactor(db, user.id);
  await keepOnlyThisSession(db, user.id, request);
  return Response.json({ ok: true });
}

export async function endOtherSessions(request: Request): Promise<Response> {
  const account = await signedInRequest(request);
  if (account instanceof Response) return account;
  const { db, user } = account;
  await keepOnlyThisSession(db, user.id, request);
  return Response.json({ ok: true });
}

export async function deleteAccount(request: Request): Promise<Response> {
  const account = await signedInRequest(request, { schema: passwordConfirmationSchema });
  if (account instanceof Response) return account;
  const { db, user, body } = account;
  const checked = await checkPassword(db, request, user.id, body.password);
  if (checked instanceof Response) return checked;
  if (checked.role === 'admin' && (await countAdmins(db)) <= 1) {
    return jsonError(409, 'You are the only admin. Make someone else an admin first.');
  }
  await deleteUser(db, user.id);
  await clearSessionCookie();
  return Response.json({ ok: true, redirect: '/' });
}

export async function adminListUsers(request: Request): Promise<Response> {
  const admin = await requireApiAdmin(request);
  if (admin instanceof Response) return admin;
  const rows = await listUsers(await getDb());
  return Response.json({ users: rows.map(toAccountView) });
}

/** GET /api/auth/admin/outbox?to=: the newest e-mails (to one address if given), for admins. */
export async function adminListOutbox(request: Request): Promise<Response> {
  const admin = await requireApiAdmin(request);
  if (admin instanceof Response) return admin;
  const to = new URL(request.url).searchParams.get('to')?.trim() || undefined;
  const messages = await listOutboxMessages(await getDb(), 100, to);
  return Response.json({
    messages: messages.map(
      ({ id, kind, to: recipient, subject, text, status, attachments, createdAt }) => ({
        id,
        kind,
        to: recipient,
        subject,
        text,
        status,
        attachments,
        createdAt: createdAt.toISOString(),
      }),
    ),
  });
}

export async function adminUpdateUser(request: Request, userId: string): Promise<Response> {
  const checked = await signedInRequest(request, { schema: adminUserUpdateSchema, admin: true });
  if (checked instanceof Response) return checked;
  const { db, user: admin, body } = checked;
  if (!isUuid(userId)) return jsonError(404, 'No such user.');
  const target = await findUserById(db, userId);
  if (!target) return jsonError(404, 'No such user.');
  if (body.role && body.role !== target.role) {
    if (target.role === 'admin' && (await countAdmins(db)) <= 1) {
      return jsonError(409, 'There must be at least one admin.');
    }
    await setUserRole(db, userId, body.role);
  }
  // A role change or an explicit request ends the user's sessions, so the change applies at once.
  if (body.role !== undefined || body.endSessions) await revokeAllSessions(db, userId);
  if (userId === admin.id) await clearSessionCookie();
  const updated = await findUserById(db, userId);
  return Response.json({ user: updated ? toAccountView(updated) : null });
}

export async function adminDeleteUser(request: Request, userId: string): Promise<Response> {
  const checked = await signedInRequest(request, { admin: true });
  if (checked instanceof Response) return checked;
  const { db, user: admin } = checked;
  if (userId === admin.id) return jsonError(409, 'Delete your own account from your settings.');
  if (!isUuid(userId)) return jsonError(404, 'No such user.');
  const target = await findUserById(db, userId);
  if (!target) return jsonError(404, 'No such user.');
  await deleteUser(db, userId);
  return Response.json({ ok: true });
}
