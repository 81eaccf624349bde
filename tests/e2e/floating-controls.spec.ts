// The buttons that float bottom right ("Ask us", back-to-top) on a phone, in both themes: the
// page's end leaves room for them, a control focused from the keyboard is never under them (WCAG
// 2.2, focus not obscured), and the hero's figures line up whatever wraps (#47 item 7).
import type { Locator, Page } from '@playwright/test';
import { rememberCookieChoice } from '../fixtures/consent';
import { expect, test } from '../fixtures/test';

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The floating buttons showing now, with where they are. */
async function floatingBoxes(page: Page): Promise<Box[]> {
  const buttons = [
    page.getByRole('button', { name: 'Ask us' }),
    page.getByRole('button', { name: /back to top/i }),
  ];
  const boxes: Box[] = [];
  for (const button of buttons) {
    const visible = await button.evaluate((node) => getComputedStyle(node).opacity !== '0');
    const box = visible ? await button.boundingBox() : null;
    if (box) boxes.push(box);
  }
  return boxes;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not rendered');
  return box;
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`floating controls at 375 px, ${colorScheme} theme`, () => {
    // Reduced motion: no smooth scrolling, so each position is measured where it ends.
    test.use({ viewport: { width: 375, height: 740 }, colorScheme, reducedMotion: 'reduce' });

    test.beforeEach(async ({ page }) => {
      await rememberCookieChoice(page);
      await page.goto('/');
    });

    test("the hero's figures share one line of values and one of labels", async ({ page }) => {
      // Both variants' words are in the page; the visitor's are the ones showing.
      const figures = page
        .locator('main dl')
        .filter({ visible: true })
        .first()
        .locator(':scope > div');
      expect(await figures.count()).toBeGreaterThan(1);
      const values = await Promise.all(
        (await figures.locator('dd').all()).map((value) => boxOf(value)),
      );
      const labels = await Promise.all(
        (await figures.locator('dt').all()).map((label) => boxOf(label)),
      );
      for (const value of values) {
        expect(Math.abs(value.y + value.height - (values[0]!.y + values[0]!.height))).toBeLessThan(
          1,
        );
      }
      for (const label of labels) expect(Math.abs(label.y - labels[0]!.y)).toBeLessThan(1);
    });

    test('the page ends clear of them, and every footer control is focused clear of them', async ({
      page,
    }) => {
      const copyright = page.locator('footer p').filter({ hasText: '©' });
      await copyright.scrollIntoViewIfNeeded();
      await page.keyboard.press('End');
      await expect.poll(() => floatingBoxes(page).then((boxes) => boxes.length)).toBe(2);
      const line = await boxOf(copyright);
      for (const button of await floatingBoxes(page)) expect(overlaps(line, button)).toBe(false);

      // From the top of the footer, Tab through each of its controls with the keyboard alone.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.locator('footer a').first().focus();
      for (let step = 0; step < 40; step += 1) {
        const inFooter = await page.evaluate(() => !!document.activeElement?.closest('footer'));
        if (!inFooter) break;
        const focused = await boxOf(page.locator(':focus'));
        for (const button of await floatingBoxes(page)) {
          const name = await page
            .locator(':focus')
            .evaluate((node) => node.textContent || node.getAttribute('aria-label'));
          expect(overlaps(focused, button), `${name} is under a floating button`).toBe(false);
        }
        await page.keyboard.press('Tab');
      }
    });
  });
}
