import { appEnv } from '../env';

export const LOCAL_ADMIN_EMAIL = 'admin@studio.local';
export const LOCAL_ADMIN_PASSWORD = 'studio-admin-local';

/** Whether SITE_URL names this machine (localhost, a loopback address or a `.local` name). */
export function isLocalSite(): boolean {
  const host = new URL(appEnv().SITE_URL).hostname;
  return (
    host === 'localhost' ||
    host === '[::1]' ||
    /^127\.\d+\.\d+\.\d+$/.test(host) ||
    host.endsWith('.local')
  );
}

/**
 * ADMIN_EMAIL/ADMIN_PASSWORD; else, only while SITE_URL names this machine, the local defaults (that
 * account signs in only from this machine: see `mayUseLocalAdmin`); else none.
 */
export function firstAdminCredentials(): { email: string; password: string } | null {
  const email = process.env.ADMIN_EMAIL;
  const password = process.env.ADMIN_PASSWORD;
  if (email && password) return { email, password };
  if (!isLocalSite()) return null;
  return { email: LOCAL_ADMIN_EMAIL, password: LOCAL_ADMIN_PASSWORD };
}

export const SESSION_COOKIE = 'studio_session';
export const PENDING_TWO_FACTOR_COOKIE = 'studio_2fa_pending';
export const CSRF_COOKIE = 'csrf_token';
export const CSRF_HEADER = 'x-csrf-token';

export const SESSION_TTL_SECONDS = 14 * 24 * 60 * 60;
export const PENDING_TWO_FACTOR_TTL_SECONDS = 5 * 60;
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
export const EMAIL_VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;
export const ADMIN_INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const TWO_FACTOR_APPROVAL_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** What a suspended account hears when it tries to sign in (and nowhere before its password is right). */
export const SUSPENDED_MESSAGE = 'This account is suspended. Contact the studio.';

export const INVITE_UNUSABLE =
  'This invitation has expired or was already used. Ask an admin to invite you again.';
