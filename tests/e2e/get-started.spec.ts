import { expect, test } from '../fixtures/test';
import type { Page } from '@playwright/test';
import { builtChunksContaining, holdScripts } from '../fixtures/build-chunks';

test('get started: a visitor answers three steps, sees suggestions and is thanked', async ({
  page,
}) => {
  await page.goto('/get-started');
  await expect(page.getByText('Step 1 of 3')).toBeVisible();

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Choose what you want to make')).toBeVisible();
  await page.getByLabel('Audio and video').check();
  await page.getByLabel('Ready to launch').check();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Your plans' })).toBeFocused();
  await page.getByLabel('What is your show about?*').fill('Conversations with London makers');
  await page.getByLabel('How often will you publish?*').selectOption('fortnightly');
  await page.getByLabel('Studio hire').check();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'We suggest' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Recording Sessions' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Distribution Assistance' })).toBeVisible();
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page.getByLabel('What is your show about?*')).toHaveValue(
    'Conversations with London makers',
  );
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByLabel('Name*').fill('Jo Bloggs');
  await page.getByLabel('Email*').fill('jo@example.com');
  const submitted = page.waitForResponse('**/api/crm/submit');
  await page.getByRole('button', { name: 'Send my answers' }).click();
  const response = await submitted;
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ success: true });
  await expect(page).toHaveURL(/\/thank-you$/);
});

test("the wizard's form code stays out of what links here load, and a Next pressed before it has come still moves on", async ({
  page,
  request,
}) => {
  // The live wizard is the only code that posts to the CRM.
  const liveWizardChunks = await builtChunksContaining(['"/api/crm/submit"']);
  expect(liveWizardChunks.size).toBeGreaterThan(0);
  // The route's payload names the chunks a browser loads to show it, when a link to it (the home
  // page's hero) is prefetched or followed.
  const payload = await (await request.get('/get-started', { headers: { RSC: '1' } })).text();
  expect(payload).toContain('static/chunks/');
  for (const file of liveWizardChunks) expect(payload).not.toContain(file);

  // On the page, the live wizard's code is held back (a slow connection) while the visitor answers.
  const { held, release } = await holdScripts(page, (file) => liveWizardChunks.has(file));
  await page.goto('/get-started');
  await page.getByLabel('Video podcast').check();
  await page.getByLabel('Already publishing').check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await expect(page.getByText('Step 1 of 3')).toBeVisible();

  release();
  // The live wizard took the answers and the press over: step 2, its heading focused.
  await expect(page.getByRole('heading', { name: 'Your plans' })).toBeFocused();
  await expect(page.getByText('Step 2 of 3')).toBeVisible();
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page.getByLabel('Video podcast')).toBeChecked();
  await expect(page.getByLabel('Already publishing')).toBeChecked();
});

/** Resolves once the page has been idle twice: by then Next has asked for any on-sight prefetch. */
const idleTwice = (page: Page) =>
  page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))),
  );

test('a call to action fetches its route when the visitor reaches for it, not when it comes into view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const prefetched: string[] = [];
  const routeOf = (address: string) => {
    const url = new URL(address);
    return url.searchParams.has('_rsc') ? url.pathname : null;
  };
  page.on('request', (request) => {
    const route = routeOf(request.url());
    if (route) prefetched.push(route);
  });
  await page.goto('/');
  const cta = page.locator('main a[href="/get-started"]').first();
  await expect(cta).toBeInViewport();
  // Next asks for on-sight prefetches from its observers' callbacks: once the hydrated page has been
  // idle twice, any prefetch of the call to action would have been asked for. The logo in view
  // points at this very page, which it does not fetch again.
  await idleTwice(page);
  expect(prefetched).not.toContain('/get-started');
  expect(prefetched).not.toContain('/');

  await cta.hover();
  await expect.poll(() => prefetched.includes('/get-started')).toBe(true);
  await cta.click();
  await expect(page).toHaveURL(/\/get-started$/);
  await expect(page.getByText('Step 1 of 3')).toBeVisible();
  // Every page is rendered per request (its CSP nonce, #47), and Next prefetches such a page on sight
  // only down to its nearest loading boundary, which no page has: away from the home page the logo
  // is a plain link again, and it fetches nothing until it is followed.
  await idleTwice(page);
  expect(prefetched).not.toContain('/');
});
