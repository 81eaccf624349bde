// The signed-in user's account settings: name, e-mail, password, other sessions, deleting it.
import { ok, fail } from '../http';
import { route } from '../http/route';
import {
  changeEmailSchema,
  changePasswordSchema,
  passwordConfirmationSchema,
  profileSchema,
} from '../validation/auth';
import { clearSessionCookie } from '../auth/cookies';
import {
  countAdmins,
  deleteUser,
  findUserByEmail,
  setUserPassword,
  updateUserName,
} from '../auth/users';
import { sendEmailChangedNotice } from './mail';
import { askToVerify, confirmedChange, emailTaken, keepOnlyThisSession } from './shared';

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
