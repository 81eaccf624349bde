import { expect, test } from '../fixtures/test';
import { rememberCookieChoice } from '../fixtures/consent';
import { newAccount, registerViaApi } from '../fixtures/accounts';
import { tabAndType, tabTo } from '../fixtures/keyboard';
import { confirmBookingFromMail } from '../fixtures/booking-flow';

// Three tasks done with the keyboard alone, as a person without a mouse would: no click, no fill.
// Each field is reached with Tab (so the tab order must lead there), shows a visible focus
// indicator, and is typed into with key presses.

test.beforeEach(async ({ page }, testInfo) => {
  await rememberCookieChoice(page);
  const octet = () => 1 + Math.floor(Math.random() * 250);
  await page.setExtraHTTPHeaders({
    'x-forwarded-for': `10.${100 + testInfo.workerIndex}.${octet()}.${octet()}`,
  });
});

test('the skip link is the first stop and moves focus to the page content', async ({ page }) => {
  await page.goto('/contact');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});

test('a visitor sends the contact form with the keyboard alone', async ({ page }) => {
  await page.goto('/contact');
  await tabAndType(page, page.getByLabel('Name*'), 'Keyboard Kim');
  await tabAndType(page, page.getByLabel('Email*'), 'kim@example.com');
  await tabAndType(
    page,
    page.getByLabel('Message*'),
    'Booking a quiet room for a keyboard-only podcast.',
  );
  await tabTo(page, page.getByRole('button', { name: 'Send Message' }));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('toast')).toContainText('Message sent successfully!');
});

test('a customer signs in with the keyboard alone, pressing Enter in the password field', async ({
  page,
  browser,
}) => {
  const context = await browser.newContext();
  const account = await registerViaApi(context.request, newAccount('keyboard'));
  await context.close();

  await page.goto('/login');
  await tabAndType(page, page.getByLabel('Email', { exact: true }), account.email);
  await tabAndType(page, page.getByLabel('Password', { exact: true }), account.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: `Hello, ${account.name}` })).toBeVisible();
});

test('a guest books a session with the keyboard alone', async ({ page, baseURL }) => {
  await page
    .context()
    .addCookies([
      { name: 'ab_variants', value: encodeURIComponent('bookingFlow:simple'), url: baseURL! },
    ]);
  await page.goto('/booking');
  await expect(page.locator('[data-interactive="true"]')).toBeVisible();

  // The studio: the checked radio is the group's one tab stop; keep the first studio.
  await tabTo(page, page.getByRole('radio').first());

  // The date: the calendar is one tab stop; arrows move by day and week, Enter picks. A day with
  // no free time (a holiday) is passed over with the arrow, as a person would.
  const calendar = page.getByRole('grid', { name: /Session date/ });
  const times = page.getByRole('group', { name: 'Start time (London)' });
  await tabTo(page, calendar.locator('button[tabindex="0"]'));
  for (let week = 0; week < 6; week += 1) await page.keyboard.press('ArrowDown');
  for (let day = 0; day < 7; day += 1) {
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    const picked = calendar.locator('button[aria-pressed="true"]');
    if ((await picked.count()) === 0) continue; // a closed day cannot be picked
    await expect(picked).toBeFocused();
    await expect(times).toHaveAttribute('aria-busy', 'false');
    if ((await times.getByRole('radio').count()) > 0) break;
  }

  // The start time: Tab enters the group on its first time; the arrow wraps to the day's last one.
  await tabTo(page, times.getByRole('radio').first());
  await page.keyboard.press('ArrowLeft');
  const chosen = times.locator('input:checked');
  await expect(chosen).toHaveCount(1);
  expect(await chosen.getAttribute('value')).toBeTruthy();

  await tabAndType(page, page.getByLabel('Name', { exact: true }), 'Keyboard Kim');
  await tabAndType(page, page.getByLabel('E-mail', { exact: true }), 'kim@example.com');
  await tabTo(page, page.getByRole('button', { name: 'Confirm booking' }));
  await page.keyboard.press('Enter');
  await confirmBookingFromMail(page, 'kim@example.com', { keyboard: true });
  await expect(page.getByTestId('booking-summary')).toContainText('Confirmed');
});
