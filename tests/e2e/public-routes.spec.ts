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
  '/privacy-policy',
  '/recording-sessions',
  '/podcast-production',
  '/sound-design',
  '/distribution-assistance',
  '/consultation-services',
  '/remote-recording',
  '/our-work',
  '/branding-pack',
];

// Short addresses that serve a page above under their own URL (lib/routing/redirects.ts).
const ALIASES = { '/terms': '/terms-of-service', '/privacy': '/privacy-policy' };

const EVERY_RENDERING = [
  ['light', 375],
  ['light', 1280],
  ['dark', 375],
  ['dark', 1280],
] as const;

/** Visits `path` in both themes at 375 and 1280 px (or the renderings given) and checks each. */
async function walkThemesAndWidths(
  page: Page,
  path: string,
  expected: { status: number; heading: (h1: ReturnType<Page['getByRole']>) => Promise<void> },
  renderings: readonly (readonly ['light' | 'dark', number])[] = EVERY_RENDERING,
) {
  // A visitor who chose cookies already; the banner has its own accessibility test.
  await page.addInitScript(() => localStorage.setItem('cookiesAccepted', 'true'));
  for (const [theme, width] of renderings) {
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

  // The same page under its short address: checked once, the long one above in every rendering.
  for (const [alias, longPath] of Object.entries(ALIASES)) {
    test(`${alias} answers 200 with the page of ${longPath}`, async ({ page }) => {
      await page.goto(longPath);
      const heading = await page.getByRole('heading', { level: 1 }).textContent();
      await walkThemesAndWidths(
        page,
        alias,
        { status: 200, heading: (h1) => expect(h1).toHaveText(heading!) },
        [['light', 1280]],
      );
      await expect(page).toHaveURL(alias);
    });
  }

  // An unknown path, an unknown article and an unknown job: each not-found is thrown at another
  // depth. An unknown address under /account (a section with a layout of its own) gets the same
  // page, with the site's header. The page is one component: in every rendering under the two
  // layouts, once under the others.
  for (const [path, renderings] of [
    ['/no-such-page', EVERY_RENDERING],
    ['/insights/no-such-article', [['dark', 375]]],
    ['/careers/no-such-job', [['light', 1280]]],
    ['/account/no-such-page', EVERY_RENDERING],
  ] as const) {
    test(`${path} answers 404 with the not-found page, one main, and axe finds nothing`, async ({
      page,
    }) => {
      await walkThemesAndWidths(
        page,
        path,
        { status: 404, heading: (h1) => expect(h1).toHaveText('Page Not Found') },
        renderings,
      );
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
