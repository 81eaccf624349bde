import { type Locator, type Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { rememberCookieChoice } from '../fixtures/consent';

// Issue #39 item 5, a first visit: one notice at a time (the cookie banner first, then the
// achievements), never above a modal, never over the floating buttons or the control the visitor
// came to use, and a fresh install's featured videos all play. Each test is a fresh context: no
// stored cookie choice and no achievement yet, unless it says so.

const banner = (page: Page) =>
  page.getByRole('dialog', { name: /We use cookies|Cookie preferences/ });
const achievement = (page: Page) =>
  page.getByRole('complementary', { name: 'Achievement unlocked' });
const launcher = (page: Page) => page.getByRole('button', { name: 'Ask us' });
const backToTop = (page: Page) => page.getByRole('button', { name: 'Back to top' });

type Seen = { together: string[]; sequence: string[] };

/**
 * Records, in every frame from the first script on, which notices are drawn: any frame with two at
 * once, and the order in which they came.
 */
async function watchNotices(page: Page) {
  await page.addInitScript(() => {
    const seen: Seen = { together: [], sequence: [] };
    Object.assign(window, { __notices: seen });
    const notices = {
      'cookie banner': '[data-testid="cookie-banner"]',
      achievement: 'aside[aria-label="Achievement unlocked"]',
      toast: '[data-testid="toast"]',
    };
    const frame = () => {
      const drawn = Object.entries(notices)
        .filter(([, selector]) =>
          [...document.querySelectorAll(selector)].some((element) => element.checkVisibility()),
        )
        .map(([name]) => name);
      if (drawn.length > 1) seen.together.push(drawn.join(' + '));
      const now = drawn.join(' + ') || 'none';
      if (seen.sequence.at(-1) !== now) seen.sequence.push(now);
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

const seenNotices = (page: Page) =>
  page.evaluate(() => (window as unknown as { __notices: Seen }).__notices);

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, `${String(locator)} is drawn`).not.toBeNull();
  return found!;
}

type Box = Awaited<ReturnType<typeof box>>;
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Where they come to rest (back-to-top slides in over 200 ms, visible from its first frame). */
async function expectApart(named: Record<string, Locator>) {
  await expect(async () => {
    const boxes = await Promise.all(
      Object.entries(named).map(async ([name, locator]) => [name, await box(locator)] as const),
    );
    for (const [i, [first, a]] of boxes.entries()) {
      for (const [second, b] of boxes.slice(i + 1)) {
        expect(overlaps(a, b), `${first} and ${second} overlap`).toBe(false);
      }
    }
  }).toPass({ timeout: 3_000 });
}

/** What the visitor would hit at the middle of the element's box: itself (or a child), or what covers it. */
const hitAtCentre = (locator: Locator) =>
  locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
    return {
      itself: element.contains(hit),
      inDialog: Boolean(hit?.closest('dialog[open]')),
      hit: hit ? `${hit.tagName.toLowerCase()}.${hit.className}` : 'nothing',
    };
  });

test.describe('a first visit on a wide screen (1280 × 900)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('shows one notice at a time: the cookie banner first, then the welcome achievement, clear of the floating buttons', async ({
    page,
  }) => {
    await watchNotices(page);
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    // Welcome is unlocked already, and waits for the banner.
    await expect
      .poll(() =>
        page.evaluate(() =>
          (JSON.parse(localStorage.getItem('achievements') ?? '[]') as { id: string }[]).map(
            (entry) => entry.id,
          ),
        ),
      )
      .toContain('welcome');
    await expect(achievement(page)).toHaveCount(0);
    await expectApart({ 'cookie banner': banner(page), 'Ask us': launcher(page) });

    // Past 300 px back-to-top shows too, stacked above "Ask us"; the banner keeps clear of both.
    await page.mouse.wheel(0, 1200);
    await expect(backToTop(page)).toBeVisible();
    await expect(banner(page)).toBeVisible();
    await expectApart({
      'cookie banner': banner(page),
      'Ask us': launcher(page),
      'back to top': backToTop(page),
    });

    await banner(page).getByRole('button', { name: 'Accept All' }).click();
    await expect(banner(page)).toBeHidden();
    await expect(achievement(page)).toContainText('Achievement unlocked: Welcome');
    await expect(achievement(page).getByRole('status')).toContainText('10 points, level 1');
    // The notice never takes the keyboard's focus.
    expect(
      await achievement(page).evaluate((notice) => notice.contains(document.activeElement)),
    ).toBe(false);
    await expectApart({
      achievement: achievement(page),
      'Ask us': launcher(page),
      'back to top': backToTop(page),
    });

    const seen = await seenNotices(page);
    expect(seen.together, 'frames with two notices at once').toEqual([]);
    expect(seen.sequence.filter((notices) => notices !== 'none')).toEqual([
      'cookie banner',
      'achievement',
    ]);
  });

  test('no notice is drawn above the open gallery lightbox; each comes back when it closes', async ({
    page,
  }) => {
    await watchNotices(page);
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    const gallery = page.getByRole('button', { name: 'Professional Podcast Setup' });
    const lightbox = page.getByRole('dialog', { name: 'Studio details' });

    // Where the banner was, the visitor meets the lightbox (its backdrop or its content).
    const bannerBox = await box(banner(page));
    await gallery.click();
    await expect(lightbox).toBeVisible();
    await expect(banner(page)).toBeHidden();
    const where = { x: bannerBox.x + bannerBox.width / 2, y: bannerBox.y + bannerBox.height / 2 };
    expect(
      await page.evaluate(
        ({ x, y }) => Boolean(document.elementFromPoint(x, y)?.closest('dialog[open]')),
        where,
      ),
    ).toBe(true);
    await page.keyboard.press('Escape');
    await expect(lightbox).toBeHidden();
    await expect(banner(page)).toBeVisible();

    // The same with an achievement notice.
    await banner(page).getByRole('button', { name: 'Accept All' }).click();
    await expect(achievement(page)).toBeVisible();
    expect((await hitAtCentre(achievement(page))).itself).toBe(true);
    await gallery.click();
    await expect(lightbox).toBeVisible();
    await expect(achievement(page)).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(lightbox).toBeHidden();
    await expect(achievement(page)).toBeVisible();
    await expect(gallery).toBeFocused();

    expect((await seenNotices(page)).together).toEqual([]);
  });

  test('the home page\'s featured videos both have a file and load: none is "being processed"', async ({
    page,
  }) => {
    await rememberCookieChoice(page);
    await page.goto('/');
    for (const title of ['Inside a Recording Session', 'From Raw Audio to Release']) {
      const video = page.locator(`video[aria-label="${title}"]`);
      await video.scrollIntoViewIfNeeded();
      await expect
        .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), {
          message: title,
        })
        .toBeGreaterThan(0);
      expect(await video.evaluate((element: HTMLVideoElement) => element.duration)).toBeGreaterThan(
        1,
      );
    }
    await expect(page.getByText('Video currently being processed')).toHaveCount(0);
  });
});

