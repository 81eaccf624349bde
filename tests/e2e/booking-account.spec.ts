import { expect, test } from '../fixtures/test';
import { confirmBookingFromMail } from '../fixtures/booking-flow';
import { pickOpenDay } from '../fixtures/calendar';

// A registered customer's booking appears in their account, where they move and cancel it;
// the back office sees it in its week view and CSV export.
test('a signed-in customer books, finds it in My Bookings, reschedules and cancels; admin exports it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const email = `booker-${Date.now()}@example.com`;
  await page.goto('/register');
  await page.getByLabel('Name').fill('Rosalind Franklin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Correct-Horse-Battery-9');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Check your inbox: we have sent you an e-mail')).toBeVisible();
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Correct-Horse-Battery-9');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/account$/);

  await page.goto('/my-bookings');
  await expect(page.getByRole('heading', { name: 'No bookings yet' })).toBeVisible();

  await page
    .context()
    .addCookies([
      { name: 'ab_variants', value: encodeURIComponent('bookingFlow:simple'), url: baseURL! },
    ]);
  await page.goto('/booking');
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Rosalind Franklin');
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(email);
  // Within the back office's default 30-day list. A retry books another week: the first try's
  // booking holds its slot in the same database.
  const weeks = 2 + test.info().retry;
  await pickOpenDay(page, page.getByRole('grid', { name: /Session date/ }), { weeks });
  await page.getByRole('radio', { name: '13:00' }).check();
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  // The account's address is not confirmed yet: the booking waits for the e-mailed link.
  await confirmBookingFromMail(page, email);
  const reference = (await page
    .getByTestId('booking-summary')
    .locator('dd')
    .first()
    .textContent())!.trim();

  await page.goto('/my-bookings');
  const upcoming = page.getByRole('region', { name: 'Upcoming' });
  await expect(upcoming).toContainText(reference);
  await upcoming.getByRole('link', { name: 'Reschedule or cancel' }).click();
  await expect(page.getByRole('heading', { name: 'Manage your booking' })).toBeVisible();
  await page.getByRole('button', { name: 'Reschedule' }).click();
  await pickOpenDay(page, page.getByRole('grid', { name: /New date/ }), { weeks, days: 1 });
  await page.getByRole('radio', { name: '14:00' }).check();
  await page.getByRole('button', { name: 'Move my booking' }).click();
  await expect(page.getByTestId('booking-summary')).toContainText('14:00');

  // The back office sees the moved booking and exports it.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await admin.goto('/login?redirect=/admin/bookings%3Fview%3Dlist');
  await admin.getByLabel('Email', { exact: true }).fill('admin@studio.local');
  await admin.getByLabel('Password', { exact: true }).fill('studio-admin-local');
  await admin.getByRole('button', { name: 'Log In' }).click();
  await expect(admin.getByRole('heading', { name: 'Bookings', level: 1 })).toBeVisible();
  await admin.getByLabel('Customer e-mail').fill(email);
  await admin.getByRole('button', { name: 'Apply' }).click();
  await expect(admin.getByRole('table')).toContainText(reference);
  // The confirmation e-mail in the outbox carries the calendar invite; the move bumped its SEQUENCE.
  type Mail = {
    kind: string;
    attachments: { filename: string; contentType: string; contentBase64: string }[];
  };
  const outbox = await admin.request.get(`/api/admin/outbox?to=${encodeURIComponent(email)}`);
  const { messages } = (await outbox.json()) as { messages: Mail[] };
  const invite = (kind: string) => {
    const mail = messages.find((message) => message.kind === kind)!;
    expect(mail.attachments[0]!.contentType).toMatch(/^text\/calendar/);
    return Buffer.from(mail.attachments[0]!.contentBase64, 'base64').toString('utf8');
  };
  const confirmed = invite('booking_confirmed');
  const moved = invite('booking_rescheduled');
  expect(confirmed).toMatch(
    /^BEGIN:VCALENDAR\r\n[\s\S]*METHOD:REQUEST\r\n[\s\S]*SEQUENCE:0\r\n[\s\S]*END:VCALENDAR\r\n$/,
  );
  expect(moved).toContain('SEQUENCE:1\r\n');
  expect(moved.match(/UID:.*/)?.[0]).toBe(confirmed.match(/UID:.*/)?.[0]);

  const csv = await admin.request.get(
    `/admin/bookings/export?view=list&email=${encodeURIComponent(email)}`,
  );
  expect(csv.headers()['content-type']).toContain('text/csv');
  expect(await csv.text()).toContain(reference);
  await adminContext.close();

  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(page.getByTestId('booking-summary')).toContainText('Cancelled');
  await page.goto('/my-bookings');
  await expect(page.getByRole('region', { name: 'Past and cancelled' })).toContainText(reference);
});
