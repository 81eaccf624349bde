import { expect, test } from '../fixtures/test';
import { csrfHeaders, LOCAL_ADMIN, signInViaApi } from '../fixtures/accounts';
import { axeViolations } from '../fixtures/axe';
import { londonDateOf } from '@/lib/time';
import { bookAheadViaApi, useBookingVariant } from '../fixtures/booking-flow';

// The booking as staff see it (/admin/bookings/[reference]): reached from the bookings list, with the
// customer's details, the e-mails sent, an internal note that lands in its audit trail, and axe clean.
const STUDIO_ID = 'studio-podcast-setup';

test('an admin opens a booking from the list, reads its e-mails, adds a note, finds the customer and books for them', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signInViaApi(page.request, LOCAL_ADMIN);
  const email = `staff.view.${Date.now()}@example.com`;
  let booked: Awaited<ReturnType<typeof bookAheadViaApi>> = null;
  for (let daysAhead = 24; !booked && daysAhead < 31; daysAhead++) {
    booked = await bookAheadViaApi(page.request, {
      studioId: STUDIO_ID,
      daysAhead,
      minutes: 60,
      email,
      name: 'Katherine Johnson',
    });
  }
  expect(booked, 'an open day within a week').not.toBeNull();
  const { reference, start } = booked!;

  await page.goto(
    `/admin/bookings?view=list&to=${start.slice(0, 10)}&email=${encodeURIComponent(email)}`,
  );
  await page.getByRole('link', { name: reference }).click();
  await expect(page).toHaveURL(`/admin/bookings/${reference}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Booking ${reference}: Katherine Johnson` }),
  ).toBeVisible();
  const customer = page.getByRole('region', { name: 'Customer' });
  await expect(customer.getByRole('link', { name: email })).toHaveAttribute(
    'href',
    `mailto:${email}`,
  );
  // An admin's booking for a guest is confirmed at once: the one e-mail is the confirmation.
  const mails = page.getByRole('table', { name: 'E-mails about this booking, newest first' });
  await expect(mails.getByRole('row')).toHaveCount(2);
  await expect(mails.getByRole('row').nth(1)).toContainText('Booking confirmed:');
  await expect(page.getByRole('region', { name: 'Invoices and credit notes' })).toContainText(
    /Invoice INV-\d{4}-\d{6}/,
  );

  const notes = page.getByRole('region', { name: 'Internal notes' });
  await notes.getByLabel('New note').fill('Wants the window booth if it is free.');
  await notes.getByRole('button', { name: 'Add note' }).click();
  await expect(notes.getByRole('list', { name: 'Notes' })).toContainText(
    'Wants the window booth if it is free.',
  );
  const trail = page.getByRole('table', { name: 'What admins did to this booking, newest first' });
  await expect(trail.getByRole('row').nth(1)).toContainText('notes.add');

  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 900 });
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      expect(await axeViolations(page), `${width} px ${theme}`).toEqual([]);
    }
  }
  // No sideways scrolling of the page itself on a phone: wide tables scroll inside their panel.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // The customer's record: found by address, with this booking, and a booking form filled in for them.
  await page.goto(`/admin/customers?q=${encodeURIComponent(email)}`);
  await page
    .getByRole('table', { name: 'Customers' })
    .getByRole('link', { name: 'Katherine Johnson' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Katherine Johnson' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Upcoming bookings' })).toContainText(reference);
  await expect(page.getByRole('region', { name: 'Consent' })).toContainText(
    'Marketing e-mail may not be sent.',
  );
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 900 });
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      expect(await axeViolations(page), `customer record ${width} px ${theme}`).toEqual([]);
    }
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await useBookingVariant(page, 'simple', baseURL!);
  await page.getByRole('link', { name: 'Book for this customer' }).click();
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(email);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Katherine Johnson');
  // From the bookings list, a new booking starts at the customers: never the admin's own details.
  await page.goto('/booking');
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue('');

  // The back office streams behind its loading screen, so an unknown reference is told in the page.
  await page.goto('/admin/bookings/LPS-NOTTHERE');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
});

test("the dashboard opens on today's run sheet: money taken and due, and the week's occupancy, at 375 px too", async ({
  page,
}) => {
  await signInViaApi(page.request, LOCAL_ADMIN);
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/admin');
    const sheet = page.getByRole('region', { name: "Today's run sheet" });
    await expect(sheet).toContainText(/Taken today\s*£[\d,]+\.\d\d/);
    await expect(sheet).toContainText(/Due today\s*£[\d,]+\.\d\d/);
    const occupancy = sheet.getByRole('table', {
      name: 'Occupancy, the next seven days (all studios)',
    });
    await expect(occupancy.getByRole('row')).toHaveCount(8);
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      expect(await axeViolations(page), `${width} px ${theme}`).toEqual([]);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
  }
});

test('a walk-in booked for today is checked in and marked paid from the run sheet', async ({
  page,
}) => {
  await signInViaApi(page.request, LOCAL_ADMIN);
  // Staff book at any notice: the last free hour today in one room, if the day has one left.
  const today = londonDateOf(new Date());
  const studioId = 'studio-greenwich-creator';
  const free = (await (
    await page.request.get(
      `/api/bookings/availability?studio=${studioId}&date=${today}&duration=60`,
    )
  ).json()) as { starts: string[] };
  const start = free.starts.at(-1);
  test.skip(!start, 'No hour is left in the opening hours today');
  const name = `Walk In ${Date.now()}`;
  const booked = await page.request.post('/api/bookings', {
    data: {
      studioId,
      start,
      end: new Date(Date.parse(start!) + 3_600_000).toISOString(),
      name,
      email: `walk.in.${Date.now()}@example.com`,
    },
    headers: await csrfHeaders(page.request),
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const { reference } = ((await booked.json()) as { booking: { reference: string } }).booking;

  await page.goto('/admin');
  const session = page
    .getByRole('list', { name: "Today's sessions" })
    .getByRole('listitem', { name: new RegExp(`: ${name}$`) });
  await expect(session).toContainText('Not checked in yet');
  // An hour at the day or the evening rate, nothing paid yet.
  await expect(session).toContainText(/£\d+\.\d\d due/);
  await session.getByRole('button', { name: `Check in ${reference}` }).click();
  await expect(session).toContainText('Checked in at');
  await session.getByRole('button', { name: 'Mark paid' }).click();
  const payment = session.getByRole('form', { name: `Record a payment for ${reference}` });
  await expect(payment.getByLabel('Amount (£)')).toHaveValue(/^\d+\.\d\d$/);
  await payment.getByRole('button', { name: 'Record payment' }).click();
  await expect(session).toContainText(/Checked in at \d\d:\d\d · Paid/);
});
