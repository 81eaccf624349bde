// A customer books a session with an engineer on the seed's rota, in both bookingFlow variants:
// with the sound engineer ticked they may ask for someone by name ("Who runs your session"), the
// start times are then that person's free times, and the booked session is theirs (the booking's
// staff page says so). A second customer asking for the same engineer at that hour is not offered
// it; whoever is free still is.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { LOCAL_ADMIN, signInViaApi } from '../fixtures/accounts';
import { axeViolations } from '../fixtures/axe';
import { confirmBookingFromMail, useBookingVariant } from '../fixtures/booking-flow';
import { addDays, londonDateOf, weekdayOf, type LocalDate } from '@/lib/time';

const STUDIOS = {
  simple: { id: 'studio-executive-meeting', slug: 'executive-meeting-studio' },
  consultation_first: { id: 'studio-greenwich-creator', slug: 'greenwich-creator-studio' },
  other: { slug: 'professional-podcast-setup' },
};
const VARIANTS = [
  { variant: 'simple', width: 1280, offset: 0 },
  { variant: 'consultation_first', width: 375, offset: 1 },
] as const;

/**
 * The `offset`-th weekday from about twelve weeks ahead, a day no other spec books (each variant its
 * own); a week later on a retry.
 */
function quietWeekday(offset: number): LocalDate {
  const again = test.info().retry + test.info().repeatEachIndex;
  let date = addDays(londonDateOf(new Date()), 82 + 7 * again);
  const weekend = (day: LocalDate) => ['saturday', 'sunday'].includes(weekdayOf(day));
  while (weekend(date)) date = addDays(date, 1);
  for (let skipped = 0; skipped < offset; skipped += 1) {
    do date = addDays(date, 1);
    while (weekend(date));
  }
  return date;
}

/** Opens the booking page on a studio and day; past the consultation in that variant. */
async function openBooking(page: Page, slug: string, date: LocalDate, consultation: boolean) {
  await page.goto(`/booking?studio=${slug}&date=${date}`);
  if (consultation) {
    await page
      .getByLabel('What do you want to record?')
      .fill('A weekly interview show about London architecture.');
    await page.getByRole('button', { name: 'Continue to the calendar' }).click();
    await expect(page.getByText('Step 2 of 2: Time and details')).toBeVisible();
  }
  await page.getByLabel('Session length').selectOption('60');
  await page.getByRole('checkbox', { name: /Sound engineer/ }).check();
}

test.describe('booking with an engineer asked for by name', () => {
  let admin: APIRequestContext;
  test.beforeAll(async ({ playwright, baseURL }) => {
    admin = await playwright.request.newContext({ baseURL });
    await signInViaApi(admin, LOCAL_ADMIN);
  });
  test.afterAll(async () => {
    await admin.dispose();
  });

  for (const { variant, width, offset } of VARIANTS) {
    test(`${variant} at ${width} px: the customer asks for Theo, books his free time, and he runs it`, async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
      await useBookingVariant(page, variant, baseURL!);
      const date = quietWeekday(offset);
      const studio = STUDIOS[variant];
      await openBooking(page, studio.slug, date, variant === 'consultation_first');

      const who = page.getByLabel('Who runs your session');
      await expect(who.getByRole('option')).toHaveText([
        'Whoever is free',
        'Priya Shah, Sound and video engineer',
        'Theo Brandt, Sound engineer',
      ]);
      await who.selectOption({ label: 'Theo Brandt, Sound engineer' });
      await page.getByRole('radio', { name: '10:00', exact: true }).check();
      expect(await axeViolations(page)).toEqual([]);
      const email = `engineer.${variant}.${Date.now()}@example.com`;
      await page.getByLabel('Name', { exact: true }).fill('Nia Okoro');
      await page.getByLabel('E-mail', { exact: true }).fill(email);
      await page.getByRole('button', { name: 'Confirm booking' }).click();
      await confirmBookingFromMail(page, email);
      const reference = new URL(page.url()).pathname.split('/').at(-1)!;
      // The customer's page and confirmation e-mail say who runs it.
      const runBy = page.getByTestId('booking-summary').getByText('Theo Brandt, Sound engineer');
      await expect(runBy).toBeVisible();
      // With his photo from the site's team (the rota links him to that team member).
      await expect(runBy.locator('img')).toHaveJSProperty('complete', true);
      expect(
        await runBy.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth),
      ).toBeGreaterThan(0);
      await expect
        .poll(async () => {
          const outbox = await admin.get(`/api/admin/outbox?to=${encodeURIComponent(email)}`);
          const { messages } = (await outbox.json()) as {
            messages: { kind: string; text: string }[];
          };
          return messages.find((mail) => mail.kind === 'booking_confirmed')?.text ?? '';
        })
        .toContain('With: Theo Brandt, Sound engineer');

      // The back office: the session is Theo's.
      const staffPage = await admin.get(`/admin/bookings/${reference}`);
      expect(await staffPage.text()).toContain('Run by <strong>Theo Brandt</strong>');

      // Another customer, another studio, the same hour: not with Theo, but with whoever is free.
      await openBooking(page, STUDIOS.other.slug, date, variant === 'consultation_first');
      await expect(page.getByRole('radio', { name: '10:00', exact: true })).toBeVisible();
      await page.getByLabel('Who runs your session').selectOption({
        label: 'Theo Brandt, Sound engineer',
      });
      await expect(page.getByRole('radio', { name: '12:00', exact: true })).toBeVisible();
      await expect(page.getByRole('radio', { name: '10:00', exact: true })).toHaveCount(0);
    });
  }
});
