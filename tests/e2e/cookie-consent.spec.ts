import { type Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { axeViolations } from '../fixtures/axe';
import { rememberCookieChoice, type CookieChoice } from '../fixtures/consent';

const INSTALLED = new Date('2026-11-23T10:00:00Z').getTime();
// The moment the page loads: far enough after installing that real time never overtakes it.
const T0 = INSTALLED + 60_000;
const DAY = 86_400_000;

// The clock is paused from the first script on, so every banner timer runs only when the test says.
async function openPaused(page: Page, path = '/contact', stored?: CookieChoice) {
  await page.clock.install({ time: INSTALLED });
  await page.clock.pauseAt(T0);
  if (stored) await rememberCookieChoice(page, stored);
  await page.goto(path);
}

/**
 * The Cookie Preferences page in real time. Its tests need no timers, and a paused clock would also
 * stop React from revealing content the server streamed late (React reveals it on a timer).
 */
async function openPreferences(page: Page, stored: CookieChoice) {
  await rememberCookieChoice(page, stored);
  await page.goto('/cookie-preferences');
}

const banner = (page: Page) =>
  page.getByRole('dialog', { name: /We use cookies|Cookie preferences/ });
const storedPreferences = (page: Page) =>
  page.evaluate(() => ({
    accepted: localStorage.getItem('cookiesAccepted'),
    preferences: JSON.parse(localStorage.getItem('cookiePreferences') ?? 'null'),
  }));

test.describe('cookie banner', () => {
  test('appears 2 s after load without stored consent, and hides itself after 10 s', async ({
    page,
  }) => {
    await openPaused(page);
    await page.clock.runFor(1999);
    await expect(banner(page)).toBeHidden();
    await page.clock.runFor(1);
    await expect(banner(page)).toBeVisible();
    await page.clock.runFor(9999);
    await expect(banner(page)).toBeVisible();
    await page.clock.runFor(1);
    await expect(banner(page)).toBeHidden();
    // Nothing was stored by showing or hiding it.
    expect(await storedPreferences(page)).toEqual({ accepted: null, preferences: null });
  });

  // The home page with either hero, and /booking, whose largest paint is its heading or its short
  // lead paragraph (the two are close in size; which wins depends on when the font arrives).
  for (const { path, variant } of [
    { path: '/', variant: 'control' },
    { path: '/', variant: 'viral_focus' },
    { path: '/booking', variant: 'control' },
  ]) {
    test(`overlays ${path} on a phone: it shifts nothing and never becomes the largest paint (${variant} hero)`, async ({
      browser,
      baseURL,
    }) => {
      // Lighthouse's phone: the cookie banner appears 2 s in, after the hero has painted.
      const context = await browser.newContext({ baseURL, viewport: { width: 412, height: 823 } });
      await context.addCookies([
        { name: 'ab_variants', value: `heroSection%3A${variant}`, url: baseURL! },
      ]);
      const page = await context.newPage();
      await page.addInitScript(() => {
        const seen = { largest: [] as string[], shift: 0 };
        Object.assign(window, { __paints: seen });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element })[])
            seen.largest.push(
              entry.element?.closest('[data-testid="cookie-banner"]')
                ? 'banner'
                : entry.element?.closest('[data-hero-variant]')
                  ? 'hero'
                  : (entry.element?.tagName ?? 'gone'),
            );
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
            seen.shift += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(path);
      await expect(banner(page)).toBeVisible();
      // Two frames after the banner's first paint, its paint has been weighed.
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      const paints = await page.evaluate(
        () => (window as unknown as { __paints: { largest: string[]; shift: number } }).__paints,
      );
      expect(path === '/' ? ['hero'] : ['H1', 'P']).toContain(paints.largest.at(-1));
      expect(paints.shift).toBeLessThanOrEqual(0.02);
      await context.close();
    });
  }

  test('comes back when the visitor scrolls up after passing 300 px', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 400 });
    await openPaused(page);
    await page.clock.runFor(2000);
    await expect(banner(page)).toBeVisible();
    await page.clock.runFor(10_000);
    await expect(banner(page)).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 250));
    await page.evaluate(() => window.scrollTo(0, 100));
    await expect(banner(page)).toBeHidden(); // never passed 300 px
    await page.evaluate(() => window.scrollTo(0, 700));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(700);
    await page.evaluate(() => window.scrollTo(0, 550));
    await expect(banner(page)).toBeVisible();
  });

  test('does not hide itself while the preferences panel is open', async ({ page }) => {
    await openPaused(page);
    await page.clock.runFor(2000);
    await banner(page).getByRole('button', { name: 'Customize' }).click();
    await expect(banner(page).getByRole('switch', { name: /Analytics cookies/ })).toBeVisible();
    await page.clock.runFor(30_000);
    await expect(banner(page)).toBeVisible();
  });

  test('Accept All stores all four categories with the time, and a consent record', async ({
    page,
  }) => {
    await openPaused(page);
    await page.clock.runFor(2000);
    const recorded = page.waitForResponse((r) => r.url().endsWith('/api/consent'));
    await banner(page).getByRole('button', { name: 'Accept All' }).click();
    await expect(banner(page)).toBeHidden();
    expect((await recorded).status()).toBe(201);
    expect(await storedPreferences(page)).toMatchObject({
      accepted: 'true',
      preferences: {
        necessary: true,
        functional: true,
        analytics: true,
        marketing: true,
        timestamp: T0 + 2000,
      },
    });
  });

  test('Necessary Only turns every optional category off', async ({ page }) => {
    await openPaused(page);
    await page.clock.runFor(2000);
    await banner(page).getByRole('button', { name: 'Necessary Only' }).click();
    await expect(banner(page)).toBeHidden();
    expect((await storedPreferences(page)).preferences).toMatchObject({
      necessary: true,
      functional: false,
      analytics: false,
      marketing: false,
    });
  });

  test('Customize and Save Preferences store exactly the switches chosen (none pre-ticked)', async ({
    page,
  }) => {
    await openPaused(page);
    await page.clock.runFor(2000);
    await banner(page).getByRole('button', { name: 'Customize' }).click();
    const panel = banner(page);
    for (const name of [/Analytics cookies/, /Marketing cookies/, /Functional cookies/]) {
      await expect(panel.getByRole('switch', { name })).not.toBeChecked();
    }
    await expect(panel.getByRole('switch', { name: /Strictly necessary/ })).toBeDisabled();
    await panel.getByRole('switch', { name: /Marketing cookies/ }).check();
    await panel.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(banner(page)).toBeHidden();
    expect((await storedPreferences(page)).preferences).toMatchObject({
      necessary: true,
      functional: false,
      analytics: false,
      marketing: true,
    });
  });

  test('the close button hides the banner and stores nothing', async ({ page }) => {
    await openPaused(page);
    await page.clock.runFor(2000);
    await banner(page).getByRole('button', { name: 'Close cookie banner' }).click();
    await expect(banner(page)).toBeHidden();
    expect(await storedPreferences(page)).toEqual({ accepted: null, preferences: null });
  });

  test('a stored choice applies for 30 days; after that the banner asks again', async ({
    page,
    browser,
    baseURL,
  }) => {
    const recent = { timestamp: T0 - 29 * DAY };
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text());
    });
    await openPaused(page, '/contact', recent);
    await page.clock.runFor(5000);
    await expect(banner(page)).toBeHidden();
    // Nor is the banner's code fetched: it loads only when the banner is due.
    const bodies = await Promise.all(scripts);
    expect(bodies.length).toBeGreaterThan(5);
    expect(bodies.filter((body) => body.includes('We use cookies'))).toEqual([]);

    const otherContext = await browser.newContext({ baseURL });
    const other = await otherContext.newPage();
    await openPaused(other, '/contact', { ...recent, timestamp: T0 - 2_592_000_001 });
    await other.clock.runFor(2000);
    await expect(banner(other)).toBeVisible();
    await otherContext.close();
  });

  test('withdrawing a category deletes every cookie but the preserved ones', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies(
      ['_ga', 'hubspotutk', 'user_id', 'session_id', 'csrf_token', 'logged_in'].map((name) => ({
        name,
        value: '1',
        url: baseURL!,
      })),
    );
    await openPreferences(page, {
      functional: true,
      analytics: true,
      marketing: true,
      timestamp: Date.now() - DAY,
    });
    await expect(page.getByRole('switch', { name: /Analytics cookies/ })).toBeChecked();
    await page.getByRole('switch', { name: /Analytics cookies/ }).uncheck();
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(page.getByTestId('toast')).toContainText('Cookie preferences saved');
    const names = (await context.cookies()).map((cookie) => cookie.name).sort();
    expect(names).toEqual(['csrf_token', 'logged_in', 'session_id', 'user_id']);
  });

  test('nothing is tracked before consent; analytics consent alone logs page views but loads no CRM tracker', async ({
    page,
  }) => {
    const tracked: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (/googletagmanager|google-analytics|hs-scripts|hs-analytics|\/api\/analytics\//.test(url))
        tracked.push(url);
    });
    await openPaused(page, '/contact');
    await page.clock.runFor(2000);
    await expect(banner(page)).toBeVisible();
    await page.clock.runFor(5000);
    expect(tracked).toEqual([]);

    const pageView = page.waitForRequest((r) => r.url().endsWith('/api/analytics/pageview'));
    await banner(page).getByRole('button', { name: 'Customize' }).click();
    await banner(page)
      .getByRole('switch', { name: /Analytics cookies/ })
      .check();
    await banner(page).getByRole('button', { name: 'Save Preferences' }).click();
    expect(JSON.parse((await pageView).postData() ?? '{}')).toMatchObject({ path: '/contact' });
    // A HubSpot tracking id is configured in this run, but marketing stays off: no tracker.
    await page.clock.runFor(10_000);
    expect(tracked.filter((url) => !url.includes('/api/analytics/'))).toEqual([]);
  });

  test('marketing consent loads the CRM tracker once, 1.5 s later, and stops tracking when withdrawn', async ({
    page,
  }) => {
    const trackerRequests: string[] = [];
    // The tracker is HubSpot's script; the machine is offline, so a stand-in answers for it.
    await page.route('https://js.hs-scripts.com/**', async (route) => {
      trackerRequests.push(route.request().url());
      await route.fulfill({ contentType: 'text/javascript', body: 'window.__trackerRan = true;' });
    });
    await openPaused(page, '/contact');
    await page.clock.runFor(2000);
    await banner(page).getByRole('button', { name: 'Accept All' }).click();
    await expect(banner(page)).toBeHidden();
    await page.clock.runFor(1499);
    expect(trackerRequests).toEqual([]);

    const trackerLoaded = page.waitForRequest(/js\.hs-scripts\.com/);
    await page.clock.runFor(1);
    expect((await trackerLoaded).url()).toMatch(/\/4242424\.js$/);
    await expect
      .poll(() => page.evaluate(() => Boolean((window as { __trackerRan?: boolean }).__trackerRan)))
      .toBe(true);
    const queue = () => page.evaluate(() => (window as { _hsq?: unknown[] })._hsq ?? []);
    expect(await queue()).toEqual([
      ['setPath', '/contact'],
      ['trackPageView'],
      [
        'trackCustomBehavioralEvent',
        { name: 'site_visit', properties: { first_consent: true, path: '/contact' } },
      ],
    ]);

    // Marketing withdrawn in another tab: the 5 s re-check notices and tells the tracker to stop.
    await page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('cookiePreferences')!);
      localStorage.setItem('cookiePreferences', JSON.stringify({ ...stored, marketing: false }));
    });
    await page.clock.runFor(5000);
    await expect.poll(queue).toContainEqual(['doNotTrack']);
    await page.clock.runFor(10_000);
    expect(trackerRequests).toHaveLength(1);
  });

  test('the Cookie Preferences page can reset the choice', async ({ page }) => {
    await openPreferences(page, { timestamp: Date.now() - DAY });
    await expect(page.getByTestId('consent-status')).toContainText('Your choice was saved on');
    await page.getByRole('button', { name: 'Reset my choice' }).click();
    await expect(page.getByTestId('consent-status')).toContainText(
      'You have not made a choice yet',
    );
    expect(await storedPreferences(page)).toEqual({ accepted: null, preferences: null });
  });
});

test.describe('accessibility of the contact and consent screens', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`axe finds nothing on /contact with the banner open, and on /cookie-preferences (${theme})`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: theme });
      await openPaused(page, '/contact');
      await page.clock.runFor(2000);
      await expect(banner(page)).toBeVisible();
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
      // The open preferences panel keeps the banner up; axe needs running timers.
      await banner(page).getByRole('button', { name: 'Customize' }).click();
      await page.clock.resume();
      expect(await axeViolations(page), '/contact').toEqual([]);

      await page.goto('/cookie-preferences');
      expect(await axeViolations(page), '/cookie-preferences').toEqual([]);
    });
  }
});
