import { mkdtemp } from 'node:fs/promises';
import type { Http2SecureServer } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { LOCAL_ADMIN_EMAIL, LOCAL_ADMIN_PASSWORD } from '@/lib/auth/config';
import { startHttpsFront } from '../../.scripts/https-front.mjs';

const ORIGINAL_HEADLINE = 'Broadcast-Quality Podcast Studios in London';
const EDITED_OR_ORIGINAL = new RegExp(
  `^(${ORIGINAL_HEADLINE}|Podcast Studios in London, edited \\d+)$`,
);

let front: Http2SecureServer;
let studioOrigin: string;

test.beforeAll(async ({}, testInfo) => {
  // The Studio needs HTTP/2 (more live streams than HTTP/1.1 allows per host), as `npm start` serves it.
  const upstream = String(testInfo.project.use.baseURL);
  front = await startHttpsFront({
    port: 0,
    upstream,
    certDir: path.join(await mkdtemp(path.join(tmpdir(), 'e2e-tls-')), 'tls'),
  });
  studioOrigin = `https://localhost:${(front.address() as AddressInfo).port}`;
});

test.afterAll(() => {
  // Stop listening; the browser's open HTTP/2 sessions end with the browser.
  front?.close();
});

test('an admin changes the home headline in the Studio and an open home page shows it without reloading', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);

  // A visitor has the home page open (in the control arm of the hero A/B test).
  const visitorContext = await browser.newContext();
  await visitorContext.addCookies([
    { name: 'ab_variants', value: 'heroSection:control', url: baseURL! },
  ]);
  const visitor = await visitorContext.newPage();
  await visitor.goto('/');
  const headline = visitor.getByRole('heading', { level: 1 });
  // The seeded headline, or the one an earlier attempt of this test published (so a retry works).
  await expect(headline).toHaveText(EDITED_OR_ORIGINAL);
  const before = (await headline.innerText()).trim();

  // The admin opens the Studio, signs in once with the site account, and opens the home page.
  const adminContext = await browser.newContext({ ignoreHTTPSErrors: true });
  const studio = await adminContext.newPage();
  await studio.goto(`${studioOrigin}/admin/cms/intent/edit/id=page-home;type=page/`);
  await expect(studio).toHaveURL(/\/login\?redirect=/);
  await studio.getByLabel('Email', { exact: true }).fill(LOCAL_ADMIN_EMAIL);
  await studio.getByLabel('Password', { exact: true }).fill(LOCAL_ADMIN_PASSWORD);
  await studio.getByRole('button', { name: 'Log In' }).click();
  // The /admin layout's guard sends people to /admin after signing in; from there, back to the document.
  await expect(studio).toHaveURL(/\/admin/);
  await studio.goto(`${studioOrigin}/admin/cms/intent/edit/id=page-home;type=page/`);
  await expect(studio.getByRole('textbox', { name: 'Title' }).first()).toHaveValue('Home', {
    timeout: 60_000,
  });

  // The hero block's control headline.
  await studio.getByRole('button', { name: before }).first().click();
  // The variants are collapsed groups: open the control arm's.
  await studio.getByText('Control (professional emphasis)').click();
  const field = studio.getByRole('textbox', { name: 'Headline' }).first();
  await expect(field).toHaveValue(before);
  const stamp = String(Date.now());
  const changed = `Podcast Studios in London, edited ${stamp}`;
  // Typing is saved as draft edits (diff-match-patch, debounced); publish once they are stored.
  // The patch holds only the changed characters, so it is recognised by the field it changes.
  const saved = studio.waitForResponse(
    (response) =>
      /\/data\/(actions|mutate)\//.test(response.url()) &&
      response.request().postData()?.includes('headline') === true,
    { timeout: 45_000 },
  );
  // The Studio may re-render the field while it loads the document's history, dropping what was
  // typed: type again until the field keeps it.
  await expect(async () => {
    await field.fill(changed);
    await expect(field).toHaveValue(changed, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await saved;
  await studio.keyboard.press('Escape');

  const publish = studio.getByRole('button', { name: 'Publish', exact: true });
  await expect(publish).toBeEnabled({ timeout: 20_000 });
  const published = studio.waitForResponse(
    (response) =>
      response.url().includes('/data/actions/') &&
      response.request().postData()?.includes('sanity.action.document.publish') === true,
  );
  await publish.click();
  expect((await published).status()).toBe(200);

  // The open home page changes by itself within two seconds of the publish.
  await expect(headline).toHaveText(changed, { timeout: 2_000 });

  // The change is stored: a fresh Studio shows it.
  await studio.reload();
  await studio
    .getByRole('button', { name: new RegExp(changed) })
    .first()
    .click();
  await studio.getByText('Control (professional emphasis)').click();
  await expect(studio.getByRole('textbox', { name: 'Headline' }).first()).toHaveValue(changed);

  await adminContext.close();
  await visitorContext.close();
});
