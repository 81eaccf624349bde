import { type Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { axeViolations } from '../fixtures/axe';
import { registerViaApi } from '../fixtures/accounts';
import { rememberCookieChoice } from '../fixtures/consent';

const notice = (page: Page) => page.getByRole('complementary', { name: 'Achievement unlocked' });

/** Opens the panel from the header, clicking again until the page is interactive. */
async function openPanelFromHeader(page: Page) {
  const panel = page.getByRole('dialog', { name: 'Your achievements' });
  const button = page
    .getByRole('banner')
    .getByRole('button', { name: 'Achievements', exact: true });
  await expect(async () => {
    // A second click on an open panel would close it: click only while it is shut.
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
    await expect(panel).toBeVisible({ timeout: 1000 });
  }).toPass();
  return panel;
}

async function storedAchievements(page: Page): Promise<Record<string, boolean>> {
  const raw = await page.evaluate(() => localStorage.getItem('achievements'));
  const entries = JSON.parse(raw ?? '[]') as { id: string; unlocked: boolean }[];
  return Object.fromEntries(entries.map((entry) => [entry.id, entry.unlocked]));
}

test.describe('achievements wired to real events', () => {
  test.beforeEach(async ({ page }) => {
    await rememberCookieChoice(page);
  });

  test('the studio lightbox and sharing a podcast earn Studio Explorer and Podcast Promoter, listed in the panel after a reload', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    // A browser without a share sheet (as Chromium on Linux): sharing copies the link.
    await page.addInitScript(() => {
      Reflect.deleteProperty(Navigator.prototype, 'share');
    });

    await page.goto('/');
    // Welcome shows once the page is interactive.
    await expect(notice(page)).toContainText('Achievement unlocked: Welcome');
    await page.getByRole('button', { name: 'Professional Podcast Setup' }).click();
    const lightbox = page.getByRole('dialog', { name: 'Studio details' });
    await expect(lightbox).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(lightbox).toBeHidden();
    await expect(notice(page)).toContainText('Achievement unlocked: Studio Explorer');

    await page.goto('/our-work');
    // Clicked again until the page is interactive (the notice of a past unlock is not shown after a load).
    await expect(async () => {
      await page.getByRole('button', { name: "Share The Founders' Table" }).click();
      await expect(page.getByText('Link copied')).toBeVisible({ timeout: 1000 });
    }).toPass();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      /\/our-work#podcast-founders-table$/,
    );
    await expect(notice(page)).toContainText('Achievement unlocked: Podcast Promoter');

    expect(await storedAchievements(page)).toMatchObject({
      welcome: true,
      explore_studio: true,
      share_podcast: true,
      listen_podcast: false,
    });
    expect(await page.evaluate(() => localStorage.getItem('points'))).toBe('55');

    await page.reload();
    const opener = page
      .getByRole('banner')
      .getByRole('button', { name: 'Achievements', exact: true });
    const panel = await openPanelFromHeader(page);
    await expect(panel.getByRole('button', { name: 'Close achievements' })).toBeFocused();
    const entry = (title: string) =>
      panel.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    await expect(panel.getByRole('listitem')).toHaveCount(9);
    await expect(entry('Studio Explorer')).toContainText('Unlocked');
    await expect(entry('Podcast Promoter')).toContainText('Unlocked');
    await expect(entry('Podcast Listener')).toContainText('Locked');
    await expect(panel.getByRole('progressbar', { name: 'Progress to level 3' })).toHaveAttribute(
      'aria-valuetext',
      '5 of 50 points',
    );

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('a podcast shared through the share sheet earns Podcast Promoter; a cancelled share earns nothing', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { shared: ShareData[]; cancelNext: boolean };
      w.shared = [];
      w.cancelNext = true;
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: (data: ShareData) => {
          if (w.cancelNext) {
            w.cancelNext = false;
            return Promise.reject(new DOMException('Share canceled', 'AbortError'));
          }
          w.shared.push(data);
          return Promise.resolve();
        },
      });
    });
    await page.goto('/our-work');
    await expect(notice(page)).toContainText('Achievement unlocked: Welcome');
    const share = page.getByRole('button', { name: 'Share After Hours London' });

    await share.click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { cancelNext: boolean }).cancelNext))
      .toBe(false);
    expect((await storedAchievements(page)).share_podcast).toBe(false);

    await share.click();
    await expect(page.getByText('Thanks for sharing')).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared),
    ).toEqual([
      expect.objectContaining({
        title: 'After Hours London',
        url: expect.stringMatching(/#podcast-after-hours$/),
      }),
    ]);
    expect((await storedAchievements(page)).share_podcast).toBe(true);
  });

  test('the trophy button sits in the header at every width without making it wrap, and the notice opens the panel too', async ({
    page,
  }) => {
    await page.goto('/about');
    const header = page.getByRole('banner');
    const opener = header.getByRole('button', { name: 'Achievements', exact: true });
    for (const width of [1280, 1024, 768, 375, 320]) {
      await page.setViewportSize({ width, height: 640 });
      await expect(opener).toBeInViewport({ ratio: 1 });
      expect((await header.boundingBox())?.height, `header at ${width} px`).toBe(64);
      // No label breaks onto a second line.
      const heights = await header
        .locator('a:visible, button:visible')
        .evaluateAll((elements) =>
          elements.map((element) => element.getBoundingClientRect().height),
        );
      expect(Math.max(...heights), `tallest header control at ${width} px`).toBeLessThanOrEqual(44);
    }

    const viewAll = notice(page).getByRole('button', { name: 'View all achievements' });
    await viewAll.click();
    const panel = page.getByRole('dialog', { name: 'Your achievements' });
    await expect(panel).toBeVisible();
    await expect(
      panel.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Welcome' }) }),
    ).toContainText('Unlocked');
    await panel.getByRole('button', { name: 'Close achievements' }).click();
    await expect(panel).toBeHidden();
    await expect(viewAll).toBeFocused();
  });

  test('the open panel has nothing axe can fault, in light and dark', async ({ page }) => {
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      await page.goto('/sound-design');
      await openPanelFromHeader(page);
      expect(await axeViolations(page, 'dialog[open]'), theme).toEqual([]);
    }
  });

  test('a signed-in customer sees the same list inline on the account page', async ({ page }) => {
    await registerViaApi(page.request);
    await page.goto('/account');
    const section = page.getByRole('region', { name: 'Achievements' });
    await expect(section.getByRole('list', { name: 'All achievements' })).toBeVisible();
    await expect(section.getByRole('listitem')).toHaveCount(9);
    const entry = (title: string) =>
      section.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    await expect(entry('Welcome')).toContainText('Unlocked');
    await expect(entry('Booking Pro')).toContainText('Locked');
    await expect(section.getByRole('progressbar', { name: 'Progress to level 2' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
