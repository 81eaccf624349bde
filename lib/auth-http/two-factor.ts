// Two-factor authentication in the account settings: set-up, turning it on (approved by e-mail) and
// off. Its second step of signing in is `verifyTwoFactor` (./sign-in.ts), the approval link's
// button `approveTwoFactorLink` (./email-links.ts).
import { fail, ok } from '../http';
import { route } from '../http/route';
import { enableTwoFactorSchema, passwordConfirmationSchema } from '../validation/auth';
import { TWO_FACTOR_APPROVAL_TTL_MS } from '../auth/config';
import { issueAccountToken } from '../auth/tokens';
import { beginTwoFactorSetup, confirmTwoFactor, disableTwoFactor } from '../auth/two-factor';
import { findUserById } from '../auth/users';
import { limitAuthAttempt } from './limits';
import { sendTwoFactorApprovalMail } from './mail';
import { confirmedChange, keepOnlyThisSession } from './shared';

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

export const turnOffTwoFactor = confirmedChange(
  passwordConfirmationSchema,
  async ({ db, user, request }) => {
    await disableTwoFactor(db, user.id);
    await keepOnlyThisSession(db, user.id, request);
    return ok({ ok: true });
  },
);
