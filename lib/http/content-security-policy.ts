// The Content-Security-Policy of a page, fixed before its body is rendered (proxy.ts sets it on
// the request, where Next reads the nonce, and on the response). Scripts: this origin's files, the
// named hosts of configured services, the site's own inline scripts by hash (SiteDocument's
// site-scripts.ts) and Next's scripts by this request's nonce (every page is rendered per request,
// so Next can put it on them: components/layout/SiteDocument).

export const CSP_REPORT_PATH = '/api/csp-report';

type Env = Record<string, string | undefined>;
type Hosts = { script: string[]; connect: string[]; img: string[] };

/** Hosts the optional services need, only when configured (GA4, HubSpot, a hosted Sanity project). */
export function thirdPartyHosts(env: Env = process.env): Hosts {
  const hosts: Hosts = { script: [], connect: [], img: [] };
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

function originOf(url: string | undefined) {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
}

/** A fresh nonce: 128 random bits, base64. */
export function newNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
}

/**
 * The policy of a page: its nonce and the inline-script sources it allows besides. In development
 * React and Next evaluate code for their debugging tools, as Next's CSP guide allows for.
 */
export function documentPolicy(
  nonce: string,
  scriptSources: readonly string[],
  hosts: Hosts = thirdPartyHosts(),
  development = process.env.NODE_ENV === 'development',
): string {
  const evaluation = development ? ["'unsafe-eval'"] : [];
  return [
    "default-src 'self'",
    [
      'script-src',
      "'self'",
      `'nonce-${nonce}'`,
      ...scriptSources,
      ...evaluation,
      ...hosts.script,
    ].join(' '),
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
    `report-uri ${CSP_REPORT_PATH}`,
  ].join('; ');
}
