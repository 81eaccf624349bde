import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

// Every public route of spec §2.1 (auth and account pages have their own specs).
const ROUTES = [
  '/',
  '/content',
  '/studio-services',
  '/about',
  '/insights',
  '/insights/why-the-room-matters',
  '/contact',
  '/booking',
  '/get-started',
  '/social-media-generator',
  '/thank-you',
  '/careers',
  '/careers/social-video-editor',
  '/cookie-policy',
  '/cookie-preferences',
  '/terms-of-service',
  '/terms',
  '/privacy-policy',
  '/privacy',
  '/recording-sessions',
  '/podcast-production',
  '/sound-design',
  '/distribution-assistance',
  '/consultation-services',
  '/remote-recording',
  '/our-work',
  '/branding-pack',
];

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes
        .map((node) => node.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
}

test.describe('every public route', () => {
  for (const path of ROUTES) {
    test(`${path} answers 200 with one h1, and axe finds nothing in both themes at 375 and 1280 px`, async ({
      page,
    }) => {
      // A visitor who chose cookies already; the banner has its own accessibility test.
      await page.addInitScript(() => localStorage.setItem('cookiesAccepted', 'true'));
      for (const theme of ['light', 'dark'] as const) {
        for (const width of [375, 1280]) {
          await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
          await page.setViewportSize({ width, height: 900 });
          const response = await page.goto(path);
          expect(response?.status(), `${path} status`).toBe(200);
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
          await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
          await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Page Not Found');
          expect(await axeViolations(page), `${path}, ${theme}, ${width} px`).toEqual([]);
        }
      }
    });
  }
});
