import { expect, test } from '../fixtures/test';
import { E2E_CONTENT_API_TOKEN, NOTION_PORT } from '../../.config/playwright.config';
import { SANITY_API_VERSION } from '@/lib/lake/identity';
import { csrfHeaders, LOCAL_ADMIN, signInViaApi } from '../fixtures/accounts';
import { FAKE_NOTION } from '../fixtures/fake-notion';

const notion = `http://127.0.0.1:${NOTION_PORT}`;
const documentId = `notion-${FAKE_NOTION.pages.mistakes.replaceAll('-', '')}`;

// Every attempt starts from nothing imported and nothing connected, so a retry tests the same story.
test.beforeEach(async ({ context }) => {
  const request = context.request;
  await signInViaApi(request, LOCAL_ADMIN);
  const disconnected = await request.delete('/api/notion/connection', {
    headers: await csrfHeaders(request),
  });
  expect(disconnected.ok()).toBe(true);
  expect((await request.post(`${notion}/__test/reset`)).ok()).toBe(true);
  const forgotten = await request.post(`/api/lake/v${SANITY_API_VERSION}/data/mutate/production`, {
    headers: { authorization: `Bearer ${E2E_CONTENT_API_TOKEN}` },
    data: {
      mutations: [{ delete: { id: documentId } }, { delete: { id: `drafts.${documentId}` } }],
    },
  });
  expect(forgotten.status()).toBe(200);
});

test('an admin connects a Notion database and imports a page as a draft article', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('/admin/notion');
  await expect(page.getByRole('heading', { level: 1, name: 'Notion' })).toBeVisible();
  const secret = page.getByLabel('Internal integration secret');
  const link = page.getByLabel('Database link');
  const connect = page.getByRole('button', { name: 'Connect Notion' });

  // Checked in the browser first, with the server's own schema.
  await connect.click();
  await expect(page.getByText('Paste the internal integration secret')).toBeVisible();
  await expect(page.getByText('Paste the database link or its id.')).toBeVisible();

  // Then by Notion: a secret it refuses lands on the secret field.
  await secret.fill('ntn_notTheSecretNotionGaveUs000000');
  await link.fill(FAKE_NOTION.databaseLink);
  await connect.click();
  await expect(page.getByText('Notion did not accept the integration secret.')).toBeVisible();

  await secret.fill(FAKE_NOTION.token);
  await connect.click();
  const connected = page.getByRole('region', { name: 'Connected database' });
  await expect(connected).toContainText(
    `${FAKE_NOTION.databaseTitle}, connected by ${LOCAL_ADMIN.email}`,
  );
  const pages = page.getByRole('table', { name: /Pages in the connected Notion database/ });
  const mistakes = pages.getByRole('row', { name: /Five mistakes new podcasters make/ });
  await expect(mistakes).toContainText('Not imported');

  await mistakes.getByRole('button', { name: /Import as draft/ }).click();
  await expect(mistakes.getByRole('status')).toHaveText(
    'Imported as a draft. 1 Notion block was left out (image): add them in the Studio.',
  );
  await expect(mistakes).toContainText('Draft or article up to date');
  // The edit link sends the admin into the Studio on that article (a streamed redirect).
  await expect(mistakes.getByRole('link', { name: 'Open in Studio' })).toHaveAttribute(
    'href',
    `/admin/editor/article/${documentId}`,
  );
  const opened = await page.request.get(`/admin/editor/article/${documentId}`);
  expect(await opened.text()).toContain(`/admin/cms/intent/edit/id=${documentId};type=article/`);
  // A draft: visitors do not see it until an editor publishes it in the Studio.
  expect((await page.request.get('/insights/five-mistakes-new-podcasters-make')).status()).toBe(
    404,
  );

  // A page without a title is refused with the reason.
  const untitled = pages.getByRole('row', { name: /Untitled/ });
  await untitled.getByRole('button', { name: /Import as draft/ }).click();
  await expect(untitled.getByRole('status')).toHaveText(
    'Give the page a title in Notion, then import it.',
  );

  // Someone edits the page in Notion: the list says so and offers to update the draft.
  const edited = await page.request.post(`${notion}/__test/edit`, {
    data: { id: FAKE_NOTION.pages.mistakes, title: 'Five mistakes new podcasters still make' },
  });
  expect(edited.ok()).toBe(true);
  await page.reload();
  const changed = pages.getByRole('row', { name: /Five mistakes new podcasters still make/ });
  await expect(changed).toContainText('Changed in Notion since the import');
  await changed.getByRole('button', { name: /Update draft/ }).click();
  await expect(changed).toContainText('Draft or article up to date');

  // Disconnecting forgets the secret and shows the set-up form again.
  await connected.getByRole('button', { name: 'Disconnect Notion' }).click();
  await expect(page.getByRole('button', { name: 'Connect Notion' })).toBeVisible();
});
