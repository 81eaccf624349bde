// The back office's rota (/admin/staff): the seeded engineers and producer are listed; an admin adds
// a person with a skill and Monday hours, gives them time off and takes it back, reads their day
// sheet and issues their calendar feed; both pages pass axe on a desktop and on a phone.
import { expect, test } from '../fixtures/test';
import { axeViolations } from '../fixtures/axe';
import { LOCAL_ADMIN, signInViaApi } from '../fixtures/accounts';
import { addDays, londonDateOf, weekAround } from '@/lib/time';

// Theo Brandt, from the seed's rota (content/staff.json).
const SEEDED_PERSON = '/admin/staff/5eed0000-0000-4000-8000-000000000001';

test.beforeEach(async ({ context }) => {
  await signInViaApi(context.request, LOCAL_ADMIN);
});

test('an admin adds Sam Okafor to the rota, gives and takes back time off, and issues their feed', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/admin/staff');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  const rota = page.getByRole('table', { name: 'The rota' });
  for (const name of ['Theo Brandt', 'Priya Shah', 'Maya Ellison']) {
    await expect(rota.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(rota.getByRole('row', { name: /Priya Shah/ })).toContainText(
    'Mon–Fri 09:00–20:00, Sat–Sun 10:00–18:00',
  );

  const form = page.getByRole('form', { name: 'Add a person' });
  await form.getByLabel('Name', { exact: true }).fill('Sam Okafor');
  await form.getByLabel('Job title').fill('Sound engineer');
  await form.getByRole('checkbox', { name: 'Sound engineering' }).check();
  await form.getByRole('checkbox', { name: 'Greenwich Creator Studio' }).check();
  await form.getByRole('checkbox', { name: 'Monday', exact: true }).check();
  await form.getByLabel('Starts on Monday').fill('10:00');
  await form.getByLabel('Ends on Monday').fill('18:00');
  await form.getByRole('button', { name: 'Add to the rota' }).click();
  const added = form.getByRole('status');
  await expect(added).toHaveText('Added Sam Okafor to the rota.');
  // A retry adds a second Sam: the status's link is this one's.
  const row = rota.getByRole('row', { name: /Sam Okafor/ }).first();
  await expect(row).toContainText('Sound engineering');
  await expect(row).toContainText('Greenwich Creator Studio');
  await expect(row).toContainText('Mon 10:00–18:00');
  await added.getByRole('link', { name: 'Sam Okafor' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sam Okafor' })).toBeVisible();

  // A Monday morning off, next week: a day Sam works.
  const monday = weekAround(addDays(londonDateOf(new Date()), 7))[0];
  const timeOff = page.getByRole('region', { name: 'Time off', exact: true });
  await expect(timeOff.getByText('No time off coming up.')).toBeVisible();
  const addTimeOff = timeOff.getByRole('form', { name: 'Add time off' });
  await addTimeOff.getByLabel('Start date').fill(monday);
  await addTimeOff.getByLabel('Start time').fill('09:00');
  await addTimeOff.getByLabel('End date').fill(monday);
  await addTimeOff.getByLabel('End time').fill('13:00');
  await addTimeOff.getByLabel('Reason (optional)').fill('Dentist');
  await addTimeOff.getByRole('button', { name: 'Add time off' }).click();
  await expect(addTimeOff.getByRole('status')).toHaveText('Added the time off.');
  const entry = timeOff
    .getByRole('table', { name: 'Upcoming time off of Sam Okafor (London time)' })
    .getByRole('row', { name: new RegExp(`${monday} 09:00`) });
  await expect(entry).toContainText(`${monday} 13:00`);
  await expect(entry).toContainText('Dentist');

  // That Monday's day sheet: their hours and the time off; the Tuesday after, not working.
  const sheet = page.getByRole('region', { name: 'Day sheet' });
  await sheet.getByLabel('Day', { exact: true }).fill(monday);
  await sheet.getByRole('button', { name: 'Show the day' }).click();
  await expect(page).toHaveURL(new RegExp(`\\?date=${monday}$`));
  await expect(sheet).toContainText(`Monday ${monday}: working 10:00–18:00 London time.`);
  await expect(sheet).toContainText(
    `Time off from ${monday} 09:00 until ${monday} 13:00 (Dentist)`,
  );
  await expect(sheet.getByText('No sessions this day.')).toBeVisible();
  await sheet.getByRole('link', { name: 'Next day' }).click();
  await expect(sheet).toContainText(`Tuesday ${addDays(monday, 1)}: Not working.`);

  await timeOff.getByRole('button', { name: `Remove the time off from ${monday} 09:00` }).click();
  await expect(timeOff.getByText('No time off coming up.')).toBeVisible();
  await expect(timeOff.getByLabel('Start date')).toBeFocused();

  const feed = page.getByRole('region', { name: 'Calendar feed' });
  await feed.getByRole('button', { name: 'Issue a feed URL' }).click();
  const urlField = feed.getByLabel('Feed URL (shown only now)');
  await expect(urlField).toBeFocused();
  const url = await urlField.inputValue();
  expect(url).toMatch(/^https?:\/\/\S+$/);
  await expect(feed.getByRole('button', { name: 'Issue a new URL' })).toBeVisible();
  const ics = await page.request.get(new URL(url).pathname);
  expect(ics.status()).toBe(200);
  expect(await ics.text()).toContain('BEGIN:VCALENDAR');
  // The URL shown once is part of the page too.
  expect(await axeViolations(page)).toEqual([]);
});

// Each page at each width, on a desktop and on a phone.
const VIEWS = [1280, 375].flatMap((width) =>
  ['/admin/staff', SEEDED_PERSON].map((href) => ({ width, href })),
);

test('the rota and a person’s page pass axe at 1280 and 375 px in both themes, without sideways scrolling', async ({
  page,
}) => {
  test.setTimeout(120_000);
  for (const { width, href } of VIEWS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(href);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // A wide table scrolls inside its own region, never the page.
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth, `${href} at ${width} px`).toBeLessThanOrEqual(width);
    const faults: string[] = [];
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      faults.push(...(await axeViolations(page)).map((fault) => `${colorScheme}: ${fault}`));
    }
    expect(faults, `${href} at ${width} px`).toEqual([]);
  }
});
