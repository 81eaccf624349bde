// Accounts: sign-in, sessions, two-factor and the guards every account and admin page or API uses.
// A layer below lib/http, whose route() reads the session here; the accounts' HTTP routes are one
// layer up, in lib/auth-http (sign-in, account, two-factor, admin-users).
export {
  getCurrentUser,
  getCurrentSession,
  requireSignedInPage,
  requireAdminPage,
  requestSession,
  loginPathFor,
} from './guards';
export { safeRedirectPath } from './redirect';
export { readPendingTwoFactor } from './cookies';
export { ensureFirstAdmin, ensureFirstAdminOnce } from './first-admin';
export { countOtherSessions } from './sessions';
export {
  ADMIN_USERS_PAGE_SIZE,
  findUserById,
  listAdminUsersPage,
  toAccountView,
  type UsersPage,
} from './users';
export { isAccountTokenUsable, peekAccountToken } from './tokens';
export { peekAddressLink, peekTwoFactorLink } from './email-links';
export { INVITE_UNUSABLE, SUSPENDED_MESSAGE } from './config';
export { LOCAL_ADMIN_EMAIL, LOCAL_ADMIN_PASSWORD, CSRF_COOKIE, CSRF_HEADER } from './config';
export type { SessionUser, AccountView, AdminUserView } from './types';
export { backOfficeCounts } from './back-office';
