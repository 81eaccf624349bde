// The same build under `next start`, as a Next.js host runs it without the production server: every
// kind of page hydrates under the strict policy with nothing blocked, an injected inline script is
// refused, API answers carry the policy that runs nothing, and a visitor can use the page (the
// header's menu navigates on the client). The standalone server runs the fuller set of specs
// (project `standalone` in .config/playwright.config.ts).
import { expect, test } from '../fixtures/test';
import { startServer } from '../../.scripts/start-server.mjs';

const PORT = 3111;
let server: Awaited<ReturnType<typeof startServer>> | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServer(PORT, {}, { runtime: 'next-start' });
});
test.afterAll(async () => server?.stop());

test('next start: pages hydrate under the policy and an injected script is refused', async ({
  page,
  request,
}) => {
  const base = `http://localhost:${PORT}`;
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
  });
  for (const path of ['/', '/about', '/booking', '/login', '/no-such-page']) {
    await page.goto(`${base}${path}`);
    await expect(page.locator('html'), path).toHaveAttribute('data-hydrated', '');
  }
  expect(blocked).toEqual([]);

  await page.goto(`${base}/csp-probe/shared`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  expect(await page.evaluate(() => '__injectedScriptRan' in window)).toBe(false);
  expect(blocked.join('\n')).toMatch(/inline script/i);

  const api = await request.get(`${base}/api/health`);
  expect(api.headers()['content-security-policy']).toContain("default-src 'none'");

  await page.goto(`${base}/`);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'About Us', exact: true })
    .click();
  await expect(page).toHaveURL(/\/about$/);
});
