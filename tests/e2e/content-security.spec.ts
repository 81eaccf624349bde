// The Content-Security-Policy on every response: documents allow exactly their own inline scripts
// (Next's by the nonce of the request they were rendered for, the site's own by hash) and nothing
// inline besides; everything else may run nothing. Pages still work under it. That an injected
// script is refused is tests/e2e/csp-injection.spec.ts. Runs on `npm start` and on the standalone
// server (project `standalone`).
import { createHash } from 'node:crypto';
import { expect, test } from '../fixtures/test';
import { fillPattern, routeFiles } from '../fixtures/route-files';

/** Directive → its sources, from a policy header. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

function inlineScripts(html: string): { nonce: string | undefined; body: string }[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => !/\ssrc\s*=/i.test(attributes!))
    .filter(([, attributes]) => !/type\s*=\s*["']?application\/(ld\+)?json/i.test(attributes!))
    .map(([, attributes, body]) => ({
      nonce: /\snonce="([^"]*)"/.exec(attributes!)?.[1],
      body: body!,
    }));
}

// Pages of every kind: content, the booking flow, account and admin redirects, the Studio, an error
// page.
const PAGES = [
  '/',
  '/about',
  '/insights',
  '/careers',
  '/booking',
  '/contact',
  '/login',
  '/account',
  '/admin/cms',
  '/no-such-page',
];

test('every document allows exactly its own inline scripts, and no inline script otherwise', async ({
  request,
}) => {
  for (const path of PAGES) {
    const response = await request.get(path, { headers: { accept: 'text/html' } });
    const policy = response.headers()['content-security-policy'] ?? '';
    expect(policy, path).not.toBe('');
    const sources = directives(policy);
    const scriptSources = sources.get('script-src') ?? [];
    expect(scriptSources, path).not.toContain("'unsafe-inline'");
    expect(scriptSources, path).not.toContain("'unsafe-eval'");
    expect(
      scriptSources.some((source) => source.includes('*')),
      path,
    ).toBe(false);
    expect(sources.get('object-src'), path).toEqual(["'none'"]);
    expect(sources.get('base-uri'), path).toEqual(["'none'"]);
    expect(sources.get('frame-ancestors'), path).toEqual(["'self'"]);
    expect(sources.get('report-uri'), path).toEqual(['/api/csp-report']);
    // Every document is rendered for a request (so that Next can put the nonce on its scripts).
    const nonce = scriptSources.find((source) => source.startsWith("'nonce-"));
    expect(nonce, path).toBeTruthy();
    for (const script of inlineScripts(await response.text())) {
      if (nonce && `'nonce-${script.nonce}'` === nonce) continue;
      const hash = `'sha256-${createHash('sha256').update(script.body).digest('base64')}'`;
      expect(scriptSources, `${path}: an inline script without its hash or nonce`).toContain(hash);
    }
  }
});

test('a page rendered per request has a fresh nonce each time', async ({ request }) => {
  const nonceOf = async () =>
    /'nonce-([^']+)'/.exec(
      (await request.get('/booking', { headers: { accept: 'text/html' } })).headers()[
        'content-security-policy'
      ] ?? '',
    )?.[1];
  const first = await nonceOf();
  expect(first).toBeTruthy();
  expect(await nonceOf()).not.toBe(first);
});

test('a document has no validators, so no 304 can pair a kept copy with another nonce', async ({
  request,
}) => {
  const first = await request.get('/about', { headers: { accept: 'text/html' } });
  expect(first.headers()['etag']).toBeUndefined();
  const again = await request.get('/about', {
    headers: { accept: 'text/html', 'if-none-match': '"anything"' },
  });
  expect(again.status()).toBe(200);
  expect(again.headers()['content-security-policy']).toMatch(/'nonce-/);
});

test('every API route answers with a policy that runs nothing', async ({ request }) => {
  for (const route of routeFiles().filter((file) => file.pattern.startsWith('/api/'))) {
    const method = route.methods.includes('GET') ? 'GET' : route.methods[0]!;
    const url = fillPattern(route.pattern, 'nope');
    const response = await request.fetch(url, { method, maxRedirects: 0 });
    expect(response.headers()['content-security-policy'], `${method} ${url}`).toBeTruthy();
    if (!/^text\/html/.test(response.headers()['content-type'] ?? '')) {
      expect(response.headers()['content-security-policy'], url).toContain("default-src 'none'");
    }
  }
});

test('pages run under the policy: nothing is blocked while a visitor browses and books', async ({
  page,
}) => {
  // The page's own violation events: a caught `new Function` probe is reported there (and to
  // report-uri) without reaching the console.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} on ${location.pathname}`),
    );
  });
  const blocked: string[] = [];
  const collect = async () =>
    blocked.push(
      ...(await page.evaluate(
        () => (window as unknown as { cspViolations: string[] }).cspViolations,
      )),
    );
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) blocked.push(message.text());
  });
  for (const path of [
    '/',
    '/about',
    '/booking',
    '/contact',
    '/get-started',
    '/social-media-generator',
    '/insights',
  ]) {
    await page.goto(path);
    await expect(page.locator('main').first()).toBeVisible();
    await page.waitForLoadState('load');
    await collect();
  }
  // A client-side navigation and hydration work (the header's menu is interactive).
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'About Us', exact: true })
    .click();
  await expect(page).toHaveURL(/\/about$/);
  expect(blocked).toEqual([]);
});

test('violation reports are taken, checked and rate limited', async ({ request }) => {
  const report = {
    'csp-report': {
      'document-uri': 'http://localhost/about',
      'blocked-uri': 'https://evil.example/x.js',
      'violated-directive': 'script-src',
    },
  };
  const headers = { 'content-type': 'application/csp-report', 'x-forwarded-for': '198.18.200.1' };
  expect(
    (await request.post('/api/csp-report', { headers, data: JSON.stringify(report) })).status(),
  ).toBe(204);
  expect(
    (await request.post('/api/csp-report', { headers, data: '{"csp-report": 7}' })).status(),
  ).toBe(400);
  let last = 0;
  for (let i = 0; i < 31; i += 1) {
    last = (
      await request.post('/api/csp-report', { headers, data: JSON.stringify(report) })
    ).status();
  }
  expect(last).toBe(429);
});
