import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { csrfHeaders, LOCAL_ADMIN, signInViaApi } from '../fixtures/accounts';
import { axeViolations } from '../fixtures/axe';
import {
  addDays,
  londonDateOf,
  londonWallTimeToInstant,
  weekdayOf,
  type LocalDate,
} from '@/lib/time';

// Engineers as resources, end to end on the seed's rota (two engineers who can run the sound
// engineer add-on): two sessions at once in two studios take both engineers, a third studio is
// refused with the reason, the timeline shows who runs each session, and the owner reassigns one
// from the timeline's booking panel (refused with the reason when that person is busy).
const FLEXIBLE = 'studio-flexible-production';
const CITY_VIEW = 'studio-city-view';
const PODCAST = 'studio-podcast-setup';
const ENGINEERS = ['Theo Brandt', 'Priya Shah'];

/** A weekday about eleven weeks ahead that no other spec books; a week later on a retry. */
function quietWeekday(): LocalDate {
  const again = test.info().retry + test.info().repeatEachIndex;
  let date = addDays(londonDateOf(new Date()), 75 + 7 * again);
  while (['saturday', 'sunday'].includes(weekdayOf(date))) date = addDays(date, 1);
  return date;
}

/** An admin books a guest's 10:00-11:00 session with the sound engineer; the raw answer. */
async function bookWithEngineer(request: APIRequestContext, studioId: string, date: LocalDate) {
  const start = londonWallTimeToInstant(date, 10 * 60);
  return request.post('/api/bookings', {
    data: {
      studioId,
      start: start.toISOString(),
      end: new Date(start.getTime() + 3_600_000).toISOString(),
      name: `Guest ${studioId}`,
      email: `staff.${studioId}.${Date.now()}@example.com`,
      addOns: ['addon-sound-engineer'],
    },
    headers: await csrfHeaders(request),
  });
}

test('the owner sees who runs each session on the timeline and reassigns an engineer', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInViaApi(page.request, LOCAL_ADMIN);
  const date = quietWeekday();
  const first = await bookWithEngineer(page.request, FLEXIBLE, date);
  expect(first.status(), await first.text()).toBe(201);
  const reference = ((await first.json()) as { booking: { reference: string } }).booking.reference;

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/admin/bookings?view=day&date=${date}`);
  const entry = page.getByTestId(`timeline-entry-${reference}`);
  const holder = async () => {
    const label = (await entry.getAttribute('aria-label')) ?? '';
    return ENGINEERS.find((name) => label.includes(` · ${name},`));
  };
  await expect.poll(holder).toBeDefined();
  const before = (await holder())!;
  const other = ENGINEERS.find((name) => name !== before)!;
  await expect(entry).toContainText(`· ${before}`);

  // The panel says who runs it and offers the other engineer.
  await entry.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('region', { name: /Guest studio-flexible-production/ });
  await expect(panel).toContainText(`Run by ${before}`);
  await expect(panel).toContainText('needs Sound engineering');
  await expect(panel.getByLabel('Give it to')).toContainText(other);
  await panel.getByRole('button', { name: 'Reassign' }).click();
  await expect(panel.getByRole('status')).toHaveText(`${reference} is now ${other}'s.`);
  await expect(entry).toHaveAttribute('aria-label', new RegExp(` · ${other},`));
  expect(await axeViolations(page)).toEqual([]);

  // A second studio at the same hour takes the other engineer; a third finds nobody left.
  const second = await bookWithEngineer(page.request, CITY_VIEW, date);
  expect(second.status(), await second.text()).toBe(201);
  const third = await bookWithEngineer(page.request, PODCAST, date);
  expect(third.status()).toBe(409);
  expect(((await third.json()) as { error: string }).error).toBe(
    'Nobody who can run your add-ons is free for all of that time. Please choose another start time.',
  );

  // Giving the first session back to the engineer now busy at that hour is refused, with why.
  await page.reload();
  await entry.focus();
  await page.keyboard.press('Enter');
  await expect(panel).toContainText(`Run by ${other}`);
  await panel.getByRole('button', { name: 'Reassign' }).click();
  await expect(panel.getByRole('alert')).toHaveText(
    `${before} is not free for all of this session (their hours, time off or another session).`,
  );
  await expect(panel).toContainText(`Run by ${other}`);

  // On a phone the panel stays usable and clean.
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await axeViolations(page)).toEqual([]);
});
