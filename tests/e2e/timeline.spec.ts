import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { csrfHeaders, LOCAL_ADMIN, signInViaApi } from '../fixtures/accounts';
import { axeViolations } from '../fixtures/axe';
import { useBookingVariant } from '../fixtures/booking-flow';
import {
  addDays,
  londonDateOf,
  londonWallTimeToInstant,
  weekdayOf,
  type LocalDate,
} from '@/lib/time';

// The studio timeline (/admin/bookings): the owner drags a booking to another studio and time
// (asked about the new price, then moved and the customer e-mailed), is refused a longer session
// that clashes with the reason, makes it longer by a drag of its edge, moves another by keyboard
// only, books a free time for an existing customer, and reads the day as lists on a phone.
const FLEXIBLE = 'studio-flexible-production'; // £120 an hour
const CITY_VIEW = 'studio-city-view'; // £85 an hour

/**
 * A weekday about nine weeks ahead (within every studio's advance window), London date: `days` more
 * for each test, and a week later on a retry, whose database still holds the first try's bookings.
 */
function quietWeekday(days = 0): LocalDate {
  const again = test.info().retry + test.info().repeatEachIndex;
  let date = addDays(londonDateOf(new Date()), 60 + days + 7 * again);
  while (['saturday', 'sunday'].includes(weekdayOf(date))) date = addDays(date, 1);
  return date;
}

/** An admin's booking for a guest at a London wall-clock hour (confirmed at once). */
async function bookAt(
  request: APIRequestContext,
  input: {
    studioId: string;
    date: LocalDate;
    hour: number;
    hours: number;
    name: string;
    email: string;
  },
) {
  const start = londonWallTimeToInstant(input.date, input.hour * 60);
  const answer = await request.post('/api/bookings', {
    data: {
      studioId: input.studioId,
      start: start.toISOString(),
      end: new Date(start.getTime() + input.hours * 3_600_000).toISOString(),
      name: input.name,
      email: input.email,
    },
    headers: await csrfHeaders(request),
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { booking: { reference: string } }).booking.reference;
}

/** The x of a wall-clock hour on a row's track (the axis runs 09:00-20:00 on a weekday). */
async function xAt(row: Locator, hour: number) {
  const box = (await row.boundingBox())!;
  return box.x + ((hour * 60 - 9 * 60) / (11 * 60)) * box.width;
}

async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 10, from.y, { steps: 2 });
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await page.mouse.up();
}