test.describe('a first visit on a phone (375 × 667)', () => {
  test.use({ viewport: { width: 375, height: 667 } });

  /** Every day button of the calendar whose middle is on screen, and what a tap there would hit. */
  async function tapsOnVisibleDays(calendar: Locator) {
    return calendar.locator('button').evaluateAll((buttons) =>
      buttons
        .map((button) => {
          const rect = button.getBoundingClientRect();
          const x = rect.x + rect.width / 2;
          const y = rect.y + rect.height / 2;
          if (y < 0 || y > window.innerHeight) return null;
          const hit = document.elementFromPoint(x, y);
          return {
            day: button.getAttribute('aria-label'),
            covered: !button.contains(hit),
            by: hit ? `${hit.tagName.toLowerCase()}.${hit.className}` : 'nothing',
          };
        })
        .filter((tap) => tap !== null),
    );
  }

  test("/booking's calendar stays in reach while a notice shows: the banner, then a one-line achievement at the top edge", async ({
    page,
    baseURL,
  }) => {
    // The booking flow whose calendar is on the first step.
    await page
      .context()
      .addCookies([
        { name: 'ab_variants', value: encodeURIComponent('bookingFlow:simple'), url: baseURL! },
      ]);
    await watchNotices(page);
    await page.goto('/booking');
    await expect(banner(page)).toBeVisible();
    const calendar = page.getByRole('grid', { name: /Session date/ });
    const header = await box(page.getByRole('banner'));

    // The banner is a compact bar below the header.
    const bar = await box(banner(page));
    expect(bar.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
    expect(bar.height).toBeLessThanOrEqual(140);

    await calendar.scrollIntoViewIfNeeded();
    const withBanner = await tapsOnVisibleDays(calendar);
    expect(withBanner.length).toBeGreaterThanOrEqual(28);
    expect(withBanner.filter((tap) => tap.covered)).toEqual([]);
    const firstOpenDay = calendar.locator('button:not([aria-disabled="true"])').first();
    await firstOpenDay.click();
    await expect(firstOpenDay).toHaveAttribute('aria-pressed', 'true');
    await expect(banner(page)).toBeVisible();

    await banner(page).getByRole('button', { name: 'Accept All' }).click();
    await expect(achievement(page)).toBeVisible();
    // One line, small, at the top edge below the header; the words a screen reader hears are all there.
    const notice = await box(achievement(page));
    expect(notice.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
    expect(notice.height).toBeLessThanOrEqual(56);
    await expect(achievement(page).getByRole('status')).toContainText(/Achievement unlocked: /);
    expect(
      await tapsOnVisibleDays(calendar).then((taps) => taps.filter((tap) => tap.covered)),
    ).toEqual([]);
    const nextOpenDay = calendar.locator('button:not([aria-disabled="true"])').nth(1);
    await nextOpenDay.click();
    await expect(nextOpenDay).toHaveAttribute('aria-pressed', 'true');

    // Welcome, then Ready to Record (the page's own), one after another.
    await expect(achievement(page)).toContainText('Ready to Record', { timeout: 20_000 });
    expect((await seenNotices(page)).together).toEqual([]);
  });
});
