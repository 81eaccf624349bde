// The pages the e-mailed account links open (issue #46): each says what its one button does, and
// only the button acts. In both themes at 375 px axe finds nothing, in every state (a first
// confirmation with its password field, an approval, a used or forged link, the login page after),
// and the keyboard alone confirms.
import type { Page } from '@playwright/test';
import { axeViolations } from '../fixtures/axe';
import { expect, test } from '../fixtures/test';
import {
  LOCAL_ADMIN,
  confirmEmailViaApi,
  enableTwoFactorViaApi,
  latestMail,
  linkPath,
  newAccount,
  registerViaApi,
  signInViaApi,
} from '../fixtures/accounts';

test.describe.configure({ timeout: 180_000 });

// A visitor who chose cookies already; the banner has its own accessibility test.
test.beforeEach(({ page }) =>
  page.addInitScript(() => localStorage.setItem('cookiesAccepted', 'true')),
);

/** Opens `path` in both themes on a phone; `check` runs on each before axe does. */
async function inBothThemesOnAPhone(page: Page, path: string, check: () => Promise<void>) {
  await page.setViewportSize({ width: 375, height: 800 });
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await check();
    expect(await axeViolations(page), `${path}, ${theme}`).toEqual([]);
  }
}

test('an address is confirmed from its page with the keyboard alone, and every state of the pages passes axe', async ({
  page,
  playwright,
  baseURL,
}) => {
  const admin = await playwright.request.newContext({ baseURL });
  await signInViaApi(admin, LOCAL_ADMIN);
  const registrant = await playwright.request.newContext({ baseURL });
  const account = await registerViaApi(registrant, newAccount('links'));
  const mail = await latestMail(admin, account.email, 'email-verification');
  const confirmPage = linkPath(mail.text, '/confirm-email');

  await inBothThemesOnAPhone(page, confirmPage, async () => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your address');
    await expect(page.getByText(account.email)).toBeVisible();
  });
  await inBothThemesOnAPhone(page, '/confirm-email?token=forged', () =>
    expect(page.getByRole('main').getByRole('alert')).toContainText(
      'This confirmation link has expired',
    ),
  );
  await inBothThemesOnAPhone(page, '/approve-two-factor?token=forged', () =>
    expect(page.getByRole('main').getByRole('alert')).toContainText(
      'This link has expired or was already used',
    ),
  );

  // Opening the page confirmed nothing: the registrant is still signed in, unconfirmed.
  const me = async () => (await registrant.get('/api/auth/me')).json();
  expect(await me()).toMatchObject({ emailVerified: false });

  await page.goto(confirmPage);
  const password = page.getByLabel('Choose a password');
  await password.focus();
  await page.keyboard.type(account.password);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Confirm Address' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login\?confirmed=1$/);
  const confirmed = page.getByRole('status').filter({ hasText: 'Your address is confirmed.' });
  await expect(confirmed).toBeVisible();
  // Every session ended with the first confirmation, the registrant's too.
  expect((await registrant.get('/api/auth/me')).status()).toBe(401);
  await inBothThemesOnAPhone(page, '/login?confirmed=1', () => expect(confirmed).toBeVisible());
  await registrant.dispose();
  await admin.dispose();
});

test('two-factor is approved from its page: the result is announced and takes the focus', async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  const admin = await playwright.request.newContext({ baseURL });
  await signInViaApi(admin, LOCAL_ADMIN);
  const account = await registerViaApi(context.request, newAccount('approval'));
  await confirmEmailViaApi(context.request, admin, account);
  await enableTwoFactorViaApi(context.request, account.password);
  const mail = await latestMail(admin, account.email, 'two-factor-approval');
  const approvalPage = linkPath(mail.text, '/approve-two-factor');
  const button = page.getByRole('button', { name: 'Confirm Two-Factor' });

  await inBothThemesOnAPhone(page, approvalPage, () => expect(button).toBeVisible());
  await button.focus();
  await page.keyboard.press('Enter');
  const approved = page
    .getByRole('status')
    .filter({ hasText: 'two-factor authentication is confirmed as yours' });
  await expect(approved).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await page.reload();
  await expect(page.getByRole('main').getByRole('alert')).toContainText(
    'This link has expired or was already used',
  );
  await admin.dispose();
});
