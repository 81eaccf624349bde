import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { MANY_GUESTS } from '../.scripts/many-guests.mjs';

const root = path.resolve(import.meta.dirname, '..');
export const APP_PORT = Number(process.env.E2E_APP_PORT ?? 3100);
// Next's standalone server, assembled as the Dockerfile assembles it (.scripts/standalone.mjs).
export const STANDALONE_PORT = Number(process.env.E2E_STANDALONE_PORT ?? 3110);
export const STORYBOOK_PORT = Number(process.env.E2E_STORYBOOK_PORT ?? 6107);
// The app forwards leads to this stand-in for HubSpot (tests/fixtures/fake-hubspot.ts).
export const HUBSPOT_PORT = Number(process.env.E2E_HUBSPOT_PORT ?? 3190);
export const HUBSPOT_PORTAL_ID = '4242424';
// The Notion import reads from this stand-in for Notion's API (tests/fixtures/fake-notion.ts).
export const NOTION_PORT = Number(process.env.E2E_NOTION_PORT ?? 3191);
// A robot token for the lake (CONTENT_API_TOKEN), so a test can put content back as it found it.
// Fixed: the config is read again in every worker, and the app only ever listens on this machine.
export const E2E_CONTENT_API_TOKEN = 'e2e-content-robot-5f0c2a7b3d4c8e9a6f0d1e2f3a4b';
// Each run starts the app on a fresh embedded database.
const dataDir = path.join(os.tmpdir(), `studio-e2e-${process.pid}-${Date.now()}`);

// The visitor's checks that also run against the standalone server (project `standalone`): the
// shell, consent, contact, booking, accounts, the policy and an injected script, the gallery.
const STANDALONE_SPECS = [
  '**/shell.spec.ts',
  '**/cookie-consent.spec.ts',
  '**/contact.spec.ts',
  '**/booking.spec.ts',
  '**/accounts.journey.spec.ts',
  '**/content-security.spec.ts',
  '**/csp-injection.spec.ts',
  '**/content-pages.spec.ts',
];
// The specs that drive the embedded Sanity Studio.
const STUDIO_SPECS = ['**/studio-live-editing.spec.ts', '**/website-editor.spec.ts'];
// The hosted-mode spec starts its own two instances (the hosted build, npm run build:hosted).
const HOSTED_SPECS = ['**/hosted-mode.spec.ts'];

// E2E_SKIP_STORIES=1 runs only the site tests (no built Storybook needed).
const withStories = process.env.E2E_SKIP_STORIES !== '1';

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    // Debian's Chromium; Playwright never downloads a browser here.
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  },
};

/** The environment of an app server under test: its own port and data folder. */
const appServerEnv = (port: number, dataDir: string) => ({
  DATA_DIR: dataDir,
  NODE_ENV: 'production',
  PORT: String(port),
  // The tests play the part of a proxy on this machine, to give each test's visitors their
  // own address (rate limits); tests/unit/http.client-address.test.ts proves the default.
  TRUSTED_PROXIES: 'loopback',
  ...MANY_GUESTS,
  // Cheaper password hashes (the same code: lib/env.ts): many sign-ins run side by side.
  PASSWORD_HASH_COST: '14',
  // The easiest proof of work (lib/anti-abuse): the real widget and checks, solved at once.
  PROOF_OF_WORK_MAX_NUMBER: '2',
  HUBSPOT_PORTAL_ID,
  HUBSPOT_FORM_ID: 'e2e0f0a0-0000-4000-8000-000000000001',
  HUBSPOT_FORMS_API: `http://127.0.0.1:${HUBSPOT_PORT}`,
  NOTION_API_URL: `http://127.0.0.1:${NOTION_PORT}`,
  CONTENT_API_TOKEN: E2E_CONTENT_API_TOKEN,
});

export default defineConfig({
  testDir: path.join(root, 'tests'),
  outputDir: path.join(root, 'test-results'),
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  // This host's speed changes from hour to hour (other machines share it): on a slow hour a sign-in
  // takes seconds and a back-office page several, so the limits leave room for that, not for hangs.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  use: { trace: 'retain-on-failure' },
  projects: [
    {
      name: 'site',
      testDir: path.join(root, 'tests/e2e'),
      testIgnore: [...STUDIO_SPECS, ...HOSTED_SPECS],
      use: { ...chromium, baseURL: `http://localhost:${APP_PORT}` },
    },
    {
      // The same build on Next's own server, as a host without the production server runs it.
      name: 'standalone',
      testDir: path.join(root, 'tests/e2e'),
      testMatch: STANDALONE_SPECS,
      use: { ...chromium, baseURL: `http://localhost:${STANDALONE_PORT}` },
    },
    {
      // The Studio tests measure live updates (a change visible within 2 s); they run after the
      // site tests and one at a time, so they never compete with them for the machine's CPU.
      name: 'studio',
      // The Studio's form sometimes keeps re-rendering the field being filled (a known flake, about one
      // attempt in three under a full run; cause not found yet): two more tries in CI, not one.
      retries: process.env.CI ? 2 : 0,
      testDir: path.join(root, 'tests/e2e'),
      testMatch: STUDIO_SPECS,
      dependencies: ['site', 'standalone'],
      workers: 1,
      use: { ...chromium, baseURL: `http://localhost:${APP_PORT}` },
    },
    {
      // Also measures live updates, so it runs alone, after the Studio tests.
      name: 'hosted',
      retries: process.env.CI ? 2 : 0,
      testDir: path.join(root, 'tests/e2e'),
      testMatch: HOSTED_SPECS,
      dependencies: ['studio'],
      workers: 1,
      use: chromium,
    },
    ...(withStories
      ? [
          {
            name: 'stories',
            testDir: path.join(root, 'tests/stories'),
            use: { ...chromium, baseURL: `http://localhost:${STORYBOOK_PORT}` },
          },
        ]
      : []),
  ],
  webServer: [
    {
      command: 'tsx tests/fixtures/fake-hubspot.ts',
      cwd: root,
      url: `http://127.0.0.1:${HUBSPOT_PORT}/health`,
      env: { FAKE_HUBSPOT_PORT: String(HUBSPOT_PORT) },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'tsx tests/fixtures/fake-notion.ts',
      cwd: root,
      url: `http://127.0.0.1:${NOTION_PORT}/health`,
      env: { FAKE_NOTION_PORT: String(NOTION_PORT) },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'node server/main.mjs',
      cwd: root,
      // Health opens and migrates the database, so no test pays for that.
      url: `http://localhost:${APP_PORT}/api/health`,
      env: appServerEnv(APP_PORT, dataDir),
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
    },
    {
      command: 'node .scripts/standalone.mjs',
      cwd: root,
      url: `http://localhost:${STANDALONE_PORT}/api/health`,
      env: appServerEnv(STANDALONE_PORT, `${dataDir}-standalone`),
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
    },
    ...(withStories
      ? [
          {
            command: `sirv storybook-static --port ${STORYBOOK_PORT} --quiet`,
            cwd: root,
            url: `http://localhost:${STORYBOOK_PORT}/index.json`,
            reuseExistingServer: false,
            timeout: 60_000,
          },
        ]
      : []),
  ],
});
