import { appEnv } from '../env';

// Local-only default so `npm start` works with no env file. Never used where SITE_URL is a public host.
const LOCAL_SESSION_SECRET = 'local-only-session-secret-change-me-in-production-0123456789';
export const LOCAL_ADMIN_EMAIL = 'admin@studio.local';
export const LOCAL_ADMIN_PASSWORD = 'studio-admin-local';

function isLocalSite(): boolean {
  const host = new URL(appEnv().SITE_URL).hostname;
  return (
    host === 'localhost' || host === '127.0.0.1' || host === '[::1]' || host.endsWith('.local')
  );
}

/**
 * The secret that seals session cookies and encrypts TOTP secrets: SESSION_SECRET (32+ characters),
 * required in production on a public host; the local default only serves localhost.
 */
export function sessionSecret(): string {
  const configured = process.env.SESSION_SECRET;
  if (configured) {
    if (configured.length < 32) throw new Error('SESSION_SECRET must be at least 32 characters');
    return configured;
  }
  if (appEnv().NODE_ENV === 'production' && !isLocalSite()) {
    throw new Error('SESSION_SECRET is required in production (32+ random characters)');
  }
  return LOCAL_SESSION_SECRET;
}

/** Cookies are Secure whenever the site is served over HTTPS (every production deployment). */
export function secureCookies(): boolean {
  return new URL(appEnv().SITE_URL).protocol === 'https:';
}

/** ADMIN_EMAIL/ADMIN_PASSWORD, else the local-only defaults on a local site, else none. */
export function firstAdminCredentials(): { email: string; password: string } | null {
  const email = process.env.ADMIN_EMAIL;
  const password = process.env.ADMIN_PASSWORD;
  if (email && password) return { email, password };
  if (appEnv().NODE_ENV === 'production' && !isLocalSite()) return null;
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

/** What a suspended account hears when it tries to sign in (and nowhere before its password is right). */
export const SUSPENDED_MESSAGE = 'This account is suspended. Contact the studio.';

export const INVITE_UNUSABLE =
  'This invitation has expired or was already used. Ask an admin to invite you again.';
