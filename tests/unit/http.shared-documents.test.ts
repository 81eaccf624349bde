import { describe, expect, it } from 'vitest';
import { documentFiles, fillPattern } from '../fixtures/route-files';
import { SESSION_COOKIE } from '@/lib/auth/config';
import { isSharedDocument, isSharedPage } from '@/lib/http/shared-documents';

// What a page reads of its request: the session, the address's query, cookies or headers. Draft
// mode is left out: a previewing visitor's document is never shared (the cookie decides that).
const READS_THE_VISITOR =
  /\b(searchParams|cookies\(|headers\(|getCurrentUser|getCurrentSession|requireSignedInPage|requireAdminPage|readSessionCookie|ensureCsrfToken)\b/;

describe('documents the same for every visitor', () => {
  it('no page or layout that reads the visitor is under a shared path', () => {
    const files = documentFiles();
    const reading = files.filter((file) => READS_THE_VISITOR.test(file.source));
    // The check is live: the back office, the booking page and the sign-in page read the visitor.
    expect(reading.length).toBeGreaterThan(10);
    for (const file of reading) {
      expect(isSharedPage(fillPattern(file.pattern, 'x')), file.file).toBe(false);
    }
  });

  it('public pages are shared, for a visitor who is neither signed in nor previewing', () => {
    for (const path of ['/', '/about', '/insights', '/insights/x', '/careers/x', '/our-work/x']) {
      expect(isSharedDocument(path, new Set()), path).toBe(true);
      expect(isSharedDocument(path, new Set(['cookie_consent', 'csrf_token'])), path).toBe(true);
      expect(isSharedDocument(path, new Set([SESSION_COOKIE])), path).toBe(false);
      expect(isSharedDocument(path, new Set(['__prerender_bypass'])), path).toBe(false);
    }
    for (const path of ['/booking', '/booking/manage/x', '/account', '/admin/bookings', '/login']) {
      expect(isSharedDocument(path, new Set()), path).toBe(false);
    }
    // A prefix is a whole segment: /bookings-guide is a content page, not the booking flow.
    expect(isSharedPage('/bookings-guide')).toBe(true);
  });
});
