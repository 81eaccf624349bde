// Step `content-security`: the Content-Security-Policy of every response. A page's policy is fixed
// before its body exists: proxy.ts sets it with a fresh nonce (lib/http/content-security-policy.ts),
// Next puts that nonce on its scripts as it renders the page for the request (every page is
// rendered per request: components/layout/SiteDocument), and the site's own inline scripts are
// allowed by their hashes, known in advance. Nothing here reads the document. Here:
// - a document keeps the policy it was rendered under, plus the sources the other steps declare
//   for scripts they add (the deferred-scripts loader);
// - a document the proxy did not see runs no inline script at all; anything else runs nothing,
//   and a 304 keeps the policy its document came with.
import { createHash } from 'node:crypto';
import { RESOURCE_POLICY } from '../contract.mjs';

/** A document without the app's policy: this origin's files only, nothing inline. */
export const FALLBACK_DOCUMENT_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  "object-src 'none'; base-uri 'none'; frame-ancestors 'self'";

const NONCE_SOURCE = / 'nonce-[A-Za-z0-9+/=]+'/;

export const sha256Source = (text) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const addScriptSources = (policy, sources) =>
  sources.length === 0
    ? policy
    : policy.replace(/(^|; )script-src 'self'/, `$1script-src 'self' ${sources.join(' ')}`);

/** The step: every document's policy completed as above, the resource policy on everything else. */
export function contentSecurityStep() {
  return {
    name: 'content-security',
    document({ res }, doc) {
      const policy = res.getHeader('content-security-policy');
      if (typeof policy !== 'string' || !NONCE_SOURCE.test(policy)) {
        res.setHeader('content-security-policy', FALLBACK_DOCUMENT_POLICY);
        return;
      }
      res.setHeader('content-security-policy', addScriptSources(policy, doc.scriptSources));
    },
    passThrough({ res }, status) {
      // A 304's headers replace the cached response's: it must not bring a policy (with another
      // nonce) to the document the browser kept.
      if (status === 304) {
        res.removeHeader('content-security-policy');
      } else if (!res.getHeader('content-security-policy')) {
        res.setHeader('content-security-policy', RESOURCE_POLICY);
      }
    },
  };
}
