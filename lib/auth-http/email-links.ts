// The links e-mailed to confirm an address and to approve two-factor. Following one (GET) only leads
// to its page, /confirm-email or /approve-two-factor, whose one button POSTs here: a mail scanner
// that opens every link confirms and approves nothing (issue #46). The GET paths stay for links
// already sent.
import { z } from 'zod';
import { claimGuestBookings } from '../booking/guest-bookings';
import { fail, ok, redirectTo } from '../http';
import { route } from '../http/route';
import { approveTwoFactorSchema, confirmEmailSchema } from '../validation/auth';
import { clearSessionCookie } from '../auth/cookies';
import { approveTwoFactorFromLink, confirmAddressFromLink } from '../auth/email-links';
import { sha256 } from '../auth/tokens';
import { limitAuthAttempt } from './limits';

export const CONFIRM_LINK_UNUSABLE =
  'This confirmation link has expired or was already used. Sign in to see whether your address is confirmed; if it is not, enter it again under Settings, Email, and we will send a new link.';

export const CHOOSE_PASSWORD =
  'Choose a password for your account: it replaces any password set when the account was made.';

export const APPROVAL_LINK_UNUSABLE =
  'This link has expired or was already used, or two-factor was turned off or set up again since. If you set it up again, use the link in the newest e-mail.';

export const APPROVAL_NEEDS_CONFIRMED_ADDRESS =
  'Confirm your e-mail address first, with the link we sent when the account was made. Two-factor set up before then ends when the address is confirmed; turn it on again afterwards.';

/** Said by the button's answer and by /login?confirmed=1, where it leads. */
export const ADDRESS_CONFIRMED = 'Your address is confirmed. Sign in with the password you chose.';

export const TWO_FACTOR_APPROVED = 'Thank you: two-factor authentication is confirmed as yours.';

const linkQuery = z.object({ token: z.string().max(200).optional() });

/** The old GET of a link: 303 to its page, the token carried along, nothing changed. */
function toLinkPage(page: string) {
  return route({
    query: linkQuery,
    async handle({ query }) {
      const search = query.token ? `?token=${encodeURIComponent(query.token)}` : '';
      return redirectTo(`${page}${search}`, 303);
    },
  });
}

export const openEmailConfirmation = toLinkPage('/confirm-email');
export const openTwoFactorApproval = toLinkPage('/approve-two-factor');

/**
 * POST /api/auth/verify-email: confirms the address. An account's first confirmation needs a new
 * password and signs everyone out (see `confirmAddressFromLink`), then the owner signs in.
 */
export const confirmEmail = route({
  body: confirmEmailSchema,
  csrfToken: true,
  async handle({ db, body, request, now }) {
    const limited = await limitAuthAttempt(db, 'emailLink', request, sha256(body.token), now);
    if (limited) return limited;
    const confirmed = await confirmAddressFromLink(
      db,
      {
        token: body.token,
        password: body.password,
        claim: (tx, userId, email) => claimGuestBookings(tx, userId, email, now),
      },
      now,
    );
    switch (confirmed.outcome) {
      case 'invalid':
        return fail(400, CONFIRM_LINK_UNUSABLE);
      case 'password-needed':
        return fail(400, CHOOSE_PASSWORD, { fieldErrors: { password: [CHOOSE_PASSWORD] } });
      case 'email-taken':
        return fail(
          409,
          'Another account uses that address now, so your e-mail address stays as it was.',
        );
    }
    if (confirmed.firstConfirmation) {
      await clearSessionCookie();
      return ok({
        ok: true,
        message: ADDRESS_CONFIRMED,
        redirect: '/login?confirmed=1',
      });
    }
    return ok({
      ok: true,
      message: `Your address is confirmed: your account now uses ${confirmed.email}.`,
    });
  },
});

/** POST /api/auth/2fa/approve: the owner approves, from their inbox, the two-factor just turned on. */
export const approveTwoFactorLink = route({
  body: approveTwoFactorSchema,
  csrfToken: true,
  async handle({ db, body, request, now }) {
    const limited = await limitAuthAttempt(db, 'emailLink', request, sha256(body.token), now);
    if (limited) return limited;
    const approved = await approveTwoFactorFromLink(db, body.token, now);
    if (approved === 'invalid') return fail(400, APPROVAL_LINK_UNUSABLE);
    if (approved === 'address-unconfirmed') return fail(409, APPROVAL_NEEDS_CONFIRMED_ADDRESS);
    return ok({ ok: true, message: TWO_FACTOR_APPROVED });
  },
});