test('the owner moves, resizes and books on the studio timeline, by pointer and by keyboard', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInViaApi(page.request, LOCAL_ADMIN);
  const date = quietWeekday();
  const stamp = Date.now();
  const ada = `ada.timeline.${stamp}@example.com`;
  const first = await bookAt(page.request, {
    studioId: FLEXIBLE,
    date,
    hour: 10,
    hours: 1,
    name: 'Ada Timeline',
    email: ada,
  });
  const second = await bookAt(page.request, {
    studioId: CITY_VIEW,
    date,
    hour: 14,
    hours: 1,
    name: 'Bea Timeline',
    email: `bea.timeline.${stamp}@example.com`,
  });

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/admin/bookings?view=day&date=${date}`);
  const timeline = page.getByRole('group', { name: 'Studio timeline' });
  await expect(timeline).toBeVisible();
  const rowOf = (studioId: string) => page.getByTestId(`timeline-row-${date}|${studioId}`);
  const entry = (reference: string) => page.getByTestId(`timeline-entry-${reference}`);
  const status = page.getByRole('status').filter({ hasText: /\S/ }).first();
  await expect(rowOf(FLEXIBLE).getByTestId(`timeline-entry-${first}`)).toBeVisible();

  // Drag the 10:00 session down a row to City View at 12:00: cheaper, so it asks first.
  const box = (await entry(first).boundingBox())!;
  const y = box.y + box.height / 2;
  const x = box.x + box.width / 3;
  const target = (await rowOf(CITY_VIEW).boundingBox())!;
  await drag(
    page,
    { x, y },
    {
      x: x + (await xAt(rowOf(CITY_VIEW), 12)) - (await xAt(rowOf(CITY_VIEW), 10)),
      y: target.y + target.height / 2,
    },
  );
  const question = page.getByRole('alertdialog');
  await expect(question).toContainText(`changes the price of ${first} from £120 to £85`);
  await question.getByRole('button', { name: 'Move and re-price' }).click();
  await expect(page.getByText(`Moved ${first} to City View`)).toBeVisible();
  await expect(rowOf(CITY_VIEW).getByTestId(`timeline-entry-${first}`)).toContainText(
    '12:00-13:00',
  );
  const outbox = await page.request.get(`/api/admin/outbox?to=${encodeURIComponent(ada)}`);
  const { messages } = (await outbox.json()) as { messages: { kind: string }[] };
  expect(messages.map((message) => message.kind)).toContain('booking_rescheduled');

  // Its edge dragged two hours right runs into the 14:00 session's time: refused with the reason.
  const edge = (await page.getByTestId(`timeline-resize-${first}`).boundingBox())!;
  const hour = (await xAt(rowOf(CITY_VIEW), 11)) - (await xAt(rowOf(CITY_VIEW), 10));
  const grip = { x: edge.x + edge.width / 2, y: edge.y + edge.height / 2 };
  await drag(page, grip, { x: grip.x + 2 * hour, y: grip.y });
  await expect(
    page.getByText(`${first} was not moved: That time is no longer available`),
  ).toBeVisible();
  await expect(entry(first)).toContainText('12:00-13:00');
  // Half an hour longer fits (its buffer ends 13:45): asked about the new price, then made so.
  await drag(page, grip, { x: grip.x + hour / 2, y: grip.y });
  await expect(question).toContainText('from £85 to £127.50');
  await question.getByRole('button', { name: 'Move and re-price' }).click();
  await expect(entry(first)).toContainText('12:00-13:30');

  // By keyboard only: the 14:00 session two steps right (15:00) and up a row, then Enter.
  const rowKeys = await page
    .locator('[data-testid^="timeline-row-"]')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-row')!));
  const above = rowKeys[rowKeys.indexOf(`${date}|${CITY_VIEW}`) - 1]!.split('|')[1]!;
  await entry(second).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(status).toContainText(`${second} to City View`);
  await expect(status).toContainText('15:00-16:00');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(question).toContainText(`changes the price of ${second} from £85 to`);
  // The question takes the focus; Enter answers it, and the focus follows the moved booking.
  await page.keyboard.press('Enter');
  await expect(rowOf(above).getByTestId(`timeline-entry-${second}`)).toContainText('15:00-16:00');
  await expect(entry(second)).toBeFocused();
  // Escape keeps a booking where it is.
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Escape');
  await expect(status).toContainText(`${second} stays where it is.`);

  // Without dragging: a click opens the booking's panel, whose form moves it; the owner keeps it.
  await entry(first).click();
  const panel = page.getByRole('region', { name: 'Ada Timeline, 12:00-13:30' });
  await panel.getByLabel('Ends').selectOption('13:00');
  await panel.getByRole('button', { name: 'Move booking' }).click();
  await expect(question).toContainText('from £127.50 to £85');
  await question.getByRole('button', { name: 'Keep it where it is' }).click();
  await expect(status).toContainText(`${first} stays where it is.`);
  await expect(entry(first)).toContainText('12:00-13:30');
  await expect(panel.getByRole('link', { name: `Open ${first}` })).toHaveAttribute(
    'href',
    `/admin/bookings/${first}`,
  );

  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    expect(await axeViolations(page), `timeline 1440 px ${theme}`).toEqual([]);
  }

  // A free time (a quarter past five falls in the 17:00 step) opens the customer picker for that
  // studio, day and time, then the customer's booking form on that start.
  const free = (await rowOf(FLEXIBLE).boundingBox())!;
  await page.mouse.click(await xAt(rowOf(FLEXIBLE), 17.25), free.y + free.height / 2);
  await expect(page).toHaveURL(
    new RegExp(`/admin/customers\\?studio=${FLEXIBLE}&date=${date}&time=17%3A00`),
  );
  await expect(page.getByRole('status').filter({ hasText: 'Booking a free time' })).toHaveText(
    `Booking a free time on ${date} at 17:00: choose the customer, then check the time.`,
  );
  await page.getByLabel('Name or e-mail').fill(ada);
  await page.getByRole('button', { name: 'Find' }).click();
  await page
    .getByRole('table', { name: 'Customers' })
    .getByRole('link', { name: 'Ada Timeline' })
    .click();
  const book = page.getByRole('link', { name: 'Book for this customer' });
  const href = new URL((await book.getAttribute('href'))!, 'http://localhost');
  expect(Object.fromEntries(href.searchParams)).toEqual({
    studio: FLEXIBLE,
    date,
    time: '17:00',
    name: 'Ada Timeline',
    email: ada,
  });
  // The one-step flow (the other variant asks its questions before the times).
  await useBookingVariant(page, 'simple', new URL(page.url()).origin);
  await book.click();
  await expect(page.getByRole('radio', { name: '17:00' })).toBeChecked();
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(ada);
  // Booked by staff, it is confirmed at once and drawn where the free time was.
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page).toHaveURL(/\/booking\/confirmed\/LPS-/);
  await page.goto(`/admin/bookings?view=day&date=${date}`);
  await expect(
    rowOf(FLEXIBLE).getByRole('button', { name: /^17:00-19:00 Ada Timeline/ }),
  ).toBeVisible();

  // On a phone the day reads as lists, and the page does not scroll sideways.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/admin/bookings?view=day&date=${date}`);
  await expect(timeline).toBeHidden();
  const list = page.getByRole('region', { name: /as a list$/ });
  await expect(list).toContainText('Ada Timeline');
  await expect(list.getByRole('link', { name: first })).toHaveAttribute(
    'href',
    `/admin/bookings/${first}`,
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    expect(await axeViolations(page), `timeline 375 px ${theme}`).toEqual([]);
  }
});

test('a booking made on the site appears on an open timeline without a reload', async ({
  page,
  browser,
}) => {
  await signInViaApi(page.request, LOCAL_ADMIN);
  const date = quietWeekday(2);
  await page.goto(`/admin/bookings?view=day&date=${date}`);
  await expect(page.getByRole('group', { name: 'Studio timeline' })).toBeVisible();
  const desk = await browser.newContext();
  await signInViaApi(desk.request, LOCAL_ADMIN);
  const reference = await bookAt(desk.request, {
    studioId: 'studio-greenwich-creator',
    date,
    hour: 17,
    hours: 1,
    name: 'Live Timeline',
    email: `live.timeline.${Date.now()}@example.com`,
  });
  await expect(page.getByTestId(`timeline-entry-${reference}`)).toBeVisible({ timeout: 15_000 });
  await desk.close();
});
