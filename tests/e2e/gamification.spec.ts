import { expect, test } from '../fixtures/test';
import { rememberCookieChoice } from '../fixtures/consent';

test.describe('achievements', () => {
  test('welcome unlocks on the first visit, stays dismissed, and the booking page earns Ready to Record', async ({
    page,
  }) => {
    // A visitor who has chosen: achievement notices wait for the cookie banner otherwise
    // (first-visit.spec.ts).
    await rememberCookieChoice(page);
    await page.goto('/about');
    const notice = page.getByRole('complementary', { name: 'Achievement unlocked' });
    await expect(notice).toContainText('Achievement unlocked: Welcome');
    await expect(notice).toContainText('10 points, level 1');
    await notice.getByRole('button', { name: 'Dismiss achievement' }).click();
    await expect(notice).toBeHidden();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(notice).toBeHidden();

    await page.goto('/booking');
    await expect(notice).toContainText('Achievement unlocked: Ready to Record');
    await expect(notice).toContainText('30 points, level 1');
    expect(await page.evaluate(() => localStorage.getItem('points'))).toBe('30');
  });
});
