import { z } from 'zod';
import { commonPasswords } from './common-passwords';
import { emailField } from './email';

export const PASSWORD_MIN = 8;
// Long passphrases are welcome; the cap only bounds hashing work.
export const PASSWORD_MAX = 256;

/** A new password (NIST SP 800-63B): length, not composition rules, and not a commonly breached one. */
export const newPasswordField = z
  .string({ error: 'Enter a password' })
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`)
  .refine((value) => !commonPasswords.has(value.toLowerCase()), {
    error: 'This password is too common. Choose a less guessable one.',
  });

/** A password being checked, not chosen: any non-empty string within the cap. */
const currentPasswordField = z
  .string({ error: 'Enter your password' })
  .min(1, 'Enter your password')
  .max(PASSWORD_MAX, 'Password is too long');

export const nameField = z
  .string({ error: 'Enter your name' })
  .trim()
  .min(2, 'Name must be at least 2 characters')
  .max(100, 'Name must be at most 100 characters');

export const registerSchema = z.object({
  name: nameField,
  email: emailField,
  password: newPasswordField,
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const loginSchema = z.object({
  email: emailField,
  password: currentPasswordField,
  redirect: z.string().max(2048).optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const forgotPasswordSchema = z.object({ email: emailField });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** The token of an e-mailed link (43 characters as issued), as its page posts it back. */
const linkToken = (invalid: string) =>
  z.string({ error: invalid }).min(20, invalid).max(200, invalid);

export const resetPasswordSchema = z.object({
  token: linkToken('This reset link is not valid'),
  password: newPasswordField,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/**
 * The button of /confirm-email. The first confirmation of an account also sets its password (the
 * account may have been registered by someone else), so the route requires it then.
 */
export const confirmEmailSchema = z.object({
  token: linkToken('This confirmation link is not valid'),
  password: newPasswordField.optional(),
});
/** The form of a first confirmation, where the password is not optional. */
export const firstConfirmationSchema = confirmEmailSchema.required({ password: true });
export type FirstConfirmationInput = z.infer<typeof firstConfirmationSchema>;

/** The button of /approve-two-factor. */
export const approveTwoFactorSchema = z.object({
  token: linkToken('This approval link is not valid'),
});

/** A 6-digit authenticator code or a recovery code (`xxxxx-xxxxx`). */
export const twoFactorCodeField = z
  .string({ error: 'Enter the code' })
  .trim()
  .regex(/^(\d{6}|[a-z0-9]{5}-?[a-z0-9]{5})$/i, 'Enter the 6-digit code or a recovery code');

export const twoFactorVerifySchema = z.object({ code: twoFactorCodeField });
export type TwoFactorVerifyInput = z.infer<typeof twoFactorVerifySchema>;

export const profileSchema = z.object({ name: nameField });
export type ProfileInput = z.infer<typeof profileSchema>;

export const changeEmailSchema = z.object({ email: emailField, password: currentPasswordField });
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;

export const changePasswordSchema = z
  .object({ currentPassword: currentPasswordField, newPassword: newPasswordField })
  .refine((value) => value.currentPassword !== value.newPassword, {
    error: 'Choose a password different from the current one',
    path: ['newPassword'],
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** Turning two-factor on needs the password too: a stolen session alone cannot lock the owner out. */
export const enableTwoFactorSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from your app'),
  password: currentPasswordField,
});
export type EnableTwoFactorInput = z.infer<typeof enableTwoFactorSchema>;

/** Re-entering the password confirms a sensitive change (2FA off, sign out others, delete). */
export const passwordConfirmationSchema = z.object({ password: currentPasswordField });
export type PasswordConfirmationInput = z.infer<typeof passwordConfirmationSchema>;

export const adminUserUpdateSchema = z.object({
  role: z.enum(['customer', 'admin']).optional(),
  endSessions: z.literal(true).optional(),
});
export type AdminUserUpdateInput = z.infer<typeof adminUserUpdateSchema>;

/**
 * The admin users page's search and paging (`?q=&page=`), for the page and its API alike: a value
 * that does not fit is ignored, as on the other back-office pages, so a hand-edited link still works.
 */
export const adminUsersQuerySchema = z.object({
  /** Part of a name or an e-mail address, any letter case. */
  q: z.string().trim().min(1).max(200).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

/** An admin invites another by e-mail; the name is optional (the invitee sets it on accepting). */
export const adminInviteSchema = z.object({
  email: emailField,
  name: z
    .string()
    .trim()
    .max(100, 'Name must be at most 100 characters')
    .refine((value) => value === '' || value.length >= 2, {
      error: 'Name must be at least 2 characters',
    })
    .optional(),
});
export type AdminInviteInput = z.infer<typeof adminInviteSchema>;

/** The invitee accepts with the link's token, their name and a password of their choosing. */
export const acceptInviteSchema = z.object({
  token: z
    .string()
    .min(20, 'This invitation link is not valid')
    .max(200, 'This invitation link is not valid'),
  name: nameField,
  password: newPasswordField,
});
export type AcceptInviteInput = z.infer<typeof acceptInviteSchema>;
