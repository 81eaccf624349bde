// An inline script injected into a page as Next renders it (a raw-HTML section, the shape of a
// cross-site-scripting bug) does not run, on a page the same for everyone (on `npm start`, the
// second visit is served from the production server's document cache) and on a personal page,
// while the page's own scripts do (it hydrates). Runs on `npm start` and on the standalone server
// (project `standalone`). The probe pages exist only in the test build (STUDIO_TEST_PROBES=1,
// which `npm test` sets for its build; see next.config.ts).
import { expect, test } from '../fixtures/test';

for (const kind of ['shared', 'per-request']) {
  test(`an injected inline script is refused on a ${kind} page`, async ({ page }, testInfo) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    let response = await page.goto(`/csp-probe/${kind}`);
    if (kind === 'shared') {
      response = await page.goto(`/csp-probe/${kind}`);
      // The production server keeps a shared document: the kept copy is what is checked here.
      if (testInfo.project.name === 'site') {
        expect(response?.headers()['x-document-cache']).toBe('HIT');
      }
    }
    expect(response?.status(), 'the probe page is missing: build with STUDIO_TEST_PROBES=1').toBe(
      200,
    );
    // The injected markup is in the document as sent...
    expect(await response!.text()).toContain('<script>window.__injectedScriptRan=true</script>');
    await expect(page.getByRole('heading', { name: /Injection probe/ })).toBeVisible();
    // ...the page's own scripts ran (the fixture's goto waits until React has hydrated it)...
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    // ...and the injected one did not: the browser refused it.
    expect(await page.evaluate(() => '__injectedScriptRan' in window)).toBe(false);
    expect(violations.join('\n')).toMatch(/inline script/i);
  });
}
