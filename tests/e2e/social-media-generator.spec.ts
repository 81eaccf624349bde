import { expect, test } from '../fixtures/test';

test.describe('social media generator', () => {
  test('drafts posts for three platforms and a share card from an episode', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/social-media-generator');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Social Media Generator' }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Draft my posts' }).click();
    await expect(page.getByText('Episode title is required')).toBeVisible();

    await page.getByLabel('Episode title*').fill('Recording remote guests without the echo');
    await page.getByLabel('Guest (Optional)').fill('Sam Taylor');
    await page
      .getByLabel(/Key points\*/)
      .fill('Why headphones matter for remote guests\nSetting levels before you press record');
    await page.getByLabel('Episode link (Optional)').fill('https://example.com/ep/42');
    await page.getByRole('radio', { name: 'Professional' }).check();
    await page.getByRole('button', { name: 'Draft my posts' }).click();
    await expect(page.getByText('Episode title is required')).toBeHidden();

    const x = page.getByRole('textbox', { name: 'X post' });
    await expect(x).toHaveValue(/^New episode: Recording remote guests without the echo/);
    await expect(page.getByRole('textbox', { name: 'Instagram post' })).toHaveValue(
      /• Setting levels before you press record/,
    );
    await expect(page.getByRole('textbox', { name: 'LinkedIn post' })).toHaveValue(
      /https:\/\/example\.com\/ep\/42/,
    );

    await page.getByRole('button', { name: 'Copy X post' }).click();
    await expect(page.getByText('Copied to clipboard')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await x.inputValue());

    const card = page.getByRole('img', {
      name: 'Share card: Recording remote guests without the echo',
    });
    await expect(card).toBeVisible();
    await expect
      .poll(() => card.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBe(1200);
  });

  test('the share card answers a PNG for a title and a clear 400 without one', async ({
    request,
  }) => {
    const card = await request.get('/api/share-card?title=Hello%20world&subtitle=with%20Sam');
    expect(card.status()).toBe(200);
    expect(card.headers()['content-type']).toBe('image/png');
    const missing = await request.get('/api/share-card');
    expect(missing.status()).toBe(400);
    expect(await missing.json()).toMatchObject({ error: 'Title is required' });
  });
});
