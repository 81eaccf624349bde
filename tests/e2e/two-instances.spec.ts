// Two app instances on one PostgreSQL database, as behind a load balancer: a publish through A
// reaches a page open on B (its cache revalidated, its live stream told) without a reload.
import { randomBytes } from 'node:crypto';
import { expect, test } from '../fixtures/test';
import { Client } from 'pg';
import { SANITY_API_VERSION } from '@/lib/lake/identity';
import { startServer } from '../../.scripts/start-server.mjs';
import { POSTGRES_URL } from '../fixtures/databases';

const PORTS = { a: 3120, b: 3121 };
const robotToken = randomBytes(24).toString('hex');
const servers: { stop: () => Promise<void> }[] = [];
let database = '';

async function createDatabase(): Promise<string | null> {
  const admin = new Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (error) {
    if (process.env.REQUIRE_POSTGRES === '1') throw error;
    return null;
  }
  const name = `studio_instances_${randomBytes(5).toString('hex')}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

const startInstance = async (port: number) =>
  servers.push(await startServer(port, { DATABASE_URL: database, CONTENT_API_TOKEN: robotToken }));

test.describe('two instances behind a load balancer', () => {
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    const url = await createDatabase();
    test.skip(!url, `PostgreSQL at ${POSTGRES_URL} is not reachable`);
    database = url!;
    // A first, so it migrates and imports the seed; then B on the same database.
    await startInstance(PORTS.a);
    await startInstance(PORTS.b);
  });

  test.afterAll(async () => {
    for (const server of servers) await server.stop();
  });

  test('a publish through A shows on a page open on B, without a reload', async ({ page }) => {
    // The page's live stream (LiveRefresh) must be open on B before the publish it is to hear of.
    const listening = page.waitForResponse((response) => response.url().includes('/data/listen/'));
    await page.goto(`http://127.0.0.1:${PORTS.b}/about`);
    const footer = page.getByRole('contentinfo');
    await expect(footer).toBeVisible();
    expect((await listening).status()).toBe(200);

    const description = `Published on A at ${Date.now()}, seen on B.`;
    const published = await fetch(
      `http://127.0.0.1:${PORTS.a}/api/lake/v${SANITY_API_VERSION}/data/mutate/production`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${robotToken}` },
        body: JSON.stringify({
          mutations: [
            { patch: { id: 'siteSettings', set: { 'defaultSeo.description': description } } },
          ],
        }),
      },
    );
    expect(published.status).toBe(200);
    // Well under 2 s on an idle machine; a loaded CI machine has taken longer, and this test proves
    // the change reaches B's open page without a reload, not how fast (the brief: no timed tests).
    await expect(footer.getByText(description)).toBeVisible({ timeout: 10_000 });
  });
});
