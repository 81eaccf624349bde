// Which documents are the same for every visitor, so that a cache in front of Next (the production
// server's document cache, a CDN) may keep one copy for all: proxy.ts says so on the response
// (SHARED_DOCUMENT_HEADER). Every page is rendered per request for its CSP nonce, so Next's own
// static/dynamic judgement no longer tells them apart; this list does.
import { SESSION_COOKIE } from '@/lib/auth/config';

// Next's draft-mode cookie (draftMode().enable() sets it).
const DRAFT_MODE_COOKIE = '__prerender_bypass';

/**
 * Pages that read the visitor (the session, a CSRF token, a token in the address, the account's
 * details) and everything under them. tests/unit/http.shared-documents.test.ts fails when a page
 * that reads the request is not under one of these.
 */
export const PERSONAL_PATH_PREFIXES = [
  '/account',
  '/admin',
  '/my-bookings',
  '/booking',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/2fa-verify',
  '/approve-two-factor',
  '/confirm-email',
  '/invite',
  '/newsletter',
  '/csp-probe/per-request',
] as const;

const underPrefix = (path: string, prefix: string) =>
  path === prefix || path.startsWith(`${prefix}/`);

/** Whether the page at `path` is rendered the same for everyone. */
export function isSharedPage(path: string): boolean {
  return !PERSONAL_PATH_PREFIXES.some((prefix) => underPrefix(path, prefix));
}

/**
 * Whether this request's document may be kept for everyone: a shared page, rendered for a visitor
 * who is neither signed in nor previewing drafts (a signed-in visitor's page may differ in ways no
 * list foresees, and a preview shows unpublished content).
 */
export function isSharedDocument(path: string, cookieNames: ReadonlySet<string>): boolean {
  return (
    isSharedPage(path) && !cookieNames.has(SESSION_COOKIE) && !cookieNames.has(DRAFT_MODE_COOKIE)
  );
}
