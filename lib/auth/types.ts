import type { UserRole } from '../db/schema/accounts';

/** The signed-in user as every page, API and component sees it. */
export type SessionUser = { id: string; email: string; name: string; role: UserRole };

/** What the sealed session cookie holds; the database decides whether it is still valid. */
export type SessionCookie = { userId: string; sessionId: string; sessionVersion: number };

/** What the short-lived cookie between password and second factor holds (never a session). */
export type PendingTwoFactor = { userId: string; sessionVersion: number; redirect: string };

/** The fuller view of the account for its owner (`GET /api/auth/me`, settings). */
export type AccountView = SessionUser & {
  emailVerified: boolean;
  twoFactorEnabled: boolean;
  createdAt: string;
};

/** An account as the admin users page lists it. */
export type AdminUserView = AccountView & {
  /** When an admin suspended it (ISO), or null while it may sign in. */
  suspendedAt: string | null;
  /** Invited as an admin and not yet accepted (the link still works). */
  invitePending: boolean;
};
