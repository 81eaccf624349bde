import { expect, test } from '../fixtures/test';
import {
  LOCAL_ADMIN,
  confirmEmailViaApi,
  enableTwoFactorViaApi,
  latestMail,
  linkPath,
  registerViaApi,
  signInViaApi,
  uniqueEmail,
} from '../fixtures/accounts';

test.describe.configure({ timeout: 180_000 });

test('a customer renames, changes e-mail and password, turns two-factor off and deletes the account', async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  const admin = await playwright.request.newContext({ baseURL });
  await signInViaApi(admin, LOCAL_ADMIN);
  // A confirmed account: its first confirmation would set the password and sign everyone out.
  const account = await registerViaApi(context.request);
  await confirmEmailViaApi(context.request, admin, account);
  await enableTwoFactorViaApi(context.request, account.password);
  await page.goto('/account/settings');
  const section = (name: string) => page.getByRole('region', { name });

  const nameForm = section('Name');
  await nameForm.getByLabel('Name').fill('Robin Renamed');
  await nameForm.getByRole('button', { name: 'Save Name' }).click();
  await expect(nameForm.getByRole('status')).toHaveText('Your name was saved.');

  // A wrong password is refused on its field; the right one changes the address.
  const newEmail = uniqueEmail('renamed');
  const emailForm = section('Email');
  await emailForm.getByLabel('New email').fill(newEmail);
  await emailForm.getByLabel('Current password').fill('not my password at all');
  await emailForm.getByRole('button', { name: 'Change Email' }).click();
  await expect(emailForm.getByText('Your password is not correct.')).toBeVisible();
  await emailForm.getByLabel('Current password').fill(account.password);
  await emailForm.getByRole('button', { name: 'Change Email' }).click();
  await expect(emailForm.getByRole('status')).toContainText(`We sent a link to ${newEmail}.`);
  const verification = await latestMail(admin, newEmail, 'email-verification');
  // The address changes only when the button of its link's page is pressed.
  await expect(page.getByText(`Currently ${account.email}`)).toBeVisible();
  await page.goto(linkPath(verification.text, '/confirm-email'));
  await page.getByRole('button', { name: 'Confirm Address' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: `Your address is confirmed: your account now uses ${newEmail}.` }),
  ).toBeVisible();
  await page.goto('/account/settings');
  await expect(page.getByText(`Currently ${newEmail}.`)).toBeVisible();

  const newPassword = `${account.password} and more`;
  const passwordForm = section('Password');
  await passwordForm.getByLabel('Current password').fill(account.password);
  await passwordForm.getByLabel('New password').fill(newPassword);
  await passwordForm.getByRole('button', { name: 'Change Password' }).click();
  await expect(passwordForm.getByRole('status')).toContainText('Your password was changed.');

  const twoFactor = section('Two-factor authentication');
  await twoFactor.getByLabel('Password to turn two-factor off').fill(newPassword);
  await twoFactor.getByRole('button', { name: 'Turn Off Two-Factor' }).click();
  await expect(twoFactor.getByRole('button', { name: 'Set Up Two-Factor' })).toBeVisible();

  // Signing in now needs the new e-mail and password and no second factor.
  const fresh = await playwright.request.newContext({ baseURL });
  await signInViaApi(fresh, { email: newEmail, password: newPassword });
  await fresh.dispose();

  const deletion = section('Delete account');
  await deletion.getByLabel('Password to delete your account').fill(newPassword);
  await deletion.getByRole('button', { name: 'Delete My Account' }).click();
  await expect(page).toHaveURL(/\/$/);
  const gone = await playwright.request.newContext({ baseURL });
  const login = await gone.post('/api/auth/login', {
    data: { email: newEmail, password: newPassword },
    headers: { Origin: baseURL! },
  });
  expect(login.status()).toBe(401);
  await gone.dispose();
  await admin.dispose();
});
