// The back office's Calendars page: an admin creates a studio's secret feed URL, a calendar app
// reads it as ICS with the studio's bookings, and revoking it stops it. (Importing an external
// calendar is covered against a local ICS server in tests/unit/calendar.import.test.ts.)
import { expect, test } from '../fixtures/test';
import { LOCAL_ADMIN, signInViaApi } from '../fixtures/accounts';
import { bookAheadViaApi } from '../fixtures/booking-flow';

test('an admin issues a studio feed URL that calendar apps read, then revokes it', async ({
  browser,
  playwright,
  baseURL,
}) => {
  const admin = await playwright.request.newContext({ baseURL });
  await signInViaApi(admin, LOCAL_ADMIN);
  // A booking three weeks ahead, so the feed has an event of this run to show.
  const booking = await bookAheadViaApi(admin, {
    studioId: 'studio-greenwich-creator',
    daysAhead: 22,
    minutes: 60,
    email: `feed.${Date.now()}@example.com`,
    name: 'Feed Reader',
  });
  test.skip(!booking, 'The studio is closed 22 days from today');

  const context = await browser.newContext({ baseURL, storageState: await admin.storageState() });
  const page = await context.newPage();
  await page.goto('/admin/calendars');
  const studio = page.getByRole('region', { name: 'Greenwich Creator Studio' });
  const issue = studio.getByRole('button', { name: /Create feed URL|New URL/ });
  // Rotating and revoking ask first: accept.
  page.on('dialog', (dialog) => void dialog.accept());
  await issue.click();
  const url = await studio.getByLabel('Feed URL (shown only now: copy it)').inputValue();
  expect(url).toMatch(/\/api\/calendar\/[\w-]+\.ics$/);
  const path = new URL(url).pathname;

  const feed = await page.request.get(path);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const ics = await feed.text();
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain(booking!.reference);

  await studio.getByRole('button', { name: 'Revoke', exact: true }).click();
  await expect(studio.getByRole('button', { name: 'Create feed URL' })).toBeVisible();
  expect((await page.request.get(path)).status()).toBe(404);
  await context.close();
  await admin.dispose();
});
