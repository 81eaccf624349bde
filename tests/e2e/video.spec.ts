import { expect, test } from '../fixtures/test';
import { rememberCookieChoice } from '../fixtures/consent';

// Spec §2.11's player on the home page's Behind the Scenes: loading, playing, failed.
const VIDEO_FILES = '/api/lake/files/';

test.describe('the featured video', () => {
  test.beforeEach(async ({ page }) => {
    await rememberCookieChoice(page);
  });

  // The page's scripts run after its first paint: by then the video has usually loaded its
  // metadata (or failed), and the player reads that state instead of waiting for an event.
  test('shows no "Loading video..." over a video that has loaded, and plays', async ({ page }) => {
    await page.goto('/');
    const player = page.getByRole('figure').filter({ hasText: 'Inside a Recording Session' });
    const video = player.locator('video');
    await video.scrollIntoViewIfNeeded();
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState))
      .toBeGreaterThan(0);
    await expect(player.getByText('Loading video...')).toBeHidden();

    await video.click();
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
      .toBeGreaterThan(0);
    await expect(player.getByText('Loading video...')).toBeHidden();
  });

  test('a file that fails shows the processing card', async ({ page }) => {
    await page.route(`**${VIDEO_FILES}**`, (route) => route.abort());
    await page.goto('/');
    const card = page.getByRole('group', { name: 'Inside a Recording Session' });
    await card.scrollIntoViewIfNeeded();
    await expect(card.getByText('Video currently being processed')).toBeVisible();
  });
});
