import { type Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { LOCAL_ADMIN, latestMail, signInViaApi, uniqueEmail } from '../fixtures/accounts';
import { pdfBytes } from '../fixtures/documents';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookiesAccepted', 'true'));
});

async function structuredData(page: Page, type: string) {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((data) => data['@type'] === type);
}

test('a visitor reads an Insights article with its reading time and related articles', async ({
  page,
}) => {
  await page.goto('/insights');
  await page.getByRole('link', { name: 'Why the Room Matters More Than the Microphone' }).click();
  await expect(page).toHaveURL(/\/insights\/why-the-room-matters$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Why the Room Matters More Than the Microphone' }),
  ).toBeVisible();
  await expect(page.getByText(/\d+ min read/)).toBeVisible();
  const related = page.getByRole('region', { name: 'Related insights' });
  await expect(related.getByRole('link')).toHaveCount(2);
  await expect(page).toHaveTitle(/Why the Room Matters/);
  expect(await structuredData(page, 'Article')).toMatchObject({
    headline: 'Why the Room Matters More Than the Microphone',
    url: expect.stringMatching(/\/insights\/why-the-room-matters$/),
  });
  const missing = await page.goto('/insights/no-such-article');
  expect(missing?.status()).toBe(404);
});

test('a visitor applies for a job with a CV and the applicant gets a confirmation e-mail', async ({
  page,
  playwright,
  baseURL,
}) => {
  await page.goto('/careers');
  await page.getByRole('link', { name: 'View and apply: Social Video Editor' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Social Video Editor' })).toBeVisible();
  expect(await structuredData(page, 'JobPosting')).toMatchObject({
    title: 'Social Video Editor',
    employmentType: 'CONTRACTOR',
  });

  const email = uniqueEmail('applicant');
  await page.getByLabel('Name*').fill('Robin Applicant');
  await page.getByLabel('Email*').fill(email);
  await page.getByLabel('Cover note (Optional)').fill('I cut clips every day.');
  // A program renamed to .pdf is refused by its content, and the form keeps what was typed.
  await page.getByLabel('CV*').setInputFiles({
    name: 'cv.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(512)]),
  });
  await page.getByRole('button', { name: 'Send Application' }).click();
  await expect(
    page.getByText('Upload your CV as a PDF or Word (.docx) file').first(),
  ).toBeVisible();
  await expect(page.getByLabel('Name*')).toHaveValue('Robin Applicant');

  await page.getByLabel('CV*').setInputFiles({
    name: 'Robin CV.pdf',
    mimeType: 'application/pdf',
    buffer: pdfBytes('Robin Applicant'),
  });
  await page.getByRole('button', { name: 'Send Application' }).click();
  const sent = page.getByRole('status').filter({ hasText: 'Application sent' });
  await expect(sent).toBeVisible();
  await expect(sent).toContainText('Your reference:');
  const reference = (await sent.textContent())!.match(/Your reference: ([0-9a-f-]{36})/)![1]!;

  const admin = await playwright.request.newContext({ baseURL });
  await signInViaApi(admin, LOCAL_ADMIN);
  const mail = await latestMail(admin, email, 'job-application-received');
  expect(mail.subject).toBe('We received your application: Social Video Editor');

  // The studio finds it under Talent & HR and downloads the CV exactly as sent; nobody else can.
  const talent = await admin.get('/admin/talenthr');
  expect(await talent.text()).toContain('Robin Applicant');
  const cv = await admin.get(`/admin/talenthr/cv/${reference}`);
  expect(cv.status()).toBe(200);
  expect(cv.headers()['content-disposition']).toBe('attachment; filename="Robin-CV.pdf"');
  expect(Buffer.compare(await cv.body(), pdfBytes('Robin Applicant'))).toBe(0);
  expect((await page.request.get(`/admin/talenthr/cv/${reference}`)).status()).toBe(401);
  await admin.dispose();
});

test('search engines get a sitemap from the content, structured data and editor redirects', async ({
  page,
  request,
}) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  for (const path of [
    '/about',
    '/insights/why-the-room-matters',
    '/careers/podcast-producer',
    '/booking',
  ]) {
    expect(xml).toContain(`${path}</loc>`);
  }
  expect((await request.get('/robots.txt')).ok()).toBe(true);
  // The thank-you page is reached only after sending something: not for search engines.
  expect(xml).not.toContain('/thank-you</loc>');
  await page.goto('/thank-you');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

  await page.goto('/');
  expect(await structuredData(page, 'LocalBusiness')).toMatchObject({
    openingHours: ['Mo-Fr 09:00-18:00'],
    priceRange: '££',
    areaServed: { geoRadius: 50000 },
    address: { addressCountry: 'GB' },
  });
  // The footer's social links are the site settings' (Facebook is not among the built-in defaults).
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'Facebook (opens in a new tab)' }),
  ).toHaveAttribute('href', 'https://www.facebook.com/');
  await page.goto('/studio-services');
  expect(await structuredData(page, 'FAQPage')).toBeDefined();

  // The seeded redirect document sends /book to /booking, permanently.
  const book = await request.get('/book', { maxRedirects: 0 });
  expect(book.status()).toBe(308);
  // Next.js repeats the header on the render that fills its cache; every copy must agree.
  expect(new Set(book.headers()['location']?.split(', '))).toEqual(new Set(['/booking']));
});
