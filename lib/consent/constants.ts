// Spec §9 constants for cookies and consent.
export const CONSENT_LIFETIME_MS = 2_592_000_000; // 30 days
export const BANNER_SHOW_DELAY_MS = 2000;
export const BANNER_AUTO_HIDE_MS = 10_000;
/** The banner may come back once the visitor has scrolled past this depth... */
export const SCROLL_DEPTH_PX = 300;
/** ...and then scrolls back up by at least this much (the spec's second threshold). */
export const SCROLL_UP_PX = 100;
export const CONSENT_RECHECK_MS = 5000;
export const CRM_TRACKER_DELAY_MS = 1500;
export const ANALYTICS_IDLE_DELAY_MS = 1000;
export const ANALYTICS_FALLBACK_DELAY_MS = 2000;
export const ANALYTICS_IDLE_BUDGET_MS = 50;

export const CONSENT_STORAGE_KEYS = {
  accepted: 'cookiesAccepted',
  preferences: 'cookiePreferences',
} as const;

/** Strictly necessary cookies that survive a withdrawal (spec) plus this app's own session cookie. */
export const PRESERVED_COOKIES = [
  'user_id',
  'session_id',
  'csrf_token',
  'logged_in',
  'studio_session',
] as const;

/** Changes whenever the banner's wording or categories change; stored with every consent record. */
export const CONSENT_BANNER_VERSION = '2026-11-22';

/**
 * The analytics consent, mirrored into a cookie so the server can see it: the choice itself lives in
 * localStorage (spec §9), which no request carries. Set only while analytics is granted, for as long
 * as the choice lasts; a withdrawal or a reset removes it. It stores the choice, so it needs none.
 */
export const ANALYTICS_CONSENT_COOKIE = 'analytics_consent';
export const ANALYTICS_CONSENT_GRANTED = '1';

/** Whether a request's analytics-consent cookie value lets the server store its analytics. */
export const analyticsConsentGranted = (cookieValue: string | undefined) =>
  cookieValue === ANALYTICS_CONSENT_GRANTED;
