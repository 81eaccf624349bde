// Issue #37 against the running production server, as an attacker or a rogue insider would try it:
// a suspended admin's Studio token, a cookie sealed with the secret the source used to ship, the local
// admin from another machine, who has an account, and Secure cookies over HTTPS. (The e2e server
// trusts X-Forwarded-For and X-Forwarded-Proto from this machine, so a test can play a remote client
// or an HTTPS front.)
import { sealData } from 'iron-session';
import { expect, test } from '../fixtures/test';
import {
  LOCAL_ADMIN,
  csrfHeaders,
  enableTwoFactorViaApi,
  latestMail,
  newAccount,
  registerViaApi,
  signInViaApi,
  uniqueEmail,
} from '../fixtures/accounts';
import { fetchProofHeader } from '../fixtures/proof-of-work';

// What lib/auth/config.ts sealed every local site's cookies with until this issue.
const SECRET_FROM_THE_SOURCE = 'local-only-session-secret-change-me-in-production-0123456789';

test("a suspended admin's Studio token stops working at once", async ({ playwright, baseURL }) => {
  const boss = await playwright.request.newContext({ baseURL });
  await signInViaApi(boss, LOCAL_ADMIN);
  const email = uniqueEmail('rogue-admin');
  const invited = await boss.post('/api/auth/admin/users', {
    data: { email, name: 'Rogue Admin' },
    headers: await csrfHeaders(boss),
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const { user } = (await invited.json()) as { user: { id: string } };
  const invite = await latestMail(boss, email, 'admin-invite');
  const token = /\/invite\/([A-Za-z0-9_-]+)/.exec(invite.text)![1];

  // The new admin accepts, opens the Studio (the sign-in bridge) and gets a lake token.
  const rogue = await playwright.request.newContext({ baseURL });
  const accepted = await rogue.post('/api/auth/invite', {
    data: { token, name: 'Rogue Admin', password: 'a rogue admin passphrase' },
    headers: await csrfHeaders(rogue),
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const bridge = await rogue.get(
    `/api/lake/auth/start?origin=${encodeURIComponent(`${baseURL}/admin/cms`)}&withSid=true`,
    { maxRedirects: 0 },
  );
  const sid = bridge.headers()['location']!.split('#sid=')[1]!;
  const fetched = await rogue.get(`/api/lake/v2025-02-19/auth/fetch?sid=${sid}`);
  const { token: studioToken } = (await fetched.json()) as { token: string };
  const bearer = { authorization: `Bearer ${studioToken}` };
  const createDraft = () =>
    rogue.post('/api/lake/v2025-02-19/data/mutate/production', {
      data: { mutations: [{ create: { _id: `drafts.rogue-${Date.now()}`, _type: 'faq' } }] },
      headers: bearer,
    });
  expect((await rogue.get('/api/lake/v2025-02-19/users/me', { headers: bearer })).status()).toBe(
    200,
  );

  const suspended = await boss.post(`/api/auth/admin/users/${user.id}/suspend`, {
    data: {},
    headers: await csrfHeaders(boss),
  });
  expect(suspended.status(), await suspended.text()).toBe(200);
  expect((await rogue.get('/api/lake/v2025-02-19/users/me', { headers: bearer })).status()).toBe(
    401,
  );
  expect((await createDraft()).status()).toBe(401);
  await rogue.dispose();
  await boss.dispose();
});

test('a sign-in note sealed with the secret the source used to ship is refused', async ({
  browser,
  playwright,
  baseURL,
}) => {
  // A customer with two-factor on: with the forged note, only the code would stand between the
  // attacker and the account.
  const setup = await playwright.request.newContext({ baseURL });
  const account = await registerViaApi(setup, newAccount('forged-note'));
  await enableTwoFactorViaApi(setup, account.password);
  const me = (await (await setup.get('/api/auth/me')).json()) as { id: string };
  await setup.dispose();

  // Version 2: registration made it 1, turning two-factor on ended the other sessions.
  const forged = await sealData(
    { userId: me.id, sessionVersion: 2, redirect: '/account' },
    { password: SECRET_FROM_THE_SOURCE, ttl: 300 },
  );
  const attacker = await browser.newContext({ baseURL });
  await attacker.addCookies([{ name: 'studio_2fa_pending', value: forged, url: baseURL! }]);
  const verify = await attacker.request.post('/api/auth/2fa/verify', {
    data: { code: '123456' },
    headers: await csrfHeaders(attacker.request),
  });
  expect(verify.status()).toBe(401);
  expect(((await verify.json()) as { error: string }).error).toBe(
    'Your sign-in has expired. Please sign in again.',
  );
  await attacker.close();
});

test('the local admin signs in from this machine only', async ({ playwright, baseURL }) => {
  const remote = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.77' },
  });
  const refused = await remote.post('/api/auth/login', {
    data: { email: LOCAL_ADMIN.email, password: LOCAL_ADMIN.password },
    headers: await csrfHeaders(remote),
  });
  expect(refused.status()).toBe(403);
  expect((await remote.get('/api/auth/me')).status()).toBe(401);
  await remote.dispose();
});

test('registering says the same for a known and a new address', async ({ playwright, baseURL }) => {
  const visitor = await playwright.request.newContext({ baseURL });
  const attempt = async (email: string) => {
    const response = await visitor.post('/api/auth/register', {
      data: { name: 'Curious Visitor', email, password: 'a curious visitor passphrase' },
      headers: { ...(await csrfHeaders(visitor)), ...(await fetchProofHeader(visitor)) },
    });
    return { status: response.status(), body: await response.json() };
  };
  const known = await attempt(LOCAL_ADMIN.email);
  const fresh = await attempt(uniqueEmail('fresh'));
  expect(known).toEqual(fresh);
  expect(known.status).toBe(202);
  expect((await visitor.get('/api/auth/me')).status()).toBe(401);
  await visitor.dispose();
});

test('cookies are Secure when the request came over HTTPS', async ({ playwright, baseURL }) => {
  const overHttps = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-proto': 'https' },
  });
  const response = await overHttps.get('/api/auth/csrf');
  expect(response.headers()['set-cookie']).toMatch(/csrf_token=[^;]+;.*Secure/i);
  await overHttps.dispose();
  const plain = await playwright.request.newContext({ baseURL });
  expect((await plain.get('/api/auth/csrf')).headers()['set-cookie']).not.toMatch(/Secure/i);
  await plain.dispose();
});
