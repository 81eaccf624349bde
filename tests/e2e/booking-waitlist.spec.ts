import { expect, test } from '../fixtures/test';
import type { APIRequestContext } from '@playwright/test';
import { axeViolations } from '../fixtures/axe';
import { csrfHeaders, LOCAL_ADMIN, signInViaApi } from '../fixtures/accounts';
import { confirmationLinkOf, useBookingVariant } from '../fixtures/booking-flow';

// Issue #49 item 3: a full day's waitlist. A guest joins it from the booking page at 375 px; the
// admin cancels a session that day; the database queues the offer, the guest is e-mailed it, held
// for them, and books it from the link; the back office's waitlist of the day says so.
const STUDIO = 'studio-flexible-production';

/** A weekday far enough ahead that the other booking tests leave it alone. */
function quietWeekday(): string {
  const day = new Date(Date.now() + (80 + test.info().retry) * 86_400_000);
  while ([0, 6].includes(day.getUTCDay())) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** Books every free start of the day as the admin, longest first, until nothing is free. */
async function fillDay(admin: APIRequestContext, date: string): Promise<string[]> {
  const ids: string[] = [];
  for (const minutes of [600, 240, 60]) {
    for (;;) {
      const free = (await (
        await admin.get(
          `/api/bookings/availability?studio=${STUDIO}&date=${date}&duration=${minutes}`,
        )
      ).json()) as { starts: string[] };
      const start = free.starts[0];
      if (!start) break;
      const booked = await admin.post('/api/bookings', {
        data: {
          studioId: STUDIO,
          start,
          end: new Date(Date.parse(start) + minutes * 60_000).toISOString(),
          name: 'Day Filler',
          email: `filler.${Date.now()}@example.com`,
        },
        headers: await csrfHeaders(admin),
      });
      expect(booked.status(), await booked.text()).toBe(201);
      ids.push(((await booked.json()) as { booking: { id: string } }).booking.id);
    }
  }
  return ids;
}

test('a guest waits for a full day, is offered the time a cancellation frees, and books it', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const admin = await playwright.request.newContext({ baseURL });
  await signInViaApi(admin, LOCAL_ADMIN);
  const date = quietWeekday();
  const [first] = await fillDay(admin, date);
  expect(first).toBeDefined();

  await page.setViewportSize({ width: 375, height: 800 });
  await useBookingVariant(page, 'simple', baseURL!);
  await page.goto(`/booking?studio=flexible-production-space&date=${date}`);
  await expect(page.getByText(/No free start times that day/)).toBeVisible();
  const panel = page.getByRole('region', { name: 'Join the waitlist' });
  await expect(panel).toBeVisible();
  const email = `waiting.${Date.now()}@example.com`;
  await panel.getByLabel('Your name for the waitlist').fill('Grace Hopper');
  await panel.getByLabel('E-mail for the offer').fill(email);
  await panel.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(panel.getByTestId('waitlist-joined')).toContainText(
    /You're on the waitlist for .* \(number 1 in line\)/,
  );
  expect(await axeViolations(page)).toEqual([]);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  // The morning's session is cancelled: its time goes to the first in line, held for them.
  const cancelled = await admin.post(`/api/bookings/${first}/cancel`, {
    data: {},
    headers: await csrfHeaders(admin),
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  await page.goto(await confirmationLinkOf(baseURL!, null, email, 'waitlist_offer'));
  await expect(page.getByRole('heading', { name: 'Confirm your booking' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(page.getByRole('heading', { name: "You're booked in!" })).toBeVisible();
  const reference = new URL(page.url()).pathname.split('/').at(-1)!;

  // The back office's waitlist of that day: the guest, booked, with the booking.
  const office = await browser.newContext({ baseURL });
  await signInViaApi(office.request, LOCAL_ADMIN);
  const sheet = await office.newPage();
  await sheet.goto(`/admin/bookings/waitlist?date=${date}`);
  await expect(sheet.getByRole('heading', { name: 'Waitlist', level: 1 })).toBeVisible();
  const row = sheet.getByRole('row', { name: /Grace Hopper/ });
  await expect(row).toContainText('Booked');
  await expect(row.getByRole('link', { name: /\d\d:\d\d-\d\d:\d\d/ })).toHaveAttribute(
    'href',
    `/admin/bookings/${reference}`,
  );
  expect(await axeViolations(sheet)).toEqual([]);
  await office.close();
  await admin.dispose();
});
