// The hosted path, proven offline: the site built and run with a hosted Sanity project's
// configuration (npm run build:hosted), pointed at a second app instance whose lake plays that
// project's API, CDN, sign-in and signed publish webhook (.scripts/hosted-project.mjs).
import { randomBytes } from 'node:crypto';
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { type Browser } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { SANITY_API_VERSION } from '@/lib/lake/identity';
import {
  HOSTED,
  HOSTED_API_HOST,
  hostedSiteEnv,
  startHostedProject,
  startServer,
} from '../../.scripts/hosted-project.mjs';
import { startHttpsFront } from '../../server/https-front.mjs';
import {
  EDITED_OR_ORIGINAL,
  expectHomeDocument,
  HOME_DOCUMENT_PATH,
  publishHeadlineAndSeeItLive,
  signInAsAdmin,
} from '../fixtures/studio';
import { MANY_GUESTS } from '../../.scripts/many-guests.mjs';

const site = `http://localhost:${HOSTED.sitePort}`;
const siteStudio = `https://localhost:${HOSTED.siteTlsPort}`;
const projectApi = `http://127.0.0.1:${HOSTED.projectPort}/api/lake/v${SANITY_API_VERSION}`;
const projectSite = `https://127.0.0.1:${HOSTED.projectTlsPort}`;
const robotToken = randomBytes(24).toString('hex');
const webhookSecret = randomBytes(24).toString('hex');
const stops: (() => Promise<void> | void)[] = [];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const project = await startHostedProject({
    CONTENT_API_TOKEN: robotToken,
    // The site's Studio is another origin; each publish is posted to the site's webhook.
    LAKE_CORS_ORIGINS: siteStudio,
    LAKE_WEBHOOK_URL: `http://127.0.0.1:${HOSTED.sitePort}/api/content/webhook`,
    LAKE_WEBHOOK_SECRET: webhookSecret,
    TRUSTED_PROXIES: 'loopback',
    ...MANY_GUESTS,
  });
  stops.push(project.stop);
  const server = await startServer(HOSTED.sitePort, {
    ...hostedSiteEnv(),
    SANITY_API_READ_TOKEN: robotToken,
    SANITY_REVALIDATE_SECRET: webhookSecret,
    TRUSTED_PROXIES: 'loopback',
  });
  stops.push(server.stop);
  // The Studio needs HTTP/2, as `npm start` serves it.
  const front = await startHttpsFront({
    port: HOSTED.siteTlsPort,
    upstream: `http://127.0.0.1:${HOSTED.sitePort}`,
    certDir: HOSTED.certDir,
  });
  stops.push(() => void front.close());
});

test.afterAll(async () => {
  for (const stop of stops.reverse()) await stop();
});

async function mutateProject(mutations: unknown[]) {
  const response = await fetch(`${projectApi}/data/mutate/production`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${robotToken}` },
    body: JSON.stringify({ mutations }),
  });
  expect(response.status).toBe(200);
}

async function openVisitorPage(browser: Browser, path: string) {
  const context = await browser.newContext({ ignoreHTTPSErrors: true });
  await context.addCookies([{ name: 'ab_variants', value: 'heroSection:control', url: site }]);
  const page = await context.newPage();
  // The page's live stream must be open before the publish it is to hear of.
  const listening = page.waitForResponse((response) => response.url().includes('/data/listen/'));
  await page.goto(`${site}${path}`);
  expect((await listening).status()).toBe(200);
  return { page, context };
}

test('pages read the hosted project, and its images come from its API host', async ({
  browser,
}) => {
  const { page, context } = await openVisitorPage(browser, '/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(EDITED_OR_ORIGINAL);
  const image = page.locator(`img[src^="${HOSTED_API_HOST}/images/local/production/"]`).first();
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  await page.goto(`${site}/insights`);
  const article = page.getByRole('main').getByRole('link').filter({ hasText: /\w/ }).first();
  await expect(article).toBeVisible();
  await context.close();
});

test('the publish webhook is refused without a valid signature', async () => {
  const body = JSON.stringify({ _id: 'siteSettings', _type: 'siteSettings' });
  const send = (signature: string | null) =>
    fetch(`${site}/api/content/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(signature ? { [SIGNATURE_HEADER_NAME]: signature } : {}),
      },
      body,
    });
  expect((await send(null)).status).toBe(401);
  const forged = await encodeSignatureHeader(body, Date.now(), 'not-the-secret-0123456789');
  expect((await send(forged)).status).toBe(401);
  const stale = await encodeSignatureHeader(body, Date.now() - 10 * 60_000, webhookSecret);
  expect((await send(stale)).status).toBe(401);
  const signed = await send(await encodeSignatureHeader(body, Date.now(), webhookSecret));
  expect(signed.status).toBe(200);
  expect(await signed.json()).toEqual({ revalidated: ['content'] });
});

