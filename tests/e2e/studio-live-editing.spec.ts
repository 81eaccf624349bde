import { mkdtemp } from 'node:fs/promises';
import type { Http2SecureServer } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '../fixtures/test';
import { startHttpsFront } from '../../server/https-front.mjs';
import {
  EDITED_OR_ORIGINAL,
  expectHomeDocument,
  HOME_DOCUMENT_PATH,
  publishHeadlineAndSeeItLive,
  signInAsAdmin,
} from '../fixtures/studio';

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
  test.setTimeout(180_000);

  // A visitor has the home page open (in the control arm of the hero A/B test).
  const visitorContext = await browser.newContext();
  await visitorContext.addCookies([
    { name: 'ab_variants', value: 'heroSection:control', url: baseURL! },
  ]);
  const visitor = await visitorContext.newPage();
  await visitor.goto('/');
  const headline = visitor.getByRole('heading', { level: 1 });
  await expect(headline).toHaveText(EDITED_OR_ORIGINAL);

  // The admin opens the Studio, signs in once with the site account, and opens the home page.
  const adminContext = await browser.newContext({ ignoreHTTPSErrors: true });
  const studio = await adminContext.newPage();
  await studio.goto(`${studioOrigin}${HOME_DOCUMENT_PATH}`);
  await expect(studio).toHaveURL(/\/login\?redirect=/);
  await signInAsAdmin(studio);
  await studio.goto(`${studioOrigin}${HOME_DOCUMENT_PATH}`);
  await expectHomeDocument(studio);

  await publishHeadlineAndSeeItLive(studio, headline);

  await adminContext.close();
  await visitorContext.close();
});
