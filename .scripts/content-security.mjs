// The Content-Security-Policy of every response, set by the production server (.scripts/serve.mjs).
// A page's inline scripts (Next's flight data, the theme and A/B scripts) are allowed by their
// SHA-256 hashes, computed from the HTML actually sent; no 'unsafe-inline' for scripts, no nonce, so
// prerendered pages stay static. Script files come from this origin and the named hosts only.
import { createHash } from 'node:crypto';
import zlib from 'node:zlib';

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

const isHtml = (contentType) => /^text\/html\b/i.test(String(contentType ?? ''));

export function encodingFor(acceptEncoding) {
  const accepted = String(acceptEncoding ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

/**
 * Sets the policy on one request's response. A document is held until complete (so its inline
 * scripts can be hashed), then compressed here: Next is asked for it uncompressed. Everything else
 * streams through as Next sends it, with the resource policy if Next set none. `replaceDocument`
 * may answer another document for a held one (status and HTML in, HTML or null out);
 * `rewriteDocument` may change the HTML sent (text in, text out) before its scripts are hashed;
 * `onDocument` is told each held document as it was sent (status, headers, body).
 */
export function applyContentSecurity(
  req,
  res,
  { replaceDocument, rewriteDocument, onDocument } = {},
) {
  const acceptsHtml = /\btext\/html\b/.test(String(req.headers.accept ?? ''));
  const encoding = acceptsHtml ? encodingFor(req.headers['accept-encoding']) : null;
  if (acceptsHtml) delete req.headers['accept-encoding'];

  const original = { writeHead: res.writeHead, write: res.write, end: res.end };
  let holding = null; // the document being held: { status, chunks }
  let decided = false;

  const decide = (status) => {
    if (decided) return;
    decided = true;
    // A 304's headers replace those of the cached response: it keeps the policy it was sent with.
    if (status === 304) return;
    if (isHtml(res.getHeader('content-type'))) {
      holding = { status, chunks: [] };
    } else if (!res.getHeader('content-security-policy')) {
      res.setHeader('content-security-policy', RESOURCE_POLICY);
    }
  };

  res.writeHead = function writeHead(status, ...rest) {
    const headers = rest.find((item) => item && typeof item === 'object' && !Array.isArray(item));
    for (const [name, value] of Object.entries(headers ?? {})) res.setHeader(name, value);
    decide(status);
    if (holding) {
      holding.status = status;
      return res;
    }
    return original.writeHead.call(res, status, ...rest.filter((item) => item !== headers));
  };
  res.write = function write(chunk, ...rest) {
    decide(res.statusCode);
    if (!holding) return original.write.call(res, chunk, ...rest);
    if (chunk)
      holding.chunks.push(Buffer.from(chunk, typeof rest[0] === 'string' ? rest[0] : undefined));
    rest.find((item) => typeof item === 'function')?.();
    return true;
  };
  res.end = function end(chunk, ...rest) {
    decide(res.statusCode);
    if (!holding) return original.end.call(res, chunk, ...rest);
    if (chunk && typeof chunk !== 'function') {
      holding.chunks.push(Buffer.from(chunk, typeof rest[0] === 'string' ? rest[0] : undefined));
    }
    const held = Buffer.concat(holding.chunks);
    const status = holding.status ?? res.statusCode;
    const send = (body) => {
      res.setHeader('content-length', body.length);
      original.writeHead.call(res, status);
      original.end.call(res, req.method === 'HEAD' ? undefined : body);
      onDocument?.(status, res.getHeaders(), body);
    };
    const finish = (held) => {
      const text = held.toString('utf8');
      const rewritten = rewriteDocument ? rewriteDocument(text) : text;
      const html = rewritten === text ? held : Buffer.from(rewritten, 'utf8');
      res.setHeader('content-security-policy', documentPolicy(inlineScriptHashes(rewritten)));
      if (!encoding || html.length < 1024) return send(html);
      const compress = encoding === 'br' ? zlib.brotliCompress : zlib.gzip;
      const options =
        encoding === 'br' ? { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } } : { level: 6 };
      compress(html, options, (error, compressed) => {
        if (error) return send(html);
        res.setHeader('content-encoding', encoding);
        res.setHeader('vary', 'Accept-Encoding');
        send(compressed);
      });
    };
    if (!replaceDocument) {
      finish(held);
      return res;
    }
    replaceDocument(status, held).then(
      (replacement) => {
        // Validators described the document Next sent, not this one.
        if (replacement) res.removeHeader('etag');
        finish(replacement ?? held);
      },
      () => finish(held),
    );
    return res;
  };
}
