import { expect, test } from '../fixtures/test';
import { rememberCookieChoice } from '../fixtures/consent';

// Spec §2.11: a blurred copy until the image loads, "Image unavailable" when it fails.
const LAKE_IMAGES = '**/api/lake/images/**';
const isPlaceholder = (url: string) => new URL(url).searchParams.has('blur');

test.describe('images', () => {
  test.beforeEach(async ({ page }) => {
    await rememberCookieChoice(page);
  });

  test('an image that fails shows "Image unavailable" in its place, and a brand logo its name', async ({
    page,
  }) => {
    await page.route(LAKE_IMAGES, (route) => route.abort());
    await page.goto('/');
    // The hero's photos failed before the page was interactive: each is its box, named by its alt.
    const photos = page.getByRole('list', { name: 'Event photos' });
    const stageLights = photos.getByRole('img', { name: 'Stage lights at a podcast awards night' });
    await expect(stageLights).toHaveCount(1);
    await expect(stageLights).toHaveText('Image unavailable');
    // A decorative photo further down, failed as it came into view.
    const studio = page.locator('#studio-facilities').getByRole('listitem').first();
    await studio.scrollIntoViewIfNeeded();
    await expect(studio.getByText('Image unavailable')).toBeVisible();
    await expect(studio.locator('img')).toBeHidden();

    const logos = page.getByTestId('client-logo');
    await logos.first().scrollIntoViewIfNeeded();
    const first = logos.first();
    await expect(first.locator('img')).toBeHidden();
    // The name the tooltip also carries, now as the logo itself.
    const name = await first.locator('[aria-hidden="true"]').textContent();
    await expect(first.getByText(name ?? '', { exact: true }).first()).toBeVisible();
  });

  test('an image still loading shows its blurred copy, which goes once it has loaded', async ({
    page,
  }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(LAKE_IMAGES, async (route) => {
      if (!isPlaceholder(route.request().url())) await held;
      await route.continue();
    });
    // The hero's image is held too, so the load event waits: the page is interactive before that.
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const image = page.locator('#studio-facilities img').first();
    await image.scrollIntoViewIfNeeded();
    await expect(image).toHaveCSS('background-image', /blur/);
    release();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(image).toHaveCSS('background-image', 'none');
    await expect(page.getByText('Image unavailable')).toHaveCount(0);
  });
});
