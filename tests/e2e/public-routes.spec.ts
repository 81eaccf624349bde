import { type Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { axeViolations } from '../fixtures/axe';

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

/** Visits `path` in both themes at 375 and 1280 px and checks each rendering. */
async function walkThemesAndWidths(
  page: Page,
  path: string,
  expected: { status: number; heading: (h1: ReturnType<Page['getByRole']>) => Promise<void> },
) {
  // A visitor who chose cookies already; the banner has its own accessibility test.
  await page.addInitScript(() => localStorage.setItem('cookiesAccepted', 'true'));
  for (const theme of ['light', 'dark'] as const) {
    for (const width of [375, 1280]) {
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      await page.setViewportSize({ width, height: 900 });
      const response = await page.goto(path);
      expect(response?.status(), `${path} status`).toBe(expected.status);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      const h1 = page.getByRole('heading', { level: 1 });
      await expect(h1).toHaveCount(1);
      await expected.heading(h1);
      await expect(page.getByRole('main')).toHaveCount(1);
      expect(await axeViolations(page), `${path}, ${theme}, ${width} px`).toEqual([]);
    }
  }
}

test.describe('every public route', () => {
  for (const path of ROUTES) {
    test(`${path} answers 200 with one h1 and one main, and axe finds nothing in both themes at 375 and 1280 px`, async ({
      page,
    }) => {
      await walkThemesAndWidths(page, path, {
        status: 200,
        heading: (h1) => expect(h1).not.toHaveText('Page Not Found'),
      });
    });
  }

  // An unknown path, an unknown article and an unknown job: each not-found is thrown at another
  // depth. An unknown address under /account (a section with a layout of its own) gets the same
  // page, with the site's header.
  for (const path of [
    '/no-such-page',
    '/insights/no-such-article',
    '/careers/no-such-job',
    '/account/no-such-page',
  ]) {
    test(`${path} answers 404 with the not-found page, one main, and axe finds nothing`, async ({
      page,
    }) => {
      await walkThemesAndWidths(page, path, {
        status: 404,
        heading: (h1) => expect(h1).toHaveText('Page Not Found'),
      });
      // Server-rendered (Next's own 404 for notFound() is a blank shell filled in by script), and
      // once hydrated the address stays and the page's links work.
      const response = await page.request.get(path, { headers: { accept: 'text/html' } });
      expect(await response.text()).toContain('Page Not Found');
      await expect(page.getByRole('banner')).toBeVisible(); // the site's header, not a bare page
      await expect(page).toHaveURL(path);
      await page.getByRole('link', { name: 'Go Home' }).click();
      await expect(page).toHaveURL('/');
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Page Not Found');
    });
  }
});
