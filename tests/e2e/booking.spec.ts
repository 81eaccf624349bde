import { type Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { axeViolations } from '../fixtures/axe';
import { useBookingVariant, confirmBookingFromMail } from '../fixtures/booking-flow';
import { pickOpenDay } from '../fixtures/calendar';

// A visitor books as a guest, in each bookingFlow variant (spec §9), with the keyboard where it matters.

/** Moves the calendar `weeks` weeks ahead of today with the arrow keys and picks an open day there. */
async function pickDayWeeksAhead(page: Page, weeks: number) {
  await pickOpenDay(page, page.getByRole('grid', { name: /Session date/ }), { weeks });
}

async function fillDetailsAndConfirm(page: Page, name: string, email: string) {
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Confirm booking' }).click();
}

test.describe('booking a studio session', () => {
  test('simple variant: a guest books on one step, a second visitor gets 409, the manage link reschedules and cancels', async ({
    page,
    browser,
    baseURL,
  }) => {
    // Two visitors, a booking, a reschedule and a cancellation: a long journey on a busy machine.
    test.setTimeout(180_000);
    await useBookingVariant(page, 'simple', baseURL!);
    await page.goto('/booking');
    await expect(page.getByRole('heading', { name: 'Book Your Session', level: 1 })).toBeVisible();
    await expect(page.getByText(/Step 1 of 2/)).toHaveCount(0);
    await expect(page.getByRole('radio').first()).toBeChecked();

    // A rival visitor opens the same page and sees the same free times.
    const rivalContext = await browser.newContext();
    const rival = await rivalContext.newPage();
    await useBookingVariant(rival, 'simple', baseURL!);
    await rival.goto('/booking');

    // A retry books another week: the first try's booking may still hold 12:00.
    const weeks = 1 + 4 * test.info().retry;
    for (const visitor of [page, rival]) {
      await pickDayWeeksAhead(visitor, weeks);
      await visitor.getByLabel('Session length').selectOption('120');
      await visitor.getByRole('radio', { name: '12:00' }).check();
      await expect(visitor.getByTestId('booking-summary')).toContainText('12:00-14:00');
    }

    await fillDetailsAndConfirm(page, 'Ada Lovelace', 'ada@example.com');
    // Held, not booked, until the address confirms it; its token reaches only the address.
    await expect(page).toHaveURL(/\/booking\/confirmed\/LPS-[A-Z0-9]{8}$/);
    await confirmBookingFromMail(page, 'ada@example.com');
    await expect(page.getByTestId('booking-summary')).toContainText('12:00-14:00');
    await expect(page.getByTestId('booking-summary')).toContainText('Confirmed');

    await fillDetailsAndConfirm(rival, 'Charles Babbage', 'charles@example.com');
    await expect(rival.getByTestId('booking-error')).toHaveText(
      'That time is no longer available. Please choose another start time.',
    );
    await expect(rival.getByRole('radio', { name: '12:00' })).toHaveCount(0);
    await rivalContext.close();

    await page.getByRole('link', { name: 'Reschedule or cancel' }).click();
    await expect(page.getByRole('heading', { name: 'Manage your booking' })).toBeVisible();
    await page.getByRole('button', { name: 'Reschedule' }).click();
    await pickOpenDay(page, page.getByRole('grid', { name: /New date/ }), { weeks, days: 1 });
    await page.getByRole('radio', { name: '15:00' }).check();
    await page.getByRole('button', { name: 'Move my booking' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Your booking has moved' }),
    ).toBeVisible();
    await expect(page.getByTestId('booking-summary')).toContainText('15:00-17:00');

    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(page.getByTestId('booking-summary')).toContainText('Cancelled');
    await expect(page.getByRole('button', { name: 'Reschedule' })).toHaveCount(0);
  });

  test('consultation_first variant: the calendar appears only after the consultation', async ({
    page,
    baseURL,
  }) => {
    await useBookingVariant(page, 'consultation_first', baseURL!);
    await page.goto('/booking');
    await expect(page.getByText('Step 1 of 2: Your project')).toBeVisible();
    await expect(page.getByRole('grid')).toHaveCount(0);

    await page.getByRole('button', { name: 'Continue to the calendar' }).click();
    await expect(page.getByText(/at least 10 characters/)).toBeVisible();
    await page
      .getByLabel('What do you want to record?')
      .fill('A weekly interview show about London startups.');
    await page.getByLabel('Podcast name (optional)').fill('Tube Talk');
    await page.getByRole('button', { name: 'Continue to the calendar' }).click();

    await expect(page.getByText('Step 2 of 2: Time and details')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Choose your session' })).toBeFocused();
    await pickDayWeeksAhead(page, 2 + 4 * test.info().retry);
    await page.getByRole('radio', { name: '12:00' }).check();
    await fillDetailsAndConfirm(page, 'Mary Somerville', 'mary@example.com');
    await confirmBookingFromMail(page, 'mary@example.com');
    await expect(page.getByTestId('booking-summary')).toContainText('12:00');
  });

  test('the booking page works at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/booking');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`axe finds no accessibility violations on /booking in the ${theme} theme`, async ({
      page,
      baseURL,
    }) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      await useBookingVariant(page, 'simple', baseURL!);
      await page.goto('/booking');
      await pickDayWeeksAhead(page, 3);
      await expect(page.locator('input[name="start"]').first()).toBeAttached();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
