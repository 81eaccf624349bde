import { request as apiRequest } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { axeViolations } from '../fixtures/axe';
import { HUBSPOT_PORT } from '../../.config/playwright.config';
import {
  LOCAL_ADMIN,
  csrfHeaders,
  registerViaApi,
  signInViaApi,
  uniqueEmail,
} from '../fixtures/accounts';
import { rememberCookieChoice } from '../fixtures/consent';

// The app forwards leads to the fake HubSpot started with the e2e servers; it can be told to refuse
// one address, which is how this test makes the CRM fail without touching other tests' messages.
const hubspot = `http://127.0.0.1:${HUBSPOT_PORT}`;

async function setHubspotOutage(email: string, down: boolean) {
  const context = await apiRequest.newContext();
  const response = await context.post(`${hubspot}/__test/outage`, { data: { email, down } });
  expect(response.ok()).toBe(true);
  await context.dispose();
}

async function hubspotSubmissionsFor(email: string) {
  const context = await apiRequest.newContext();
  const response = await context.get(`${hubspot}/__test/submissions`, { params: { email } });
  const submissions = (await response.json()) as { fields: Record<string, string> }[];
  await context.dispose();
  return submissions;
}

test('a message the CRM refuses is kept, shown to admins, and delivered on retry', async ({
  page,
  browser,
  baseURL,
}) => {
  const email = uniqueEmail('crm-outage');
  const text = `Recording enquiry ${email}: can we book the large studio for a live show?`;
  await setHubspotOutage(email, true);

  // The visitor's side: the message is accepted as usual.
  await rememberCookieChoice(page);
  await page.goto('/contact');
  await page.getByLabel('Name*').fill('Grace Hopper');
  await page.getByLabel('Email*').fill(email);
  await page.getByLabel('Message*').fill(text);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByTestId('toast')).toContainText('Message sent successfully!');

  // The admin's side: the message is in the inbox, its delivery failed and waits for a retry.
  const adminContext = await browser.newContext({ baseURL });
  await signInViaApi(adminContext.request, LOCAL_ADMIN);
  const admin = await adminContext.newPage();
  await admin.goto(`/admin/marketing?q=${encodeURIComponent(email)}`);
  const entry = admin
    .getByRole('list', { name: 'Leads' })
    .getByRole('listitem')
    .filter({ hasText: email });
  // The first delivery attempt runs in the background right after the message is stored.
  await expect(async () => {
    await admin.reload();
    await expect(entry).toContainText('Delivery failed once', { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(entry).toContainText('HubSpot answered 503');
  await entry.getByText('Grace Hopper', { exact: true }).click();
  await expect(entry).toContainText(text);
  expect(await hubspotSubmissionsFor(email)).toEqual([]);

  // HubSpot is back: the retry delivers the same message, once.
  await setHubspotOutage(email, false);
  await entry.getByRole('button', { name: 'Retry now' }).click();
  await expect(entry).toContainText('Delivered to HubSpot');
  await expect(entry.getByRole('button', { name: 'Retry now' })).toHaveCount(0);
  for (const theme of ['light', 'dark'] as const) {
    await admin.emulateMedia({ colorScheme: theme });
    expect(await axeViolations(admin), theme).toEqual([]);
  }
  const delivered = await hubspotSubmissionsFor(email);
  expect(delivered).toHaveLength(1);
  expect(delivered[0]!.fields).toMatchObject({
    firstname: 'Grace',
    lastname: 'Hopper',
    email,
    message: text,
  });
  await adminContext.close();
});

test('only admins can retry a delivery', async ({ request }) => {
  const retry = async () =>
    request.post('/api/crm/deliveries/00000000-0000-4000-8000-000000000000/retry', {
      data: {},
      headers: await csrfHeaders(request),
    });
  expect((await retry()).status()).toBe(401);
  await registerViaApi(request);
  expect((await retry()).status()).toBe(403);
});
