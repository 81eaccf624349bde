import { mkdtemp } from 'node:fs/promises';
import type { Http2SecureServer } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { LOCAL_ADMIN } from '../fixtures/accounts';
// @ts-expect-error The front is a plain Node script without type declarations.
import { startHttpsFront } from '../../.scripts/https-front.mjs';

const PUBLISHED_HEADLINE = 'Broadcast-Quality Podcast Studios in London';

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
  // The preview shows the hero's control arm, whose headline the test edits.
  await context.addCookies([{ name: 'ab_variants', value: 'heroSection:control', url: origin }]);
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
  // The home page document opens beside it.
  await expect(editor.getByRole('textbox', { name: 'Title' }).first()).toHaveValue('Home', {
    timeout: 60_000,
  });

  // Typing in the form changes the preview (a draft), while visitors still see the published page.
  await editor
    .getByRole('button', { name: new RegExp(PUBLISHED_HEADLINE) })
    .first()
    .click();
  await editor.getByText('Control (professional emphasis)').click();
  const draftHeadline = `Draft headline ${Date.now()}`;
  await editor.getByRole('textbox', { name: 'Headline' }).first().fill(draftHeadline);
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(draftHeadline, {
    timeout: 20_000,
  });
  const visitor = await request.get('/', {
    headers: { cookie: 'ab_variants=heroSection:control' },
  });
  expect(await visitor.text()).not.toContain(draftHeadline);

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
