import { expect, test } from '../fixtures/test';
import { malformedPosts } from '../fixtures/malformed-bodies';
import { fillPattern, routeFiles } from '../fixtures/route-files';

// The same 1,000 malformed bodies as the unit fuzz test, this time through the running app over HTTP.
test('1,000 malformed posts to /api/contact and /api/crm/submit never get a 5xx', async ({
  request,
}) => {
  test.setTimeout(180_000);
  const statuses = new Map<number, number>();
  for (const { path, contentType, body } of malformedPosts(1000)) {
    const response = await request.post(path, {
      headers: { 'content-type': contentType },
      data: body,
    });
    statuses.set(response.status(), (statuses.get(response.status()) ?? 0) + 1);
    expect(response.status(), `${path} answered ${response.status()} to ${body}`).toBeLessThan(500);
  }
  // The bodies really were refused for what they are, not all stopped at one gate.
  expect([...statuses.keys()].sort()).toEqual(expect.arrayContaining([400, 415]));
});

// Every route file and method, read from app/: hostile bodies, odd content types and forged cookies.
const hostileBodies: { contentType: string; body: string | Buffer }[] = [
  { contentType: 'application/json', body: '{"email":' },
  { contentType: 'application/json', body: '[1,2,3]' },
  { contentType: 'application/json', body: '{"name":{"$gt":""},"email":7,"id":[],"token":null}' },
  { contentType: 'application/json', body: JSON.stringify({ x: 'y'.repeat(2_000_000) }) },
  { contentType: 'application/json', body: Buffer.from([0, 159, 146, 150, 255, 0, 1]) },
  { contentType: 'text/plain', body: 'hello' },
  { contentType: 'application/xml', body: '<?xml version="1.0"?><a>&x;</a>' },
  { contentType: 'multipart/form-data; boundary=zzz', body: '--zzz\r\nbroken' },
  { contentType: 'application/x-www-form-urlencoded', body: 'a=1&a=2&__proto__=x' },
];
const forgedCookies = [
  'studio_session=Fe26.2**forged**; csrf_token=aaaaaaaa',
  'studio_session=' + 'x'.repeat(4000),
  'ab_variants=heroSection:%00|bookingFlow:' + 'z'.repeat(500) + '; ab_visitor=../../etc',
];
// Proof-of-work payloads (lib/anti-abuse) a forger might send: garbage, one character over the
// largest payload read (4,000; a header beyond Node's 16 KB for all headers is refused, with the
// connection, before the app sees it), well-formed but absurd.
const forgedProofs = [
  '%%%not-base64%%%',
  'A'.repeat(4_001),
  Buffer.from(
    JSON.stringify({
      challenge: {
        parameters: { algorithm: 'PBKDF2/SHA-256', cost: 1e12, keyLength: 1e9, expiresAt: 1e300 },
        signature: 'f'.repeat(64),
      },
      solution: { counter: -1, derivedKey: 'zz' },
    }),
  ).toString('base64'),
];
const segmentValues = ['nope', '00000000-0000-4000-8000-000000000000', '..%2F..%2Fetc%2Fpasswd'];

test('every route and method answers hostile requests without a 5xx, and the app stays healthy', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const failures: string[] = [];
  let sent = 0;
  for (const route of routeFiles()) {
    const urls = route.pattern.includes('[')
      ? segmentValues.map((value) => fillPattern(route.pattern, value))
      : [route.pattern];
    // The lake's catch-all: Sanity's API paths, with hostile queries.
    if (route.pattern.startsWith('/api/lake')) {
      urls.push(
        '/api/lake/v2025-02-19/data/query/production?query=*%5B',
        '/api/lake/v2025-02-19/data/query/production?query=*&%24x=%7B',
        '/api/lake/v2025-02-19/data/mutate/production',
        '/api/lake/v1/data/doc/production/drafts.x',
        '/api/lake/images/local/production/..%2F..%2Fsecret.png?w=-1',
      );
    }
    for (const [n, url] of urls.entries()) {
      for (const method of route.methods) {
        const variants = ['GET', 'HEAD', 'OPTIONS'].includes(method)
          ? [{ contentType: 'text/plain', body: '' }]
          : hostileBodies;
        for (const [i, { contentType, body }] of variants.entries()) {
          const response = await request.fetch(`${url}${url.includes('?') ? '&' : '?'}q=%ff%fe`, {
            method,
            headers: {
              'content-type': contentType,
              cookie: forgedCookies[(i + n) % forgedCookies.length]!,
              origin: baseURL!,
              'x-forwarded-for': `198.18.${n}.${i + 1}`,
              'proof-of-work': forgedProofs[(i + n) % forgedProofs.length]!,
            },
            data: body || undefined,
            maxRedirects: 0,
          });
          sent += 1;
          if (response.status() >= 500)
            failures.push(`${method} ${url} (${contentType}) → ${response.status()}`);
        }
      }
    }
  }
  expect(failures).toEqual([]);
  expect(sent).toBeGreaterThan(300);
  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);
});
