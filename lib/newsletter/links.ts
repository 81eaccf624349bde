import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { sessionSecret } from '../auth/session-secret';
import { absoluteUrl } from '../site-url';
import { isUuid } from '../validation/uuid';

// Newsletter links carry the subscriber's id and an HMAC of it, so confirming and unsubscribing need
// no stored token and never expire: an unsubscribe link in a years-old e-mail still works.

export type NewsletterLinkPurpose = 'confirm' | 'unsubscribe';

async function signature(purpose: NewsletterLinkPurpose, subscriberId: string): Promise<Buffer> {
  const key = Buffer.from(
    hkdfSync('sha256', await sessionSecret(), 'studio-newsletter', 'links', 32),
  );
  return createHmac('sha256', key).update(`${purpose}:${subscriberId}`).digest();
}

export async function newsletterToken(
  purpose: NewsletterLinkPurpose,
  subscriberId: string,
): Promise<string> {
  return `${subscriberId}.${(await signature(purpose, subscriberId)).toString('base64url')}`;
}

/** The subscriber id a token was signed for, or null for anything forged, altered or malformed. */
export async function verifyNewsletterToken(
  purpose: NewsletterLinkPurpose,
  token: string,
): Promise<string | null> {
  const [subscriberId, signed, ...rest] = token.split('.');
  if (!subscriberId || !signed || rest.length > 0 || !isUuid(subscriberId)) return null;
  const expected = await signature(purpose, subscriberId);
  const given = Buffer.from(signed, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? subscriberId : null;
}

/** The page that asks to confirm or to unsubscribe (a button posts it: a mail scanner's GET can't). */
export async function newsletterLink(
  purpose: NewsletterLinkPurpose,
  subscriberId: string,
): Promise<string> {
  return absoluteUrl(
    `/newsletter/${purpose}?token=${await newsletterToken(purpose, subscriberId)}`,
  );
}

/** RFC 8058 one-click unsubscribe: mail clients POST `List-Unsubscribe=One-Click` to this URL. */
export async function oneClickUnsubscribeUrl(subscriberId: string): Promise<string> {
  const token = await newsletterToken('unsubscribe', subscriberId);
  return absoluteUrl(`/api/newsletter/unsubscribe?token=${token}`);
}
