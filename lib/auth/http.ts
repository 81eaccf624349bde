// The HTTP side of accounts: each export is one route (see lib/http/route.ts), so app/api stays thin.
import { z } from 'zod';
import type { Database } from '../db';
import { fail, ok, raw, redirectTo, type Failure, type Outcome } from '../http';
import { route, type RouteContext } from '../http/route';
import {
  acceptInviteSchema,
  adminInviteSchema,
  adminUsersQuerySchema,
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
import {
  EMAIL_VERIFICATION_TTL_MS,
  INVITE_UNUSABLE,
  PASSWORD_RESET_TTL_MS,
  SUSPENDED_MESSAGE,
  TWO_FACTOR_APPROVAL_TTL_MS,
} from './config';
import {
  clearPendingTwoFactor,
  clearSessionCookie,
  pendingTwoFactorFromRequest,
  writePendingTwoFactor,
  writeSessionCookie,
} from './cookies';
import { ensureCsrfToken } from './csrf';
import { ensureFirstAdminOnce, LOCAL_ADMIN_ELSEWHERE, localAdminRefused } from './first-admin';
import { acceptInvite, inviteAdmin } from './invites';
import {
  forgetAccountAttempts,
  forgetFailedSignIns,
  limitAuthAttempt,
  limitSignIn,
  mayMailPasswordReset,
  recordFailedSignIn,
} from './limits';
import {
  sendAccountExistsMail,
  sendAdminInviteMail,
  sendEmailChangedNotice,
  sendEmailVerificationMail,
  sendPasswordResetMail,
  sendTwoFactorApprovalMail,
} from './mail';
import { verifyPassword } from './password';
import { safeRedirectPath } from './redirect';
import { endSession, revokeAllSessions, startSession } from './sessions';
import { reactivateUser, suspendUser } from './suspension';
import { issueAccountToken, redeemAccountToken, sha256 } from './tokens';
import {
  approveTwoFactor,
  beginTwoFactorSetup,
  confirmTwoFactor,
  disableTwoFactor,
  endUnapprovedTwoFactor,
  verifySecondFactor,
} from './two-factor';
import type { SessionUser } from './types';
import {
  authenticate,
  confirmEmailAddress,
  countAdmins,
  createUser,
  deleteUser,
  findUserByEmail,
  findUserById,
  isLastActiveAdmin,
  listAdminUsersPage,
  setUserPassword,
  setUserRole,
  toAccountView,
  toAdminUserView,
  toSessionUser,
  updateUserName,
  type UserRow,
} from './users';

// Forgot-password answers no sooner than this, so its timing does not say whether an account exists.
const FORGOT_PASSWORD_MIN_MS = 800;
// Registration likewise: a new address costs a hash and two writes, a known one a hash and one write.
const REGISTER_MIN_MS = 800;

const REGISTERED_MESSAGE =
  'Check your inbox: we have sent you an e-mail to confirm your address. Follow its link, then sign in.';

/** What `/account?emailVerified=` says after a confirmation link (see app/account/page.tsx). */
const EMAIL_VERIFIED_PARAM = { confirmed: '1', changed: '1', 'email-taken': 'taken', invalid: '0' };

/** Waits until `ms` have passed since `start`, so an answer's timing says nothing. */
async function answerNoSoonerThan(start: Date, ms: number) {
  const wait = ms - (Date.now() - start.getTime());
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

const noStore = { 'Cache-Control': 'no-store' };
const userParams = z.object({ id: z.uuid() });

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
function confirmedChange<S extends z.ZodType<Record<string, unknown>>>(
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

const emailTaken = (sentence: string, onField: string) =>
  fail(409, sentence, { fieldErrors: { email: [onField] } });

/** E-mails a link that proves the address is the user's (single use, 24 hours). */
async function askToVerify(db: Database, userId: string, email: string) {
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

/**
 * Registration answers the same, just as fast, whether or not the address has an account, so it
 * tells nobody who is a customer: a new address gets its account and a link to confirm it, a known
 * one an e-mail saying so. Nobody is signed in here; the new customer signs in once confirmed.
 */
export const register = route({
  body: registerSchema,
  csrfToken: true,
  async handle({ db, body, request, now }) {
    const limited = await limitAuthAttempt(db, 'register', request, body.email);
    if (limited) return limited;
    const created = await createUser(db, body);
    if (created !== 'email-taken') await askToVerify(db, created.id, created.email);
    else {
      const owner = await findUserByEmail(db, body.email);
      if (owner) await sendAccountExistsMail(db, owner.email);
    }
    await answerNoSoonerThan(now, REGISTER_MIN_MS);
    return ok({ ok: true, message: REGISTERED_MESSAGE }, 202);
  },
});

export const login = route({
  body: loginSchema,
  csrfToken: true,
  async handle({ db, body, request, now }) {
    await ensureFirstAdminOnce(db);
    const { email, password } = body;
    const limited = await limitSignIn(db, request, email, now);
    if (limited) return limited;

    const user = await authenticate(db, email, password);
    if (!user) {
      await recordFailedSignIn(db, request, email, now);
      return fail(401, 'The e-mail or password is not correct.');
    }
    await forgetFailedSignIns(db, request, email);
    // Said only once the password is right, so it tells a stranger nothing about the account.
    if (user.suspendedAt) return fail(403, SUSPENDED_MESSAGE);
    if (localAdminRefused(user.email, request)) return fail(403, LOCAL_ADMIN_ELSEWHERE);

    const redirect = safeRedirectPath(body.redirect, user.role === 'admin' ? '/admin' : '/account');
    if (user.totpEnabledAt) {
      // No session yet: only a sealed note that the password was right, valid for five minutes.
      await writePendingTwoFactor({
        userId: user.id,
        sessionVersion: user.sessionVersion,
        redirect,
      });
      return ok({ twoFactorRequired: true, redirect: '/2fa-verify' });
    }
    return ok({ user: await signIn(db, user, request), redirect });
  },
});

export const verifyTwoFactor = route({
  body: twoFactorVerifySchema,
  csrfToken: true,
  async handle({ db, body, request }) {
    const pending = await pendingTwoFactorFromRequest(request);
    if (!pending) return fail(401, 'Your sign-in has expired. Please sign in again.');
    const limited = await limitAuthAttempt(db, 'twoFactor', request, pending.userId);
    if (limited) return limited;

    const user = await findUserById(db, pending.userId);
    if (user?.suspendedAt) {
      await clearPendingTwoFactor();
      return fail(403, SUSPENDED_MESSAGE);
    }
    if (!user || !user.totpEnabledAt || user.sessionVersion !== pending.sessionVersion) {
      await clearPendingTwoFactor();
      return fail(401, 'Your sign-in has expired. Please sign in again.');
    }
    if (!(await verifySecondFactor(db, user.id, body.code))) {
      return fail(401, 'That code is not valid. Try the current code from your app.', {
        fieldErrors: { code: ['That code is not valid.'] },
      });
    }
    await forgetAccountAttempts(db, 'twoFactor', user.id);
    return ok({ user: await signIn(db, user, request), redirect: pending.redirect });
  },
});

export const logout = route({
  csrfToken: true,
  async handle({ db, session }) {
    if (session) await endSession(db, session.sessionId);
    await clearSessionCookie();
    return ok({ ok: true });
  },
});

/** GET /api/auth/me: the account of the signed-in user, or 401. Also hands out the CSRF token. */
export const me = route({
  async handle({ db, user }) {
    const row = user ? await findUserById(db, user.id) : null;
    const csrfToken = await ensureCsrfToken();
    if (!row) return fail(401, 'Not signed in.', { headers: noStore });
    return ok({ ...toAccountView(row), csrfToken }, 200, noStore);
  },
});

/** HEAD /api/auth/me: the same status as GET, no body (a cheap warm-up). */
export const meHead = route({
  async handle({ user }) {
    return raw(null, user ? 200 : 401, noStore);
  },
});

export const csrfToken = route({
  async handle() {
    return ok({ token: await ensureCsrfToken() }, 200, noStore);
  },
});

export const forgotPassword = route({
  body: forgotPasswordSchema,
  csrfToken: true,
  async handle({ db, body, request, now }) {
    const limited = await limitAuthAttempt(db, 'forgot', request, body.email, now);
    if (limited) return limited;

    const user = await findUserByEmail(db, body.email);
    // A suspended account gets no reset link, and an account gets at most one per few minutes
    // whoever asks (the answer is the same either way, so it says nothing).
    if (user && !user.suspendedAt && (await mayMailPasswordReset(db, user.email, now))) {
      const token = await issueAccountToken(db, {
        userId: user.id,
        purpose: 'password-reset',
        ttlMs: PASSWORD_RESET_TTL_MS,
      });
      await sendPasswordResetMail(db, user.email, token);
    }
    await answerNoSoonerThan(now, FORGOT_PASSWORD_MIN_MS);
    return ok({
      ok: true,
      message:
        'If an account exists for that address, we have sent it a link to reset the password.',
    });
  },
});

export const resetPassword = route({
  body: resetPasswordSchema,
  csrfToken: true,
  async handle({ db, body, request }) {
    const limited = await limitAuthAttempt(db, 'reset', request, sha256(body.token));
    if (limited) return limited;

    const redeemed = await redeemAccountToken(db, body.token, 'password-reset');
    if (!redeemed) {
      return fail(
        400,
        'This reset link has expired or was already used. Please ask for a new one.',
      );
    }
    await setUserPassword(db, redeemed.userId, body.password);
    await endUnapprovedTwoFactor(db, redeemed.userId);
    // Every session ends, this browser's too: signing in again goes through two-factor if it is on.
    await revokeAllSessions(db, redeemed.userId);
    await clearSessionCookie();
    return ok({ ok: true, redirect: '/login?reset=1' });
  },
});

/**
 * The link that proves an address is the user's: it confirms a new account's address, or makes a
 * changed address the account's (only now: until then bookings and e-mail go to the old one).
 */
export const verifyEmail = route({
  query: z.object({ token: z.string().max(200).optional() }),
  async handle({ db, query }) {
    const redeemed = query.token
      ? await redeemAccountToken(db, query.token, 'email-verification')
      : null;
    const outcome = redeemed?.email
      ? await confirmEmailAddress(db, redeemed.userId, redeemed.email)
      : 'invalid';
    return redirectTo(`/account?emailVerified=${EMAIL_VERIFIED_PARAM[outcome]}`, 303);
  },
});

export const updateProfile = route({
  access: 'signed-in',
  body: profileSchema,
  async handle({ db, user, body }) {
    await updateUserName(db, user.id, body.name);
    return ok({ ok: true, name: body.name });
  },
});

/** A new address takes effect once its owner follows the link sent to it (see `verifyEmail`). */
export const changeEmail = confirmedChange(
  changeEmailSchema,
  async ({ db, user, body }, account) => {
    const holder = await findUserByEmail(db, body.email);
    if (holder && holder.id !== user.id) {
      return emailTaken('Another account uses this e-mail.', 'Another account uses this e-mail.');
    }
    await askToVerify(db, user.id, body.email);
    await sendEmailChangedNotice(db, account.email, body.email);
    return ok({ ok: true, pendingEmail: body.email });
  },
);

export const changePassword = confirmedChange(
  changePasswordSchema,
  async ({ db, user, body, request }) => {
    await setUserPassword(db, user.id, body.newPassword);
    await keepOnlyThisSession(db, user.id, request);
    return ok({ ok: true });
  },
  { field: 'currentPassword', sentence: 'Your current password is not correct.' },
);

export const startTwoFactorSetup = route({
  access: 'signed-in',
  async handle({ db, user }) {
    const row = await findUserById(db, user.id);
    if (row?.totpEnabledAt) return fail(409, 'Two-factor authentication is already on.');
    return ok(await beginTwoFactorSetup(db, user));
  },
});

/**
 * Turns two-factor on with a code from the app and the password (a stolen session alone cannot),
 * and e-mails the owner a link to approve it (see `endUnapprovedTwoFactor`).
 */
export const enableTwoFactor = confirmedChange(
  enableTwoFactorSchema,
  async ({ db, user, body, request }, row) => {
    const limited = await limitAuthAttempt(db, 'twoFactor', request, user.id);
    if (limited) return limited;
    if (row.totpEnabledAt) return fail(409, 'Two-factor authentication is already on.');
    if (!row.totpSecret) return fail(409, 'Start the set-up again to get a new QR code.');

    const recoveryCodes = await confirmTwoFactor(db, user.id, body.code);
    if (!recoveryCodes) {
      return fail(400, 'That code is not valid. Check the time on your phone and try again.', {
        fieldErrors: { code: ['That code is not valid.'] },
      });
    }
    await keepOnlyThisSession(db, user.id, request);
    const approval = await issueAccountToken(db, {
      userId: user.id,
      purpose: 'two-factor-approval',
      ttlMs: TWO_FACTOR_APPROVAL_TTL_MS,
    });
    await sendTwoFactorApprovalMail(db, row.email, approval);
    return ok({ ok: true, recoveryCodes });
  },
);

/** The link in the e-mail sent when two-factor was turned on: the owner approves it. */
export const approveTwoFactorLink = route({
  query: z.object({ token: z.string().max(200).optional() }),
  async handle({ db, query }) {
    const redeemed = query.token
      ? await redeemAccountToken(db, query.token, 'two-factor-approval')
      : null;
    const approved = redeemed
      ? await approveTwoFactor(db, redeemed.userId, redeemed.createdAt)
      : false;
    return redirectTo(`/account?twoFactorApproved=${approved ? '1' : '0'}`, 303);
  },
});

export const turnOffTwoFactor = confirmedChange(
  passwordConfirmationSchema,
  async ({ db, user, request }) => {
    await disableTwoFactor(db, user.id);
    await keepOnlyThisSession(db, user.id, request);
    return ok({ ok: true });
  },
);

/** Signs out every other browser of the signed-in user. */
export const endOtherSessions = route({
  access: 'signed-in',
  async handle({ db, user, request }) {
    await keepOnlyThisSession(db, user.id, request);
    return ok({ ok: true });
  },
});

export const deleteAccount = confirmedChange(
  passwordConfirmationSchema,
  async ({ db, user }, account) => {
    if (account.role === 'admin' && (await countAdmins(db)) <= 1) {
      return fail(409, 'You are the only admin. Make someone else an admin first.');
    }
    await deleteUser(db, user.id);
    await clearSessionCookie();
    return ok({ ok: true, redirect: '/' });
  },
);

/** GET /api/auth/admin/users?q=&page=: one page (25) of accounts, newest first, found by name or e-mail. */
export const adminListUsers = route({
  access: 'admin',
  query: adminUsersQuerySchema,
  async handle({ db, query }) {
    return ok(await listAdminUsersPage(db, query));
  },
});

/**
 * POST /api/auth/admin/users: invites an admin. The account is created as an admin at once and its
 * single-use link (seven days) is e-mailed through the outbox. Inviting an address whose invitation
 * was never accepted sends a new link (the old one stops working); any other address in use is a 409.
 */
export const adminInviteAdmin = route({
  access: 'admin',
  body: adminInviteSchema,
  async handle({ db, user: admin, body, now, kickJobs, audit }) {
    const invited = await inviteAdmin(db, body, now);
    if (invited === 'email-taken') {
      return emailTaken(
        'An account with this e-mail already exists. Change its role in the list instead.',
        'An account with this e-mail already exists.',
      );
    }
    const { user, token, resent } = invited;
    await sendAdminInviteMail(
      db,
      { to: user.email, token, invitedBy: admin.name || admin.email },
      kickJobs,
    );
    audit({
      action: 'users.invite',
      target: { type: 'users', id: user.id, label: user.email },
      after: { email: user.email, name: user.name, role: user.role, resent },
    });
    return ok({ user: toAdminUserView(user, true), resent }, resent ? 200 : 201);
  },
});

type UserParamsContext = RouteContext<'admin', undefined, undefined, typeof userParams>;

/** An admin's action on one other account (never their own), found by the id in the path. */
function actOnOtherUser(
  refuseSelf: string,
  act: (context: UserParamsContext, target: UserRow) => Promise<Outcome>,
) {
  return route({
    access: 'admin',
    params: userParams,
    notFound: 'No such user.',
    async handle(context) {
      if (context.params.id === context.user.id) return fail(409, refuseSelf);
      const target = await findUserById(context.db, context.params.id);
      if (!target) return fail(404, 'No such user.');
      return act(context, target);
    },
  });
}

const auditTarget = (user: UserRow) => ({ type: 'users', id: user.id, label: user.email });

/** POST /api/auth/admin/users/{id}/suspend: no more sign-in, and every session ends at once. */
export const adminSuspendUser = actOnOtherUser(
  'You cannot suspend your own account.',
  async ({ db, now, audit }, target) => {
    const outcome = await suspendUser(db, target.id, now);
    if (outcome === 'not-found') return fail(404, 'No such user.');
    if (outcome === 'already-suspended') return fail(409, `${target.email} is already suspended.`);
    if (outcome === 'last-admin') {
      return fail(409, 'This is the last active admin: make someone else an admin first.');
    }
    audit({
      action: 'users.suspend',
      target: auditTarget(target),
      before: { suspended: false },
      after: { suspended: true },
    });
    const updated = await findUserById(db, target.id);
    return ok({ user: updated ? toAdminUserView(updated) : null });
  },
);

/** POST /api/auth/admin/users/{id}/reactivate: the account may sign in again. */
export const adminReactivateUser = actOnOtherUser(
  'You cannot reactivate your own account.',
  async ({ db, now, audit }, target) => {
    if ((await reactivateUser(db, target.id, now)) === 'not-suspended') {
      return fail(409, `${target.email} is not suspended.`);
    }
    audit({
      action: 'users.reactivate',
      target: auditTarget(target),
      before: { suspended: true },
      after: { suspended: false },
    });
    const updated = await findUserById(db, target.id);
    return ok({ user: updated ? toAdminUserView(updated) : null });
  },
);

/**
 * POST /api/auth/admin/users/{id}/reset-two-factor: for a user who lost their phone and codes. The
 * secret and recovery codes are cleared and every session ends; they sign in with the password.
 */
export const adminResetTwoFactor = actOnOtherUser(
  'Turn off your own two-factor authentication in your account settings.',
  async ({ db, audit }, target) => {
    if (!target.totpEnabledAt && !target.totpSecret) {
      return fail(409, `Two-factor authentication is not on for ${target.email}.`);
    }
    await disableTwoFactor(db, target.id);
    await revokeAllSessions(db, target.id);
    audit({
      action: 'users.reset-2fa',
      target: auditTarget(target),
      before: { twoFactor: target.totpEnabledAt !== null },
      after: { twoFactor: false },
    });
    const updated = await findUserById(db, target.id);
    return ok({ user: updated ? toAdminUserView(updated) : null });
  },
);

/**
 * POST /api/auth/invite: the invitee's name and password with the link's token (once, within seven
 * days). Signs them in, unless two-factor is on (then they sign in with it).
 */
export const acceptAdminInvite = route({
  body: acceptInviteSchema,
  csrfToken: true,
  async handle({ db, body, request, now }) {
    const limited = await limitAuthAttempt(db, 'invite', request, sha256(body.token));
    if (limited) return limited;
    const accepted = await acceptInvite(db, body, now);
    if (accepted === 'suspended') return fail(403, SUSPENDED_MESSAGE);
    if (accepted === 'invalid') {
      return fail(400, INVITE_UNUSABLE);
    }
    if (accepted.totpEnabledAt) {
      await clearSessionCookie();
      return ok({ redirect: '/login' });
    }
    const redirect = accepted.role === 'admin' ? '/admin' : '/account';
    return ok({ user: await signIn(db, accepted, request), redirect });
  },
});

/** GET /api/auth/admin/outbox?to=: the newest e-mails (to one address if given), for admins. */
export const adminListOutbox = route({
  access: 'admin',
  query: z.object({ to: z.string().trim().max(254).optional() }),
  async handle({ db, query }) {
    const messages = await listOutboxMessages(db, 100, query.to || undefined);
    return ok({
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
  },
});

export const adminUpdateUser = route({
  access: 'admin',
  params: userParams,
  notFound: 'No such user.',
  body: adminUserUpdateSchema,
  async handle({ db, user: admin, body, params, audit }) {
    const target = await findUserById(db, params.id);
    if (!target) return fail(404, 'No such user.');
    audit({
      action: body.role !== undefined ? 'users.role' : 'users.end-sessions',
      target: { type: 'users', id: target.id, label: target.email },
      ...(body.role !== undefined && { before: { role: target.role }, after: { role: body.role } }),
    });
    if (body.role && body.role !== target.role) {
      if (await isLastActiveAdmin(db, target)) {
        return fail(409, 'There must be at least one admin.');
      }
      await setUserRole(db, params.id, body.role);
    }
    // A role change or an explicit request ends the user's sessions, so the change applies at once.
    if (body.role !== undefined || body.endSessions) await revokeAllSessions(db, params.id);
    if (params.id === admin.id) await clearSessionCookie();
    const updated = await findUserById(db, params.id);
    return ok({ user: updated ? toAccountView(updated) : null });
  },
});

export const adminDeleteUser = route({
  access: 'admin',
  params: z.object({ id: z.string() }),
  audit: { action: 'users.delete' },
  async handle({ db, user: admin, params, audit }) {
    if (params.id === admin.id) return fail(409, 'Delete your own account from your settings.');
    const target = userParams.safeParse(params).success ? await findUserById(db, params.id) : null;
    if (!target) return fail(404, 'No such user.');
    audit({
      target: { type: 'users', id: target.id, label: target.email },
      before: { name: target.name, email: target.email, role: target.role },
    });
    await deleteUser(db, params.id);
    return ok({ ok: true });
  },
});
