import { type Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { axeViolations } from '../fixtures/axe';
import { rememberCookieChoice } from '../fixtures/consent';

// The studio assistant as a visitor uses it: with the keyboard, from the site's own content and the
// live bookings (the embedded default; tests/unit/assistant.http-embedded-and-model.test.ts runs the
// same questions through a model stand-in).

const launcher = (page: Page) => page.getByRole('button', { name: 'Ask us' });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Studio assistant' });

async function askAndWait(page: Page, question: string) {
  const log = dialog(page).getByRole('log');
  const answers = log.locator('[data-from="assistant"]');
  const before = await answers.count();
  await dialog(page).getByLabel('Ask the studio assistant').fill(question);
  await page.keyboard.press('Enter');
  await expect(answers).toHaveCount(before + 1);
  await expect(answers.last()).not.toHaveText(/^Assistant: (Thinking…)?$/);
  return answers.last();
}

/**
 * "Saturday 5 December": a Saturday at least a week away, so the studios' notice period never empties
 * it, whatever day the test runs (the coming Saturday has no start times left on a Friday evening).
 * Boxing Day, the seed's one Saturday closure, moves it a week on.
 */
function saturdayClearOfNotice() {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + 7 + ((6 - day.getUTCDay() + 7) % 7));
  if (day.getUTCMonth() === 11 && day.getUTCDate() === 26) day.setUTCDate(day.getUTCDate() + 7);
  const month = day.toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' });
  return `Saturday ${day.getUTCDate()} ${month}`;
}

test.beforeEach(async ({ page }) => {
  await rememberCookieChoice(page);
});

test('a visitor asks about hours, prices and a free slot by keyboard, and is sent to that booking', async ({
  page,
  context,
  baseURL,
}) => {
  // The one-step booking flow, where the studio and the day are on the first screen.
  await context.addCookies([{ name: 'ab_variants', value: 'bookingFlow%3Asimple', url: baseURL! }]);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/about');
  // Everything the page loads by itself, including what it loads after the load event.
  await page.waitForLoadState('load');
  await page.waitForTimeout(1_500);
  const loadedBeforeOpening = scripts.length;

  await launcher(page).focus();
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeVisible();
  // The chat's code arrived only now.
  expect(scripts.length).toBeGreaterThan(loadedBeforeOpening);
  await expect(launcher(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(dialog(page).getByLabel('Ask the studio assistant')).toBeFocused();

  await expect(await askAndWait(page, 'What are your opening hours?')).toContainText(
    'Mon-Fri: 9am-8pm | Sat-Sun: 10am-6pm',
  );
  await expect(await askAndWait(page, 'How much is the City View Studio per hour?')).toContainText(
    'City View Studio costs £85 per hour',
  );
  const unknown = await askAndWait(page, 'Do you sell pizza?');
  await expect(unknown).toContainText("I don't know");
  await expect(unknown.getByRole('link', { name: 'Contact form' })).toHaveAttribute(
    'href',
    '/contact',
  );

  const saturday = saturdayClearOfNotice();
  const slot = await askAndWait(page, `Is the Greenwich studio free on ${saturday} at 2pm?`);
  await expect(slot).toContainText(
    new RegExp(`Greenwich Creator Studio is (not )?free on ${saturday} at 14:00`),
  );
  const book = slot.getByRole('link', { name: /^Book the Greenwich Creator Studio on Saturday/ });
  const href = await book.getAttribute('href');
  expect(href).toMatch(/^\/booking\?studio=greenwich-creator-studio&date=\d{4}-\d{2}-\d{2}$/);
  const day = Number(href!.slice(-2));

  // The conversation earned the AI Conversationalist achievement.
  const unlocked = await page.evaluate(
    () =>
      (
        JSON.parse(localStorage.getItem('achievements') ?? '[]') as {
          id: string;
          unlocked: boolean;
        }[]
      ).find((achievement) => achievement.id === 'chat_assistant')?.unlocked,
  );
  expect(unlocked).toBe(true);

  await book.click();
  await expect(page).toHaveURL(href!);
  await expect(page.getByRole('radio', { name: /Greenwich Creator Studio/ })).toBeChecked();
  await expect(
    page.getByRole('grid', { name: /Session date/ }).locator('button[aria-pressed="true"]'),
  ).toHaveText(String(day));
});

test('Escape closes the assistant and gives focus back; it fits a 375 px screen in both themes', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/contact');
  await launcher(page).click();
  await expect(dialog(page)).toBeVisible();
  const box = await dialog(page).boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  await askAndWait(page, 'Can guests join remotely?');
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    expect(await axeViolations(page, '[role="dialog"]'), theme).toEqual([]);
  }
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(launcher(page)).toBeFocused();
  await expect(launcher(page)).toHaveAttribute('aria-expanded', 'false');
});

test('an answer is shown as text: markup in a question is never rendered', async ({ page }) => {
  await page.goto('/about');
  await launcher(page).click();
  await askAndWait(page, '<img src=x onerror="window.injected=1"> What are your opening hours?');
  await expect(dialog(page).getByRole('img')).toHaveCount(0);
  expect(
    await page.evaluate(() => (window as unknown as { injected?: number }).injected),
  ).toBeUndefined();
});
