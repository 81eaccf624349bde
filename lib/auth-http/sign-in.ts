// Signing in and out, registering, the password reset and accepting an admin invitation (the links
// that confirm an address are ./email-links.ts). Each export is one route (see lib/http/route.ts).
import { requireProofOfWork } from '../anti-abuse';
import { fail, fromLoopback, ok, raw } from '../http';
import { ensureCsrfToken } from '../http/csrf-token';
import { route } from '../http/route';
import {
  acceptInviteSchema,
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  twoFactorVerifySchema,
} from '../validation/auth';
import {
  INVITE_UNUSABLE,
  LOCAL_ADMIN_EMAIL,
  PASSWORD_RESET_TTL_MS,
  SUSPENDED_MESSAGE,
} from '../auth/config';
import {
  clearPendingTwoFactor,
  clearSessionCookie,
  pendingTwoFactorFromRequest,
  writePendingTwoFactor,
} from '../auth/cookies';
import { ensureFirstAdminOnce } from '../auth/first-admin';
import { acceptInvite } from '../auth/invites';
import { safeRedirectPath } from '../auth/redirect';
import { endSession, revokeAllSessions } from '../auth/sessions';
import { issueAccountToken, redeemAccountToken, sha256 } from '../auth/tokens';
import { endUnapprovedTwoFactor, verifySecondFactor } from '../auth/two-factor';
import {
  authenticate,
  createUser,
  findUserByEmail,
  findUserById,
  setUserPassword,
  toAccountView,
} from '../auth/users';
import {
  forgetAccountAttempts,
  forgetFailedSignIns,
  limitAuthAttempt,
  limitSignIn,
  mayMailPasswordReset,
  recordFailedSignIn,
} from './limits';
import { sendAccountExistsMail, sendPasswordResetMail } from './mail';
import { askToVerify, signIn } from './shared';

// Forgot-password answers no sooner than this, so its timing does not say whether an account exists.
const FORGOT_PASSWORD_MIN_MS = 800;

// Registration likewise: a new address costs a hash and two writes, a known one a hash and one write.
const REGISTER_MIN_MS = 800;

const REGISTERED_MESSAGE =
  'Check your inbox: we have sent you an e-mail to confirm your address. Follow its link, then sign in.';

/**
 * The local default admin (whose password is printed in the README) signs in only from this
 * machine, so a site left on its defaults behind an open port cannot be taken over from outside.
 */
function localAdminRefused(email: string, request: Request): boolean {
  return email.trim().toLowerCase() === LOCAL_ADMIN_EMAIL && !fromLoopback(request);
}

const LOCAL_ADMIN_ELSEWHERE =
  'The local admin account can only sign in on the machine the site runs on. Set ADMIN_EMAIL and ADMIN_PASSWORD to create an admin for this site.';

/** Waits until `ms` have passed since `start`, so an answer's timing says nothing. */
async function answerNoSoonerThan(start: Date, ms: number) {
  const wait = ms - (Date.now() - start.getTime());
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

const noStore = { 'Cache-Control': 'no-store' };

/**
 * Registration answers the same, just as fast, whether or not the address has an account, so it
 * tells nobody who is a customer: a new address gets its account and a link to confirm it, a known
 * one an e-mail saying so. Nobody is signed in here; the new customer signs in once confirmed.
 */
export const register = route({
  body: registerSchema,
  csrfToken: true,
  async handle({ db, body, request, now, user }) {
    const limited = await limitAuthAttempt(db, 'register', request, body.email);
    if (limited) return limited;
    const unproven = await requireProofOfWork({ db, request, user, now });
    if (unproven) return unproven;
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
