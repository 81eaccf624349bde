import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import {
  LOCAL_ADMIN,
  csrfHeaders,
  enableTwoFactorViaApi,
  freshTotpCode,
  latestMail,
  linkPath,
  registerViaApi,
  signInViaApi,
} from '../fixtures/accounts';
import { fillPattern, pagePatterns } from '../fixtures/route-files';

test.describe('route guards (spec §2.5)', () => {
  test('signed out, account and admin pages send to the login with the way back', async ({
    page,
  }) => {
    for (const path of ['/account', '/account/settings', '/my-bookings', '/admin/users']) {
      await page.goto(path);
      await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(path)}`);
    }
  });

  test('a customer gets 403 from admin APIs and is sent home from /admin', async ({ page }) => {
    await registerViaApi(page.request);
    expect((await page.request.get('/api/auth/admin/users')).status()).toBe(403);
    const patch = await page.request.patch(
      '/api/auth/admin/users/00000000-0000-4000-8000-000000000000',
      {
        data: { role: 'admin' },
        headers: await csrfHeaders(page.request),
      },
    );
    expect(patch.status()).toBe(403);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/admin/users');
    await expect(page).toHaveURL(/\/$/);
  });

  // Every page under app/admin, read from the file tree, so a new page is covered when it is added.
  const adminPages = pagePatterns('admin').map((pattern) => fillPattern(pattern, 'x'));

  // The browser follows these redirects in the tests above; here every page's answer is read as it
  // leaves the server (a document request, the redirect not followed): nothing of the page is sent.
  const whereSent = async (request: APIRequestContext, path: string) => {
    const response = await request.get(path, {
      headers: { accept: 'text/html' },
      maxRedirects: 0,
    });
    expect([303, 307, 308], `${path} status`).toContain(response.status());
    return response.headers()['location'];
  };

  test('every admin page sends a signed-out visitor to sign in', async ({ request }) => {
    expect(adminPages.length).toBeGreaterThan(15);
    for (const path of adminPages) {
      expect(await whereSent(request, path), path).toBe(
        `/login?redirect=${encodeURIComponent(path)}`,
      );
    }
  });

  test('every admin page sends a customer home', async ({ page }) => {
    await registerViaApi(page.request);
    for (const path of adminPages) {
      expect(await whereSent(page.request, path), path).toBe('/');
    }
  });

  test('signed out, account APIs answer 401', async ({ request }) => {
    expect((await request.get('/api/auth/me')).status()).toBe(401);
    expect((await request.head('/api/auth/me')).status()).toBe(401);
    expect((await request.get('/api/auth/admin/users')).status()).toBe(401);
  });

  test('the local admin signs in and manages users', async ({ page }) => {
    await page.goto('/login?redirect=/admin/users');
    await page.getByLabel('Email').fill(LOCAL_ADMIN.email);
    await page.getByLabel('Password').fill(LOCAL_ADMIN.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    // Newest accounts come first: the first admin is found by searching.
    await page.getByLabel('Search by name or e-mail').fill(LOCAL_ADMIN.email);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/admin\/users\?q=/);
    await expect(page.getByRole('cell', { name: LOCAL_ADMIN.email })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Back office' })).toBeVisible();
  });

  test('an editor link to a document type the site does not have shows the not-found page with the site header', async ({
    page,
  }) => {
    await signInViaApi(page.request, LOCAL_ADMIN);
    // The admin section streams behind its loading screen, so the status is already sent (200);
    // the page is marked noindex instead.
    await page.goto('/admin/editor/no-such-type/some-id');
    await expect(page.locator('meta[name="robots"][content*="noindex"]').first()).toBeAttached();
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await page.getByRole('link', { name: 'Go Home' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Page Not Found');
  });
});

test.describe('sign-in safety', () => {
  test('an open redirect to another site is refused', async ({ page }) => {
    const account = await registerViaApi(page.request);
    await page.context().clearCookies();
    await page.goto('/login?redirect=https://evil.example');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/account$/);

    const answer = await page.request.post('/api/auth/login', {
      data: { ...account, redirect: '//evil.example/x' },
      headers: await csrfHeaders(page.request),
    });
    expect((await answer.json()).redirect).toBe('/account');
  });

  test('a same-site redirect is honoured and the header shows the account menu', async ({
    page,
  }) => {
    const account = await registerViaApi(page.request);
    await page.context().clearCookies();
    await page.goto('/my-bookings');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/my-bookings$/);
    await expect(page.getByRole('heading', { name: 'No bookings yet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Book a Session' }).first()).toHaveAttribute(
      'href',
      '/booking',
    );
    await expect(page.getByRole('button', { name: `${account.name} account menu` })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log In', exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Sign Up', exact: true })).toHaveCount(0);
  });

  // Each wrong password makes this address wait longer (1, 2, 4 … s) before its next try.
  test('rapid wrong passwords are slowed down with 429 and Retry-After', async ({ request }) => {
    const account = await registerViaApi(request);
    const headers = await csrfHeaders(request);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const response = await request.post('/api/auth/login', {
        data: { email: account.email, password: 'not the password' },
        headers,
      });
      statuses.push(response.status());
      if (response.status() === 429)
        expect(Number(response.headers()['retry-after'])).toBeGreaterThan(0);
    }
    expect(statuses[0]).toBe(401);
    expect(statuses).toContain(429);
  });

  test('no session cookie is issued before two-factor completes', async ({
    playwright,
    baseURL,
  }) => {
    const setupContext = await playwright.request.newContext({ baseURL });
    const account = await registerViaApi(setupContext);
    const secret = await enableTwoFactorViaApi(setupContext, account.password);
    await setupContext.dispose();

    const request = await playwright.request.newContext({ baseURL });
    const headers = await csrfHeaders(request);
    const login = await request.post('/api/auth/login', {
      data: { email: account.email, password: account.password },
      headers,
    });
    expect(await login.json()).toEqual({ twoFactorRequired: true, redirect: '/2fa-verify' });
    const setCookies = login.headersArray().filter((h) => h.name.toLowerCase() === 'set-cookie');
    expect(setCookies.map((h) => h.value.split('=')[0])).toEqual(['studio_2fa_pending']);
    expect((await request.get('/api/auth/me')).status()).toBe(401);

    const wrong = await request.post('/api/auth/2fa/verify', { data: { code: '000000' }, headers });
    expect(wrong.status()).toBe(401);
    const right = await request.post('/api/auth/2fa/verify', {
      data: { code: await freshTotpCode(secret) },
      headers,
    });
    expect(right.status()).toBe(200);
    expect((await request.get('/api/auth/me')).status()).toBe(200);
    await request.dispose();
  });

  test('a reset link works once', async ({ playwright, baseURL }) => {
    const customer = await playwright.request.newContext({ baseURL });
    const account = await registerViaApi(customer);
    const headers = await csrfHeaders(customer);
    const forgot = await customer.post('/api/auth/forgot-password', {
      data: { email: account.email },
      headers,
    });
    expect(forgot.status()).toBe(200);
    const unknown = await customer.post('/api/auth/forgot-password', {
      data: { email: `nobody-${Date.now()}@example.com` },
      headers,
    });
    expect(await unknown.json()).toEqual(await forgot.json());

    const admin = await playwright.request.newContext({ baseURL });
    await signInViaApi(admin, LOCAL_ADMIN);
    const mail = await latestMail(admin, account.email, 'password-reset');
    await admin.dispose();
    const token = linkPath(mail.text, '/reset-password/').split('/').pop()!;

    const first = await customer.post('/api/auth/reset-password', {
      data: { token, password: 'the first new passphrase' },
      headers,
    });
    expect(first.status()).toBe(200);
    const second = await customer.post('/api/auth/reset-password', {
      data: { token, password: 'the second new passphrase' },
      headers,
    });
    expect(second.status()).toBe(400);
    await signInViaApi(customer, { email: account.email, password: 'the first new passphrase' });
    await customer.dispose();
  });

  test('a request from another site is refused', async ({ request }) => {
    const response = await request.post('/api/auth/login', {
      data: { email: 'ana@example.com', password: 'whatever it is' },
      headers: { Origin: 'https://evil.example' },
    });
    expect(response.status()).toBe(403);
  });
});
