// Step `content-security`: the Content-Security-Policy of every response.
// A page's inline scripts (Next's flight data, the theme and A/B scripts) are allowed by their
// SHA-256 hashes, computed from the HTML actually sent; no 'unsafe-inline' for scripts, no nonce, so
// prerendered pages stay static. Script files come from this origin and the named hosts only.
import { createHash } from 'node:crypto';

export const REPORT_PATH = '/api/csp-report';

/** What an API answer or a file may do: nothing (it is never a document that runs code). */
export const RESOURCE_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/** Hosts the optional services need, only when configured (GA4, HubSpot, a hosted Sanity project). */
export function thirdPartyHosts(env = process.env) {
  const hosts = { script: [], connect: [], img: [] };
  if (env.NEXT_PUBLIC_GA_MEASUREMENT_ID) {
    hosts.script.push('https://www.googletagmanager.com');
    hosts.connect.push(
      'https://www.google-analytics.com',
      'https://region1.google-analytics.com',
      'https://www.googletagmanager.com',
    );
    hosts.img.push('https://www.google-analytics.com', 'https://www.googletagmanager.com');
  }
  if (env.HUBSPOT_PORTAL_ID || env.HUBSPOT_TRACKING_ID) {
    hosts.script.push(
      'https://js.hs-scripts.com',
      'https://js.hs-analytics.net',
      'https://js.hs-banner.com',
      'https://js.hscollectedforms.net',
    );
    hosts.connect.push('https://api.hubspot.com', 'https://track.hubspot.com');
    hosts.img.push('https://track.hubspot.com');
  }
  const project = env.NEXT_PUBLIC_SANITY_PROJECT_ID || env.SANITY_PROJECT_ID;
  const apiHost = originOf(env.NEXT_PUBLIC_SANITY_API_HOST);
  if (project && apiHost) {
    // The project's API (and its images) served from another host: that origin only (and its
    // WebSocket form, for the Studio's presence).
    hosts.connect.push(apiHost, apiHost.replace(/^http/, 'ws'));
    hosts.img.push(apiHost);
  } else if (project && /^[a-z0-9-]+$/.test(project)) {
    hosts.connect.push(
      `https://${project}.api.sanity.io`,
      `https://${project}.apicdn.sanity.io`,
      `wss://${project}.api.sanity.io`,
    );
    hosts.img.push('https://cdn.sanity.io');
  }
  return hosts;
}

function originOf(url) {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
}

/** The SHA-256 sources of every inline script a browser would run in this HTML. */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    // JSON-LD and other data blocks are never executed, so CSP does not look at them.
    if (type && !/^(text|application)\/(java|ecma)script$|^module$/.test(type)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** The policy of an HTML page with these inline-script hashes. */
export function documentPolicy(hashes, hosts = thirdPartyHosts()) {
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...hashes, ...hosts.script].join(' '),
    // vanilla-extract's CSS is in files; React and the Studio also set style attributes.
    "style-src 'self' 'unsafe-inline'",
    ['img-src', "'self'", 'data:', 'blob:', ...hosts.img].join(' '),
    "font-src 'self' data:",
    "media-src 'self' blob:",
    ['connect-src', "'self'", ...hosts.connect].join(' '),
    // The website editor shows the site in a frame of the Studio, on this origin.
    "frame-src 'self'",
    "frame-ancestors 'self'",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `report-uri ${REPORT_PATH}`,
  ].join('; ');
}

/** The step: the page policy on every document, the resource policy on everything else. */
export function contentSecurityStep(env = process.env) {
  const hosts = thirdPartyHosts(env);
  return {
    name: 'content-security',
    document({ res }, doc) {
      const hashes = inlineScriptHashes(doc.body.toString('utf8'));
      res.setHeader('content-security-policy', documentPolicy(hashes, hosts));
    },
    passThrough({ res }) {
      if (!res.getHeader('content-security-policy')) {
        res.setHeader('content-security-policy', RESOURCE_POLICY);
      }
    },
  };
}
