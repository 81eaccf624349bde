import { type Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { axeViolations } from '../fixtures/axe';
import { LOCAL_ADMIN, signInViaApi } from '../fixtures/accounts';
import { rememberCookieChoice } from '../fixtures/consent';

// Spec §9 testimonialDisplay: carousel or featured grid, on the static pages that show testimonials.
const testimonials = (page: Page) => page.getByRole('list', { name: 'Testimonials' });

async function withVariant(page: Page, baseURL: string, variant: string) {
  await page
    .context()
    .addCookies([{ name: 'ab_variants', value: `testimonialDisplay%3A${variant}`, url: baseURL }]);
  await rememberCookieChoice(page);
  await page.goto('/about');
}

test('the carousel shows one quote at a time and wraps round at either end', async ({
  page,
  baseURL,
}) => {
  await withVariant(page, baseURL!, 'carousel');
  const count = await testimonials(page).getByRole('listitem').count();
  expect(count).toBeGreaterThan(2);
  const position = page.getByText(new RegExp(`^\\d+ of ${count}$`));
  await expect(position).toHaveText(`1 of ${count}`);
  await page.getByRole('button', { name: 'Next testimonial' }).click();
  await expect(position).toHaveText(`2 of ${count}`);
  await expect
    .poll(() => testimonials(page).evaluate((list) => list.scrollLeft))
    .toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Previous testimonial' }).click();
  await page.getByRole('button', { name: 'Previous testimonial' }).click();
  await expect(position).toHaveText(`${count} of ${count}`);

  expect(await axeViolations(page, '[id^="testimonials-"]')).toEqual([]);
});

test('the featured grid puts the first quote across the row and has no carousel buttons', async ({
  page,
  baseURL,
}) => {
  await withVariant(page, baseURL!, 'featured_grid');
  const items = testimonials(page).getByRole('listitem');
  const [first, second] = [await items.nth(0).boundingBox(), await items.nth(1).boundingBox()];
  expect(first!.width).toBeGreaterThan(second!.width * 1.5);
  await expect(page.getByRole('button', { name: 'Next testimonial' })).toBeHidden();
});

test('a new visitor is given a variant before the page paints, keeps it, and is counted once', async ({
  page,
  browser,
  baseURL,
}) => {
  const admin = await browser.newContext({ baseURL });
  await signInViaApi(admin.request, LOCAL_ADMIN);
  const adminPage = await admin.newPage();
  const visitors = async (variant: string) => {
    await adminPage.goto('/admin/ab-testing');
    const row = adminPage
      .getByRole('table', { name: /^Results of testimonialDisplay/ })
      .getByRole('row', { name: new RegExp(`^${variant}\\b`) });
    return Number(await row.getByRole('cell').nth(1).textContent());
  };

  const before = (await visitors('carousel')) + (await visitors('featured_grid'));

  await rememberCookieChoice(page);
  // A client address of its own: reports are rate-limited per address, and every test shares one.
  await page.setExtraHTTPHeaders({
    'x-forwarded-for': `10.77.${Date.now() % 250}.${test.info().workerIndex + 1}`,
  });
  const reported = page.waitForResponse((response) =>
    response.url().endsWith('/api/experiments/assignments'),
  );
  await page.goto('/about');
  const variant = await page.evaluate(() =>
    document.documentElement.getAttribute('data-testimonial-display'),
  );
  expect(['carousel', 'featured_grid']).toContain(variant);
  const report = await reported;
  // 204 only for a known test and one of its variants (the beacon's body is not visible here).
  expect(report.status()).toBe(204);

  // The next visit keeps the variant.
  await page.reload();
  expect(
    await page.evaluate(() => document.documentElement.getAttribute('data-testimonial-display')),
  ).toBe(variant);
  // Other tests' visitors may be counted meanwhile, so at least this one.
  const after = (await visitors('carousel')) + (await visitors('featured_grid'));
  expect(after).toBeGreaterThanOrEqual(before + 1);
  await admin.close();
});
