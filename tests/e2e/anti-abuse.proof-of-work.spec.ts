// Issue #46 item 4 in the browser: the ALTCHA widget solves by itself in the forms a signed-out
// visitor sends (booking, register, newsletter), with nothing fetched from another host, nothing the
// Content-Security-Policy refuses, no sideways scrolling at 375 px, and nothing axe finds, in both
// themes. The flows themselves (booking, registering, subscribing) are booking.spec, accounts.journey
// and shell.spec.
import type { Page } from '@playwright/test';
import { axeViolations } from '../fixtures/axe';
import { useBookingVariant } from '../fixtures/booking-flow';
import { expect, test } from '../fixtures/test';

const FORMS = [
  { path: '/register', form: (page: Page) => page.getByLabel('Name', { exact: true }) },
  { path: '/booking', form: (page: Page) => page.getByLabel('Name', { exact: true }) },
  {
    path: '/',
    form: (page: Page) => page.getByLabel('Get studio news and podcasting tips by e-mail'),
  },
] as const;

for (const theme of ['light', 'dark'] as const) {
  for (const { path, form } of FORMS) {
    test(`${path}, ${theme}, 375 px: the browser check runs by itself, on this site only, and axe finds nothing`, async ({
      page,
      baseURL,
    }, testInfo) => {
      const origin = new URL(baseURL!).origin;
      const elsewhere: string[] = [];
      const refused: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (!['blob:', 'data:'].includes(url.protocol) && url.origin !== origin) {
          elsewhere.push(request.url());
        }
      });
      page.on('console', (message) => {
        if (/Content[- ]Security[- ]Policy/i.test(message.text())) refused.push(message.text());
      });
      await page.addInitScript(() => localStorage.setItem('cookiesAccepted', 'true'));
      await page.setExtraHTTPHeaders({
        'x-forwarded-for': `10.46.${testInfo.workerIndex}.${Date.now() % 250}`,
      });
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      await page.setViewportSize({ width: 375, height: 800 });
      // The booking page's one-step variant, where the details and the check are on the first step.
      await useBookingVariant(page, 'simple', baseURL!);
      await page.goto(path);
      await form(page).focus();
      const widget = form(page).locator('xpath=ancestor::form').getByTestId('proof-of-work');
      await expect(widget.getByText('Browser checked')).toBeVisible();
      await widget.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`${theme}.png`) });
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
      expect(await axeViolations(page), `${path}, ${theme}`).toEqual([]);
      expect(elsewhere).toEqual([]);
      expect(refused).toEqual([]);
    });
  }
}
