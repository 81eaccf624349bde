// Step `content-security`: the Content-Security-Policy of every response. A page's policy is fixed
// before its body exists: proxy.ts sets it with a fresh nonce (lib/http/content-security-policy.ts),
// Next puts that nonce on its scripts when it renders the page for the request, and the site's own
// inline scripts are allowed by their hashes, known in advance. Here:
// - a page rendered for this request keeps that policy, plus the sources the other steps declare
//   for scripts they add (the deferred-scripts loader);
// - a prerendered page was rendered before any request, so its scripts carry no nonce: the nonce
//   goes, and the hashes of Next's bootstrap and data scripts come in, each recognised by its exact
//   shape (nextScriptSources). Any other inline script in the document has neither, and the browser
//   refuses to run it;
// - a document the proxy did not see runs no inline script at all; anything else runs nothing,
//   and a 304 keeps the policy its document came with.
import { createHash } from 'node:crypto';

/** What an API answer or a file may do: nothing (it is never a document that runs code). */
export const RESOURCE_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/** A document without the app's policy: this origin's files only, nothing inline. */
export const FALLBACK_DOCUMENT_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  "object-src 'none'; base-uri 'none'; frame-ancestors 'self'";

const NONCE_SOURCE = / 'nonce-[A-Za-z0-9+/=]+'/;

export const sha256Source = (text) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

// Next's inline scripts, as Next 16 writes them (tests/e2e/content-security.spec.ts fails if they
// change shape): the flight data's start, each chunk of flight data (JSON: [kind, payload]), and
// Turbopack's list of the page's chunks (JSON).
const FLIGHT_START = '(self.__next_f=self.__next_f||[]).push([0])';
const FLIGHT_CHUNK = /^self\.__next_f\.push\((\[[\s\S]*\])\)$/;
const TURBOPACK_CHUNKS =
  /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\((\{[\s\S]*\})\);$/;

function isJson(text) {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** Whether an inline script is one of Next's: its exact bootstrap or data shape, with JSON inside. */
export function isNextScript(body) {
  if (body === FLIGHT_START) return true;
  const flight = FLIGHT_CHUNK.exec(body);
  if (flight) return isJson(flight[1]);
  const chunks = TURBOPACK_CHUNKS.exec(body);
  return chunks ? isJson(chunks[1]) : false;
}

/** The hash sources of Next's own inline scripts in a prerendered document, and of nothing else. */
export function nextScriptSources(html) {
  const sources = new Set();
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(attributes) || !isNextScript(body)) continue;
    sources.add(sha256Source(body));
  }
  return [...sources];
}

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
      const { prerendered } = doc;
      const sources = prerendered
        ? [...nextScriptSources(doc.body.toString('utf8')), ...doc.scriptSources]
        : doc.scriptSources;
      const base = prerendered ? policy.replace(NONCE_SOURCE, '') : policy;
      res.setHeader('content-security-policy', addScriptSources(base, sources));
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
