import { type Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { rememberCookieChoice } from '../fixtures/consent';

// A visitor who already chose cookies, so the banner stays out of the way; each test has its own
// client address, so the per-address rate limit of one test never touches another.
test.beforeEach(async ({ page }, testInfo) => {
  await rememberCookieChoice(page);
  const octet = () => 1 + Math.floor(Math.random() * 250);
  await page.setExtraHTTPHeaders({
    'x-forwarded-for': `10.${testInfo.workerIndex}.${octet()}.${octet()}`,
  });
});

async function fill(
  page: Page,
  values: { name: string; email: string; phone?: string; message: string },
) {
  await page.getByLabel('Name*').fill(values.name);
  await page.getByLabel('Email*').fill(values.email);
  if (values.phone !== undefined) await page.getByLabel('Phone (Optional)').fill(values.phone);
  await page.getByLabel('Message*').fill(values.message);
}

test.describe('contact form', () => {
  test('shows the section, the studio information and the privacy link', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Send Us a Message' })).toBeVisible();
    await expect(page.locator('section#contact')).toBeVisible();
    const info = page.getByRole('complementary', { name: 'Studio Information' });
    await expect(info.getByRole('link', { name: /London/ })).toHaveAttribute(
      'href',
      /openstreetmap\.org|maps/,
    );
    await expect(info.getByRole('link', { name: /^\+44/ })).toHaveAttribute('href', /^tel:\+44/);
    await expect(info.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(info).toContainText('Mon-Fri: 9am-8pm | Sat-Sun: 10am-6pm');
    for (const name of ['Instagram', 'Twitter', 'Facebook', 'LinkedIn']) {
      await expect(info.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(
      page.getByTestId('contact-form').getByRole('link', { name: 'Privacy Policy' }),
    ).toHaveAttribute('href', '/privacy');
  });

  test('an empty submit shows the three messages, then each clears as the visitor types', async ({
    page,
  }) => {
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Message must be at least 10 characters')).toBeVisible();
    await expect(page.getByLabel('Name*')).toHaveAttribute('aria-invalid', 'true');

    // After the first submit, every change re-validates.
    await page.getByLabel('Name*').fill('Ad');
    await expect(page.getByText('Name must be at least 2 characters')).toBeHidden();
    await page.getByLabel('Name*').fill('A');
    await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
  });

  test('a valid message is sent: sending state, success toast, form reset', async ({ page }) => {
    await page.goto('/contact');
    await fill(page, {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '+44 20 7946 0999',
      message: 'We would like a two-hour session for our pilot episode.',
    });
    // Hold the real request until the sending state has been seen, however slow the machine.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/contact', async (route) => {
      await held;
      await route.continue();
    });
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/contact'));
    await page.getByRole('button', { name: 'Send Message' }).click();
    const sending = page.getByRole('button', { name: 'Sending Message...' });
    await expect(sending).toBeDisabled();
    release();
    const response = await answered;
    expect(response.status()).toBe(201);
    expect(await response.json()).toMatchObject({ success: true, id: expect.any(String) });

    const toast = page.getByTestId('toast');
    await expect(toast).toContainText('Message sent successfully!');
    await expect(toast).toContainText(
      "Thank you for your message. We'll get back to you within 24 hours.",
    );
    for (const label of ['Name*', 'Email*', 'Phone (Optional)', 'Message*']) {
      await expect(page.getByLabel(label)).toHaveValue('');
    }
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();

    // F8 moves focus to the notification region.
    await page.keyboard.press('F8');
    await expect(page.getByRole('region', { name: 'Notification' })).toBeFocused();
  });

  test('a refused message shows the destructive toast with the server answer, and keeps the form', async ({
    page,
  }) => {
    await page.goto('/contact');
    const message = {
      name: 'Rate Limited',
      email: 'busy@example.com',
      message: 'Checking how the studio handles too many messages.',
    };
    // The server accepts five messages per address per window; the sixth is refused with 429.
    for (let sent = 0; sent < 5; sent += 1) {
      await fill(page, message);
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByTestId('toast')).toContainText('Message sent successfully!');
      await expect(page.getByLabel('Name*')).toHaveValue('');
    }
    await fill(page, message);
    await page.getByRole('button', { name: 'Send Message' }).click();
    const toast = page.getByTestId('toast').filter({ hasText: 'Failed to send message' });
    // Announced at once, as an alert, and styled as the destructive variant.
    await expect(toast.getByRole('alert')).toBeVisible();
    await expect(toast).toHaveAttribute('data-variant', 'destructive');
    await expect(toast).toContainText(
      '429: {"error":"Too many messages sent. Please try again later."}',
    );
    await expect(page.getByLabel('Name*')).toHaveValue('Rate Limited');
  });

  test('a toast is dismissed by swiping it right by 50 px', async ({ page }) => {
    // Time stands still, so the 5 s auto-dismiss cannot end the toast however slow the machine is.
    // The page's clock runs from a fixed instant until the form is ready (hydrated), then stops at a
    // moment it cannot have reached yet (it runs at real speed: seconds, not a minute).
    const installed = new Date('2026-11-23T10:00:00Z').getTime();
    await page.clock.install({ time: installed });
    await page.goto('/contact');
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    await page.clock.pauseAt(installed + 60_000);
    await fill(page, {
      name: 'Swipe Test',
      email: 'swipe@example.com',
      message: 'Testing the toast gestures.',
    });
    await page.getByRole('button', { name: 'Send Message' }).click();
    const toast = page.getByTestId('toast');
    await expect(toast).toBeVisible();
    const box = (await toast.boundingBox())!;
    const y = box.y + box.height / 2;
    // Gestures start well inside the toast: after a short swipe it slides back from where it was let go.
    const x = box.x + 100;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 30, y, { steps: 3 }); // 30 px: not enough
    await page.mouse.up();
    await expect(toast).toBeVisible();
    await expect(toast).not.toHaveAttribute('style', /translateX/);
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 60, y, { steps: 4 }); // 60 px: dismissed
    await page.mouse.up();
    await expect(toast).toBeHidden();
  });
});
