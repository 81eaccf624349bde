import { type Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import {
  LOCAL_ADMIN,
  freshTotpCode,
  latestMail,
  linkPath,
  newAccount,
  noteTotpCodeSpent,
  signInViaApi,
} from '../fixtures/accounts';

test.describe.configure({ timeout: 180_000 });

async function logOut(page: Page, name: string) {
  await page.getByRole('button', { name: `${name} account menu` }).click();
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Log In' }),
  ).toBeVisible();
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

test('a customer registers, confirms the address, turns on two-factor, resets the password and stays safe', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  const account = newAccount('journey');
  const admin = await playwright.request.newContext({ baseURL });
  await signInViaApi(admin, LOCAL_ADMIN);

  // Register: the page asks to confirm the address (it says the same for a known one).
  await page.goto('/register');
  await page.getByLabel('Name').fill(account.name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Check your inbox: we have sent you an e-mail')).toBeVisible();

  // The link's page confirms nothing by itself: its button does, with the account's password
  // chosen again (anyone can register any address). Then the login page says so.
  const verification = await latestMail(admin, account.email, 'email-verification');
  await page.goto(linkPath(verification.text, '/confirm-email'));
  await page.getByLabel('Choose a password').fill(account.password);
  await page.getByRole('button', { name: 'Confirm Address' }).click();
  await expect(page).toHaveURL(/\/login\?confirmed=1$/);
  await expect(
    page.getByRole('status').filter({ hasText: 'Your address is confirmed.' }),
  ).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: `Hello, ${account.name}` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign Up' })).toHaveCount(0);

  // Log out, log in again.
  await logOut(page, account.name);
  await logIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/account$/);

  // Turn on two-factor, reading the setup key shown next to the QR code.
  await page.goto('/account/settings');
  await page.getByRole('button', { name: 'Set Up Two-Factor' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await page.getByLabel('Code from your app').fill(await freshTotpCode(secret));
  await page.getByLabel('Password to turn two-factor on').fill(account.password);
  await page.getByRole('button', { name: 'Turn On Two-Factor' }).click();
  await expect(
    page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem'),
  ).toHaveCount(10);
  // The owner approves it from the e-mail, so a password reset keeps it.
  const approval = await latestMail(admin, account.email, 'two-factor-approval');
  await page.goto(linkPath(approval.text, '/approve-two-factor'));
  await page.getByRole('button', { name: 'Confirm Two-Factor' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'two-factor authentication is confirmed as yours' }),
  ).toBeVisible();

  // Log out; logging in now asks for the code, and no session exists before it is given.
  await logOut(page, account.name);
  await logIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/2fa-verify$/);
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain(
    'studio_session',
  );
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
  await page.getByLabel('Authentication code').fill(await freshTotpCode(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/account$/);
  noteTotpCodeSpent(secret);

  // Another device signs in too.
  const otherDevice = await browser.newContext();
  await signInViaApi(otherDevice.request, { ...account, totpSecret: secret });
  expect((await otherDevice.request.get('/api/auth/me')).status()).toBe(200);

  // Forgot the password: ask for a link, which an admin can read in the outbox.
  await logOut(page, account.name);
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('If an account exists for that address')).toBeVisible();

  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await logIn(adminPage, LOCAL_ADMIN.email, LOCAL_ADMIN.password);
  await expect(adminPage).toHaveURL(/\/admin$/);
  await adminPage.goto('/admin/outbox');
  const mail = adminPage
    .getByRole('listitem')
    .filter({ hasText: `To ${account.email}` })
    .filter({ hasText: /Reset your .* password/ });
  await mail.getByText(/Reset your .* password/).click();
  const resetPath = linkPath((await mail.locator('pre').textContent())!, '/reset-password/');
  await adminContext.close();
  await admin.dispose();

  // Follow the link, choose a new password.
  const newPassword = 'a brand new studio passphrase';
  await page.goto(resetPath);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page).toHaveURL(/\/login\?reset=1$/);
  await expect(page.getByText('Your password was changed.')).toBeVisible();

  // The old password no longer works; the new one does, and two-factor is still asked for.
  await logIn(page, account.email, account.password);
  await expect(
    page.getByRole('alert').filter({ hasText: 'The e-mail or password is not correct.' }),
  ).toBeVisible();
  await logIn(page, account.email, newPassword);
  await expect(page).toHaveURL(/\/2fa-verify$/);
  await page.getByLabel('Authentication code').fill(await freshTotpCode(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/account$/);

  // The other device was signed out by the reset, and the link does not work twice.
  expect((await otherDevice.request.get('/api/auth/me')).status()).toBe(401);
  await otherDevice.close();
  await page.goto(resetPath);
  await expect(
    page.getByRole('alert').filter({ hasText: 'expired or was already used' }),
  ).toBeVisible();
});