test('a publish on the hosted project reaches an open page through the signed webhook, without a reload', async ({
  browser,
}) => {
  const { page, context } = await openVisitorPage(browser, '/about');
  const footer = page.getByRole('contentinfo');
  const description = `Published on the hosted project at ${Date.now()}.`;
  await mutateProject([
    { patch: { id: 'siteSettings', set: { 'defaultSeo.description': description } } },
  ]);
  // Under 2 s on an idle machine; the window allows a loaded CI machine (the brief: no timed tests).
  await expect(footer.getByText(description)).toBeVisible({ timeout: 10_000 });
  await context.close();
});

test('draft mode reads drafts from the hosted project, with a preview secret stored there', async ({
  browser,
}) => {
  const secret = randomBytes(16).toString('hex');
  const query = encodeURIComponent('*[_type == "article" && !(_id in path("drafts.**"))][0]');
  const { result: article } = await (
    await fetch(`${projectApi}/data/query/production?query=${query}`, {
      headers: { authorization: `Bearer ${robotToken}` },
    })
  ).json();
  const draftTitle = `A draft on the hosted project ${Date.now()}`;
  await mutateProject([
    {
      create: {
        _id: `sanity-preview-url-secret.${secret}`,
        _type: 'sanity.previewUrlSecret',
        secret,
      },
    },
    { createOrReplace: { ...article, _id: `drafts.${article._id}`, title: draftTitle } },
  ]);
  const path = `/insights/${article.slug.current}`;
  const context = await browser.newContext();
  const page = await context.newPage();
  const refused = await page.goto(
    `${site}/api/draft-mode/enable?sanity-preview-secret=wrong-secret`,
  );
  expect(refused?.status()).toBe(401);
  await page.goto(
    `${site}/api/draft-mode/enable?sanity-preview-secret=${secret}&sanity-preview-pathname=${path}`,
  );
  await expect(page).toHaveURL(`${site}${path}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(draftTitle);
  await mutateProject([{ delete: { id: `drafts.${article._id}` } }]);
  await context.close();
});

test("an admin edits in the site's Studio, signed in through the hosted project, and an open page shows the publish", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const { page: visitor, context: visitorContext } = await openVisitorPage(browser, '/');
  const headline = visitor.getByRole('heading', { level: 1 });
  await expect(headline).toHaveText(EDITED_OR_ORIGINAL);

  const adminContext = await browser.newContext({ ignoreHTTPSErrors: true });
  const studio = await adminContext.newPage();
  // The project's own sign-in (as an editor signs in to sanity.io), then the site's admin area.
  await studio.goto(`${projectSite}/login`);
  await signInAsAdmin(studio);
  await studio.goto(`${siteStudio}${HOME_DOCUMENT_PATH}`);
  await expect(studio).toHaveURL(/\/login\?redirect=/);
  await signInAsAdmin(studio);
  // The Studio sends the editor to the project's sign-in bridge, which returns with a one-time code
  // the Studio trades for a token: only then can it read the document from the project.
  await studio.goto(`${siteStudio}${HOME_DOCUMENT_PATH}`);
  await expectHomeDocument(studio);

  await publishHeadlineAndSeeItLive(studio, headline);

  await adminContext.close();
  await visitorContext.close();
});
