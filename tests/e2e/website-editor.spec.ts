import { mkdtemp } from 'node:fs/promises';
import type { Http2SecureServer } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '../fixtures/test';
import { LOCAL_ADMIN } from '../fixtures/accounts';
import { startHttpsFront } from '../../server/https-front.mjs';

let front: Http2SecureServer;
let origin: string;

test.beforeAll(async ({}, testInfo) => {
  // The Studio needs HTTP/2, as `npm start` serves it.
  const upstream = String(testInfo.project.use.baseURL);
  const certDir = path.join(await mkdtemp(path.join(tmpdir(), 'e2e-tls-')), 'tls');
  front = await startHttpsFront({ port: 0, upstream, certDir });
  origin = `https://localhost:${(front.address() as AddressInfo).port}`;
});

test.afterAll(() => {
  front?.close();
});

test('the website editor shows the site in draft mode beside the page document', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ ignoreHTTPSErrors: true });
  const editor = await context.newPage();
  await editor.goto(`${origin}/login?redirect=/admin/website-editor`);
  await editor.getByLabel('Email', { exact: true }).fill(LOCAL_ADMIN.email);
  await editor.getByLabel('Password', { exact: true }).fill(LOCAL_ADMIN.password);
  await editor.getByRole('button', { name: 'Log In' }).click();
  await expect(editor).toHaveURL(/\/admin\/cms\/website-editor/, { timeout: 60_000 });

  // The preview frame opened the home page through the draft-mode link the Studio signed.
  const preview = editor.frameLocator('iframe').first();
  await expect(preview.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 60_000 });
  await expect(preview.getByRole('link', { name: /Exit preview/ })).toBeVisible();

  // Another page (one no other test edits): its document opens beside its preview.
  await editor.goto(
    `${origin}/admin/cms/website-editor?preview=${encodeURIComponent('/branding-pack')}`,
  );
  // Its published heading, or the draft heading an earlier attempt of this test typed.
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(
    /^(Branding Pack|Draft heading \d+)$/,
    { timeout: 60_000 },
  );
  await expect(editor.getByRole('textbox', { name: 'Title' }).first()).toHaveValue(
    'Branding Pack',
    { timeout: 60_000 },
  );

  // Typing in the form changes the preview (a draft), while visitors still see the published page.
  // The Studio may re-render the document pane once more while the preview settles, closing the
  // section's dialog; open it again if so, then type.
  const draftHeading = `Draft heading ${Date.now()}`;
  const heading = editor.getByRole('textbox', { name: 'Heading' }).first();
  await expect(async () => {
    if (!(await heading.isVisible())) {
      await editor
        .getByRole('button', { name: /^(Branding Pack|Draft heading \d+) Page header$/ })
        .first()
        .click({ timeout: 10_000 });
    }
    await heading.fill(draftHeading, { timeout: 10_000 });
    await expect(heading).toHaveValue(draftHeading, { timeout: 2_000 });
  }).toPass({ timeout: 90_000 });
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(draftHeading, {
    timeout: 20_000,
  });
  expect(await (await request.get('/branding-pack')).text()).not.toContain(draftHeading);

  // Without a secret the Studio created, nobody gets draft mode.
  const refused = await request.get(
    '/api/draft-mode/enable?sanity-preview-secret=forged-secret-123',
    {
      maxRedirects: 0,
    },
  );
  expect(refused.status()).toBe(401);
  await context.close();
});
