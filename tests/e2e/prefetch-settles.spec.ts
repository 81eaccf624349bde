import { expect, test } from '../fixtures/test';

// Next prefetches the links in view once each. With optimistic routing on (Next 16.3+'s default), a
// link to a redirected or rewritten address (/blog → /insights, /terms → /terms-of-service) was
// prefetched again several times a second for as long as the page stayed open: 250 requests in 5 s
// on /login, on every visitor's bandwidth and on the server (next.config.ts).
for (const path of ['/login', '/contact', '/']) {
  test(`the links on ${path} are prefetched once, then the page is quiet`, async ({ page }) => {
    const prefetches = new Map<string, number>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!url.searchParams.has('_rsc')) return;
      // One route is fetched in parts (its tree, then each segment), each once.
      const part = `${url.pathname} ${request.headers()['next-router-segment-prefetch'] ?? '(whole)'}`;
      prefetches.set(part, (prefetches.get(part) ?? 0) + 1);
    });
    await page.goto(path);
    // The loop sent a request every few milliseconds: two seconds shows it many times over (what is
    // measured is requests that should not come, so there is nothing to wait for instead).
    await page.waitForTimeout(2000);
    const counts = Object.fromEntries(prefetches);
    expect(Object.keys(counts).length, 'some link was prefetched').toBeGreaterThan(0);
    for (const [part, count] of Object.entries(counts)) {
      expect(count, `${part} fetched ${count} times`).toBeLessThanOrEqual(2);
    }
  });
}
