// The admins' user management at /api/auth/admin/users: the list, invitations, suspension, roles,
// two-factor resets and deletion. Every write is in the audit log (lib/audit).
import { z } from 'zod';
import { fail, ok, type Outcome } from '../http';
import { route, type RouteContext } from '../http/route';
import {
  adminInviteSchema,
  adminUsersQuerySchema,
  adminUserUpdateSchema,
} from '../validation/auth';
import { clearSessionCookie } from '../auth/cookies';
import { inviteAdmin } from '../auth/invites';
import { revokeAllSessions } from '../auth/sessions';
import { reactivateUser, suspendUser } from '../auth/suspension';
import { disableTwoFactor } from '../auth/two-factor';
import {
  deleteUser,
  findUserById,
  isLastActiveAdmin,
  listAdminUsersPage,
  setUserRole,
  toAccountView,
  toAdminUserView,
  type UserRow,
} from '../auth/users';
import { sendAdminInviteMail } from './mail';
import { emailTaken } from './shared';

const userParams = z.object({ id: z.uuid() });

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
