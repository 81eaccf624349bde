import { expect, test } from '../fixtures/test';

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
