import { expect, test } from '../fixtures/test';

test.describe('content pages from the seeded store', () => {
  test('home shows every home section of the seed in order', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.getByText('HOME TO BRITISH PODCAST AWARD WINNERS')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Request a Consultation' })).toHaveAttribute(
      'href',
      '/contact',
    );
    for (const heading of [
      'Meet the Team Behind the Awards',
      'Your Voice, Professionally Crafted',
      'Behind the Scenes',
      'Our Studio Facilities',
      'Trusted by Creators and Brands',
      'Explore Our Services',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.getByText('from 127 reviews')).toBeVisible();
    await expect(page.getByTestId('client-logo')).toHaveCount(12);
    await expect(page.getByRole('img', { name: 'Marlowe & Co' })).toBeVisible();
  });

  test('the shared home page shows each visitor one hero variant, and keeps it', async ({
    page,
    context,
  }) => {
    const response = await page.goto('/');
    // The same document for everyone (a cache in front may keep one copy for all).
    expect(response?.headers()['x-shared-document']).toBe('1');
    const variant = await page.locator('html').getAttribute('data-hero-section');
    expect(['control', 'viral_focus']).toContain(variant);
    const headline = page.locator(`[data-hero-variant="${variant}"] h1`);
    await expect(headline).toBeVisible();
    // The other variant's words are in the page, hidden: one h1 for the visitor.
    await expect(page.locator('[data-hero-variant] h1')).toHaveCount(2);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      (await headline.textContent())!,
    );
    await expect.poll(async () => (await context.cookies()).length).toBeGreaterThan(0);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-hero-section', variant!);
    await expect(headline).toBeVisible();
  });

  test('a studio card opens the lightbox, which wraps and closes with Escape', async ({ page }) => {
    await page.goto('/');
    const first = page.getByRole('button', { name: 'Professional Podcast Setup' });
    await first.click();
    const dialog = page.getByRole('dialog', { name: 'Studio details' });
    await expect(dialog.getByRole('heading', { name: 'Professional Podcast Setup' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Previous' }).click();
    await expect(dialog.getByRole('heading', { name: 'City View Studio' })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('heading', { name: 'Professional Podcast Setup' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(first).toBeFocused();
  });

  test('a service page renders its page document with metadata from its SEO fields', async ({
    page,
  }) => {
    const response = await page.goto('/sound-design');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Sound Design' })).toBeVisible();
    await expect(page).toHaveTitle(/Sound Design/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /Theme music/,
    );
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /\/api\/lake\/images\/local\/production\//,
    );
  });

  test('seeded images are served by the lake at the widths the page asks for', async ({
    page,
    request,
  }) => {
    await page.goto('/studio-services');
    const src = await page
      .getByRole('button', { name: 'City View Studio' })
      .locator('img')
      .getAttribute('src');
    expect(src).toMatch(
      /\/api\/lake\/images\/local\/production\/[a-f0-9]{40}-1600x1067\.jpg\?w=1600&h=1067/,
    );
    const image = await request.get(src!);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toMatch(/^image\//);
  });

  test('a client logo whose image fails shows the brand name as text', async ({ page }) => {
    // The Brightwell Finance logo's image asset cannot be fetched.
    await page.route(/dd071d2b1e22842c48fcab9b925f03a755/, (route) => route.abort());
    await page.goto('/');
    await page.locator('#trusted-by').scrollIntoViewIfNeeded();
    const logos = page.getByTestId('client-logo');
    const failed = logos.filter({ hasText: 'Brightwell Finance' });
    await expect(failed.getByRole('img')).toHaveCount(0);
    await expect(failed.getByText('Brightwell Finance', { exact: true }).first()).toBeVisible();
    await expect(
      logos.filter({ hasText: 'Civic Voices' }).getByRole('img', { name: 'Civic Voices' }),
    ).toBeVisible();
  });

  test('an unknown path answers 404 with the not-found page', async ({ page }) => {
    const response = await page.goto('/no-such-page-here');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });
});
