import { expect, test } from '../fixtures/test';
import { axeViolations } from '../fixtures/axe';
import { LOCAL_ADMIN, signInViaApi } from '../fixtures/accounts';
import { bookAheadViaApi, confirmationLinkOf, useBookingVariant } from '../fixtures/booking-flow';
import { pickOpenDay } from '../fixtures/calendar';

// Issue #46 item 4: a guest's booking paid at the studio is held until the address it names
// confirms it. The link's page changes nothing until its button is pressed (a mail scanner books
// nothing), works at 375 px and in both themes, and the booking's own page says what is left to do.
for (const theme of ['light', 'dark'] as const) {
  test(`a guest's booking waits for the e-mailed link, whose button books it (${theme} theme, 375 px)`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await useBookingVariant(page, 'simple', baseURL!);
    await page.goto('/booking?studio=city-view-studio');
    const weeks = 5 + (theme === 'dark' ? 1 : 0) + 2 * test.info().retry;
    await pickOpenDay(page, page.getByRole('grid', { name: /Session date/ }), { weeks });
    await page
      .getByRole('radio', { name: /^\d\d:\d\d$/ })
      .first()
      .check();
    const email = `held.${theme}.${Date.now()}@example.com`;
    await page.getByLabel('Name', { exact: true }).fill('Grace Hopper');
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Confirm booking' }).click();

    // Held, not booked: the page says so, and carries no token (that goes only to the address).
    await expect(page.getByRole('heading', { name: 'One more step' })).toBeVisible();
    await expect(page).toHaveURL(/\/booking\/confirmed\/LPS-[A-Z0-9]{8}$/);
    await expect(page.getByTestId('booking-status')).toHaveText('Awaiting e-mail confirmation');
    expect(await axeViolations(page)).toEqual([]);
    const reference = new URL(page.url()).pathname.split('/').at(-1)!;

    // Opening the link (what a scanner does) shows the booking and changes nothing.
    const link = await confirmationLinkOf(new URL(page.url()).origin, reference, email);
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Confirm your booking' })).toBeVisible();
    await expect(page.getByTestId('booking-summary')).toContainText('Awaiting e-mail confirmation');
    expect(await axeViolations(page)).toEqual([]);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Confirm Booking' })).toBeVisible();

    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    await expect(page.getByRole('heading', { name: "You're booked in!" })).toBeVisible();
    await expect(page.getByTestId('booking-summary')).toContainText('Confirmed');
    await expect(page.getByTestId('studio-address')).toBeVisible();

    // The link again: already booked, nothing to press.
    await page.goto(link);
    await expect(page.getByText('This booking is confirmed.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Confirm Booking' })).toHaveCount(0);

    // A link with a wrong token opens nothing.
    await page.goto(link.replace(/token=.*/, 'token=not-the-token-of-this-booking'));
    await expect(page.getByText(/This link does not confirm a booking/)).toBeVisible();
  });
}

test('money taken at the studio confirms a provisional booking from the back office', async ({
  browser,
  playwright,
  baseURL,
}) => {
  const guest = await playwright.request.newContext({ baseURL });
  const email = `paid.at.desk.${Date.now()}@example.com`;
  const booked = await bookAheadViaApi(guest, {
    studioId: 'studio-podcast-setup',
    daysAhead: 12,
    minutes: 60,
    email,
    provisional: true,
  });
  await guest.dispose();
  expect(booked).not.toBeNull();

  const admin = await playwright.request.newContext({ baseURL });
  await signInViaApi(admin, LOCAL_ADMIN);
  const office = await browser.newContext({ baseURL, storageState: await admin.storageState() });
  await admin.dispose();
  const desk = await office.newPage();
  await desk.goto(`/admin/bookings?view=list&email=${encodeURIComponent(email)}`);
  const row = desk.getByRole('row', { name: new RegExp(booked!.reference) });
  await expect(row.getByTestId('payment-state')).toHaveText(
    /^Awaiting e-mail confirmation, £[\d,.]+ at the studio$/,
  );
  await expect(row.getByRole('button', { name: 'Release hold' })).toBeVisible();
  await row.getByRole('button', { name: 'Mark paid' }).click();
  // Nothing is invoiced yet: the amount offered is the booking's price.
  await expect(row.getByLabel('Amount (£)')).not.toHaveValue('0.00');
  await row.getByLabel('Paid by').selectOption('cash');
  await row.getByRole('button', { name: 'Record payment' }).click();
  await expect(row.getByTestId('payment-state')).toHaveText('Paid');
  await expect(row.getByRole('button', { name: 'Release hold' })).toHaveCount(0);
  expect(await axeViolations(desk)).toEqual([]);
  await office.close();
});
